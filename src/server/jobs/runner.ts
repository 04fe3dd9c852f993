/**
 * Runs a periodic job at most once per interval across every instance that shares the database.
 *
 * Each instance ticks on its own timer; at a tick it tries to claim the job in `job_runs`: under the
 * job's advisory lock (PostgreSQL), one conditional upsert moves `last_run_at` to now only if the last
 * run is at least one interval old, and returns the row only to the instance that moved it. That
 * instance runs the job and records how long it took and whether it failed; the others skip. The claim
 * commits before the job starts, so a long job holds no transaction open, and an instance that dies
 * mid-run only delays the next run by one interval.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import type { Job } from './job';

/** First half of the two-number advisory lock key of every job (the second half hashes the job's name). */
const JOB_LOCK_NAMESPACE = 7_240_100;

export type JobOutcome = 'ran' | 'failed' | 'skipped';

async function claimIn(db: Database, job: Job, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - job.intervalMs);
  const rows = await queryRows<{ name: string }>(
    db,
    sql`insert into job_runs (name, last_run_at, run_count) values (${job.name}, ${now}, 1)
        on conflict (name) do update
          set last_run_at = excluded.last_run_at, run_count = job_runs.run_count + 1
          where job_runs.last_run_at <= ${due}
        returning name`,
  );
  return rows.length > 0;
}

/** Claims this interval's run of `job` for the calling instance; false when another instance has it. */
export async function claimJob(deps: Pick<AppDeps, 'db' | 'driver' | 'now'>, job: Job): Promise<boolean> {
  const now = deps.now();
  // PGlite serves one process: the conditional upsert alone decides.
  if (deps.driver !== 'postgres') return claimIn(deps.db, job, now);
  return deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, hashtext(${job.name})) as locked`,
    );
    if (!lock?.locked) return false; // another instance is claiming it right now
    return claimIn(tx, job, now);
  });
}

/** One tick of one job on this instance: claim it if due, run it, record the result. */
export async function runJobIfDue(deps: AppDeps, job: Job): Promise<JobOutcome> {
  if (!(await claimJob(deps, job))) {
    deps.logger.debug({ job: job.name }, `job ${job.name}: já rodou neste intervalo`);
    return 'skipped';
  }
  const started = performance.now();
  let error: string | null = null;
  try {
    await job.run(deps);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    deps.logger.error({ job: job.name, err }, `job ${job.name} falhou`);
  }
  const durationMs = Math.round(performance.now() - started);
  await deps.db.execute(
    sql`update job_runs set last_duration_ms = ${durationMs}, last_error = ${error} where name = ${job.name}`,
  );
  deps.logger.info({ job: job.name, durationMs, failed: error !== null }, `job ${job.name} rodou`);
  return error === null ? 'ran' : 'failed';
}
