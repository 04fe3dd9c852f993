/**
 * The one place where a payment event changes a profile. Stripe webhooks and the demo provider both
 * describe what happened as a BillingChange and apply it here, so both lead to the same state.
 *
 * - Exactly once: the event id goes into billing_events (INSERT ... ON CONFLICT DO NOTHING) in the same
 *   transaction as the change; a replayed id changes nothing.
 * - Ordering: the profile keeps the creation time of the last subscription event applied
 *   (subscription_event_at); an older event does not overwrite newer state, so out-of-order deliveries
 *   end in the provider's current state. A token refill (a paid invoice) is money received: it is applied
 *   whatever the order, once per event.
 */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { BillingChange } from './providers/provider';
import type { Database, Tx } from '../db/client';
import { agencySubscriptions, billingEvents, payments, profiles, subscriptions } from '../db/schema';
import { refundAlongsideCard, settleRevokedAuthorization, type PaymentRow } from './paid-charges';
import { paidUpfrontOf } from './upgrade-credit';
import { recordPaidAccess } from './paid-access';
import { addMonths } from '@shared/dates';
import { getPricingTable } from './pricing-service';
import { selectAccounts } from './account';
import { writeSubscription, type SubscriptionChange } from './subscription-writer';

export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'no_profile';

async function findProfileForUpdate(tx: Tx, change: BillingChange) {
  if (change.userId) {
    const [byUser] = await selectAccounts(tx).where(eq(profiles.userId, change.userId)).for('update');
    if (byUser) return byUser;
  }
  if (change.customerId) {
    const [byCustomer] = await selectAccounts(tx)
      .where(eq(subscriptions.stripeCustomerId, change.customerId))
      .for('update');
    if (byCustomer) return byCustomer;
  }
  return undefined;
}

function hasStateChange(change: BillingChange): boolean {
  return (
    change.status !== undefined ||
    change.subscriptionType !== undefined ||
    change.subscriptionId !== undefined ||
    (change.renewalDate !== undefined && change.renewalDate !== null)
  );
}

/** Makes sure an agency has its subscription record (spec part 1 §9 defaults, prices from pricing_config). */
export async function ensureAgencySubscription(db: Database, agencyUserId: string, now: Date): Promise<void> {
  const pricing = await getPricingTable(db);
  const social = pricing.agency_social;
  await db
    .insert(agencySubscriptions)
    .values({
      agencyUserId,
      planType: 'social',
      clientsLimit: social.clientsLimit,
      currentClients: 0,
      pricePerClient: 0,
      totalMonthlyPrice: social.basePrice ?? 397,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: agencySubscriptions.agencyUserId });
}

/**
 * Whether `change` is the newest event of the account that reported a renewal date (its own row is already
 * written): the renewal date follows that event alone, whatever order events arrived in.
 */
async function isNewestRenewal(tx: Tx, userId: string, change: BillingChange): Promise<boolean> {
  const [newer] = await tx
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(
      and(
        eq(billingEvents.userId, userId),
        isNotNull(billingEvents.renewalDate),
        gt(billingEvents.occurredAt, change.occurredAt),
      ),
    )
    .limit(1);
  return !newer;
}

export interface BillingChangeResult {
  outcome: ApplyOutcome;
  /** Set when this event is the one that ended a revoked Pix Automático's renewals (payment-state.ts). */
  endsAt?: Date;
  userId?: string;
  /** Pix upfront charges refunded because a card subscription started beside them; money moves after commit. */
  refunds?: PaymentRow[];
}

export async function applyBillingChange(db: Database, change: BillingChange, now: Date): Promise<ApplyOutcome> {
  return (await applyBillingChangeOnce(db, change, now)).outcome;
}

/** Applies one subscription event exactly once; answers what happened and whether it ended a revoked authorization. */
export async function applyBillingChangeOnce(
  db: Database,
  change: BillingChange,
  now: Date,
): Promise<BillingChangeResult> {
  return db.transaction(async (tx): Promise<BillingChangeResult> => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: change.eventId, type: change.eventType, processedAt: now })
      .onConflictDoNothing({ target: billingEvents.id })
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return { outcome: 'duplicate' };

    const profile = await findProfileForUpdate(tx, change);
    if (!profile) return { outcome: 'no_profile' };
    await tx
      .update(billingEvents)
      .set({ userId: profile.userId, occurredAt: change.occurredAt, renewalDate: change.renewalDate ?? null })
      .where(eq(billingEvents.id, change.eventId));
    const txDb: Database = tx;

    const last = profile.subscriptionEventAt;
    const older = last !== null && change.occurredAt.getTime() < last.getTime();
    // The end or failure of a subscription that is no longer the user's current one says nothing about
    // the current one (e.g. an old subscription deleted after a new checkout).
    const otherSubscriptionEnding =
      (change.status === 'cancelled' || change.status === 'past_due') &&
      !!change.subscriptionId &&
      !!profile.stripeSubscriptionId &&
      change.subscriptionId !== profile.stripeSubscriptionId;
    const applyState = hasStateChange(change) && !older && !otherSubscriptionEnding;

    const set: SubscriptionChange = {};
    if (change.customerId && !profile.stripeCustomerId) set.stripeCustomerId = change.customerId;
    // A paid invoice is money received: the allowance is full again, whatever the order. The renewal date is
    // state like any other: a late invoice must not move back the date a newer event set.
    if (change.refill)
      await tx
        .update(profiles)
        .set({ tokensRemaining: profile.tokensLimit, updatedAt: now })
        .where(eq(profiles.id, profile.id));
    if (change.refill && applyState && !change.renewalDate) set.nextRenewalDate = addMonths(change.occurredAt, 1);
    let refunds: PaymentRow[] = [];
    if (applyState && change.status === 'active' && change.paymentMethod === 'card') {
      // A card subscription starting while Pix upfront months run (both checkouts paid): the card stays and
      // those charges are refunded whole (decision record 0024). Only a race can lead here: a card checkout
      // is refused while a prepaid period runs or a Pix code is pending.
      const live = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(paidUpfrontOf(profile.userId), isNull(payments.endedAt), gt(payments.periodEnd, change.occurredAt)));
      refunds = await refundAlongsideCard(
        tx,
        live.map((r) => r.id),
        now,
      );
    }
    // The renewal date is ordered on its own: the newest event that reported one decides it, even when a
    // newer event (that said nothing of the date) already decided the status.
    if (change.renewalDate && !otherSubscriptionEnding && (await isNewestRenewal(tx, profile.userId, change)))
      set.nextRenewalDate = change.renewalDate;
    if (applyState) {
      if (change.status) set.subscriptionStatus = change.status;
      // A card or Pix Automático subscription renews by itself: no prepaid end.
      if (change.status === 'active' && change.paymentMethod) {
        set.paymentMethod = change.paymentMethod;
        set.paidUntil = null;
        set.billingAnchor = null;
      }
      if (change.subscriptionId) set.stripeSubscriptionId = change.subscriptionId;
      // The plan follows a paid state only: a subscription still waiting for its first payment (a Pix
      // code not yet paid) does not switch a trial account to the paid plan.
      const statusAfter = change.status ?? profile.subscriptionStatus;
      const paidState = statusAfter === 'active' || statusAfter === 'past_due';
      if (paidState && change.subscriptionType === 'agency') {
        set.subscriptionType = 'agency';
        set.agencyPlan = profile.agencyPlan === 'enterprise' ? 'enterprise' : 'social';
      } else if (paidState && change.subscriptionType === 'creator') {
        set.subscriptionType = 'creator';
        set.agencyPlan = null;
      }
      set.subscriptionEventAt = change.occurredAt;
    }
    await writeSubscription(tx, profile.userId, set, now);
    if (set.subscriptionType === 'agency') await ensureAgencySubscription(txDb, profile.userId, now);
    // A Pix Automático whose authorization was revoked keeps its end, whatever this event said.
    const endsAt = await settleRevokedAuthorization(tx, profile, now);
    await recordPaidAccess(txDb, profile.userId, now);
    const outcome: ApplyOutcome = applyState || change.refill || set.stripeCustomerId ? 'applied' : 'stale';
    return {
      outcome,
      userId: profile.userId,
      ...(endsAt ? { endsAt } : {}),
      ...(refunds.length > 0 ? { refunds } : {}),
    };
  });
}
