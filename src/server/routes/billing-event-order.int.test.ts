/**
 * Billing events apply exactly once and in any order. For each way of paying, a realistic sequence of
 * Stripe events (as the fake Stripe API's checkouts lead to) is delivered in its own order and in 20
 * seeded shuffles, with replays; every order must end in the same account state as the ordered one. A
 * revoked Pix Automático stays revoked whatever arrives after the revocation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema';
import { runBillingCalendarJob } from '../jobs/billing-calendar';
import { addMonths } from '@shared/dates';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { profileOf, signedInAdmin, signUpOnboarded, type TestUser } from '@tests/support/onboard';
import { startFakeStripe, type FakeStripe } from '@tests/support/fake-stripe';
import {
  PRICE_CREATOR,
  deliverEvent,
  shuffled,
  stripeEvent,
  stripeTestEnv,
  unix,
  type StripeTestEvent,
} from '@tests/support/stripe-webhooks';

let t: TestApp;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: stripeTestEnv(fake.url) });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const SEEDS = Array.from({ length: 20 }, (_, i) => 1000 + i * 7919);
const T0 = new Date('2026-03-10T12:00:00Z');
const at = (seconds: number) => unix(T0) + seconds;
const DAY = 86_400;

/** What an order must not change: the account's billing state and its charges' states. */
async function billingState(u: TestUser) {
  const p = await profileOf(t, u.userId);
  const charges = await t.pautei.deps.db.select().from(payments).where(eq(payments.userId, u.userId));
  return {
    status: p.subscriptionStatus,
    type: p.subscriptionType,
    method: p.paymentMethod,
    paidUntil: p.paidUntil?.toISOString() ?? null,
    nextRenewal: p.nextRenewalDate?.toISOString() ?? null,
    // Each run is a new user, whose id the test's subscription ids carry.
    subscriptionId: p.stripeSubscriptionId?.replace(u.userId, '<user>') ?? null,
    tokens: p.tokensRemaining,
    charges: charges.map((c) => ({ status: c.status, periodEnd: c.periodEnd?.toISOString() ?? null })),
  };
}

/** A new user, a checkout started through the API, and the events Stripe would send about it. */
type Scenario = (u: TestUser) => Promise<StripeTestEvent[]>;

async function pixCheckout(u: TestUser, body: Record<string, unknown>) {
  const res = await u.json('/api/billing/pix/checkout', { method: 'POST', body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await t.pautei.deps.db.select().from(payments).where(eq(payments.id, res.body.paymentId));
  const profile = await profileOf(t, u.userId);
  return { paymentId: row!.id, session: row!.checkoutId!, customer: profile.stripeCustomerId! };
}

const subscriptionObject = (
  id: string,
  u: TestUser,
  customer: string,
  status: string,
  periodEnd: Date,
  method: 'card' | 'pix_automatico',
) => ({
  id,
  object: 'subscription',
  customer,
  status,
  metadata: { userId: u.userId, plan: 'solo', ...(method === 'pix_automatico' ? { method } : {}) },
  items: { data: [{ price: { id: PRICE_CREATOR }, current_period_end: unix(periodEnd) }] },
});

/** The card checkout's completion, as Stripe sends it once the first invoice is paid. */
const cardCheckoutCompleted = (sub: string, u: TestUser, customer: string) => ({
  id: `cs_card_${sub}`,
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: 'paid',
  client_reference_id: u.userId,
  customer,
  subscription: sub,
  metadata: { userId: u.userId, plan: 'solo' },
});

const invoiceObject = (
  id: string,
  u: TestUser,
  customer: string,
  subscription: string,
  periodEnd: Date,
  method: 'card' | 'pix_automatico',
) => ({
  id,
  object: 'invoice',
  customer,
  amount_paid: 9700,
  parent: {
    type: 'subscription_details',
    subscription_details: {
      subscription,
      metadata: { userId: u.userId, ...(method === 'pix_automatico' ? { method } : {}) },
    },
  },
  lines: { data: [{ period: { end: unix(periodEnd) }, pricing: { price_details: { price: PRICE_CREATOR } } }] },
});

/** Card: checkout, first invoice, activation, and the next month's renewal. */
const card: Scenario = async (u) => {
  const res = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
  expect(res.status).toBe(200);
  const customer = (await profileOf(t, u.userId)).stripeCustomerId!;
  const sub = `sub_card_${u.userId}`;
  const end1 = addMonths(T0, 1);
  const end2 = addMonths(T0, 2);
  const paid1 = stripeEvent('invoice.paid', invoiceObject(`in1_${sub}`, u, customer, sub, end1, 'card'), at(2));
  return [
    stripeEvent(
      'customer.subscription.created',
      subscriptionObject(sub, u, customer, 'incomplete', end1, 'card'),
      at(0),
    ),
    paid1,
    stripeEvent('customer.subscription.updated', subscriptionObject(sub, u, customer, 'active', end1, 'card'), at(3)),
    stripeEvent('checkout.session.completed', cardCheckoutCompleted(sub, u, customer), at(4)),
    paid1, // Stripe delivers again when an answer is late: applied once.
    stripeEvent('invoice.paid', invoiceObject(`in2_${sub}`, u, customer, sub, end2, 'card'), at(31 * DAY)),
    stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(sub, u, customer, 'active', end2, 'card'),
      at(31 * DAY + 1),
    ),
  ];
};

const sessionObject = (
  s: { session: string; paymentId: string },
  u: TestUser,
  mode: 'payment' | 'subscription',
  paymentStatus: 'paid' | 'unpaid',
  method: 'pix_upfront' | 'pix_automatico',
  extra: Record<string, unknown> = {},
) => ({
  id: s.session,
  object: 'checkout.session',
  mode,
  payment_status: paymentStatus,
  client_reference_id: u.userId,
  metadata: { userId: u.userId, plan: 'solo', paymentId: s.paymentId, method },
  ...extra,
});

/** Pix upfront (3 months): the code shown, then paid; the payment event delivered twice. */
const pixUpfront: Scenario = async (u) => {
  const s = await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
  const succeeded = stripeEvent(
    'checkout.session.async_payment_succeeded',
    sessionObject(s, u, 'payment', 'paid', 'pix_upfront'),
    at(60),
  );
  return [
    stripeEvent('checkout.session.completed', sessionObject(s, u, 'payment', 'unpaid', 'pix_upfront'), at(0)),
    succeeded,
    succeeded,
  ];
};

/**
 * Pix Automático: the authorization's checkout, its subscription, the first debit, then the person revokes
 * the authorization in their bank and Stripe updates the subscription once more.
 */
const pixAutomatico: Scenario = async (u) => {
  const s = await pixCheckout(u, { plan: 'solo', method: 'pix_automatico' });
  const sub = `sub_pix_${u.userId}`;
  const end = addMonths(T0, 1);
  const pm = `pm_pix_${u.userId}`;
  fake.paymentMethods.set(pm, s.customer);
  const links = { customer: s.customer, subscription: sub };
  return [
    stripeEvent(
      'checkout.session.completed',
      sessionObject(s, u, 'subscription', 'unpaid', 'pix_automatico', links),
      at(0),
    ),
    stripeEvent(
      'customer.subscription.created',
      subscriptionObject(sub, u, s.customer, 'incomplete', end, 'pix_automatico'),
      at(0),
    ),
    stripeEvent(
      'checkout.session.async_payment_succeeded',
      sessionObject(s, u, 'subscription', 'paid', 'pix_automatico', links),
      at(60),
    ),
    stripeEvent('invoice.paid', invoiceObject(`in_${sub}`, u, s.customer, sub, end, 'pix_automatico'), at(60)),
    stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(sub, u, s.customer, 'active', end, 'pix_automatico'),
      at(61),
    ),
    stripeEvent(
      'mandate.updated',
      {
        id: `mandate_${pm}`,
        object: 'mandate',
        status: 'inactive',
        payment_method: pm,
        payment_method_details: { type: 'pix' },
      },
      at(5 * DAY),
    ),
    stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(sub, u, s.customer, 'active', end, 'pix_automatico'),
      at(5 * DAY + 10),
    ),
  ];
};

/** Runs the scenario for a new user, delivering its events in `order` (null: as Stripe sent them). */
async function run(scenario: Scenario, seed: number | null) {
  t.clock.set(T0);
  try {
    const u = await signUpOnboarded(t);
    const events = await scenario(u);
    const order = seed === null ? events : shuffled(events, seed);
    for (const event of order) {
      const res = await deliverEvent(t, event);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return { u, state: await billingState(u) };
  } finally {
    t.clock.reset();
  }
}

describe.each([
  ['card', card],
  ['Pix upfront', pixUpfront],
  ['Pix Automático revoked', pixAutomatico],
] as const)('%s: events in any order', (_label, scenario) => {
  it('ends, in 20 shuffled orders, in the state the ordered sequence leaves', { timeout: 240_000 }, async () => {
    const { state: expected } = await run(scenario, null);
    expect(expected.status).toBe('active');
    for (const seed of SEEDS) {
      const { state } = await run(scenario, seed);
      expect(state, `seed ${seed}`).toEqual(expected);
    }
  });
});

describe('the state each sequence ends in', () => {
  it('card: active, renewing, next renewal at the second paid period end, no end', async () => {
    const { state } = await run(card, SEEDS[0]!);
    expect(state).toMatchObject({
      status: 'active',
      method: 'card',
      paidUntil: null,
      nextRenewal: addMonths(T0, 2).toISOString(),
    });
  });

  it('Pix upfront: active for the three months after the payment, charge paid once', async () => {
    const { state } = await run(pixUpfront, SEEDS[1]!);
    expect(state).toMatchObject({
      status: 'active',
      method: 'pix_upfront',
      paidUntil: addMonths(new Date(T0.getTime() + 60_000), 3).toISOString(),
      charges: [{ status: 'paid' }],
    });
  });

  it('Pix Automático revoked: access ends at the paid month end whatever came after, the Dono told once', async () => {
    for (const seed of SEEDS.slice(0, 5)) {
      t.mailer.sent.length = 0;
      const { u, state } = await run(pixAutomatico, seed);
      const end = addMonths(T0, 1).toISOString();
      expect(state, `seed ${seed}`).toMatchObject({
        status: 'active',
        method: 'pix_automatico',
        paidUntil: end,
        nextRenewal: end,
      });
      const told = t.mailer.sent.filter((m) => m.to === u.email && m.subject.includes('Pix Automático'));
      expect(told, `seed ${seed}`).toHaveLength(1);
    }
  });
});

describe('two checkouts of different methods for one workspace (decision record 0024)', () => {
  it('a card checkout waits while a Pix code can still be paid', async () => {
    const u = await signUpOnboarded(t);
    await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
    const card = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
    expect(card.status).toBe(409);
    expect(card.body.error.code).toBe('PIX_PAYMENT_PENDING');
  });

  /** Card checkout first, then a Pix upfront checkout before the card was paid; both get paid. */
  const cardAndPix: Scenario = async (u) => {
    const cardEvents = await card(u);
    const s = await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
    const pixPaid = stripeEvent(
      'checkout.session.async_payment_succeeded',
      sessionObject(s, u, 'payment', 'paid', 'pix_upfront'),
      at(90),
    );
    // The card's first month (its renewal a month on is not part of the race).
    return [...cardEvents.slice(0, 5), pixPaid];
  };

  it(
    'both paid, in any order: one paid period — the card stays, the Pix is refunded once after commit',
    {
      timeout: 240_000,
    },
    async () => {
      const seen: string[] = [];
      fake.onRequest = async (request) => {
        if (request.path !== '/v1/refunds') return;
        const [row] = await t.pautei.deps.db
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.checkoutId, request.headers['idempotency-key']!.toString().replace('pautei-refund-', '')));
        seen.push(row?.status ?? 'missing');
      };
      try {
        for (const seed of [null, ...SEEDS]) {
          const refundsBefore = fake.calls('/v1/refunds').length;
          const { u, state } = await run(cardAndPix, seed);
          expect(state, `seed ${seed}`).toMatchObject({
            status: 'active',
            method: 'card',
            paidUntil: null,
            nextRenewal: addMonths(T0, 1).toISOString(),
            charges: [{ status: 'refunded' }],
          });
          const [charge] = await t.pautei.deps.db.select().from(payments).where(eq(payments.userId, u.userId));
          expect(charge?.refundProviderStatus, `seed ${seed}`).toBe('done');
          const refunds = fake.calls('/v1/refunds').slice(refundsBefore);
          expect(refunds, `seed ${seed}`).toHaveLength(1);
          expect(refunds[0]?.headers['idempotency-key']).toBe(`pautei-refund-${charge!.checkoutId}`);
        }
        // Every time the provider was asked to move the money, the refund was already committed.
        expect(seen.length).toBe(SEEDS.length + 1);
        expect(new Set(seen)).toEqual(new Set(['refunded']));
      } finally {
        fake.onRequest = null;
      }
    },
  );
});

describe('a card and a Pix Automático for one workspace, both paid (decision record 0024)', () => {
  /** The card's first month: its subscription, the paid invoice, the activation and the completed checkout. */
  const cardMonth = (u: TestUser, customer: string, sub: string, paidAt: number) => {
    const end = addMonths(T0, 1);
    const paid = stripeEvent('invoice.paid', invoiceObject(`in1_${sub}`, u, customer, sub, end, 'card'), at(paidAt));
    return [
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject(sub, u, customer, 'incomplete', end, 'card'),
        at(0),
      ),
      paid,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(sub, u, customer, 'active', end, 'card'),
        at(paidAt + 1),
      ),
      stripeEvent('checkout.session.completed', cardCheckoutCompleted(sub, u, customer), at(paidAt + 2)),
      paid,
    ];
  };

  /**
   * Card checkout first, then a Pix Automático checkout before the card was paid; both get paid, the card at
   * `cardPaidAt` and the Pix at `pixPaidAt` (seconds after T0). The Pix Automático's monthly date is its own
   * (a month after its payment), so a renewal date taken from it would show.
   */
  const cardAndPixAutomatico =
    (cardPaidAt: number, pixPaidAt: number): Scenario =>
    async (u) => {
      const res = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
      expect(res.status).toBe(200);
      const customer = (await profileOf(t, u.userId)).stripeCustomerId!;
      const s = await pixCheckout(u, { plan: 'solo', method: 'pix_automatico' });
      const cardSub = `sub_card_${u.userId}`;
      const pixSub = `sub_pix_${u.userId}`;
      // The subscription the Pix checkout set up is the one its events name (and the one to cancel).
      fake.sessions.get(s.session)!.subscription = pixSub;
      const pixEnd = addMonths(new Date(T0.getTime() + pixPaidAt * 1000), 1);
      const links = { customer, subscription: pixSub };
      return [
        ...cardMonth(u, customer, cardSub, cardPaidAt),
        stripeEvent(
          'checkout.session.completed',
          sessionObject(s, u, 'subscription', 'unpaid', 'pix_automatico', links),
          at(0),
        ),
        stripeEvent(
          'customer.subscription.created',
          subscriptionObject(pixSub, u, customer, 'incomplete', pixEnd, 'pix_automatico'),
          at(0),
        ),
        stripeEvent(
          'checkout.session.async_payment_succeeded',
          sessionObject(s, u, 'subscription', 'paid', 'pix_automatico', links),
          at(pixPaidAt),
        ),
        stripeEvent(
          'invoice.paid',
          invoiceObject(`in_${pixSub}`, u, customer, pixSub, pixEnd, 'pix_automatico'),
          at(pixPaidAt),
        ),
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject(pixSub, u, customer, 'active', pixEnd, 'pix_automatico'),
          at(pixPaidAt + 1),
        ),
      ];
    };

  it.each([
    ['the card paid first', 2, 60],
    ['the Pix Automático paid first', 120, 60],
  ] as const)(
    '%s, in any order: the card stays, the Pix is refunded and its authorization cancelled, once, after commit',
    { timeout: 300_000 },
    async (_label, cardPaidAt, pixPaidAt) => {
      const scenario = cardAndPixAutomatico(cardPaidAt, pixPaidAt);
      const seen: string[] = [];
      fake.onRequest = async (request) => {
        if (request.path !== '/v1/refunds' && !request.path.startsWith('/v1/subscriptions/')) return;
        if (request.method !== 'POST' && request.method !== 'DELETE') return;
        const key = request.headers['idempotency-key']!.toString();
        const [row] = await t.pautei.deps.db
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.checkoutId, key.replace(/^pautei-(refund|cancel)-/, '')));
        seen.push(row?.status ?? 'missing');
      };
      try {
        for (const seed of [null, ...SEEDS]) {
          const refundsBefore = fake.calls('/v1/refunds').length;
          const { u, state } = await run(scenario, seed);
          expect(state, `seed ${seed}`).toMatchObject({
            status: 'active',
            method: 'card',
            paidUntil: null,
            nextRenewal: addMonths(T0, 1).toISOString(),
            subscriptionId: 'sub_card_<user>',
            charges: [{ status: 'refunded' }],
          });
          const [charge] = await t.pautei.deps.db.select().from(payments).where(eq(payments.userId, u.userId));
          expect(charge?.refundProviderStatus, `seed ${seed}`).toBe('done');
          const refunds = fake.calls('/v1/refunds').slice(refundsBefore);
          expect(refunds, `seed ${seed}`).toHaveLength(1);
          expect(refunds[0]?.headers['idempotency-key']).toBe(`pautei-refund-${charge!.checkoutId}`);
          // The first month's money was paid through the subscription's first invoice.
          expect(refunds[0]?.body.payment_intent).toMatch(/^pi_in_fake_/);
          const cancels = fake.requests.filter(
            (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/sub_pix_${u.userId}`,
          );
          expect(cancels, `seed ${seed}`).toHaveLength(1);
          expect(cancels[0]?.headers['idempotency-key']).toBe(`pautei-cancel-${charge!.checkoutId}`);
          expect(fake.cancelledSubscriptions.has(`sub_card_${u.userId}`)).toBe(false);
        }
        // Every provider call (refund and cancellation) came with the refund already committed.
        expect(seen.length).toBe(2 * (SEEDS.length + 1));
        expect(new Set(seen)).toEqual(new Set(['refunded']));
      } finally {
        fake.onRequest = null;
      }
    },
  );

  it('a failed cancellation is recorded; the billing calendar job cancels and refunds with the same keys', async () => {
    const scenario = cardAndPixAutomatico(2, 60);
    fake.onRequest = async (request) => {
      // The first cancellation call fails (Stripe not answering); everything else goes through.
      if (request.method === 'DELETE' && request.path.startsWith('/v1/subscriptions/') && fake.onRequest) {
        fake.failNext(400, { type: 'invalid_request_error', message: 'Stripe is not answering as expected' });
        fake.onRequest = null;
      }
    };
    t.clock.set(T0);
    try {
      const u = await signUpOnboarded(t);
      const events = await scenario(u);
      for (const event of events) expect((await deliverEvent(t, event)).status).toBe(200);
      const [owed] = await t.pautei.deps.db.select().from(payments).where(eq(payments.userId, u.userId));
      expect(owed).toMatchObject({ status: 'refunded', refundProviderStatus: 'failed' });
      expect(fake.cancelledSubscriptions.has(`sub_pix_${u.userId}`)).toBe(false);
      const refundsBefore = fake.calls('/v1/refunds').length;
      await runBillingCalendarJob(t.pautei.deps);
      const [done] = await t.pautei.deps.db.select().from(payments).where(eq(payments.userId, u.userId));
      expect(done).toMatchObject({ status: 'refunded', refundProviderStatus: 'done' });
      expect(fake.cancelledSubscriptions.has(`sub_pix_${u.userId}`)).toBe(true);
      expect(fake.calls('/v1/refunds').length).toBe(refundsBefore + 1);
      expect(fake.calls('/v1/refunds').at(-1)?.headers['idempotency-key']).toBe(`pautei-refund-${done!.checkoutId}`);
      // Nothing is owed any more: the next run calls nothing.
      await runBillingCalendarJob(t.pautei.deps);
      expect(fake.calls('/v1/refunds').length).toBe(refundsBefore + 1);
      expect((await profileOf(t, u.userId)).paymentMethod).toBe('card');
    } finally {
      fake.onRequest = null;
      t.clock.reset();
    }
  });
});

describe('an admin refund moves the money after its commit', () => {
  async function paidUpfront() {
    const u = await signUpOnboarded(t);
    const s = await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
    const paid = stripeEvent(
      'checkout.session.async_payment_succeeded',
      sessionObject(s, u, 'payment', 'paid', 'pix_upfront'),
      unix(t.clock.now),
    );
    expect((await deliverEvent(t, paid)).body.outcome).toBe('applied');
    return { u, s };
  }

  const chargeOf = async (id: string) =>
    (await t.pautei.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('a provider failure leaves the refund recorded; the retry completes it once, with the same key', async () => {
    const { u, s } = await paidUpfront();
    const admin = await signedInAdmin(t, { email: 'reembolso-ordem@pautei.test', password: 'admin-senha-forte-9' });
    const refund = () =>
      admin.json(`/api/admin/payments/${s.paymentId}/refund`, {
        method: 'POST',
        body: { reason: 'Garantia de 7 dias', endsAccess: 'now' },
      });
    const statusAtCall: string[] = [];
    fake.onRequest = async (request) => {
      if (request.method === 'GET' && request.path.startsWith('/v1/checkout/sessions/'))
        statusAtCall.push((await chargeOf(s.paymentId)).status);
    };
    try {
      const before = fake.calls('/v1/refunds').length;
      fake.failNext(400, { type: 'invalid_request_error', message: 'Stripe is not answering as expected' });
      const failed = await refund();
      expect(failed.status).toBe(502);
      expect(failed.body.error.code).toBe('BILLING_PROVIDER_ERROR');
      // The refund and its effect on the account are committed; only the money is owed.
      expect(await chargeOf(s.paymentId)).toMatchObject({ status: 'refunded', refundProviderStatus: 'failed' });
      expect((await profileOf(t, u.userId)).subscriptionStatus).toBe('blocked');
      expect(fake.calls('/v1/refunds').length).toBe(before);

      const retried = await refund();
      expect(retried.status).toBe(200);
      expect(await chargeOf(s.paymentId)).toMatchObject({ status: 'refunded', refundProviderStatus: 'done' });
      const sent = fake.calls('/v1/refunds').slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.headers['idempotency-key']).toBe(`pautei-refund-${s.session}`);
      // The provider was only ever called with the refund committed.
      expect(statusAtCall).toEqual(['refunded', 'refunded']);

      const again = await refund();
      expect(again.status).toBe(409);
      expect(fake.calls('/v1/refunds').length).toBe(before + 1);
    } finally {
      fake.onRequest = null;
    }
  });

  it('the billing calendar job moves the money of a refund the provider failed', async () => {
    const { s } = await paidUpfront();
    const admin = await signedInAdmin(t, { email: 'reembolso-job@pautei.test', password: 'admin-senha-forte-9' });
    fake.failNext(400, { type: 'invalid_request_error', message: 'Stripe is not answering as expected' });
    const failed = await admin.json(`/api/admin/payments/${s.paymentId}/refund`, {
      method: 'POST',
      body: { reason: 'Garantia de 7 dias', endsAccess: 'now' },
    });
    expect(failed.status).toBe(502);
    const before = fake.calls('/v1/refunds').length;
    await runBillingCalendarJob(t.pautei.deps);
    expect(await chargeOf(s.paymentId)).toMatchObject({ status: 'refunded', refundProviderStatus: 'done' });
    expect(fake.calls('/v1/refunds').length).toBe(before + 1);
    await runBillingCalendarJob(t.pautei.deps);
    expect(fake.calls('/v1/refunds').length).toBe(before + 1);
  });
});
