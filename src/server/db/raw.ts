/**
 * Raw SQL helpers shared by both database drivers. drizzle types `db.execute` per driver, but PGlite and
 * node-postgres both answer an object with `rows`; reading them here keeps that knowledge in one place.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Driver } from './client';

/** The rows of a raw statement, whichever driver ran it. */
export async function queryRows<T extends Record<string, unknown>>(db: Database, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] } | null)?.rows ?? [];
}

/**
 * Runs a periodic job under a PostgreSQL advisory lock held for one transaction, so that when several
 * instances share a database only one of them runs the job at a time; the others get `undefined` back.
 * PGlite serves a single process, so there the job simply runs.
 */
export async function withAdvisoryLock<T>(
  deps: { db: Database; driver: Driver },
  lockKey: number,
  job: (db: Database) => Promise<T>,
): Promise<T | undefined> {
  if (deps.driver !== 'postgres') return job(deps.db);
  return deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
    if (!row?.locked) return undefined;
    return job(tx);
  });
}
