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
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { BillingChange } from './providers/provider';
import type { Database, Tx } from '../db/client';
import { isCardMethod } from '@shared/plans';
import { agencySubscriptions, billingEvents, payments, profiles, subscriptions } from '../db/schema';
import { refundAlongsideCard, type PaymentRow } from './paid-charges';
import { recordPaidAccess } from './paid-access';
import { getPricingTable } from './pricing-service';
import { selectAccounts } from './account';
import { applyBillingEvent } from './subscription-writer';
import { subscriptionEventVerdict } from './subscription-transitions';

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
 * Whether `change` is the newest event of the account's subscription that reported a renewal date (its own
 * row is already written): the renewal date follows that event alone, whatever order events arrived in. The
 * events of another subscription (a Pix Automático paid beside the card, then cancelled) do not count.
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
        change.subscriptionId ? eq(billingEvents.subscriptionId, change.subscriptionId) : undefined,
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
    // Pix charges paid beside the card this event may activate (two checkouts of different methods, both
    // paid; decision record 0024): Pix upfront months still running, and a Pix Automático started before the
    // card became active, paid and in its first month or still waiting for its payment (a Pix Automático
    // started after the card ended is a new subscription, not a race).
    // Provider event times have whole seconds: a charge started within the event's second counts.
    const startedBy = new Date(change.occurredAt.getTime() + 1000);
    const alongside = await tx
      .select({ id: payments.id, method: payments.method, status: payments.status })
      .from(payments)
      .where(
        and(
          eq(payments.userId, profile.userId),
          or(
            and(
              eq(payments.method, 'pix_upfront'),
              eq(payments.status, 'paid'),
              isNull(payments.endedAt),
              gt(payments.periodEnd, change.occurredAt),
            ),
            and(
              eq(payments.method, 'pix_automatico'),
              lte(payments.createdAt, startedBy),
              or(
                eq(payments.status, 'pending'),
                and(eq(payments.status, 'paid'), gt(payments.periodEnd, change.occurredAt)),
              ),
            ),
          ),
        ),
      );
    const event = {
      kind: 'subscription_changed',
      change,
      newestRenewal: change.renewalDate ? await isNewestRenewal(tx, profile.userId, change) : false,
      beatsPix: alongside.some((c) => c.method === 'pix_automatico'),
    } as const;
    const verdict = subscriptionEventVerdict(profile, event);
    // The event is recorded with its renewal date only when it is about the account's own subscription: the
    // date of a subscription that is not the account's never decides the renewal.
    await tx
      .update(billingEvents)
      .set({
        userId: profile.userId,
        occurredAt: change.occurredAt,
        renewalDate: verdict.notOurs ? null : (change.renewalDate ?? null),
        subscriptionId: change.subscriptionId ?? null,
      })
      .where(eq(billingEvents.id, change.eventId));
    // A paid invoice is money received: the allowance is full again, whatever the order.
    if (change.refill)
      await tx
        .update(profiles)
        .set({ tokensRemaining: profile.tokensLimit, updatedAt: now })
        .where(eq(profiles.id, profile.id));
    let refunds: PaymentRow[] = [];
    if (verdict.applies && change.status === 'active' && isCardMethod(change.paymentMethod)) {
      // A card subscription starting while Pix charges run (both checkouts paid): the card stays and those
      // charges are refunded whole (a Pix Automático is also cancelled after commit). Only a race leads here:
      // a card checkout is refused while a prepaid period runs or a Pix code is pending.
      // A Pix Automático still waiting for its payment is refunded when it is paid (payment-state.ts).
      refunds = await refundAlongsideCard(
        tx,
        alongside.filter((r) => r.status === 'paid').map((r) => r.id),
        now,
      );
    }
    // The row's change is the writer's rule; a Pix Automático whose authorization was revoked keeps its end.
    const applied = await applyBillingEvent(tx, profile.userId, event, now);
    if (!applied) return { outcome: 'no_profile' };
    if (verdict.applies && applied.after.subscriptionType === 'agency' && change.subscriptionType === 'agency')
      await ensureAgencySubscription(tx, profile.userId, now);
    await recordPaidAccess(tx, profile.userId, now);
    const customerStored = applied.after.stripeCustomerId !== applied.before.stripeCustomerId;
    const outcome: ApplyOutcome = verdict.applies || change.refill || customerStored ? 'applied' : 'stale';
    return {
      outcome,
      userId: profile.userId,
      ...(applied.endsAt ? { endsAt: applied.endsAt } : {}),
      ...(refunds.length > 0 ? { refunds } : {}),
    };
  });
}
