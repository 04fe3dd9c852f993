/**
 * Paying with Pix: the one place where a Pix charge changes an account (decision record 0019).
 *
 * A charge is a row of `payments`, written before the provider is called, so amounts and plan come from
 * the server's price table and the provider's session carries our payment id:
 *
 *   pending ──paid──> paid ──refund──> refunded
 *      ├──failed──> failed
 *      └──expired─> expired ──paid (the provider says it was paid after all)──> paid
 *
 * Only a pending charge moves; a late or repeated event for a charge that already moved changes nothing,
 * so events apply exactly once (billing_events, as for card events) and in any order. A pending charge
 * never grants the plan: the account keeps its trial until the charge is paid.
 *
 * Paid upfront (N months): the account is active until `paid_until`; tokens renew monthly inside the period
 * counted from `billing_anchor` (the same day of the month a card subscription would use); paying again
 * before the end adds the months after the current end. Paid on another plan (an upgrade, its charge
 * already reduced by the unused days' credit, upgrade-credit.ts): the new period starts at the payment and
 * the old charges end there. Paid Pix Automático: active and renewing like a card; a revoked authorization
 * ends it at the current month's end, and a payment on the same plan before then (Pix upfront, or the
 * authorization given again) begins at that end.
 */
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { PaymentEvent, PixMethod } from './providers/provider';
import type { Database, Tx } from '../db/client';
import { billingEvents, paymentCredits, payments, profiles, subscriptions } from '../db/schema';
import { HttpError } from '../http-error';
import type { PlanKey } from '@shared/plans';
import { recordPaidAccess } from './paid-access';
import { ensureAgencySubscription, type ApplyOutcome } from './subscription-state';
import { refundAlongsideCard, type PaymentRow } from './paid-charges';
import { paidUpfrontOf, type UpgradeCredit } from './upgrade-credit';
import { selectAccounts } from './account';
import { applyBillingEvent } from './subscription-writer';
import { paidPeriod, renewsByCard } from './subscription-transitions';

/** How long a Pix code can be paid (Stripe's `expires_after_seconds`, the demo's code). */
export const PIX_CODE_TTL_MS = 30 * 60 * 1000;

async function lockPayment(tx: Tx, event: PaymentEvent): Promise<PaymentRow | undefined> {
  if (event.paymentId) {
    const [byId] = await tx.select().from(payments).where(eq(payments.id, event.paymentId)).for('update');
    if (byId) return byId;
  }
  if (event.checkoutId) {
    const [byCheckout] = await tx
      .select()
      .from(payments)
      .where(eq(payments.checkoutId, event.checkoutId))
      .for('update');
    if (byCheckout) return byCheckout;
  }
  return undefined;
}

async function lockProfile(tx: Tx, userId: string | null | undefined, customerId: string | null | undefined) {
  if (userId) {
    const [row] = await selectAccounts(tx).where(eq(profiles.userId, userId)).for('update');
    if (row) return row;
  }
  if (customerId) {
    const [row] = await selectAccounts(tx).where(eq(subscriptions.stripeCustomerId, customerId)).for('update');
    if (row) return row;
  }
  return undefined;
}

export interface PaymentOutcome {
  outcome: ApplyOutcome;
  /** The charge as it is after the event (for the receipt e-mail). */
  payment?: PaymentRow;
  /** Set when a Pix Automático authorization was revoked: access ends then. */
  endsAt?: Date;
  /** Whose account a revoked authorization ended. */
  userId?: string;
  /** Charges refunded by this event (a Pix paid alongside a card subscription): their money moves after commit. */
  refunds?: PaymentRow[];
}

export { continuesPaidPeriod, renewsByCard } from './subscription-transitions';

/**
 * A charge was paid: the account becomes active on the charge's plan for its period (the row's change is
 * the writer's `pix_paid` rule; the charge, the allowance and the replaced charges are written here, the
 * charge first, so the writer's revocation rule sees it paid).
 */
async function applyPaid(
  tx: Tx,
  payment: PaymentRow,
  at: Date,
  now: Date,
): Promise<{ payment: PaymentRow; endsAt: Date | null } | undefined> {
  const profile = await lockProfile(tx, payment.userId, null);
  if (!profile) return undefined;
  const period = paidPeriod(profile, payment, at);
  if (!period) return undefined;
  const [updated] = await tx
    .update(payments)
    .set({ status: 'paid', paidAt: at, periodStart: period.start, periodEnd: period.end })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!period.continuing) {
    // A new period: the allowance starts full.
    await tx
      .update(profiles)
      .set({ tokensRemaining: profile.tokensLimit, updatedAt: now })
      .where(eq(profiles.id, profile.id));
    // A new period replaces whatever prepaid time was left (an upgrade, whose charge was already reduced by
    // that time's credit): the old charges end here, for access and for revenue.
    await tx
      .update(payments)
      .set({ endedAt: at })
      .where(
        and(
          paidUpfrontOf(payment.userId),
          ne(payments.id, payment.id),
          gt(payments.periodEnd, at),
          isNull(payments.endedAt),
        ),
      );
  }
  // Its authorization may already have been revoked (the revocation arrived first): the writer's rule brings
  // the end back.
  const applied = await applyBillingEvent(tx, profile.userId, { kind: 'pix_paid', charge: payment, at }, now);
  if (period.type === 'agency') await ensureAgencySubscription(tx, profile.userId, now);
  await recordPaidAccess(tx, profile.userId, now);
  return updated ? { payment: updated, endsAt: applied?.endsAt ?? null } : undefined;
}

/** Applies one Pix event, exactly once, whatever order events arrive in. */
export async function applyPaymentEvent(db: Database, event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.eventId, type: event.eventType, processedAt: now })
      .onConflictDoNothing({ target: billingEvents.id })
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return { outcome: 'duplicate' };

    if (event.kind === 'mandate_revoked') {
      const profile = await lockProfile(tx, event.userId, event.customerId);
      if (!profile) return { outcome: 'no_profile' };
      // The revocation is kept on the authorizations that existed when it happened (the charges started
      // before it), whatever their state now: events about them that arrive later (the first payment, a paid
      // invoice, a subscription update) can then never bring the debits back. A charge started after it is a
      // new authorization and is not touched.
      const marked = await tx
        .update(payments)
        .set({ revokedAt: event.occurredAt })
        .where(
          and(
            eq(payments.userId, profile.userId),
            eq(payments.method, 'pix_automatico'),
            // Provider event times have whole seconds: a charge started within the revocation's second counts.
            lt(payments.createdAt, new Date(event.occurredAt.getTime() + 1000)),
            isNull(payments.revokedAt),
          ),
        )
        .returning({ id: payments.id });
      if (marked.length === 0) return { outcome: 'stale' };
      const applied = await applyBillingEvent(tx, profile.userId, { kind: 'mandate_revoked' }, now);
      const endsAt = applied?.endsAt;
      return endsAt ? { outcome: 'applied', endsAt, userId: profile.userId } : { outcome: 'applied' };
    }

    const payment = await lockPayment(tx, event);
    if (!payment) return { outcome: 'no_profile' };
    // An expired charge is only our guess (its code timed out here); a provider saying it was paid is the
    // truth: money was received, so it is applied.
    const movable = payment.status === 'pending' || (event.kind === 'paid' && payment.status === 'expired');
    if (!movable) return { outcome: 'stale', payment };
    if (event.kind === 'paid') {
      const owner = await lockProfile(tx, payment.userId, null);
      if (owner && renewsByCard(owner)) {
        // Paid while the card subscription runs (two checkouts of different methods, both paid): the card
        // stays; the charge is recorded as paid, then refunded, and a Pix Automático's authorization is
        // cancelled (its money and the cancellation move after commit). The account does not change.
        await tx.update(payments).set({ status: 'paid', paidAt: event.occurredAt }).where(eq(payments.id, payment.id));
        const refunds = await refundAlongsideCard(tx, [payment.id], now);
        return { outcome: 'applied', payment: refunds[0], refunds };
      }
      const paid = await applyPaid(tx, payment, event.occurredAt, now);
      if (!paid) return { outcome: 'no_profile' };
      return paid.endsAt
        ? { outcome: 'applied', payment: paid.payment, endsAt: paid.endsAt, userId: payment.userId }
        : { outcome: 'applied', payment: paid.payment };
    }
    const [updated] = await tx
      .update(payments)
      .set({ status: event.kind === 'failed' ? 'failed' : 'expired' })
      .where(eq(payments.id, payment.id))
      .returning();
    return { outcome: 'applied', payment: updated };
  });
}

export interface NewPixPayment {
  userId: string;
  provider: 'stripe' | 'demo';
  method: PixMethod;
  plan: PlanKey;
  months: number;
  /** What is charged, net of the credit. */
  amount: number;
  /** An upgrade's credit and the old charges it comes from (upgrade-credit.ts). */
  credit?: UpgradeCredit;
  /** A Pix Automático authorized again after a revocation: its first month begins then (the paid month's end). */
  periodStart?: Date;
}

/**
 * Writes a pending charge. One pending charge per account (a unique partial index): a charge whose code
 * has expired is marked expired first; a live one for the same choice is answered again; a live one for
 * another choice is refused, so two checkouts started at once cannot end in two periods.
 */
export async function openPendingPayment(
  db: Database,
  input: NewPixPayment,
  now: Date,
): Promise<{ payment: PaymentRow; reused: boolean }> {
  await db
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.userId, input.userId), eq(payments.status, 'pending'), lt(payments.expiresAt, now)));
  const { credit, ...charge } = input;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        ...charge,
        credit: credit?.total ?? 0,
        currency: 'BRL',
        // The app's clock, like the provider's event times it is compared with (a revocation holds for the
        // authorizations started before it).
        createdAt: now,
        status: 'pending',
        expiresAt: new Date(now.getTime() + PIX_CODE_TTL_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (row && credit && credit.parts.length > 0) {
      await tx
        .insert(paymentCredits)
        .values(credit.parts.map((p) => ({ paymentId: row.id, fromPaymentId: p.paymentId, amount: p.amount })));
    }
    return row;
  });
  if (created) return { payment: created, reused: false };
  const [live] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, input.userId), eq(payments.status, 'pending')));
  if (
    live &&
    live.checkoutUrl &&
    live.method === input.method &&
    live.plan === input.plan &&
    live.months === input.months
  ) {
    return { payment: live, reused: true };
  }
  throw pixPendingRefusal(live);
}

/**
 * The refusal of a checkout while a Pix code of the account is open (another tab, another device): it names
 * that charge, so the screen links to its code instead of leaving the person at a dead end.
 */
export function pixPendingRefusal(open: PaymentRow | undefined): HttpError {
  if (!open) return new HttpError(409, 'PIX_PAYMENT_PENDING');
  return new HttpError(409, 'PIX_PAYMENT_PENDING', {
    params: { paymentId: open.id, ...(open.checkoutUrl ? { url: open.checkoutUrl } : {}) },
  });
}

/** The account's pending charge, if its code can still be paid. */
export async function pendingPaymentOf(db: Database, userId: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
  return row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
}

export { DOUBLE_PAYMENT_REFUND_REASON, refundAlongsideCard, type PaymentRow } from './paid-charges';
