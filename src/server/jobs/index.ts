/**
 * Periodic jobs (token renewals, the daily stats snapshot). Each feature registers its job here.
 * With PostgreSQL, a job takes an advisory lock so only one instance runs it.
 */
import type { AppDeps } from '../context';
import { tokenRenewalJob } from './token-renewal';
import { adminStatsJob } from './admin-stats-job';

export interface Job {
  name: string;
  intervalMs: number;
  run(deps: AppDeps): Promise<void>;
}

export const jobs: Job[] = [];
jobs.push(tokenRenewalJob);
jobs.push(adminStatsJob);

export function startJobs(deps: AppDeps): () => void {
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        await job.run(deps);
      } catch (err) {
        console.error(`[job ${job.name}] falhou:`, err instanceof Error ? err.message : err);
      }
    };
    void tick();
    const t = setInterval(tick, job.intervalMs);
    t.unref();
    return t;
  });
  return () => timers.forEach(clearInterval);
}
