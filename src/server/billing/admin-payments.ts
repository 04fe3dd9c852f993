/**
 * The admin's view of Pix payments: each paid charge with the months its money counts in, and the refund
 * of an upfront payment (decision record 0019).
 */
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BillingProvider } from './providers/provider';
import type { PaymentRow } from './payment-state';
import type { Database } from '../db/client';
import { paymentCredits, payments, profiles } from '../db/schema';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { refundEmail } from '../mail/billing-templates';
import { recordPaidAccess } from './paid-access';
import { isRenewedUpgrade, laterCharges, moveLaterCharges, refundRefusal, refundedAccessEnd } from './refund-calendar';
import { resumeReplacedCharges } from './upgrade-refund';
import type { Mailer } from '../mail/transport';
import { addMonths } from '@shared/dates';
import { PLANS, isPlanKey, spreadUpfront, type RevenueShare } from '@shared/plans';
import { localDayOf } from '@shared/sao-paulo-time';
import { selectAccounts } from './account';
import { applyBillingEvent } from './subscription-writer';

const monthOf = (d: Date) => {
  const day = localDayOf(d);
  return `${day.year}-${String(day.month).padStart(2, '0')}`;
};

/** Revenue moved by upgrades: what a charge received as credit (in) and gave away as credit (out). */
export interface CreditFlow {
  in: number;
  out: number;
}

const NO_CREDIT: CreditFlow = { in: 0, out: 0 };
const toCents = (value: number) => Math.round(value * 100);

/**
 * The revenue shares of a paid charge (a refunded one counts nothing). Its revenue is the cash received,
 * plus the credit an upgrade brought from the old charges, less the credit it gave to an upgrade, so the
 * shares of all charges add up to the cash. A charge whose period an upgrade ended keeps its shares in the
 * prepaid months that began before the upgrade (the upgrade's month if none had).
 */
export function revenueShares(
  payment: { status: string; amount: number; months: number; periodStart: Date | null; endedAt?: Date | null },
  credit: CreditFlow = NO_CREDIT,
): RevenueShare[] {
  if (payment.status !== 'paid' || !payment.periodStart) return [];
  const revenueCents = toCents(payment.amount) + toCents(credit.in) - toCents(credit.out);
  if (revenueCents <= 0) return [];
  let starts = Array.from({ length: payment.months }, (_, i) => addMonths(payment.periodStart!, i));
  const endedAt = payment.endedAt;
  if (endedAt) {
    starts = starts.filter((start) => start.getTime() < endedAt.getTime());
    if (starts.length === 0) starts = [endedAt];
  }
  return spreadUpfront(revenueCents / 100, starts.map(monthOf));
}

/**
 * The credit that moved between the given charges and others: counted only while both the upgrade and the
 * old charge are paid (a refund of either gives each its own cash back).
 */
export async function creditFlows(db: Database, ids: readonly string[]): Promise<Map<string, CreditFlow>> {
  const flows = new Map<string, CreditFlow>();
  if (ids.length === 0) return flows;
  const upgrade = alias(payments, 'upgrade');
  const source = alias(payments, 'source');
  const rows = await db
    .select({ to: paymentCredits.paymentId, from: paymentCredits.fromPaymentId, amount: paymentCredits.amount })
    .from(paymentCredits)
    .innerJoin(upgrade, eq(upgrade.id, paymentCredits.paymentId))
    .innerJoin(source, eq(source.id, paymentCredits.fromPaymentId))
    .where(
      and(
        eq(upgrade.status, 'paid'),
        eq(source.status, 'paid'),
        or(inArray(paymentCredits.paymentId, [...ids]), inArray(paymentCredits.fromPaymentId, [...ids])),
      ),
    );
  const flowOf = (id: string) => flows.get(id) ?? flows.set(id, { in: 0, out: 0 }).get(id)!;
  for (const row of rows) {
    flowOf(row.to).in += row.amount;
    flowOf(row.from).out += row.amount;
  }
  return flows;
}

/** The latest Pix charges that were paid (or refunded), newest first. */
export async function listPixPayments(db: Database, limit = 50) {
  const rows = await db
    .select({ payment: payments, email: profiles.email, name: profiles.name })
    .from(payments)
    .innerJoin(profiles, eq(profiles.userId, payments.userId))
    .where(and(inArray(payments.status, ['paid', 'refunded']), isNotNull(payments.paidAt)))
    .orderBy(desc(payments.paidAt))
    .limit(limit);
  const flows = await creditFlows(
    db,
    rows.map((r) => r.payment.id),
  );
  const renewed = new Set<string>();
  for (const { payment } of rows)
    if (payment.status === 'paid' && payment.credit > 0 && (await isRenewedUpgrade(db, payment)))
      renewed.add(payment.id);
  return rows.map(({ payment: p, email, name }) => ({
    id: p.id,
    email,
    name,
    method: p.method,
    planName: isPlanKey(p.plan) ? PLANS[p.plan].name : p.plan,
    months: p.months,
    amount: p.amount,
    /** The credit deducted from this charge (an upgrade). */
    credit: p.credit,
    /**
     * What of this charge became credit of an upgrade that is still paid: while it stands, this charge is
     * not refunded on its own (PIX_REFUND_CREDITED; refund the upgrade).
     */
    creditGiven: toCents(flows.get(p.id)?.out ?? 0) / 100,
    /** An upgrade renewed since on the new plan: the renewal is refunded first (PIX_REFUND_UPGRADE_RENEWED). */
    upgradeRenewed: renewed.has(p.id),
    /** When an upgrade ended this charge's period. */
    endedAt: p.endedAt ? p.endedAt.toISOString() : null,
    status: p.status,
    paidAt: p.paidAt!.toISOString(),
    periodStart: p.periodStart ? p.periodStart.toISOString() : null,
    periodEnd: p.periodEnd ? p.periodEnd.toISOString() : null,
    refundReason: p.refundReason,
    refundedAt: p.refundedAt ? p.refundedAt.toISOString() : null,
    shares: revenueShares(p, flows.get(p.id)),
  }));
}

/**
 * The monthly revenue of prepaid accounts now: for each paid upfront charge whose period holds `now` (not
 * ended by an upgrade), its monthly share (amount with the credit it received / months). Used in MRR in
 * place of the list price of those accounts.
 */
export function prepaidMonthly(rows: Array<{ amount: number; months: number }>): number {
  return Math.round(rows.reduce((sum, r) => sum + r.amount / r.months, 0) * 100) / 100;
}

export interface RefundInput {
  reason: string;
  endsAccess: 'now' | 'period_end';
}

/**
 * Refunds an upfront Pix payment (the whole amount) and takes its months out of the account's calendar:
 * - its access ends now, or at the end of the current month (the next monthly renewal); a charge whose
 *   months had not started gives none, one whose months are over takes nothing away (refund-calendar.ts);
 * - the charges paid to follow it move earlier, each with its own months, and begin where its access ends,
 *   so the account stays active exactly as long as it is still paid for; with none, the access ends there
 *   (blocked at once for "now").
 * An upgrade's refund gives its cash back and the Criador charges it had ended resume (upgrade-refund.ts):
 * the account is a prepaid Criador from that end until their own end (at once for "now"; at the month's
 * end, by the billing calendar, for "period_end"). An upgrade renewed since is refunded after the renewal.
 * The refund is recorded first, in one transaction with its effect on the account (the charge `refunded`,
 * its money `refund_provider_status = pending`); the provider is called only after that commit, with an
 * idempotency key per charge, so money never moves for a refund the database does not hold. If the provider
 * fails, the refund stays recorded as `failed` and the admin's next request (or the billing calendar job)
 * calls the provider again with the same key; a request while the first call is still under way, or after
 * the money moved, finds the charge refunded and changes nothing.
 */
export async function refundUpfrontPayment(
  db: Database,
  provider: BillingProvider,
  notify: { mailer: Mailer; logger: Logger; appUrl: string },
  paymentId: string,
  input: RefundInput,
  now: Date,
) {
  const [found] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!found) throw new HttpError(404, 'PIX_PAYMENT_NOT_FOUND');
  // A refund whose money did not move yet (the provider failed): this request completes it.
  if (found.status === 'refunded' && found.refundProviderStatus === 'failed') {
    await moveRefundMoney(db, provider, notify.logger, found);
    return {
      ok: true as const,
      endsAt: null,
      resumedUntil: null,
      continuesUntil: null,
    };
  }
  if (found.method !== 'pix_upfront' || found.status !== 'paid' || !found.checkoutId)
    throw new HttpError(409, 'PIX_REFUND_NOT_PAID');
  const refused = await refundRefusal(db, found, now);
  if (refused) throw new HttpError(409, refused);

  const result = await db.transaction(async (tx) => {
    // The account first, then its charges: every change to several charges of an account holds this lock, so
    // two refunds (or a refund and a payment) of one account at once wait for each other in one order.
    const [profile] = await selectAccounts(tx).where(eq(profiles.userId, found.userId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.status !== 'paid') throw new HttpError(409, 'PIX_REFUND_NOT_PAID');
    // Checked again under the lock: a renewal or an upgrade paid meanwhile would change the answer.
    const refusedNow = await refundRefusal(tx, payment, now);
    if (refusedNow) throw new HttpError(409, refusedNow);
    await tx
      .update(payments)
      .set({
        status: 'refunded',
        refundedAt: now,
        refundReason: input.reason,
        refundEndsAccess: input.endsAccess,
        refundProviderStatus: 'pending',
      })
      .where(eq(payments.id, payment.id));
    if (!profile || profile.paymentMethod !== 'pix_upfront' || !profile.paidUntil) return null;
    const endsAt = refundedAccessEnd(payment, profile, input.endsAccess, now);
    const ownEnd = payment.endedAt ?? payment.periodEnd;
    const removed = ownEnd !== null && endsAt < ownEnd;
    // An upgrade's refund: the Criador charges it had ended run again after its access ends.
    const resumed = payment.paidAt ? await resumeReplacedCharges(tx, payment.userId, payment.paidAt, endsAt) : null;
    const chain = removed && !resumed ? await laterCharges(tx, payment, true) : [];
    let paidUntil = profile.paidUntil;
    if (!resumed) {
      if (chain.length > 0)
        paidUntil = await moveLaterCharges(tx, chain, endsAt, profile.billingAnchor ?? payment.periodStart ?? endsAt);
      else if (removed && endsAt < paidUntil) paidUntil = endsAt;
    }
    await applyBillingEvent(tx, profile.userId, { kind: 'upfront_refunded', endsAt, resumed, paidUntil, at: now }, now);
    await recordPaidAccess(tx, profile.userId, now);
    return {
      email: profile.email,
      endsAt,
      amount: payment.amount,
      resumedUntil: resumed?.until ?? null,
      resumedNow: endsAt <= now,
      continuesUntil: !resumed && paidUntil > endsAt ? paidUntil : null,
    };
  });
  if (result) {
    try {
      await notify.mailer.send(
        refundEmail({
          to: result.email,
          amount: result.amount,
          endsAt: result.endsAt,
          resumedUntil: result.resumedUntil,
          resumedNow: result.resumedNow,
          continuesUntil: result.continuesUntil,
          appUrl: notify.appUrl,
        }),
      );
    } catch (err) {
      notify.logger.error({ err, paymentId }, 'e-mail de reembolso não enviado');
    }
  }
  // Committed (and the person told what the refund changes): now the money moves. A failure is answered
  // (502) and left recorded for a retry, by the admin or the billing calendar job, to complete.
  await moveRefundMoney(db, provider, notify.logger, found);
  return {
    ok: true as const,
    /** Where the refunded charge's access ends. */
    endsAt: result ? result.endsAt.toISOString() : null,
    /** An upgrade's refund: the prepaid Criador period that resumes after `endsAt`, until then. */
    resumedUntil: result?.resumedUntil ? result.resumedUntil.toISOString() : null,
    /** The charges paid after it carry the access on from `endsAt`, until then. */
    continuesUntil: result?.continuesUntil ? result.continuesUntil.toISOString() : null,
  };
}

/**
 * Gives a refunded charge's money back through the provider (after the refund was committed) and records
 * that it moved. A Pix Automático paid beside a card also has its authorization cancelled first, so it debits
 * nothing more. Each provider call has the charge's idempotency key, so calling again after a failure, or
 * twice at once, refunds and cancels once. A failure is recorded (`failed`) and thrown as the provider error.
 */
export async function moveRefundMoney(
  db: Database,
  provider: BillingProvider,
  logger: Logger,
  payment: Pick<PaymentRow, 'id' | 'checkoutId' | 'amount' | 'method'>,
): Promise<void> {
  try {
    if (!payment.checkoutId) throw new Error('charge without a provider checkout');
    if (payment.method === 'pix_automatico') await provider.cancelPixAuthorization(payment.checkoutId);
    await provider.refundPixPayment(payment.checkoutId, payment.amount);
  } catch (err) {
    await db
      .update(payments)
      .set({ refundProviderStatus: 'failed' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'refunded')));
    logger.error({ err, paymentId: payment.id }, 'reembolso não concluído no provedor; será tentado de novo');
    throw err instanceof HttpError ? err : new HttpError(502, 'BILLING_PROVIDER_ERROR');
  }
  await db
    .update(payments)
    .set({ refundProviderStatus: 'done' })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'refunded')));
}

/**
 * The refunds whose money has not moved yet (the provider failed, or the process stopped between the commit
 * and the call): the billing calendar job completes them. Answers how many moved now.
 */
export async function moveOwedRefunds(db: Database, provider: BillingProvider, logger: Logger): Promise<number> {
  const owed = await db
    .select({ id: payments.id, checkoutId: payments.checkoutId, amount: payments.amount, method: payments.method })
    .from(payments)
    .where(and(eq(payments.status, 'refunded'), inArray(payments.refundProviderStatus, ['pending', 'failed'])));
  let moved = 0;
  for (const payment of owed) {
    try {
      await moveRefundMoney(db, provider, logger, payment);
      moved += 1;
    } catch {
      // Recorded as failed and logged: the next run tries again.
    }
  }
  return moved;
}
