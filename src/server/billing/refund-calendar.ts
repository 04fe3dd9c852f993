/**
 * What a refund takes out of an account's prepaid calendar (decision record 0019). Charges paid early
 * follow one another (each renewal begins where the paid time ends), so refunding one of them must take
 * out only its own months: the charges paid after it move earlier, each keeping its number of months, and
 * begin where the refunded charge's access ends (now, or at the end of the current month, as the admin
 * chose). The account stays active for exactly the months still paid for, and each charge's revenue spread
 * and unused share follow its new months, since both are read from the charge's period.
 */
import { and, asc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { paymentCredits, payments } from '../db/schema';
import { monthsAfter, nextAnchoredDate } from '@shared/dates';
import type { ErrorCode } from '@shared/messages';
import { paidUpfrontOf } from './upgrade-credit';
import type { Profile } from '../db/schema/profiles';

type Payment = typeof payments.$inferSelect;

export interface LaterCharge {
  id: string;
  months: number;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * The paid charges that continue `payment`'s period one after another (the first begins where it ends, the
 * next where that one ends…), in order. A charge after a gap began a period of its own and is not moved.
 */
export async function laterCharges(db: Database | Tx, payment: Payment, lock = false): Promise<LaterCharge[]> {
  if (!payment.periodEnd) return [];
  const query = db
    .select({
      id: payments.id,
      months: payments.months,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
    })
    .from(payments)
    .where(and(paidUpfrontOf(payment.userId), isNull(payments.endedAt), gte(payments.periodStart, payment.periodEnd)))
    .orderBy(asc(payments.periodStart));
  const rows = lock ? await query.for('update') : await query;
  const chain: LaterCharge[] = [];
  let next = payment.periodEnd.getTime();
  for (const row of rows) {
    if (!row.periodStart || !row.periodEnd || row.periodStart.getTime() !== next) break;
    chain.push({ id: row.id, months: row.months, periodStart: row.periodStart, periodEnd: row.periodEnd });
    next = row.periodEnd.getTime();
  }
  return chain;
}

/** Whether `payment` is an upgrade: paying it ended the plan's earlier charges (their `ended_at` is its payment). */
async function isUpgrade(db: Database | Tx, payment: Payment): Promise<boolean> {
  if (!payment.paidAt) return false;
  const [ended] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(paidUpfrontOf(payment.userId), eq(payments.endedAt, payment.paidAt)))
    .limit(1);
  return !!ended;
}

/**
 * An upgrade renewed afterwards on the new plan: its refund would bring the old plan back under months paid
 * for the new one, so the renewal is refunded first (the upgrade's refund is refused until then).
 */
export async function isRenewedUpgrade(db: Database | Tx, payment: Payment): Promise<boolean> {
  return (await laterCharges(db, payment)).length > 0 && (await isUpgrade(db, payment));
}

/**
 * Why a paid upfront charge cannot be refunded now, or null: part of its money pays for an upgrade's period
 * (refund the upgrade), an upgrade whose code can still be paid is quoting it as credit (the credit would
 * then be given on money already returned), or it is an upgrade renewed since (refund the renewal first).
 */
export async function refundRefusal(db: Database | Tx, payment: Payment, now: Date): Promise<ErrorCode | null> {
  const quotes = await db
    .select({ status: payments.status, expiresAt: payments.expiresAt, amount: paymentCredits.amount })
    .from(paymentCredits)
    .innerJoin(payments, eq(payments.id, paymentCredits.paymentId))
    .where(and(eq(paymentCredits.fromPaymentId, payment.id), gt(paymentCredits.amount, 0)));
  if (quotes.some((q) => q.status === 'paid')) return 'PIX_REFUND_CREDITED';
  if (quotes.some((q) => q.status === 'pending' && q.expiresAt.getTime() > now.getTime()))
    return 'PIX_REFUND_CREDIT_PENDING';
  if (await isRenewedUpgrade(db, payment)) return 'PIX_REFUND_UPGRADE_RENEWED';
  return null;
}

/**
 * Where the refunded charge's access ends: now, or the account's next monthly date, never before the
 * charge's months begin (a renewal whose months had not started gives none) nor after they end (a charge
 * whose months are over takes nothing away), nor before the last Agência days of an upgrade refunded
 * earlier (those are not this charge's months).
 */
export function refundedAccessEnd(
  payment: Payment,
  profile: Pick<Profile, 'billingAnchor' | 'paidUntil' | 'creatorResumesAt'>,
  endsAccess: 'now' | 'period_end',
  now: Date,
): Date {
  const start = payment.periodStart ?? now;
  const ownEnd = [payment.periodEnd, payment.endedAt, profile.paidUntil]
    .filter((d): d is Date => d !== null)
    .reduce((a, b) => (b < a ? b : a), payment.periodEnd ?? now);
  let endsAt = endsAccess === 'now' ? now : nextAnchoredDate(profile.billingAnchor ?? start, now);
  if (profile.creatorResumesAt && profile.creatorResumesAt > endsAt) endsAt = profile.creatorResumesAt;
  if (endsAt < start) endsAt = start;
  return endsAt > ownEnd ? ownEnd : endsAt;
}

/**
 * Moves the later charges so that the first begins at `from` and each follows the one before, every one
 * with its own number of months: on the account's calendar when `from` is one of its monthly dates, else
 * counted from `from` (a refund that ended the access now). Answers where the last one now ends.
 */
export async function moveLaterCharges(tx: Tx, chain: readonly LaterCharge[], from: Date, anchor: Date) {
  let months = 0;
  let end = from;
  for (const charge of chain) {
    const start = monthsAfter(anchor, from, months);
    months += charge.months;
    end = monthsAfter(anchor, from, months);
    await tx.update(payments).set({ periodStart: start, periodEnd: end }).where(eq(payments.id, charge.id));
  }
  return end;
}
