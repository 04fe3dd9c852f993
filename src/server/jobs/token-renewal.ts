/**
 * The monthly token renewal job: renews every allowance whose date has passed (requests renew lazily
 * too, through getTokenStatus; this keeps balances right for users who are not signed in). With
 * PostgreSQL, only the instance holding the advisory lock runs it.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { renewAllDue } from '../services/token-service';
import type { Job } from './index';

/** Advisory lock key of this job (any stable 64-bit number). */
export const TOKEN_RENEWAL_LOCK_KEY = 7_310_001;

export async function runTokenRenewals(deps: Pick<AppDeps, 'db' | 'driver' | 'now'>): Promise<number> {
  const now = deps.now();
  if (deps.driver !== 'postgres') return renewAllDue(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${TOKEN_RENEWAL_LOCK_KEY}) AS locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!result.rows[0]?.locked) return 0;
    return renewAllDue(tx as unknown as Database, now);
  });
}

export const tokenRenewalJob: Job = {
  name: 'token-renewal',
  intervalMs: 15 * 60_000,
  async run(deps) {
    await runTokenRenewals(deps);
  },
};
