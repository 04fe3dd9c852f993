/**
 * The demo billing provider (the default): public plans with pricing_config prices, checkout to the local
 * demo page, confirm = the same state change as a paid Stripe checkout (once per session), and the demo
 * portal (change plan, cancel plan).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencySubscriptions, pricingConfig, profiles } from '../db/schema';
import { APP_URL, createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { profileOf as profileOfUser, signUpOnboarded } from '@tests/support/onboard';
import type { PricedPlan, PricingTable } from '@shared/plans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const newUser = (): Promise<User> => signUpOnboarded(t);

const profileOf = (userId: string) => profileOfUser(t, userId);

/** What GET /api/billing/plans answers. */
interface PlansBody {
  plans: PricedPlan[];
  pricing: PricingTable;
}

async function demoCheckout(u: User, plan: 'solo' | 'agency') {
  const res = await u.json('/api/billing/checkout', { method: 'POST', body: { plan } });
  expect(res.status).toBe(200);
  const url = new URL(res.body.url);
  return { url, session: url.searchParams.get('session')! };
}

describe('GET /api/billing/plans (public)', () => {
  it('answers without a session: the two plans with the prices of pricing_config', async () => {
    const res = await t.request('/api/billing/plans');
    expect(res.status).toBe(200);
    const body = (await res.json()) as PlansBody;
    expect(body.plans.map((p) => [p.key, p.name, p.monthlyPrice, p.popular])).toEqual([
      ['solo', 'Criador Solo', 147, false],
      ['agency', 'Agência', 397, true],
    ]);
    expect(body.plans[1]?.clientsLimit).toBe(5);
    expect(body.plans[0]?.features).toHaveLength(8);
    expect(body.pricing.agency_social).toEqual({
      planType: 'agency_social',
      basePrice: 397,
      pricePerClient: 50,
      clientsLimit: 5,
    });
    expect(body.pricing.agency_enterprise).toMatchObject({ basePrice: null, clientsLimit: 999 });
  });

  it('follows a price the admin changed', async () => {
    await t.pautei.deps.db.update(pricingConfig).set({ basePrice: 167 }).where(eq(pricingConfig.planType, 'creator'));
    try {
      const body = (await (await t.request('/api/billing/plans')).json()) as PlansBody;
      expect(body.plans[0]?.monthlyPrice).toBe(167);
    } finally {
      await t.pautei.deps.db.update(pricingConfig).set({ basePrice: 147 }).where(eq(pricingConfig.planType, 'creator'));
    }
  });
});

describe('demo checkout', () => {
  it('sends the user to the local demo page, then confirming makes /api/me active with the plan', async () => {
    const u = await newUser();
    const { url, session } = await demoCheckout(u, 'solo');
    expect(`${url.origin}${url.pathname}`).toBe(`${APP_URL}/checkout/demo`);

    const info = await u.json(`/api/billing/demo/session?session=${encodeURIComponent(session)}`);
    expect(info.status).toBe(200);
    expect(info.body.plan).toMatchObject({ key: 'solo', name: 'Criador Solo', monthlyPrice: 147 });

    await t.pautei.deps.db.update(profiles).set({ tokensRemaining: 10 }).where(eq(profiles.userId, u.userId));
    const confirm = await u.json('/api/billing/demo/confirm', {
      method: 'POST',
      body: { session, userId: 'someone-else' },
    });
    expect(confirm).toEqual({ status: 200, body: { ok: true, plan: 'solo', redirect: '/payment-success' } });

    const me = await u.json('/api/me');
    expect(me.body.profile).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      agencyPlan: null,
      tokensRemaining: 150,
    });
    expect(me.body.profile.stripeCustomerId).toMatch(/^demo_cus_/);
    expect(me.body.access).toMatchObject({ hasAccess: true, reason: 'active' });

    const sub = await u.json('/api/billing/subscription');
    expect(sub.body).toMatchObject({ provider: 'demo', status: 'active', hasCustomer: true });
    expect(sub.body.subscription).toMatchObject({
      planKey: 'solo',
      productName: 'Criador Solo',
      priceId: 'demo_price_solo',
      monthlyPrice: 147,
    });
    expect(sub.body.subscription.features.slice(0, 4)).toEqual([
      'Roteiros diários ilimitados',
      'Ideias de Reels personalizadas',
      'Stories e legendas com IA',
      'Carrosséis profissionais',
    ]);

    // Confirming the same session again applies nothing twice (no second refill).
    await t.pautei.deps.db.update(profiles).set({ tokensRemaining: 9 }).where(eq(profiles.userId, u.userId));
    expect((await u.json('/api/billing/demo/confirm', { method: 'POST', body: { session } })).status).toBe(200);
    expect((await profileOf(u.userId)).tokensRemaining).toBe(9);
  });

  it("refuses another user's session, a tampered one and an expired one", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { session } = await demoCheckout(owner, 'agency');

    const stolen = await other.json('/api/billing/demo/confirm', { method: 'POST', body: { session } });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.code).toBe('DEMO_SESSION_INVALID');
    expect((await profileOf(other.userId)).subscriptionStatus).toBe('trial');

    const [payload = '', signature = ''] = session.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    forged.userId = other.userId;
    const forgedToken = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(
      (await other.json('/api/billing/demo/confirm', { method: 'POST', body: { session: forgedToken } })).status,
    ).toBe(400);

    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      const expired = await owner.json('/api/billing/demo/confirm', { method: 'POST', body: { session } });
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('DEMO_SESSION_INVALID');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('an agency checkout creates the agency subscription record', async () => {
    const u = await newUser();
    const { session } = await demoCheckout(u, 'agency');
    await u.json('/api/billing/demo/confirm', { method: 'POST', body: { session } });
    expect(await profileOf(u.userId)).toMatchObject({
      subscriptionType: 'agency',
      agencyPlan: 'social',
      subscriptionStatus: 'active',
    });
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
      status: 'active',
    });
  });
});

describe('demo portal', () => {
  it('a trial user without a customer gets the upgrade path; a subscriber gets the demo portal URL', async () => {
    const u = await newUser();
    expect(await u.json('/api/billing/portal', { method: 'POST' })).toEqual({ status: 200, body: { upgrade: true } });
    const { session } = await demoCheckout(u, 'solo');
    await u.json('/api/billing/demo/confirm', { method: 'POST', body: { session } });
    expect(await u.json('/api/billing/portal', { method: 'POST' })).toEqual({
      status: 200,
      body: { url: `${APP_URL}/subscription?portal=demo` },
    });
  });

  it('changes plan and cancels it; a cancelled user is refused by gated calls but keeps /subscription', async () => {
    const u = await newUser();
    const { session } = await demoCheckout(u, 'solo');
    await u.json('/api/billing/demo/confirm', { method: 'POST', body: { session } });

    const change = await u.json('/api/billing/demo/change-plan', { method: 'POST', body: { plan: 'agency' } });
    expect(change).toEqual({ status: 200, body: { ok: true, plan: 'agency' } });
    expect(await profileOf(u.userId)).toMatchObject({
      subscriptionType: 'agency',
      agencyPlan: 'social',
      subscriptionStatus: 'active',
    });
    expect((await u.json('/api/clients')).status).toBe(200);

    const cancel = await u.json('/api/billing/demo/cancel-plan', { method: 'POST' });
    expect(cancel).toEqual({ status: 200, body: { ok: true } });
    const me = await u.json('/api/me');
    expect(me.body.profile.subscriptionStatus).toBe('cancelled');
    expect(me.body.access).toMatchObject({ hasAccess: false, reason: 'no_subscription' });
    const gated = await u.json('/api/content');
    expect(gated).toEqual({ status: 402, body: { error: { code: 'SUBSCRIPTION_REQUIRED' } } });
    expect((await u.json('/api/billing/subscription')).body).toMatchObject({ status: 'cancelled', subscription: null });

    const again = await u.json('/api/billing/demo/cancel-plan', { method: 'POST' });
    expect(again).toEqual({ status: 409, body: { error: { code: 'DEMO_NO_SUBSCRIPTION' } } });
    const changeCancelled = await u.json('/api/billing/demo/change-plan', { method: 'POST', body: { plan: 'solo' } });
    expect(changeCancelled.status).toBe(409);

    // Subscribing again restores access.
    const renewed = await demoCheckout(u, 'solo');
    await u.json('/api/billing/demo/confirm', { method: 'POST', body: { session: renewed.session } });
    expect((await u.json('/api/content')).status).toBe(200);
  });

  it('demo actions and session reads need a signed-in user', async () => {
    expect((await t.request('/api/billing/demo/cancel-plan', { method: 'POST' })).status).toBe(401);
    expect((await t.request('/api/billing/subscription')).status).toBe(401);
    expect((await t.request('/api/billing/portal', { method: 'POST' })).status).toBe(401);
  });

  it('there is no webhook without Stripe', async () => {
    const res = await t.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});
