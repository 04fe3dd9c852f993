/**
 * The billing provider: one interface, two implementations (DESIGN §1, §3):
 * - StripeBillingProvider when STRIPE_SECRET_KEY is set (Checkout, Billing Portal, signed webhooks);
 * - DemoBillingProvider otherwise: a local checkout page and portal that apply the same state changes.
 */
import type { PlanKey } from '@shared/plans';

export interface CheckoutRequest {
  userId: string;
  email: string;
  name: string | null;
  plan: PlanKey;
  /** The customer id stored on the profile (may belong to the other provider). */
  storedCustomerId: string | null;
}

export interface WebhookResult {
  eventId: string;
  eventType: string;
  outcome: 'applied' | 'duplicate' | 'stale' | 'no_profile' | 'ignored';
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
  /** Verifies a webhook on its raw body and applies it (Stripe only; the demo has no webhooks). */
  handleWebhook(rawBody: string, signature: string | undefined): Promise<WebhookResult>;
}
