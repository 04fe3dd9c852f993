/**
 * The Stripe provider end to end: checkout and portal against a fake Stripe HTTP server
 * (STRIPE_API_BASE), asserting what is sent; signed webhooks (valid, bad signature, stale timestamp,
 * replay, out of order).
 */
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencySubscriptions, billingEvents, payments, profiles } from '../db/schema';
import { APP_URL, createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { profileOf as profileOfUser, setAccount, signedInAdmin, signUpOnboarded } from '@tests/support/onboard';
import { startFakeStripe, type FakeStripe } from '@tests/support/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_secret_for_pautei';
const PRICE_CREATOR = 'price_creator_test';
const PRICE_AGENCY = 'price_agency_test';
const signer = new Stripe('sk_test_signer_only');

let t: TestApp;
let fake: FakeStripe;
let eventSeq = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_CREATOR: PRICE_CREATOR,
      STRIPE_PRICE_AGENCY: PRICE_AGENCY,
      STRIPE_API_BASE: fake.url,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type User = Agent & { email: string; userId: string };

const newUser = (): Promise<User> => signUpOnboarded(t);

const profileOf = (userId: string) => profileOfUser(t, userId);

async function setProfile(userId: string, values: Parameters<typeof setAccount>[2]) {
  await setAccount(t, userId, values);
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

function stripeEvent(type: string, object: Record<string, unknown>, created: number = unix(t.clock.now)) {
  eventSeq += 1;
  return {
    id: `evt_test_${eventSeq}_${Date.now()}`,
    object: 'event',
    api_version: '2026-01-28',
    created,
    type,
    data: { object },
  };
}

/** What the webhook answers: the outcome of an accepted event, or the error of a refused one. */
interface WebhookAnswer {
  received?: boolean;
  outcome?: string;
  error?: { code: string };
}

/** Posts an event, signed like Stripe does, as pretty-printed JSON (only the raw bytes verify). */
async function deliver(event: object, opts: { timestamp?: number; secret?: string; signature?: string } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const header =
    opts.signature ??
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      timestamp: opts.timestamp ?? unix(t.clock.now),
    });
  const res = await t.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as WebhookAnswer };
}

describe('checkout (Stripe)', () => {
  it('creates one customer per user and a subscription Checkout Session with the right price and URLs', async () => {
    const u = await newUser();
    const before = fake.requests.length;
    const res = await u.json('/api/billing/checkout', {
      method: 'POST',
      body: { plan: 'solo', userId: 'someone-else', customerId: 'cus_someone_else', priceId: 'price_evil' },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);

    const sent = fake.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    const [customerCall, sessionCall] = sent;
    if (!customerCall) throw new Error('customerCall: the fake saw no such request');
    if (!sessionCall) throw new Error('sessionCall: the fake saw no such request');
    expect(customerCall.headers.authorization).toBe('Bearer sk_test_fake_key');
    expect(customerCall.body).toMatchObject({ email: u.email, 'metadata[userId]': u.userId });
    const profile = await profileOf(u.userId);
    expect(profile.stripeCustomerId).toMatch(/^cus_fake_/);
    expect(sessionCall.body).toMatchObject({
      mode: 'subscription',
      customer: profile.stripeCustomerId,
      client_reference_id: u.userId,
      'line_items[0][price]': PRICE_CREATOR,
      'line_items[0][quantity]': '1',
      success_url: `${APP_URL}/payment-success`,
      cancel_url: `${APP_URL}/payment-cancel`,
      'metadata[userId]': u.userId,
      'metadata[plan]': 'solo',
      'subscription_data[metadata][userId]': u.userId,
    });
    expect(JSON.stringify(sessionCall.body)).not.toContain('someone');

    // A second checkout reuses the stored customer and sends the agency price.
    const again = fake.requests.length;
    const second = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'agency' } });
    expect(second.status).toBe(200);
    const secondCalls = fake.requests.slice(again);
    expect(secondCalls.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(secondCalls[0]?.body).toMatchObject({
      customer: profile.stripeCustomerId,
      'line_items[0][price]': PRICE_AGENCY,
    });
  });

  it('replaces a customer that was deleted in Stripe', async () => {
    const u = await newUser();
    await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
    const old = (await profileOf(u.userId)).stripeCustomerId!;
    fake.customers.delete(old);
    const res = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
    expect(res.status).toBe(200);
    const renewed = (await profileOf(u.userId)).stripeCustomerId!;
    expect(renewed).not.toBe(old);
    expect(fake.calls('/v1/checkout/sessions').at(-1)!.body.customer).toBe(renewed);
  });

  it('refuses anonymous callers and unknown plans; a Stripe failure is a 502', async () => {
    const anon = await t.request('/api/billing/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'solo' }),
    });
    expect(anon.status).toBe(401);

    const u = await newUser();
    const unknown = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'platinum' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('PRODUCT_NOT_FOUND');

    fake.failNext(400, { type: 'invalid_request_error', code: 'parameter_invalid', message: 'Invalid price' });
    const failed = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'agency' } });
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('BILLING_PROVIDER_ERROR');
  });

  it('is open to a user whose trial has ended (billing is never gated)', async () => {
    const u = await newUser();
    await setProfile(u.userId, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    expect((await u.json('/api/content')).status).toBe(402);
    expect((await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } })).status).toBe(200);
    expect((await u.json('/api/billing/subscription')).status).toBe(200);
    expect((await u.json('/api/billing/portal', { method: 'POST' })).status).toBe(200);
  });
});

describe('billing portal (Stripe)', () => {
  it('a trial user without a customer is sent down the upgrade path, without calling Stripe', async () => {
    const u = await newUser();
    const before = fake.requests.length;
    const res = await u.json('/api/billing/portal', { method: 'POST', body: { customerId: 'cus_someone_else' } });
    expect(res).toEqual({ status: 200, body: { upgrade: true } });
    expect(fake.requests.length).toBe(before);
  });

  it('no customer and not on trial: refused with the spec message code', async () => {
    const u = await newUser();
    await setProfile(u.userId, { subscriptionStatus: 'cancelled' });
    const res = await u.json('/api/billing/portal', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PORTAL_NOT_ALLOWED');
  });

  it('opens a portal session for the session user’s own customer, returning to /subscription', async () => {
    const u = await newUser();
    await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
    const customer = (await profileOf(u.userId)).stripeCustomerId!;
    const res = await u.json('/api/billing/portal', {
      method: 'POST',
      body: { customerId: 'cus_someone_else', userId: 'x' },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(fake.calls('/v1/billing_portal/sessions').at(-1)!.body).toEqual({
      customer,
      return_url: `${APP_URL}/subscription`,
    });
  });

  it("Stripe's 'customer not found' becomes PORTAL_CUSTOMER_NOT_FOUND", async () => {
    const u = await newUser();
    await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
    fake.customers.delete((await profileOf(u.userId)).stripeCustomerId!);
    const res = await u.json('/api/billing/portal', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PORTAL_CUSTOMER_NOT_FOUND');
  });

  it('a missing profile answers PORTAL_PROFILE_MISSING', async () => {
    const u = await newUser();
    await t.pautei.deps.db.delete(profiles).where(eq(profiles.userId, u.userId));
    const res = await u.json('/api/billing/portal', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('PORTAL_PROFILE_MISSING');
  });

  it('the demo endpoints are off with Stripe', async () => {
    const u = await newUser();
    const res = await u.json('/api/billing/demo/cancel-plan', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('DEMO_BILLING_DISABLED');
  });
});

describe('webhooks', () => {
  async function subscribedCustomer() {
    const u = await newUser();
    await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'agency' } });
    const customer = (await profileOf(u.userId)).stripeCustomerId!;
    return { u, customer, subscription: `sub_${u.userId.slice(0, 8)}` };
  }

  function checkoutCompleted(userId: string, customer: string, subscription: string, plan = 'agency') {
    return stripeEvent('checkout.session.completed', {
      id: `cs_${subscription}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: userId,
      customer,
      subscription,
      metadata: { userId, plan },
    });
  }

  function invoicePaid(userId: string, customer: string, subscription: string, periodEnd: number, created?: number) {
    return stripeEvent(
      'invoice.paid',
      {
        id: `in_${Date.now()}`,
        object: 'invoice',
        customer,
        status: 'paid',
        parent: { type: 'subscription_details', subscription_details: { subscription, metadata: { userId } } },
        lines: {
          object: 'list',
          data: [
            {
              period: { start: unix(t.clock.now), end: periodEnd },
              pricing: { price_details: { price: PRICE_AGENCY } },
            },
          ],
        },
      },
      created,
    );
  }

  function subscriptionEvent(
    type: string,
    customer: string,
    subscription: string,
    status: string,
    created: number,
    price = PRICE_AGENCY,
  ) {
    return stripeEvent(
      type,
      {
        id: subscription,
        object: 'subscription',
        customer,
        status,
        metadata: {},
        items: { object: 'list', data: [{ price: { id: price }, current_period_end: created + 30 * 86400 }] },
      },
      created,
    );
  }

  it('a valid checkout.session.completed makes the user an active agency (with its agency record)', async () => {
    const { u, customer, subscription } = await subscribedCustomer();
    const res = await deliver(checkoutCompleted(u.userId, customer, subscription));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, outcome: 'applied' });

    const me = await u.json('/api/me');
    expect(me.body.profile).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'agency',
      agencyPlan: 'social',
      stripeSubscriptionId: subscription,
    });
    expect(me.body.access.hasAccess).toBe(true);
    const [agency] = await t.pautei.deps.db
      .select()
      .from(agencySubscriptions)
      .where(eq(agencySubscriptions.agencyUserId, u.userId));
    expect(agency).toMatchObject({
      clientsLimit: 5,
      currentClients: 0,
      planType: 'social',
      totalMonthlyPrice: 397,
      pricePerClient: 0,
    });

    const sub = await u.json('/api/billing/subscription');
    expect(sub.body.subscription).toMatchObject({
      planKey: 'agency',
      productName: 'Agência',
      priceId: PRICE_AGENCY,
      status: 'active',
    });
    expect((await u.json('/api/content')).status).toBe(200);
  });

  it('invoice.paid refills the tokens and sets the renewal date from the paid period; a replayed id changes nothing', async () => {
    const { u, customer, subscription } = await subscribedCustomer();
    await deliver(checkoutCompleted(u.userId, customer, subscription));
    await setProfile(u.userId, { tokensRemaining: 3 });
    const periodEnd = unix(t.clock.now) + 31 * 86400;
    const paid = invoicePaid(u.userId, customer, subscription, periodEnd);
    const first = await deliver(paid);
    expect(first.body.outcome).toBe('applied');
    let profile = await profileOf(u.userId);
    expect(profile.tokensRemaining).toBe(profile.tokensLimit);
    expect(profile.nextRenewalDate?.getTime()).toBe(periodEnd * 1000);

    await setProfile(u.userId, { tokensRemaining: 7 });
    const replay = await deliver(paid);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('duplicate');
    profile = await profileOf(u.userId);
    expect(profile.tokensRemaining).toBe(7);
    const rows = await t.pautei.deps.db.select().from(billingEvents).where(eq(billingEvents.id, paid.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad signature (wrong secret or tampered body) and changes nothing', async () => {
    const { u, customer, subscription } = await subscribedCustomer();
    const wrongSecret = await deliver(checkoutCompleted(u.userId, customer, subscription), { secret: 'whsec_wrong' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error?.code).toBe('WEBHOOK_SIGNATURE_INVALID');

    const event = checkoutCompleted(u.userId, customer, subscription);
    const header = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET });
    const tampered = await t.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: JSON.stringify({
        ...event,
        data: { object: { ...event.data.object, metadata: { userId: u.userId, plan: 'solo' } } },
      }),
    });
    expect(tampered.status).toBe(400);

    const missing = await t.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(missing.status).toBe(400);
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('trial');
  });

  it('refuses a signature older than 5 minutes; accepts one within the tolerance', async () => {
    const { u, customer, subscription } = await subscribedCustomer();
    const stale = await deliver(checkoutCompleted(u.userId, customer, subscription), {
      timestamp: unix(t.clock.now) - 301,
    });
    expect(stale.status).toBe(400);
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('trial');
    const recent = await deliver(checkoutCompleted(u.userId, customer, subscription), {
      timestamp: unix(t.clock.now) - 240,
    });
    expect(recent.status).toBe(200);
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('active');
  });

  it('a subscription deleted event delivered before an older updated event ends cancelled', async () => {
    const { u, customer, subscription } = await subscribedCustomer();
    const base = unix(t.clock.now);
    await deliver(checkoutCompleted(u.userId, customer, subscription), {});
    const deleted = subscriptionEvent('customer.subscription.deleted', customer, subscription, 'canceled', base + 20);
    const olderUpdate = subscriptionEvent('customer.subscription.updated', customer, subscription, 'active', base + 10);
    expect((await deliver(deleted)).body.outcome).toBe('applied');
    const late = await deliver(olderUpdate);
    expect(late.status).toBe(200);
    expect(late.body.outcome).toBe('stale');
    const profile = await profileOf(u.userId);
    expect(profile.subscriptionStatus).toBe('cancelled');
    expect(profile.subscriptionEventAt?.getTime()).toBe((base + 20) * 1000);
    const gated = await u.json('/api/content');
    expect(gated.status).toBe(402);
    expect(gated.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('subscription updated to the creator price switches the type; payment_failed makes it past_due (gated)', async () => {
    const { u, customer, subscription } = await subscribedCustomer();
    const base = unix(t.clock.now);
    await deliver(checkoutCompleted(u.userId, customer, subscription));
    await deliver(
      subscriptionEvent('customer.subscription.updated', customer, subscription, 'active', base + 5, PRICE_CREATOR),
    );
    let profile = await profileOf(u.userId);
    expect(profile).toMatchObject({ subscriptionType: 'creator', agencyPlan: null, subscriptionStatus: 'active' });
    expect(profile.nextRenewalDate?.getTime()).toBe((base + 5 + 30 * 86400) * 1000);

    const failed = stripeEvent(
      'invoice.payment_failed',
      {
        id: 'in_failed',
        object: 'invoice',
        customer,
        parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
        lines: { data: [] },
      },
      base + 6,
    );
    expect((await deliver(failed)).status).toBe(200);
    profile = await profileOf(u.userId);
    expect(profile.subscriptionStatus).toBe('past_due');
    expect((await u.json('/api/content')).status).toBe(402);
  });

  it('unknown events get 200 and change nothing', async () => {
    const res = await deliver(stripeEvent('customer.created', { id: 'cus_new', object: 'customer' }));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
  });
});

describe('Pix (Stripe)', () => {
  async function pixSession(u: User, body: Record<string, unknown>) {
    const before = fake.requests.length;
    const res = await u.json('/api/billing/pix/checkout', { method: 'POST', body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const call = fake.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions');
    if (!call) throw new Error('no Checkout Session was created');
    const [row] = await t.pautei.deps.db.select().from(payments).where(eq(payments.id, res.body.paymentId));
    return { paymentId: res.body.paymentId as string, call, session: row!.checkoutId! };
  }

  /** A Checkout Session event for a Pix charge, as Stripe sends it. */
  function sessionEvent(
    type: string,
    s: { session: string; paymentId: string; userId: string; mode: 'payment' | 'subscription' },
    paymentStatus: 'paid' | 'unpaid',
    created?: number,
  ) {
    return stripeEvent(
      type,
      {
        id: s.session,
        object: 'checkout.session',
        mode: s.mode,
        payment_status: paymentStatus,
        client_reference_id: s.userId,
        metadata: { userId: s.userId, plan: 'solo', paymentId: s.paymentId, method: 'pix_upfront' },
      },
      created,
    );
  }

  it('upfront: payment mode with Pix only, the server amount in BRL and the code expiry; nothing from the body', async () => {
    const u = await newUser();
    const { call, paymentId } = await pixSession(u, {
      plan: 'solo',
      method: 'pix_upfront',
      months: 6,
      amount: 1,
      currency: 'usd',
    });
    expect(call.body).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'pix',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '79380',
      'payment_method_options[pix][expires_after_seconds]': '1800',
      'metadata[paymentId]': paymentId,
      'metadata[userId]': u.userId,
      client_reference_id: u.userId,
    });
    expect(call.headers['idempotency-key']).toBe(`pautei-pix-${paymentId}`);
  });

  it('monthly: subscription mode with a fixed monthly Pix Automático mandate for the plan price', async () => {
    const u = await newUser();
    const { call } = await pixSession(u, { plan: 'agency', method: 'pix_automatico' });
    expect(call.body).toMatchObject({
      mode: 'subscription',
      'allowed_payment_method_types[0]': 'pix',
      'line_items[0][price]': PRICE_AGENCY,
      'payment_method_options[pix][mandate_options][amount]': '39700',
      'payment_method_options[pix][mandate_options][amount_type]': 'fixed',
      'payment_method_options[pix][mandate_options][payment_schedule]': 'monthly',
      'subscription_data[metadata][method]': 'pix_automatico',
    });
  });

  it.each([
    ['completed (unpaid) then succeeded', ['completed', 'succeeded']],
    ['succeeded then completed (unpaid) late', ['succeeded', 'completed']],
  ])('events in any order: %s → active until three months on, once', async (_label, order) => {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    try {
      const u = await newUser();
      const s = await pixSession(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
      const ref = { ...s, userId: u.userId, mode: 'payment' as const };
      const completed = sessionEvent('checkout.session.completed', ref, 'unpaid', unix(t.clock.now));
      const succeeded = sessionEvent('checkout.session.async_payment_succeeded', ref, 'paid', unix(t.clock.now) + 60);
      const events = order.map((k) => (k === 'completed' ? completed : succeeded));
      for (const e of events) expect((await deliver(e)).status).toBe(200);
      // A pending code grants nothing; after both, active once, whatever the order; a replay changes nothing.
      expect((await deliver(succeeded)).body.outcome).toBe('duplicate');
      const p = await profileOf(u.userId);
      expect(p).toMatchObject({ subscriptionStatus: 'active', paymentMethod: 'pix_upfront' });
      expect(p.paidUntil?.toISOString()).toBe('2027-02-21T15:01:00.000Z');
      expect(t.mailer.sent.filter((m) => m.to === u.email && m.subject.startsWith('Recibo'))).toHaveLength(1);
    } finally {
      t.clock.reset();
    }
  });

  it('pending grants nothing; a failed or expired session changes nothing but the charge; a forged one is refused', async () => {
    const u = await newUser();
    const s = await pixSession(u, { plan: 'agency', method: 'pix_upfront', months: 3 });
    const ref = { ...s, userId: u.userId, mode: 'payment' as const };
    await deliver(sessionEvent('checkout.session.completed', ref, 'unpaid'));
    expect(await profileOf(u.userId)).toMatchObject({ subscriptionStatus: 'trial', subscriptionType: 'creator' });
    expect((await u.json('/api/billing/subscription')).body.pendingPayment).toMatchObject({ id: s.paymentId });

    const forged = await deliver(sessionEvent('checkout.session.async_payment_succeeded', ref, 'paid'), {
      secret: 'whsec_wrong',
    });
    expect(forged.status).toBe(400);
    await deliver(sessionEvent('checkout.session.async_payment_failed', ref, 'unpaid'));
    // Succeeded after failed (a confused delivery) changes nothing either.
    expect((await deliver(sessionEvent('checkout.session.async_payment_succeeded', ref, 'paid'))).body.outcome).toBe(
      'stale',
    );
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('trial');

    const e = await pixSession(u, { plan: 'agency', method: 'pix_upfront', months: 3 });
    await deliver(sessionEvent('checkout.session.expired', { ...e, userId: u.userId, mode: 'payment' }, 'unpaid'));
    const [row] = await t.pautei.deps.db.select().from(payments).where(eq(payments.id, e.paymentId));
    expect(row?.status).toBe('expired');
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('trial');
  });

  /** A Criador on Pix Automático whose mandate Stripe then reports inactive; answers the profile before. */
  async function subscribeThenRevoke(u: User, paymentMethod: string) {
    const s = await pixSession(u, { plan: 'solo', method: 'pix_automatico' });
    const ref = { ...s, userId: u.userId, mode: 'subscription' as const };
    await deliver(sessionEvent('checkout.session.async_payment_succeeded', ref, 'paid'));
    const active = await profileOf(u.userId);
    expect(active).toMatchObject({ subscriptionStatus: 'active', paymentMethod: 'pix_automatico', paidUntil: null });
    fake.paymentMethods.set(paymentMethod, active.stripeCustomerId!);
    const revoked = stripeEvent('mandate.updated', {
      id: `mandate_${paymentMethod}`,
      object: 'mandate',
      status: 'inactive',
      payment_method: paymentMethod,
      payment_method_details: { type: 'pix' },
    });
    expect((await deliver(revoked)).body.outcome).toBe('applied');
    return active;
  }

  it('a revoked Pix mandate ends a Pix Automático subscription at the period end, with an e-mail', async () => {
    const u = await newUser();
    const active = await subscribeThenRevoke(u, 'pm_pix_1');
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe(active.nextRenewalDate?.toISOString());
    expect(t.mailer.sent.some((m) => m.to === u.email && m.subject.includes('Pix Automático'))).toBe(true);
  });

  it("authorized again after a revocation: anchored at the paid month's end, nothing debited or refilled before", async () => {
    const u = await newUser();
    const active = await subscribeThenRevoke(u, 'pm_pix_again');
    const paidUntil = (await profileOf(u.userId)).paidUntil!;
    await t.pautei.deps.db.update(profiles).set({ tokensRemaining: 9 }).where(eq(profiles.userId, u.userId));

    const again = await pixSession(u, { plan: 'solo', method: 'pix_automatico' });
    expect(again.call.body).toMatchObject({
      mode: 'subscription',
      'subscription_data[billing_cycle_anchor]': String(unix(paidUntil)),
      'subscription_data[proration_behavior]': 'none',
    });
    // Authorized, nothing due now: the session completes with no payment required, and a zero invoice.
    const completed = stripeEvent('checkout.session.completed', {
      id: again.session,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'no_payment_required',
      client_reference_id: u.userId,
      customer: active.stripeCustomerId,
      subscription: 'sub_pix_again',
      metadata: { userId: u.userId, plan: 'solo', paymentId: again.paymentId, method: 'pix_automatico' },
    });
    expect((await deliver(completed)).body.outcome).toBe('applied');
    expect((await deliver(completed)).body.outcome).toBe('duplicate');
    const zero = stripeEvent('invoice.paid', {
      id: 'in_zero',
      object: 'invoice',
      customer: active.stripeCustomerId,
      amount_paid: 0,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_pix_again', metadata: { method: 'pix_automatico' } },
      },
      lines: { data: [{ period: { end: unix(paidUntil) } }] },
    });
    expect((await deliver(zero)).status).toBe(200);

    const [row] = await t.pautei.deps.db.select().from(payments).where(eq(payments.id, again.paymentId));
    expect(row).toMatchObject({ status: 'paid', periodStart: paidUntil });
    const p = await profileOf(u.userId);
    expect(p).toMatchObject({ subscriptionStatus: 'active', paymentMethod: 'pix_automatico', paidUntil: null });
    expect(p).toMatchObject({ tokensRemaining: 9, nextRenewalDate: paidUntil });
  });

  it('upgrade during a prepaid Criador: the line is the net amount, the credit said; events in any order, once', async () => {
    t.clock.set(new Date('2026-11-21T15:05:00Z'));
    try {
      const u = await newUser();
      const old = await pixSession(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
      await deliver(
        sessionEvent('checkout.session.async_payment_succeeded', { ...old, userId: u.userId, mode: 'payment' }, 'paid'),
      );
      expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2027-02-21T15:05:00.000Z');

      // 62 days 12h05 of 92 unused: 284.63 off the Agência 3 months (1131.45).
      t.clock.set(new Date('2026-12-21T18:00:00Z'));
      const up = await pixSession(u, { plan: 'agency', method: 'pix_upfront', months: 3, amount: 1 });
      expect(up.call.body).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'brl',
        'line_items[0][price_data][unit_amount]': '84682',
        'line_items[0][price_data][product_data][description]':
          'Já descontado o crédito de R$ 284,63 pelos dias não usados do plano atual.',
        'metadata[credit]': '284.63',
        'metadata[plan]': 'agency',
      });
      const ref = { ...up, userId: u.userId, mode: 'payment' as const };
      const succeeded = sessionEvent('checkout.session.async_payment_succeeded', ref, 'paid', unix(t.clock.now) + 60);
      const completed = sessionEvent('checkout.session.completed', ref, 'unpaid', unix(t.clock.now));
      expect((await deliver(succeeded)).body.outcome).toBe('applied');
      expect((await deliver(completed)).status).toBe(200);
      expect((await deliver(succeeded)).body.outcome).toBe('duplicate');
      const p = await profileOf(u.userId);
      expect(p).toMatchObject({
        subscriptionStatus: 'active',
        subscriptionType: 'agency',
        paymentMethod: 'pix_upfront',
      });
      expect(p.paidUntil?.toISOString()).toBe('2027-03-21T18:01:00.000Z');
      const [ended] = await t.pautei.deps.db.select().from(payments).where(eq(payments.id, old.paymentId));
      expect(ended?.endedAt?.toISOString()).toBe('2026-12-21T18:01:00.000Z');
    } finally {
      t.clock.reset();
    }
  });

  it('the admin refund calls Stripe for the session payment intent, once', async () => {
    const u = await newUser();
    const s = await pixSession(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
    await deliver(
      sessionEvent('checkout.session.async_payment_succeeded', { ...s, userId: u.userId, mode: 'payment' }, 'paid'),
    );
    const admin = await signedInAdmin(t, { email: 'caixa@pautei.test', password: 'admin-senha-forte-7' });
    const before = fake.requests.length;
    const res = await admin.json(`/api/admin/payments/${s.paymentId}/refund`, {
      method: 'POST',
      body: { reason: 'Garantia de 7 dias', endsAccess: 'now' },
    });
    expect(res.status).toBe(200);
    const refund = fake.requests.slice(before).find((r) => r.path === '/v1/refunds');
    expect(refund?.body).toMatchObject({ amount: '41895' });
    expect(refund?.body.payment_intent).toMatch(/^pi_fake_/);
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('blocked');
  });
});
