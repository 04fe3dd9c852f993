/**
 * Stripe (stripe 23): Checkout in subscription mode, Billing Portal, and webhooks verified on the raw
 * body. One Stripe customer per user, kept in profiles.stripe_customer_id. STRIPE_API_BASE points the SDK
 * at another host (tests run a fake Stripe server).
 */
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { subscriptions } from '@server/db/schema';
import type { Env } from '@server/env';
import type { Logger } from '@server/logger';
import { HttpError } from '@server/http-error';
import { PLANS, type PlanKey } from '@shared/plans';
import { formatMoney } from '@shared/format';
import type { BillingProvider, CheckoutRequest, PixCheckout, PixCheckoutRequest, VerifiedWebhook } from './provider';
import { changeFromStripeEvent, paymentEventFromStripe, type StripePrices } from './stripe-events';
import { DEMO_ID_PREFIX } from './demo-provider';
import { applyBillingEvent } from '../subscription-writer';

/** `STRIPE_API_BASE` (e.g. http://127.0.0.1:12111) as the SDK's host/port/protocol options. */
export function stripeHostOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function isMissingCustomer(err: unknown): boolean {
  return (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    (err.code === 'resource_missing' || /no such customer|customer not found/i.test(err.message)) &&
    (err.param === undefined || err.param === 'customer')
  );
}

function providerError(logger: Logger, action: string, err: unknown): HttpError {
  const message = err instanceof Error ? err.message : String(err);
  logger.error({ action, error: message }, `Stripe ${action} falhou`);
  return new HttpError(502, 'BILLING_PROVIDER_ERROR');
}

export interface StripeProviderOptions {
  db: Database;
  env: Env;
  now: () => Date;
  logger: Logger;
}

export class StripeBillingProvider implements BillingProvider {
  readonly kind = 'stripe' as const;
  readonly stripe: Stripe;
  private readonly prices: StripePrices;

  constructor(private readonly options: StripeProviderOptions) {
    const { env } = options;
    if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY não definido');
    this.stripe = new Stripe(env.STRIPE_SECRET_KEY, {
      ...stripeHostOptions(env.STRIPE_API_BASE),
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
    });
    this.prices = { creator: env.STRIPE_PRICE_CREATOR, agency: env.STRIPE_PRICE_AGENCY };
  }

  priceIdFor(plan: PlanKey): string | null {
    return (plan === 'solo' ? this.prices.creator : this.prices.agency) ?? null;
  }

  customerIdFor(storedCustomerId: string | null): string | null {
    return storedCustomerId && !storedCustomerId.startsWith(DEMO_ID_PREFIX) ? storedCustomerId : null;
  }

  /**
   * The user's one Stripe customer: the stored one, or a new one (metadata userId) stored right away.
   * `replacing` is a stored customer that Stripe no longer knows (deleted in the dashboard).
   */
  private async ensureCustomer(request: CheckoutRequest, replacing?: string): Promise<string> {
    const existing = replacing ? null : this.customerIdFor(request.storedCustomerId);
    if (existing) return existing;
    const { db } = this.options;
    let customer: Stripe.Customer;
    try {
      customer = await this.stripe.customers.create(
        { email: request.email, name: request.name ?? undefined, metadata: { userId: request.userId } },
        { idempotencyKey: `pautei-customer-${request.userId}-${replacing ?? 'first'}` },
      );
    } catch (err) {
      throw providerError(this.options.logger, 'customers.create', err);
    }
    // Stored only while the row holds none, a demo one, or the one Stripe no longer knows: of two checkouts
    // at once, the one whose customer was stored first wins (the writer reads the row under its lock).
    const now = this.options.now();
    const stored = await db.transaction((tx) =>
      applyBillingEvent(
        tx,
        request.userId,
        {
          kind: 'customer_stored',
          customerId: customer.id,
          replacing: replacing ?? null,
          replaceablePrefix: DEMO_ID_PREFIX,
        },
        now,
      ),
    );
    if (stored?.after.stripeCustomerId === customer.id) return customer.id;
    // Another checkout stored a customer first: use that one.
    const [row] = await db
      .select({ id: subscriptions.stripeCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, request.userId));
    return this.customerIdFor(row?.id ?? null) ?? customer.id;
  }

  private async createSession(request: CheckoutRequest, customer: string, price: string) {
    const { env } = this.options;
    return this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: request.userId,
      line_items: [{ price, quantity: 1 }],
      success_url: `${env.APP_URL}/payment-success`,
      cancel_url: `${env.APP_URL}/payment-cancel`,
      metadata: { userId: request.userId, plan: request.plan },
      subscription_data: { metadata: { userId: request.userId, plan: request.plan } },
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const price = this.priceIdFor(request.plan);
    if (!price) throw new HttpError(404, 'PRODUCT_NOT_FOUND');
    const customer = await this.ensureCustomer(request);
    let session: Stripe.Checkout.Session;
    try {
      session = await this.createSession(request, customer, price);
    } catch (err) {
      if (!isMissingCustomer(err)) throw providerError(this.options.logger, 'checkout.sessions.create', err);
      // The stored customer was deleted in Stripe: make a new one, once.
      const replacement = await this.ensureCustomer(request, customer);
      try {
        session = await this.createSession(request, replacement, price);
      } catch (retryErr) {
        throw providerError(this.options.logger, 'checkout.sessions.create', retryErr);
      }
    }
    if (!session.url) throw new HttpError(502, 'CHECKOUT_NO_URL');
    return { url: session.url };
  }

  /**
   * Pix through Checkout. Upfront: payment mode, one BRL line priced here (the server's amount, never the
   * browser's). Monthly: subscription mode with Pix Automático (a fixed monthly mandate for the plan's
   * price). The Pix code expires after PIX_CODE_TTL_MS; the session itself a minute later, Stripe's minimum
   * being 30 minutes. Our payment id travels in the metadata, so every event finds its charge.
   */
  async createPixCheckout(request: PixCheckoutRequest): Promise<PixCheckout> {
    const { env } = this.options;
    const cents = Math.round(request.amount * 100);
    const ttlSeconds = Math.max(1, Math.round((request.expiresAt.getTime() - this.options.now().getTime()) / 1000));
    const metadata = {
      userId: request.userId,
      plan: request.plan,
      paymentId: request.paymentId,
      method: request.method,
      months: String(request.months),
      credit: request.credit.toFixed(2),
    };
    const customer = await this.ensureCustomer({
      userId: request.userId,
      email: request.email,
      name: request.name,
      plan: request.plan,
      storedCustomerId: request.storedCustomerId,
    });
    const common = {
      customer,
      client_reference_id: request.userId,
      allowed_payment_method_types: ['pix'],
      success_url: `${env.APP_URL}/payment-success`,
      cancel_url: `${env.APP_URL}/payment-cancel`,
      metadata,
      expires_at: Math.floor(request.expiresAt.getTime() / 1000) + 60,
    } satisfies Stripe.Checkout.SessionCreateParams;
    let session: Stripe.Checkout.Session;
    try {
      if (request.method === 'pix_upfront') {
        session = await this.stripe.checkout.sessions.create(
          {
            ...common,
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'brl',
                  unit_amount: cents,
                  product_data: {
                    name: `Pautei ${PLANS[request.plan].name}: ${request.months} meses (Pix)`,
                    // The line is the net amount; the credit it already deducts is said here.
                    ...(request.credit > 0
                      ? {
                          description: `Já descontado o crédito de ${formatMoney(request.credit)} pelos dias não usados do plano atual.`,
                        }
                      : {}),
                  },
                },
              },
            ],
            payment_method_options: { pix: { expires_after_seconds: ttlSeconds } },
            payment_intent_data: { metadata },
          },
          { idempotencyKey: `pautei-pix-${request.paymentId}` },
        );
      } else {
        const price = this.priceIdFor(request.plan);
        if (!price) throw new HttpError(404, 'PRODUCT_NOT_FOUND');
        session = await this.stripe.checkout.sessions.create(
          {
            ...common,
            mode: 'subscription',
            line_items: [{ price, quantity: 1 }],
            payment_method_options: {
              pix: {
                expires_after_seconds: ttlSeconds,
                mandate_options: {
                  amount: cents,
                  amount_type: 'fixed',
                  currency: 'brl',
                  payment_schedule: 'monthly',
                },
              },
            },
            subscription_data: {
              metadata,
              // Authorized again after a revocation: no debit until the month already paid ends, then the
              // full month from there (Stripe's billing_cycle_anchor, the time before it free).
              ...(request.startsAt
                ? {
                    billing_cycle_anchor: Math.floor(request.startsAt.getTime() / 1000),
                    proration_behavior: 'none' as const,
                  }
                : {}),
            },
          },
          { idempotencyKey: `pautei-pix-${request.paymentId}` },
        );
      }
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw providerError(this.options.logger, 'checkout.sessions.create', err);
    }
    if (!session.url) throw new HttpError(502, 'CHECKOUT_NO_URL');
    return { checkoutId: session.id, url: session.url, brCode: null };
  }

  /**
   * The payment intent a Pix checkout was paid with: the session's own (upfront, payment mode), or that of the
   * first invoice of the subscription it set up (Pix Automático, subscription mode).
   */
  private async paidIntentOf(session: Stripe.Checkout.Session): Promise<string | null> {
    const own = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (own) return own;
    const invoiceId = typeof session.invoice === 'string' ? session.invoice : session.invoice?.id;
    if (!invoiceId) return null;
    const invoice = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    for (const entry of invoice.payments?.data ?? []) {
      const intent = entry.payment?.payment_intent;
      const id = typeof intent === 'string' ? intent : intent?.id;
      if (id) return id;
    }
    return null;
  }

  /** Refunds a Pix payment: the payment intent it was paid with, for the amount charged. */
  async refundPixPayment(checkoutId: string, amount: number): Promise<void> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(checkoutId);
      const intent = await this.paidIntentOf(session);
      if (!intent) throw new HttpError(409, 'PIX_REFUND_NOT_PAID');
      await this.stripe.refunds.create(
        { payment_intent: intent, amount: Math.round(amount * 100) },
        { idempotencyKey: `pautei-refund-${checkoutId}` },
      );
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw providerError(this.options.logger, 'refunds.create', err);
    }
  }

  /**
   * Cancels the subscription a Pix Automático checkout set up, at once (its mandate debits nothing more).
   * The idempotency key is the checkout's, so a retry after a failure cancels once; a subscription already
   * cancelled (a retry after the key expired) is left as it is.
   */
  async cancelPixAuthorization(checkoutId: string): Promise<void> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(checkoutId);
      const subscription = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (!subscription) return;
      const current = await this.stripe.subscriptions.retrieve(subscription);
      if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
      await this.stripe.subscriptions.cancel(subscription, {}, { idempotencyKey: `pautei-cancel-${checkoutId}` });
    } catch (err) {
      throw providerError(this.options.logger, 'subscriptions.cancel', err);
    }
  }

  async createPortal(customerId: string): Promise<{ url: string }> {
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${this.options.env.APP_URL}/subscription`,
      });
      if (!session.url) throw new HttpError(502, 'PORTAL_NO_URL');
      return { url: session.url };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (isMissingCustomer(err)) throw new HttpError(400, 'PORTAL_CUSTOMER_NOT_FOUND');
      throw providerError(this.options.logger, 'billingPortal.sessions.create', err);
    }
  }

  async readWebhook(rawBody: string, signature: string | undefined): Promise<VerifiedWebhook> {
    const secret = this.options.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(503, 'WEBHOOK_NOT_CONFIGURED');
    if (!signature) throw new HttpError(400, 'WEBHOOK_SIGNATURE_INVALID');
    let event: Stripe.Event;
    try {
      // Default tolerance (300 s), measured against the app clock.
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        undefined,
        undefined,
        this.options.now().getTime(),
      );
    } catch {
      throw new HttpError(400, 'WEBHOOK_SIGNATURE_INVALID');
    }
    return {
      eventId: event.id,
      eventType: event.type,
      change: changeFromStripeEvent(event, this.prices),
      payment: await this.paymentEvent(event),
    };
  }

  /**
   * The Pix side of an event. A revoked mandate names a payment method, not a customer: the customer is
   * read from Stripe (the event is already verified, so this is the account's own data).
   */
  private async paymentEvent(event: Stripe.Event) {
    const payment = paymentEventFromStripe(event);
    if (!payment || event.type !== 'mandate.updated') return payment;
    const mandate = event.data.object;
    const methodId = typeof mandate.payment_method === 'string' ? mandate.payment_method : mandate.payment_method?.id;
    if (!methodId) return payment;
    try {
      const method = await this.stripe.paymentMethods.retrieve(methodId);
      const customer = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      return { ...payment, customerId: customer };
    } catch (err) {
      throw providerError(this.options.logger, 'paymentMethods.retrieve', err);
    }
  }
}
