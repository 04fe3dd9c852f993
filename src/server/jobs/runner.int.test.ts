import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import type { AppDeps } from '../context';
import { jobRuns } from '../db/schema';
import { jobs } from './index';
import type { Job } from './job';
import { runJobIfDue } from './runner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-05-14T15:00:00.000Z') });
});
afterAll(() => t.close());

/** Two app instances on one database: the same tables, each with its own deps object (and timers). */
function twoInstances(): [AppDeps, AppDeps] {
  return [{ ...t.pautei.deps }, { ...t.pautei.deps }];
}

function countingJob(name: string, intervalMs: number, fail = false): Job & { runs: number } {
  const job = {
    name,
    intervalMs,
    runs: 0,
    async run() {
      job.runs += 1;
      if (fail) throw new Error('provedor fora do ar');
    },
  };
  return job;
}

async function row(name: string) {
  const [r] = await t.pautei.deps.db.select().from(jobRuns).where(eq(jobRuns.name, name));
  if (!r) throw new Error(`no job_runs row for ${name}`);
  return r;
}

describe('periodic jobs across instances', () => {
  it('runs a job once per interval however many instances tick', async () => {
    const [a, b] = twoInstances();
    const job = countingJob('test-once', 60_000);
    const first = await Promise.all([runJobIfDue(a, job), runJobIfDue(b, job), runJobIfDue(a, job)]);
    expect(first.filter((o) => o === 'ran')).toHaveLength(1);
    expect(job.runs).toBe(1);

    t.clock.advance(59_000); // still inside the interval
    expect(await Promise.all([runJobIfDue(a, job), runJobIfDue(b, job)])).toEqual(['skipped', 'skipped']);
    expect(job.runs).toBe(1);

    t.clock.advance(1_000); // one interval after the claim
    const second = await Promise.all([runJobIfDue(b, job), runJobIfDue(a, job)]);
    expect(second.filter((o) => o === 'ran')).toHaveLength(1);
    expect(job.runs).toBe(2);

    const r = await row('test-once');
    expect(r.runCount).toBe(2);
    expect(r.lastRunAt.getTime()).toBe(t.clock.now.getTime());
    expect(r.lastError).toBeNull();
    expect(r.lastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it('records a failed run and waits a whole interval before trying again', async () => {
    const [a, b] = twoInstances();
    const job = countingJob('test-failing', 60_000, true);
    expect(await runJobIfDue(a, job)).toBe('failed');
    expect((await row('test-failing')).lastError).toBe('provedor fora do ar');
    expect(await runJobIfDue(b, job)).toBe('skipped');
    t.clock.advance(60_000);
    expect(await runJobIfDue(b, job)).toBe('failed');
    expect(job.runs).toBe(2);
  });

  it('every registered job goes through the claim: two instances ticking together run each once', async () => {
    const [a, b] = twoInstances();
    const outcomes = await Promise.all(jobs.flatMap((job) => [runJobIfDue(a, job), runJobIfDue(b, job)]));
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(jobs.length);
    for (const job of jobs) expect((await row(job.name)).runCount).toBe(1);
  });
});
