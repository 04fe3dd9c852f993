/**
 * The daily stats snapshot (the spec's calculate_daily_stats). It upserts today's São Paulo row, so
 * running it more often than daily only keeps today's row current; every day ends with its row.
 * With PostgreSQL an advisory lock makes one instance at a time run it.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { refreshDailyStats, rowsOf } from '../services/admin-metrics';
import type { Job } from './index';

/** Stable key of this job's advisory lock. */
export const ADMIN_STATS_LOCK_KEY = 7_240_001;

export async function runAdminStatsJob(deps: Pick<AppDeps, 'db' | 'driver' | 'now'>): Promise<boolean> {
  if (deps.driver !== 'postgres') {
    await refreshDailyStats(deps.db, deps.now());
    return true;
  }
  return deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${ADMIN_STATS_LOCK_KEY}) as locked`);
    if (!rowsOf<{ locked: boolean }>(result)[0]?.locked) return false;
    await refreshDailyStats(tx as unknown as Database, deps.now());
    return true;
  });
}

export const adminStatsJob: Job = {
  name: 'admin-daily-stats',
  intervalMs: 60 * 60 * 1000,
  run: async (deps) => {
    await runAdminStatsJob(deps);
  },
};
