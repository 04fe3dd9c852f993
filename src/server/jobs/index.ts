/**
 * Periodic jobs (token renewals, the daily stats snapshot, PGlite's VACUUM, prepaid periods' reminders and ends, the
 * "Hora de postar" reminders, the removal of rendered images no item uses). Each feature registers its
 * job here; `startJobs` runs each one once per interval across all instances (see runner.ts).
 */
import type { AppDeps } from '../context';
import { tokenRenewalJob } from './token-renewal';
import { adminStatsJob } from './admin-stats-job';
import { pgliteVacuumJob } from './pglite-vacuum';
import { tokenReconciliationJob } from './token-reconciliation';
import { billingCalendarJob } from './billing-calendar';
import { publicationRemindersJob } from './publication-reminders';
import { imageStorePruneJob } from './image-store-prune';
import { runJobIfDue } from './runner';
import type { Job } from './job';

export const jobs: Job[] = [];
jobs.push(tokenRenewalJob);
jobs.push(adminStatsJob);
jobs.push(pgliteVacuumJob);
jobs.push(tokenReconciliationJob);
jobs.push(billingCalendarJob);
jobs.push(publicationRemindersJob);
jobs.push(imageStorePruneJob);

/** How often an instance checks whether a job is due (at most this late after its interval). */
const MAX_TICK_MS = 60_000;

/**
 * Starts this instance's timers. Every instance ticks, but a job runs only on the instance that claims
 * it in `job_runs` (runner.ts), so it runs once per interval however many instances there are. Ticking
 * more often than the interval keeps the runs close to the interval even when instances start and stop.
 */
export function startJobs(deps: AppDeps): () => void {
  const timers = jobs.map((job) => {
    const tick = async (atStart = false) => {
      try {
        if (atStart && job.runAtStart) await job.run(deps);
        else await runJobIfDue(deps, job);
      } catch (err) {
        // The claim itself failed (database unreachable): the next tick tries again.
        deps.logger.error({ job: job.name, err }, `job ${job.name} falhou`);
      }
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void tick(true);
      interval = setInterval(() => void tick(), Math.min(job.intervalMs, MAX_TICK_MS));
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
