/**
 * The history of paid access (table `paid_access_periods`), kept for the admin's churn figure
 * (docs/decisions/0004-admin-metrics.md). The profile says only what holds now; this keeps when each
 * account's paid plan started and stopped being in force.
 *
 * Whatever changed the profile (a card or Pix Automático event, a paid Pix charge, a refund, the end of a
 * prepaid period), the caller then calls `recordPaidAccess`, which compares the profile with the history
 * and opens or closes a stretch. It decides nothing about the payment itself, so each payment path keeps a
 * single call to it. The billing calendar job also runs `closeLapsedPaidAccess`, which closes any stretch
 * whose account no longer has a paid plan in force (a period that ran out, or a change recorded nowhere
 * else).
 */
import { and, eq, gte, isNull, not } from 'drizzle-orm';
import { isPaying } from '@shared/access-rule';
import type { Database } from '../db/client';
import { paidAccessPeriods, payments, subscriptions } from '../db/schema';
import { payingSql } from './access-sql';

/** What the profile says about the plan, enough to tell whether a paid plan is in force. */
export interface PaidAccessProfile {
  subscriptionStatus: string;
  subscriptionType: string;
  paymentMethod: string | null;
  paidUntil: Date | null;
}

export type AccessEndReason = 'cancelled' | 'unpaid' | 'revoked' | 'prepaid_ended' | 'refunded' | 'ended';

/**
 * A paid plan in force: the access rule's paying customer (status active on a paid plan, until a period
 * nobody renews ends). `past_due` has no access (a payment failed), so it is not paying; a later payment
 * opens a new stretch.
 */
export function hasPaidAccess(profile: PaidAccessProfile, now: Date): boolean {
  return isPaying({ ...profile, trialEndsAt: null }, now);
}

/**
 * Why paid access is over, from the profile after the change: the subscription cancelled (card or Pix
 * Automático, at the end of the paid month, or after the retries failed), a payment failed, or a period
 * nobody renews ended (refunded, a revoked Pix Automático authorization, a prepaid period).
 */
export function accessEndReason(profile: PaidAccessProfile, refundedDuringAccess: boolean): AccessEndReason {
  if (profile.subscriptionStatus === 'cancelled') return 'cancelled';
  if (profile.subscriptionStatus === 'past_due') return 'unpaid';
  if (refundedDuringAccess) return 'refunded';
  if (profile.paidUntil !== null && profile.paymentMethod === 'pix_automatico') return 'revoked';
  if (profile.paidUntil !== null && profile.paymentMethod === 'pix_upfront') return 'prepaid_ended';
  return 'ended';
}

/**
 * When the access ended: the end of the paid period when it is already past (the job that blocks the
 * account runs a little later), else now. Never before the stretch began.
 */
export function accessEndedAt(profile: PaidAccessProfile, startedAt: Date, now: Date): Date {
  const end = profile.paidUntil && profile.paidUntil.getTime() <= now.getTime() ? profile.paidUntil : now;
  return end.getTime() < startedAt.getTime() ? startedAt : end;
}

/**
 * Opens or closes the account's stretch of paid access so that the history matches the profile now. Called
 * in the transaction that changed the profile; the profile row is locked, so a payment applied at the same
 * moment waits and then sees the stretch as this call left it.
 */
export async function recordPaidAccess(db: Database, userId: string, now: Date): Promise<void> {
  const [profile] = await db
    .select({
      subscriptionStatus: subscriptions.subscriptionStatus,
      subscriptionType: subscriptions.subscriptionType,
      paymentMethod: subscriptions.paymentMethod,
      paidUntil: subscriptions.paidUntil,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  if (!profile) return;
  const [open] = await db
    .select()
    .from(paidAccessPeriods)
    .where(and(eq(paidAccessPeriods.userId, userId), isNull(paidAccessPeriods.endedAt)));
  const paying = hasPaidAccess(profile, now);

  if (paying && !open) {
    // The partial unique index keeps one open stretch if two changes race.
    await db
      .insert(paidAccessPeriods)
      .values({ userId, startedAt: now, method: profile.paymentMethod })
      .onConflictDoNothing();
    return;
  }
  if (!open) return;
  if (paying) {
    // Paying another way (a card after a prepaid period, say) is the same stretch: nothing was interrupted.
    if (profile.paymentMethod && open.method !== profile.paymentMethod)
      await db
        .update(paidAccessPeriods)
        .set({ method: profile.paymentMethod })
        .where(eq(paidAccessPeriods.id, open.id));
    return;
  }
  await db
    .update(paidAccessPeriods)
    .set({
      endedAt: accessEndedAt(profile, open.startedAt, now),
      endReason: accessEndReason(profile, await refundEndedAccess(db, userId, profile, open.startedAt)),
    })
    .where(and(eq(paidAccessPeriods.id, open.id), isNull(paidAccessPeriods.endedAt)));
}

/**
 * Whether a refund made during the stretch ended it: a charge was refunded, and no charge still paid ends
 * where the access ended. Charges paid after a refunded one carry the access on (refund-calendar.ts), so
 * when their months run out the period simply ended, whatever was refunded before.
 */
async function refundEndedAccess(
  db: Database,
  userId: string,
  profile: PaidAccessProfile,
  startedAt: Date,
): Promise<boolean> {
  const [refund] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'refunded'), gte(payments.refundedAt, startedAt)))
    .limit(1);
  if (!refund) return false;
  if (!profile.paidUntil) return true;
  const [runOut] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'paid'),
        isNull(payments.endedAt),
        eq(payments.periodEnd, profile.paidUntil),
      ),
    )
    .limit(1);
  return !runOut;
}

/** Closes the stretches of accounts that no longer have a paid plan in force; answers how many. */
export async function closeLapsedPaidAccess(db: Database, now: Date): Promise<number> {
  const payingNow = payingSql(now);
  const lapsed = await db
    .select({ userId: paidAccessPeriods.userId })
    .from(paidAccessPeriods)
    .innerJoin(subscriptions, eq(subscriptions.userId, paidAccessPeriods.userId))
    .where(and(isNull(paidAccessPeriods.endedAt), not(payingNow)));
  // Each account in its own transaction: the profile is read again under its lock, so one that has just
  // paid again keeps its stretch.
  for (const row of lapsed) await db.transaction((tx) => recordPaidAccess(tx, row.userId, now));
  return lapsed.length;
}
