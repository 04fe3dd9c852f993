/**
 * Refunding an upgrade gives the credit back to where it came from (decision record 0019). An upgrade paid
 * with Pix upfront ended the Criador charges still running and took their unused time as credit; when the
 * upgrade is refunded, its cash goes back to the person and those charges run again: their periods resume,
 * so once the Agência access ends (now, or at the current month's end as the admin chose) the account is
 * a prepaid Criador again until the old period's own end. Nothing paid for is lost, and each charge's
 * revenue is its own cash again (creditFlows counts a credit only while both charges are paid).
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { payments, profiles, subscriptions } from '../db/schema';
import { recordPaidAccess } from './paid-access';
import { livePrepaidCharges, paidUpfrontOf } from './upgrade-credit';
import { selectAccounts } from './account';
import { applyBillingEvent } from './subscription-writer';

/**
 * The charges an upgrade paid at `upgradePaidAt` had ended (their `ended_at` is that moment) run again.
 * Answers the end of the period they pay for (null when none is left after `after`) and the calendar its
 * monthly renewals follow (the start of the earliest one: renewals paid early continue its calendar).
 */
export async function resumeReplacedCharges(
  tx: Tx,
  userId: string,
  upgradePaidAt: Date,
  after: Date,
): Promise<{ until: Date; anchor: Date } | null> {
  const resumed = await tx
    .update(payments)
    .set({ endedAt: null })
    .where(and(paidUpfrontOf(userId), eq(payments.endedAt, upgradePaidAt)))
    .returning({ periodStart: payments.periodStart, periodEnd: payments.periodEnd });
  return prepaidSpan(resumed, after);
}

/** The end and calendar of the prepaid charges that still cover time after `after` (null if none does). */
function prepaidSpan(
  charges: Array<{ periodStart: Date | null; periodEnd: Date | null }>,
  after: Date,
): { until: Date; anchor: Date } | null {
  const live = charges.filter(
    (c): c is { periodStart: Date; periodEnd: Date } =>
      c.periodStart !== null && c.periodEnd !== null && c.periodEnd.getTime() > after.getTime(),
  );
  if (live.length === 0) return null;
  const until = new Date(Math.max(...live.map((c) => c.periodEnd.getTime())));
  const anchor = new Date(Math.min(...live.map((c) => c.periodStart.getTime())));
  return { until, anchor };
}

/**
 * The billing calendar's part: accounts whose refunded upgrade's last Agência days are over go back to
 * their prepaid Criador period, with a full allowance for the month that starts. One transaction per
 * account, the profile read again under its lock. Answers how many switched.
 */
export async function resumeCreatorPeriods(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.creatorResumesAt), lte(subscriptions.creatorResumesAt, now)));
  let switched = 0;
  for (const { userId } of due) {
    const done = await db.transaction(async (tx) => {
      const [profile] = await selectAccounts(tx).where(eq(profiles.userId, userId)).for('update');
      if (!profile?.creatorResumesAt || profile.creatorResumesAt.getTime() > now.getTime()) return false;
      // The resumed Criador charges: the refunded upgrade no longer counts, nothing else is left running.
      const charges = await livePrepaidCharges(tx, userId, now);
      const span = prepaidSpan(charges, now);
      // The writer's rule: back on the Criador period, or (its charges refunded meanwhile, or the account no
      // longer active) nothing resumes and the period ends as the row says.
      await applyBillingEvent(tx, userId, { kind: 'creator_resumed', span, at: now }, now);
      if (!span || profile.subscriptionStatus !== 'active') return false;
      // A full allowance for the month that starts.
      await tx
        .update(profiles)
        .set({ tokensRemaining: profile.tokensLimit, updatedAt: now })
        .where(eq(profiles.id, profile.id));
      await recordPaidAccess(tx, userId, now);
      return true;
    });
    if (done) switched += 1;
  }
  return switched;
}
