/**
 * Translates a verified Stripe event into a BillingChange (applied by billing/subscription-state.ts). Pure: no I/O.
 * Handled: checkout.session.completed, customer.subscription.created/updated/deleted, invoice.paid,
 * invoice.payment_failed. Anything else answers null (the webhook still replies 200).
 */
import type Stripe from 'stripe';
import { isPlanKey, subscriptionTypeForPlan, type PaidSubscriptionType } from '@shared/plans';
import type { BillingChange, BillingStatus, PaymentEvent } from './provider';

export interface StripePrices {
  creator?: string;
  agency?: string;
}

type Ref = string | { id: string } | null | undefined;

function idOf(ref: Ref): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

/** subscription_type from the price paid (STRIPE_PRICE_CREATOR / STRIPE_PRICE_AGENCY). */
export function subscriptionTypeForPrice(
  priceId: string | null | undefined,
  prices: StripePrices,
): PaidSubscriptionType | undefined {
  if (!priceId) return undefined;
  if (prices.agency && priceId === prices.agency) return 'agency';
  if (prices.creator && priceId === prices.creator) return 'creator';
  return undefined;
}

/** Stripe's subscription status as ours; `incomplete` (first payment pending) changes nothing. */
export function mapStripeStatus(status: string): BillingStatus | undefined {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'cancelled';
    default:
      return undefined;
  }
}

/** Our checkouts write method=pix_automatico into a Pix subscription's metadata; anything else is a card. */
function methodFromMetadata(metadata: Stripe.Metadata | null | undefined): 'card' | 'pix_automatico' {
  return metadata?.method === 'pix_automatico' ? 'pix_automatico' : 'card';
}

function typeFromMetadata(metadata: Stripe.Metadata | null | undefined): PaidSubscriptionType | undefined {
  const plan = metadata?.plan;
  return isPlanKey(plan) ? subscriptionTypeForPlan(plan) : undefined;
}

/** The paid period's end: on the subscription item (current API) or on the subscription (older API versions). */
function subscriptionPeriodEnd(sub: Stripe.Subscription): Date | null {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (sub as Stripe.Subscription & { current_period_end?: number }).current_period_end;
  return fromUnix(item?.current_period_end) ?? fromUnix(legacy);
}

function invoiceSubscription(invoice: Stripe.Invoice): {
  id: string | null;
  userId: string | null;
  method: 'card' | 'pix_automatico';
} {
  const details = invoice.parent?.subscription_details;
  const legacy = (invoice as Stripe.Invoice & { subscription?: Ref }).subscription;
  return {
    id: idOf(details?.subscription as Ref) ?? idOf(legacy),
    userId: details?.metadata?.userId ?? null,
    method: methodFromMetadata(details?.metadata),
  };
}

function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const line = invoice.lines?.data?.[0];
  return fromUnix(line?.period?.end);
}

export function changeFromStripeEvent(event: Stripe.Event, prices: StripePrices): BillingChange | null {
  const base = { eventId: event.id, eventType: event.type, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return {
        ...base,
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        status: paid ? 'active' : undefined,
        // Not paid yet (a Pix code waiting): the plan is not granted.
        subscriptionType: paid ? typeFromMetadata(session.metadata) : undefined,
        paymentMethod: methodFromMetadata(session.metadata),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      const priceId = sub.items?.data?.[0]?.price?.id;
      return {
        ...base,
        userId: sub.metadata?.userId ?? null,
        customerId: idOf(sub.customer),
        subscriptionId: sub.id,
        status: mapStripeStatus(sub.status),
        subscriptionType: subscriptionTypeForPrice(priceId, prices) ?? typeFromMetadata(sub.metadata),
        renewalDate: subscriptionPeriodEnd(sub),
        paymentMethod: methodFromMetadata(sub.metadata),
      };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return {
        ...base,
        userId: sub.metadata?.userId ?? null,
        customerId: idOf(sub.customer),
        subscriptionId: sub.id,
        status: 'cancelled',
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const sub = invoiceSubscription(invoice);
      if (!sub.id) return null;
      const priceId = idOf(invoice.lines?.data?.[0]?.pricing?.price_details?.price);
      return {
        ...base,
        userId: sub.userId,
        customerId: idOf(invoice.customer),
        subscriptionId: sub.id,
        status: 'active',
        subscriptionType: subscriptionTypeForPrice(priceId, prices),
        renewalDate: invoicePeriodEnd(invoice),
        // A zero invoice (the free time before an anchored first debit) pays for no month.
        refill: invoice.amount_paid !== 0,
        paymentMethod: sub.method,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const sub = invoiceSubscription(invoice);
      if (!sub.id) return null;
      return {
        ...base,
        userId: sub.userId,
        customerId: idOf(invoice.customer),
        subscriptionId: sub.id,
        status: 'past_due',
      };
    }
    default:
      return null;
  }
}

/**
 * The Pix side of a Stripe event (billing/payment-state.ts applies it). Its event id gets a suffix: a
 * checkout.session.completed may also carry a subscription change, applied under the plain id.
 */
export function paymentEventFromStripe(event: Stripe.Event): PaymentEvent | null {
  const base = { eventId: `${event.id}:pix`, eventType: event.type, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentId = session.metadata?.paymentId;
      if (!paymentId) return null;
      const ref = { ...base, paymentId, checkoutId: session.id };
      if (event.type === 'checkout.session.async_payment_failed') return { ...ref, kind: 'failed' };
      if (event.type === 'checkout.session.expired') return { ...ref, kind: 'expired' };
      // completed with payment_status "unpaid": the Pix code was shown, the money has not arrived yet.
      if (session.payment_status === 'paid') return { ...ref, kind: 'paid' };
      // A Pix Automático authorized again after a revocation, its first debit anchored at the end of the
      // month already paid: the authorization is what this charge waited for.
      if (session.mode === 'subscription' && session.payment_status === 'no_payment_required')
        return { ...ref, kind: 'paid' };
      return null;
    }
    case 'mandate.updated': {
      const mandate = event.data.object;
      if (mandate.status !== 'inactive' || mandate.payment_method_details?.type !== 'pix') return null;
      return { ...base, kind: 'mandate_revoked' };
    }
    default:
      return null;
  }
}
