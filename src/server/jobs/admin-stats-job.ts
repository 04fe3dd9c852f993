/**
 * The daily stats snapshot (the spec's calculate_daily_stats). It upserts today's São Paulo row, so
 * running it more often than daily only keeps today's row current; every day ends with its row.
 * With PostgreSQL an advisory lock makes one instance at a time run it.
 */
import type { AppDeps } from '../context';
import { withAdvisoryLock } from '../db/raw';
import { refreshDailyStats } from '../services/admin-metrics';
import type { Job } from './job';

/** Stable key of this job's advisory lock. */
export const ADMIN_STATS_LOCK_KEY = 7_240_001;

export async function runAdminStatsJob(deps: Pick<AppDeps, 'db' | 'driver' | 'now'>): Promise<boolean> {
  const ran = await withAdvisoryLock(deps, ADMIN_STATS_LOCK_KEY, async (db) => {
    await refreshDailyStats(db, deps.now());
    return true;
  });
  return ran ?? false;
}

export const adminStatsJob: Job = {
  name: 'admin-daily-stats',
  intervalMs: 60 * 60 * 1000,
  run: async (deps) => {
    await runAdminStatsJob(deps);
  },
};
