/**
 * Periodic jobs (token renewals, the daily stats snapshot). Each feature registers its job here.
 * With PostgreSQL, a job takes an advisory lock so only one instance runs it.
 */
import type { AppDeps } from '../context';
import { tokenRenewalJob } from './token-renewal';
import { adminStatsJob } from './admin-stats-job';
import { pgliteVacuumJob } from './pglite-vacuum';
import { tokenReconciliationJob } from './token-reconciliation';

export interface Job {
  name: string;
  intervalMs: number;
  /** Wait before the first run (default: run at start). */
  initialDelayMs?: number;
  run(deps: AppDeps): Promise<void>;
}

export const jobs: Job[] = [];
jobs.push(tokenRenewalJob);
jobs.push(adminStatsJob);
jobs.push(pgliteVacuumJob);
jobs.push(tokenReconciliationJob);

export function startJobs(deps: AppDeps): () => void {
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        await job.run(deps);
      } catch (err) {
        deps.logger.error({ job: job.name, err }, `job ${job.name} falhou`);
      }
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void tick();
      interval = setInterval(tick, job.intervalMs);
      interval.unref();
    }, job.initialDelayMs ?? 0);
    first.unref();
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  });
  return () => timers.forEach((stop) => stop());
}
