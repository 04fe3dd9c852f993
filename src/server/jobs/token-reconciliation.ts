/**
 * Gives back tokens whose generation died without an outcome: the process was killed mid-stream, or the
 * database was down when the item or the refund had to be written. A spend is judged only once the AI
 * deadline plus a margin has passed (no live generation can still save it); the ledger's unique refund
 * row makes each refund happen once, however many instances or runs race. Runs at start, so a restart
 * after a crash returns the tokens, and then periodically.
 */
import type { AppDeps } from '../context';
import { withAdvisoryLock } from '../db/raw';
import { findOpenSpends, refundToken } from '../services/token-service';
import type { Job } from './job';

/** Advisory lock key of this job (any stable 64-bit number). */
export const TOKEN_RECONCILIATION_LOCK_KEY = 7_310_004;

export interface ReconcileDeps extends Pick<AppDeps, 'db' | 'driver' | 'now' | 'logger'> {
  env: Pick<AppDeps['env'], 'AI_TIMEOUT_MS' | 'TOKEN_RECONCILE_MARGIN_MS'>;
}

/** Refunds every open spend older than the AI deadline plus the margin; returns how many were refunded. */
export async function reconcileTokens(deps: ReconcileDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - deps.env.AI_TIMEOUT_MS - deps.env.TOKEN_RECONCILE_MARGIN_MS);
  const refunded =
    (await withAdvisoryLock(deps, TOKEN_RECONCILIATION_LOCK_KEY, async (db) => {
      let count = 0;
      for (;;) {
        const open = await findOpenSpends(db, before);
        for (const generationId of open) if (await refundToken(db, generationId)) count += 1;
        // A full batch may hide more behind it; a refunded spend no longer shows up, so the loop ends.
        if (open.length < 500) return count;
      }
    })) ?? 0;
  if (refunded > 0) deps.logger.warn({ refunded }, `${refunded} token(s) de gerações interrompidas devolvido(s)`);
  return refunded;
}

export const tokenReconciliationJob: Job = {
  name: 'token-reconciliation',
  // Cheap (a partial index holds only open spends), so a short interval returns tokens soon.
  intervalMs: 60_000,
  // A restart after kill -9 gives the tokens back at once; the job locks itself and refunds exactly once.
  runAtStart: true,
  async run(deps) {
    await reconcileTokens(deps);
  },
};
