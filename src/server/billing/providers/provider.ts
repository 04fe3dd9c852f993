/**
 * The billing provider: one interface, two implementations (DESIGN §1, §3):
 * - StripeBillingProvider when STRIPE_SECRET_KEY is set (Checkout, Billing Portal, signed webhooks);
 * - DemoBillingProvider otherwise: a local checkout page and portal that apply the same state changes.
 */
import type { PaidSubscriptionType, PlanKey } from '@shared/plans';

export type BillingStatus = 'active' | 'past_due' | 'cancelled';

/**
 * What a provider reports happened to an account (a verified webhook, or a demo action). Providers only
 * describe the change; `applyBillingChange` in billing/subscription-state.ts decides the new state, so
 * billing/ never depends on the services that own profiles and tokens.
 */
export interface BillingChange {
  /** Provider event id (Stripe `evt_…`, demo `demo_…`): applied once. */
  eventId: string;
  eventType: string;
  /** When the provider created the event (Stripe's `created`), for ordering. */
  occurredAt: Date;
  /** Who: the user id (metadata / client_reference_id) or, failing that, the customer id. */
  userId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  status?: BillingStatus;
  subscriptionType?: PaidSubscriptionType;
  /** End of the current paid period: the next renewal date. */
  renewalDate?: Date | null;
  /** A paid invoice: tokens back to the limit. */
  refill?: boolean;
  /** How the subscription is paid (card, or Pix Automático), when the event says. */
  paymentMethod?: 'card' | 'pix_automatico';
}

/** What happened to one Pix charge (or to a Pix Automático authorization). */
export type PaymentEventKind = 'paid' | 'failed' | 'expired' | 'mandate_revoked';

/** A Pix event as a provider reports it; `applyPaymentEvent` (billing/payment-state.ts) applies it. */
export interface PaymentEvent {
  eventId: string;
  eventType: string;
  occurredAt: Date;
  kind: PaymentEventKind;
  /** Our payments.id (Checkout metadata) or, failing that, the provider's checkout session id. */
  paymentId?: string | null;
  checkoutId?: string | null;
  /** For a revoked authorization: whose subscription. */
  userId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
}

/** A webhook whose signature was verified, translated (both null: an event type that changes nothing). */
export interface VerifiedWebhook {
  eventId: string;
  eventType: string;
  change: BillingChange | null;
  payment?: PaymentEvent | null;
}

export type PixMethod = 'pix_automatico' | 'pix_upfront';

/** A Pix checkout: the payment row is written first, so its id travels with the provider's session. */
export interface PixCheckoutRequest {
  paymentId: string;
  userId: string;
  email: string;
  name: string | null;
  plan: PlanKey;
  method: PixMethod;
  months: number;
  /** In BRL, from the server's price table, net of `credit`. */
  amount: number;
  /** An upgrade's credit for the unused days of the old plan, already deducted from `amount` (else 0). */
  credit: number;
  /** When the Pix code stops being payable. */
  expiresAt: Date;
  /**
   * A Pix Automático authorized again after a revocation: its first month begins then, at the end of the
   * month already paid, so nothing is debited before (null: the first debit is at the authorization).
   */
  startsAt: Date | null;
  storedCustomerId: string | null;
}

export interface PixCheckout {
  checkoutId: string;
  url: string;
  /** The copia-e-cola string, when the provider gives it before the redirect (demo). */
  brCode: string | null;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  name: string | null;
  plan: PlanKey;
  /** The customer id stored on the profile (may belong to the other provider). */
  storedCustomerId: string | null;
}

export interface BillingProvider {
  readonly kind: 'stripe' | 'demo';
  /** Starts a subscription checkout; the browser is sent to the returned URL. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** The customer id this provider can open a portal for, from what the profile stores (null: none). */
  customerIdFor(storedCustomerId: string | null): string | null;
  /** Opens the billing portal for a customer. */
  createPortal(customerId: string): Promise<{ url: string }>;
  /** The price id of a plan as get-subscription reports it. */
  priceIdFor(plan: PlanKey): string | null;
  /** Starts a Pix checkout (upfront: a one-time BRL charge; Pix Automático: a subscription). */
  createPixCheckout(request: PixCheckoutRequest): Promise<PixCheckout>;
  /** Gives a Pix payment back (the provider's refund); demo: nothing to call. */
  refundPixPayment(checkoutId: string, amount: number): Promise<void>;
  /**
   * Cancels the Pix Automático authorization a checkout set up (its subscription at the provider), so it
   * debits nothing more; calling it again changes nothing. Demo: nothing renews by itself, nothing to call.
   */
  cancelPixAuthorization(checkoutId: string): Promise<void>;
  /** Verifies a webhook on its raw body and translates it (Stripe only; the demo has no webhooks). */
  readWebhook(rawBody: string, signature: string | undefined): Promise<VerifiedWebhook>;
}
