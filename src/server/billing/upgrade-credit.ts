/**
 * The credit of an upgrade inside a prepaid period (decision record 0019): a Criador who paid months
 * upfront and moves to Agência gets back, as a deduction from the new upfront charge, the part of what was
 * paid that covers time not used yet.
 *
 * Each paid upfront charge that still covers time after the upgrade counts on its own: its amount × the
 * time of its period not used yet ÷ its period's length, rounded to the cent. A renewal paid early (its
 * months have not started) is credited whole. The credit is the sum of those parts, so it is exactly what
 * moves from the old charges to the new one in the revenue spread.
 *
 * The unused time counts from the start of the upgrade's day in São Paulo: the day is credited in the
 * person's favour, and the credit shown on the subscription screen is the one charged all day long.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import type { UpfrontOption } from '@shared/plans';
import { localDayOf, startOfLocalDay } from '@shared/sao-paulo-time';

/** The smallest Pix charge left after the credit, in BRL; an option the credit nearly covers is refused. */
export const MIN_UPGRADE_CHARGE = 1;

export interface PrepaidCharge {
  id: string;
  amount: number;
  periodStart: Date;
  periodEnd: Date;
}

export interface UpgradeCredit {
  /** In BRL. */
  total: number;
  /** The unused share of each charge (only charges with something left). */
  parts: Array<{ paymentId: string; amount: number }>;
}

const toCents = (value: number) => Math.round(value * 100);

/** Where unused time starts: the beginning of the upgrade's day, São Paulo time. */
export function creditCountsFrom(now: Date): Date {
  return startOfLocalDay(localDayOf(now));
}

/** The unused share of one charge, in cents: its amount × unused time of its period ÷ the period's length. */
export function unusedShareCents(charge: PrepaidCharge, from: Date, until: Date): number {
  const start = charge.periodStart.getTime();
  const end = charge.periodEnd.getTime();
  if (end <= start) return 0;
  const unused = Math.min(until.getTime(), end) - Math.max(from.getTime(), start);
  if (unused <= 0) return 0;
  return Math.round((toCents(charge.amount) * unused) / (end - start));
}

/**
 * The credit at `now` of the charges that pay for a prepaid period ending at `paidUntil` (time after the
 * period's end, as after a refund that shortened it, is not the person's to credit).
 */
export function upgradeCredit(charges: readonly PrepaidCharge[], now: Date, paidUntil: Date): UpgradeCredit {
  const from = creditCountsFrom(now);
  const parts = charges
    .map((c) => ({ paymentId: c.id, cents: unusedShareCents(c, from, paidUntil) }))
    .filter((p) => p.cents > 0);
  const total = parts.reduce((sum, p) => sum + p.cents, 0);
  return { total: total / 100, parts: parts.map((p) => ({ paymentId: p.paymentId, amount: p.cents / 100 })) };
}

/** The account's upfront charges that were paid (and not refunded). */
export function paidUpfrontOf(userId: string) {
  return and(eq(payments.userId, userId), eq(payments.status, 'paid'), eq(payments.method, 'pix_upfront'));
}

/** The paid upfront charges of an account that still cover time after `now` (none ended by an upgrade). */
export async function livePrepaidCharges(db: Database, userId: string, now: Date): Promise<PrepaidCharge[]> {
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
    })
    .from(payments)
    .where(and(paidUpfrontOf(userId), gt(payments.periodEnd, now), isNull(payments.endedAt)));
  return rows.flatMap((r) =>
    r.periodStart && r.periodEnd
      ? [{ id: r.id, amount: r.amount, periodStart: r.periodStart, periodEnd: r.periodEnd }]
      : [],
  );
}

export interface NetUpfrontOption extends UpfrontOption {
  /** What is paid now: the option's total less the credit. */
  payNow: number;
  /** False when the credit leaves less than MIN_UPGRADE_CHARGE to pay (choose a longer period). */
  available: boolean;
}

/** What is left to pay of `total` after the credit (null when less than MIN_UPGRADE_CHARGE is left). */
export function netOfCredit(total: number, credit: number): number | null {
  const netCents = toCents(total) - toCents(credit);
  return netCents >= toCents(MIN_UPGRADE_CHARGE) ? netCents / 100 : null;
}

/**
 * An upfront option for someone moving up: its list total, discount and monthly equivalent as everyone
 * sees them (the credit spread over more months would make a longer period look dearer per month), and
 * what is paid now once the credit is deducted.
 */
export function netUpfrontOption(option: UpfrontOption, credit: number): NetUpfrontOption {
  const payNow = Math.max(0, toCents(option.total) - toCents(credit)) / 100;
  return { ...option, payNow, available: netOfCredit(option.total, credit) !== null };
}
