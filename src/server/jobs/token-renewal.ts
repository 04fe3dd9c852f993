/**
 * The monthly token renewal job: renews every allowance whose date has passed (requests renew lazily
 * too, through getTokenStatus; this keeps balances right for users who are not signed in). With
 * PostgreSQL, only the instance holding the advisory lock runs it.
 */
import type { AppDeps } from '../context';
import { withAdvisoryLock } from '../db/raw';
import { renewAllDue } from '../services/token-service';
import type { Job } from './job';

/** Advisory lock key of this job (any stable 64-bit number). */
export const TOKEN_RENEWAL_LOCK_KEY = 7_310_001;

export async function runTokenRenewals(deps: Pick<AppDeps, 'db' | 'driver' | 'now'>): Promise<number> {
  const now = deps.now();
  return (await withAdvisoryLock(deps, TOKEN_RENEWAL_LOCK_KEY, (db) => renewAllDue(db, now))) ?? 0;
}

export const tokenRenewalJob: Job = {
  name: 'token-renewal',
  intervalMs: 15 * 60_000,
  async run(deps) {
    await runTokenRenewals(deps);
  },
};
