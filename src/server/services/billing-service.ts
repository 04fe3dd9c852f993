/**
 * What the billing routes call: the priced catalogue, the user's subscription, checkout, portal, the
 * webhook and the demo provider's actions. The providers (billing/) talk to Stripe or play the demo and
 * describe what happened; this service applies it (subscription-state.ts). The user always comes from the
 * session; nothing here takes a user or customer id from a request body.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import { HttpError } from '../http-error';
import type { DemoBillingProvider } from '../billing/demo-provider';
import type { BillingProvider } from '../billing/provider';
import { getPricingTable } from './pricing-service';
import { ensureProfile } from './profile-service';
import { applyBillingChange, type ApplyOutcome } from './subscription-state';
import {
  PLANS,
  planKeyForSubscriptionType,
  pricePlans,
  type PlanKey,
  type PricedPlan,
  type PricingTable,
} from '@shared/plans';

export async function getPlansView(db: Database): Promise<{ plans: PricedPlan[]; pricing: PricingTable }> {
  const pricing = await getPricingTable(db);
  return { plans: pricePlans(pricing), pricing };
}

export interface SubscriptionView {
  provider: 'stripe' | 'demo';
  status: string;
  subscriptionType: string;
  agencyPlan: string | null;
  trialEndsAt: string | null;
  renewalDate: string | null;
  hasCustomer: boolean;
  /** The paid plan, when the status is active or past_due; null on trial or after cancelling. */
  subscription: null | {
    planKey: PlanKey;
    productName: string;
    features: string[];
    monthlyPrice: number;
    priceId: string | null;
    status: string;
    renewalDate: string | null;
  };
}

/** The spec's get-subscription: current status, plan, price id and renewal. */
export async function getSubscriptionView(
  db: Database,
  provider: BillingProvider,
  userId: string,
  now: Date,
): Promise<SubscriptionView> {
  const profile = await ensureProfile(db, userId, now);
  const planKey = planKeyForSubscriptionType(profile.subscriptionType);
  const paid = profile.subscriptionStatus === 'active' || profile.subscriptionStatus === 'past_due';
  const renewalDate = profile.nextRenewalDate ? profile.nextRenewalDate.toISOString() : null;
  let subscription: SubscriptionView['subscription'] = null;
  if (paid && planKey) {
    const priced = (await getPlansView(db)).plans.find((p) => p.key === planKey)!;
    subscription = {
      planKey,
      productName: PLANS[planKey].name,
      features: priced.features,
      monthlyPrice: priced.monthlyPrice,
      priceId: provider.priceIdFor(planKey),
      status: profile.subscriptionStatus,
      renewalDate,
    };
  }
  return {
    provider: provider.kind,
    status: profile.subscriptionStatus,
    subscriptionType: profile.subscriptionType,
    agencyPlan: profile.agencyPlan,
    trialEndsAt: profile.trialEndsAt ? profile.trialEndsAt.toISOString() : null,
    renewalDate,
    hasCustomer: provider.customerIdFor(profile.stripeCustomerId) !== null,
    subscription,
  };
}

export interface CheckoutUser {
  id: string;
  email: string;
  name: string | null;
}

/** The spec's stripe-checkout: a checkout for the session's user and the chosen plan. */
export async function startCheckout(
  db: Database,
  provider: BillingProvider,
  user: CheckoutUser,
  plan: PlanKey,
  now: Date,
): Promise<{ url: string }> {
  const profile = await ensureProfile(db, user.id, now);
  return provider.createCheckout({
    userId: user.id,
    email: profile.email || user.email,
    name: profile.name ?? user.name,
    plan,
    storedCustomerId: profile.stripeCustomerId,
  });
}

/**
 * The spec's stripe-portal. A trial user without a customer gets `{ upgrade: true }` (the UI shows the
 * plans); anyone else without a customer is refused.
 */
export async function openPortal(
  db: Database,
  provider: BillingProvider,
  userId: string,
): Promise<{ url: string } | { upgrade: true }> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new HttpError(404, 'PORTAL_PROFILE_MISSING');
  const customerId = provider.customerIdFor(profile.stripeCustomerId);
  if (!customerId) {
    if (profile.subscriptionStatus === 'trial') return { upgrade: true };
    throw new HttpError(400, 'PORTAL_NOT_ALLOWED');
  }
  return provider.createPortal(customerId);
}

export interface WebhookResult {
  eventId: string;
  eventType: string;
  outcome: ApplyOutcome | 'ignored';
}

/** A Stripe webhook: verified and translated by the provider, then applied once. */
export async function handleWebhook(
  db: Database,
  provider: BillingProvider,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): Promise<WebhookResult> {
  const { eventId, eventType, change } = await provider.readWebhook(rawBody, signature);
  if (!change) return { eventId, eventType, outcome: 'ignored' };
  return { eventId, eventType, outcome: await applyBillingChange(db, change, now) };
}

/** Demo checkout confirmed: the same state as a paid Stripe checkout, once per session. */
export async function confirmDemoCheckout(
  db: Database,
  demo: DemoBillingProvider,
  userId: string,
  token: string,
  now: Date,
): Promise<{ plan: PlanKey; outcome: ApplyOutcome }> {
  const { plan, change } = await demo.confirm(userId, token);
  return { plan, outcome: await applyBillingChange(db, change, now) };
}

/** Demo portal: cancel the plan. */
export async function cancelDemoPlan(db: Database, demo: DemoBillingProvider, userId: string, now: Date) {
  return applyBillingChange(db, await demo.cancelPlan(userId), now);
}

/** Demo portal: switch plan. */
export async function changeDemoPlan(
  db: Database,
  demo: DemoBillingProvider,
  userId: string,
  plan: PlanKey,
  now: Date,
) {
  return applyBillingChange(db, await demo.changePlan(userId, plan), now);
}
