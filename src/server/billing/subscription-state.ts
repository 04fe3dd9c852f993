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
import { eq } from 'drizzle-orm';
import type { BillingChange } from './providers/provider';
import type { Database, Tx } from '../db/client';
import { agencySubscriptions, billingEvents, profiles } from '../db/schema';
import { recordPaidAccess } from './paid-access';
import { refillTokens } from '../services/token-service';
import { getPricingTable } from '../services/pricing-service';

export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'no_profile';

async function findProfileForUpdate(tx: Tx, change: BillingChange) {
  if (change.userId) {
    const [byUser] = await tx.select().from(profiles).where(eq(profiles.userId, change.userId)).for('update');
    if (byUser) return byUser;
  }
  if (change.customerId) {
    const [byCustomer] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.stripeCustomerId, change.customerId))
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

export async function applyBillingChange(db: Database, change: BillingChange, now: Date): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: change.eventId, type: change.eventType, processedAt: now })
      .onConflictDoNothing({ target: billingEvents.id })
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return 'duplicate';

    const profile = await findProfileForUpdate(tx, change);
    if (!profile) return 'no_profile';
    const txDb: Database = tx;

    if (change.refill) await refillTokens(txDb, profile.userId, now);

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

    const set: Partial<typeof profiles.$inferInsert> = {};
    if (change.customerId && !profile.stripeCustomerId) set.stripeCustomerId = change.customerId;
    if (applyState) {
      if (change.status) set.subscriptionStatus = change.status;
      // A card or Pix Automático subscription renews by itself: no prepaid end.
      if (change.status === 'active' && change.paymentMethod) {
        set.paymentMethod = change.paymentMethod;
        set.paidUntil = null;
        set.billingAnchor = null;
      }
      if (change.subscriptionId) set.stripeSubscriptionId = change.subscriptionId;
      if (change.renewalDate) set.nextRenewalDate = change.renewalDate;
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
    if (Object.keys(set).length > 0) {
      set.updatedAt = now;
      await tx.update(profiles).set(set).where(eq(profiles.id, profile.id));
    }
    if (set.subscriptionType === 'agency') await ensureAgencySubscription(txDb, profile.userId, now);
    await recordPaidAccess(txDb, profile.userId, now);
    return applyState || change.refill || set.stripeCustomerId ? 'applied' : 'stale';
  });
}
