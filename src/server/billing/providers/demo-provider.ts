/**
 * The demo billing provider (the default when STRIPE_SECRET_KEY is not set). Nothing is charged:
 * - checkout: a signed, short-lived session token and the local page /checkout/demo?session=…;
 *   confirming describes what Stripe's checkout.session.completed + invoice.paid would (each session
 *   once, by its event id);
 * - portal: a section of /subscription that cancels the plan or changes it (Stripe's
 *   customer.subscription.deleted / updated).
 * Each action returns a BillingChange; billing/billing-service.ts applies it through the same
 * applyBillingChange as Stripe's webhooks.
 * See docs/decisions/0003-billing-providers.md.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { profiles, subscriptions } from '@server/db/schema';
import type { Env } from '@server/env';
import { HttpError } from '@server/http-error';
import { addMonths } from '@shared/dates';
import { isPlanKey, subscriptionTypeForPlan, type PlanKey } from '@shared/plans';
import { buildBrCode } from './br-code';
import type {
  BillingChange,
  BillingProvider,
  CheckoutRequest,
  PaymentEvent,
  PixCheckout,
  PixCheckoutRequest,
  VerifiedWebhook,
} from './provider';
import { selectAccounts } from '../account';

/** What the demo Pix page's buttons simulate. */
export type DemoPixAction = 'pay' | 'fail' | 'revoke';

/** The receiver written into demo Pix codes: it says DEMO, so a bank app shows it is not a real charge. */
const DEMO_PIX_KEY = 'demonstracao@pautei.app';
const DEMO_PIX_MERCHANT = 'PAUTEI DEMO NAO PAGUE';

/** Ids the demo stores in the Stripe columns start with this, so the Stripe provider never sends them. */
export const DEMO_ID_PREFIX = 'demo_';
/** How long a demo checkout session can be confirmed. */
export const DEMO_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface DemoSession {
  sessionId: string;
  userId: string;
  plan: PlanKey;
  expiresAt: number;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface DemoProviderOptions {
  db: Database;
  env: Env;
  now: () => Date;
}

export class DemoBillingProvider implements BillingProvider {
  readonly kind = 'demo' as const;
  private readonly key: Buffer;

  constructor(private readonly options: DemoProviderOptions) {
    this.key = createHmac('sha256', options.env.AUTH_SECRET).update('pautei-demo-checkout').digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** A session token: base64url(JSON).signature — tamper-proof, tied to one user and one plan. */
  issueSession(userId: string, plan: PlanKey): string {
    const session: DemoSession = {
      sessionId: randomUUID(),
      userId,
      plan,
      expiresAt: this.options.now().getTime() + DEMO_SESSION_TTL_MS,
    };
    const payload = b64(JSON.stringify(session));
    return `${payload}.${this.sign(payload)}`;
  }

  /** The session behind a token, if it is genuine, unexpired and the caller's own. */
  readSession(token: string, userId: string): DemoSession {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) throw new HttpError(400, 'DEMO_SESSION_INVALID');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new HttpError(400, 'DEMO_SESSION_INVALID');
    let session: DemoSession;
    try {
      session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DemoSession;
    } catch {
      throw new HttpError(400, 'DEMO_SESSION_INVALID');
    }
    if (session.userId !== userId || !isPlanKey(session.plan) || session.expiresAt <= this.options.now().getTime()) {
      throw new HttpError(400, 'DEMO_SESSION_INVALID');
    }
    return session;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const token = this.issueSession(request.userId, request.plan);
    return { url: `${this.options.env.APP_URL}/checkout/demo?session=${encodeURIComponent(token)}` };
  }

  customerIdFor(storedCustomerId: string | null): string | null {
    return storedCustomerId;
  }

  /** A local page with the QR code and the copia-e-cola string of a demo BR Code. */
  async createPixCheckout(request: PixCheckoutRequest): Promise<PixCheckout> {
    const brCode = buildBrCode({
      pixKey: DEMO_PIX_KEY,
      amount: request.amount,
      merchantName: DEMO_PIX_MERCHANT,
      merchantCity: 'SAO PAULO',
      txid: `DEMO${request.paymentId.replace(/-/g, '')}`,
    });
    return {
      checkoutId: `${DEMO_ID_PREFIX}pix_${request.paymentId}`,
      url: `${this.options.env.APP_URL}/checkout/pix?payment=${encodeURIComponent(request.paymentId)}`,
      brCode,
    };
  }

  /** Nothing was charged in the demo, so there is nothing to give back. */
  async refundPixPayment(_checkoutId: string, _amount: number): Promise<void> {}

  async cancelPixAuthorization(_checkoutId: string): Promise<void> {}

  /**
   * The demo Pix page's buttons, as the events Stripe would send: paid (async_payment_succeeded), failed
   * (async_payment_failed), authorization revoked (mandate inactive). A payment is paid or failed once: the
   * event id is the payment's, so pressing twice applies once.
   */
  pixEvent(action: DemoPixAction, paymentId: string, userId: string): PaymentEvent {
    const occurredAt = this.options.now();
    if (action === 'revoke') {
      return {
        eventId: `${DEMO_ID_PREFIX}pix_revoke_${randomUUID()}`,
        eventType: 'mandate.updated',
        occurredAt,
        kind: 'mandate_revoked',
        userId,
      };
    }
    const paid = action === 'pay';
    return {
      eventId: `${DEMO_ID_PREFIX}pix_${paid ? 'paid' : 'failed'}_${paymentId}`,
      eventType: paid ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
      occurredAt,
      kind: paid ? 'paid' : 'failed',
      paymentId,
    };
  }

  async createPortal(_customerId: string): Promise<{ url: string }> {
    return { url: `${this.options.env.APP_URL}/subscription?portal=demo` };
  }

  priceIdFor(plan: PlanKey): string | null {
    return `${DEMO_ID_PREFIX}price_${plan}`;
  }

  async readWebhook(_rawBody: string, _signature: string | undefined): Promise<VerifiedWebhook> {
    throw new HttpError(404, 'WEBHOOK_NOT_CONFIGURED');
  }

  /** "Pay" a demo checkout: active, the plan's type, renewal in a month, tokens refilled. Once per session. */
  async confirm(userId: string, token: string): Promise<{ plan: PlanKey; change: BillingChange }> {
    const session = this.readSession(token, userId);
    const { db, now } = this.options;
    const at = now();
    const [profile] = await db
      .select({ customerId: subscriptions.stripeCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    return {
      plan: session.plan,
      change: {
        eventId: `${DEMO_ID_PREFIX}checkout_${session.sessionId}`,
        eventType: 'checkout.session.completed',
        occurredAt: at,
        userId,
        customerId: profile?.customerId ?? `${DEMO_ID_PREFIX}cus_${randomUUID()}`,
        subscriptionId: `${DEMO_ID_PREFIX}sub_${session.sessionId}`,
        status: 'active',
        subscriptionType: subscriptionTypeForPlan(session.plan),
        renewalDate: addMonths(at, 1),
        refill: true,
        paymentMethod: 'card',
      },
    };
  }

  private async currentSubscription(userId: string) {
    const [profile] = await selectAccounts(this.options.db).where(eq(profiles.userId, userId));
    if (!profile) throw new HttpError(404, 'PORTAL_PROFILE_MISSING');
    const live = profile.subscriptionStatus === 'active' || profile.subscriptionStatus === 'past_due';
    if (!profile.stripeCustomerId || !profile.stripeSubscriptionId || !live)
      throw new HttpError(409, 'DEMO_NO_SUBSCRIPTION');
    return profile;
  }

  /** Demo portal: cancel the plan (as Stripe's customer.subscription.deleted). */
  async cancelPlan(userId: string): Promise<BillingChange> {
    const profile = await this.currentSubscription(userId);
    const at = this.options.now();
    return {
      eventId: `${DEMO_ID_PREFIX}cancel_${randomUUID()}`,
      eventType: 'customer.subscription.deleted',
      occurredAt: at,
      userId,
      subscriptionId: profile.stripeSubscriptionId,
      status: 'cancelled',
    };
  }

  /** Demo portal: switch plan (as Stripe's customer.subscription.updated with the other price). */
  async changePlan(userId: string, plan: PlanKey): Promise<BillingChange> {
    const profile = await this.currentSubscription(userId);
    const at = this.options.now();
    return {
      eventId: `${DEMO_ID_PREFIX}change_${randomUUID()}`,
      eventType: 'customer.subscription.updated',
      occurredAt: at,
      userId,
      subscriptionId: profile.stripeSubscriptionId,
      status: 'active',
      subscriptionType: subscriptionTypeForPlan(plan),
    };
  }
}
