/**
 * PGlite has no autovacuum: without a periodic VACUUM the visibility map goes stale and counts stop
 * using index-only scans (the dashboard slows down as content grows). PostgreSQL does this itself.
 */
import { sql } from 'drizzle-orm';
import type { Job } from './job';

export const pgliteVacuumJob: Job = {
  name: 'pglite-vacuum',
  intervalMs: 6 * 60 * 60 * 1000,
  initialDelayMs: 10 * 60 * 1000,
  async run({ db, driver }) {
    if (driver !== 'pglite') return;
    await db.execute(sql`VACUUM (ANALYZE)`);
  },
};
