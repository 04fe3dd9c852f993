/**
 * Moving from Criador to Agência inside a prepaid Pix period (decision record 0019), with the demo
 * provider: the credit of the unused days (one charge, or several paid to extend), the net charge, the
 * new period from the payment, a failed or expired upgrade that changes nothing, the admin's spread that
 * adds up to the cash received, and the refusals (moving down, monthly methods, a credit that covers it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentCredits, payments, pricingConfig, profiles } from '../db/schema';
import { createOrPromoteAdmin } from '../services/admin-account';
import { applyPaymentEvent } from '../services/payment-state';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { profileOf as profileOfUser, signUpOnboarded } from '@tests/support/onboard';
import { pixCheckout, prepay, simulatePix as simulate, startUpfront } from '@tests/support/pix-demo';
import { ERROR_MESSAGES } from '@shared/messages';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  const credentials = { email: 'receita@pautei.test', password: 'admin-senha-forte-5' };
  await createOrPromoteAdmin(t.pautei.deps.db, t.pautei.deps.auth, credentials, t.clock.now);
  admin = t.agent();
  await admin.json('/api/auth/sign-in/email', { method: 'POST', body: credentials });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.clock.reset();
});

type User = Agent & { email: string; userId: string };
const newUser = (): Promise<User> => signUpOnboarded(t);
const profileOf = (userId: string) => profileOfUser(t, userId);
const MIN = 60_000;
const db = () => t.pautei.deps.db;

const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;

type Share = { month: string; amount: number };

/** The admin's spread of each of the person's paid charges, by charge id. */
async function sharesOf(u: User): Promise<Map<string, Share[]>> {
  const list = await admin.json('/api/admin/payments');
  const rows = list.body.payments as Array<{ id: string; email: string; shares: Share[] }>;
  return new Map(rows.filter((r) => r.email === u.email).map((r) => [r.id, r.shares]));
}

const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);

describe('upgrade from a prepaid Criador to Agência', () => {
  it('credits the unused share of one charge, charges the rest, and starts Agência at the payment', async () => {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const u = await newUser();
    t.clock.advance(5 * MIN);
    const old = await prepay(u, 3);
    const before = await profileOf(u.userId);
    expect(before.paidUntil?.toISOString()).toBe('2027-02-21T15:05:00.000Z');

    // A month later, 15:00 in São Paulo: 62 days and 12h05 of 92 unused → 418.95 × 62.503… / 92 = 284.63.
    t.clock.set(new Date('2026-12-21T18:00:00Z'));
    const view = await u.json('/api/billing/subscription');
    expect(view.body.upgrade).toEqual({
      plan: 'agency',
      credit: 284.63,
      options: [
        { months: 3, discountPercent: 5, total: 846.82, monthlyEquivalent: 282.27, available: true },
        { months: 6, discountPercent: 10, total: 1859.17, monthlyEquivalent: 309.86, available: true },
        { months: 12, discountPercent: 15, total: 3764.77, monthlyEquivalent: 313.73, available: true },
      ],
    });

    const id = await startUpfront(u, 3, 'agency');
    expect(await paymentRow(id)).toMatchObject({ amount: 846.82, credit: 284.63, status: 'pending' });
    const parts = await db().select().from(paymentCredits).where(eq(paymentCredits.paymentId, id));
    expect(parts).toEqual([{ paymentId: id, fromPaymentId: old, amount: 284.63 }]);
    const page = await u.json(`/api/billing/pix/payments/${id}`);
    expect(page.body).toMatchObject({ amount: 846.82, credit: 284.63, planName: 'Agência' });
    expect(page.body.brCode).toContain('5406846.82');

    // Pending: still the prepaid Criador, same end, nothing cut.
    expect(await profileOf(u.userId)).toMatchObject({ subscriptionType: 'creator', paidUntil: before.paidUntil });
    expect((await paymentRow(old)).endedAt).toBeNull();

    await db().update(profiles).set({ tokensRemaining: 4 }).where(eq(profiles.userId, u.userId));
    t.clock.advance(3 * MIN);
    const paid = await simulate(u, id, 'pay');
    expect(paid.body).toMatchObject({ status: 'paid', periodEnd: '2027-03-21T18:03:00.000Z' });
    const after = await profileOf(u.userId);
    expect(after).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'agency',
      agencyPlan: 'social',
      paymentMethod: 'pix_upfront',
      tokensRemaining: after.tokensLimit,
    });
    expect(after.paidUntil?.toISOString()).toBe('2027-03-21T18:03:00.000Z');
    expect(after.billingAnchor?.toISOString()).toBe('2026-12-21T18:03:00.000Z');
    expect(after.nextRenewalDate?.toISOString()).toBe('2027-01-21T18:03:00.000Z');
    expect((await paymentRow(old)).endedAt?.toISOString()).toBe('2026-12-21T18:03:00.000Z');
    const receipt = t.mailer.sent.filter((m) => m.to === u.email && m.subject.startsWith('Recibo')).at(-1);
    expect(receipt?.text).toContain('R$ 846,82');

    // Replayed or late events change nothing; the Agência account has no upgrade to offer.
    expect((await simulate(u, id, 'pay')).status).toBe(200);
    expect((await simulate(u, id, 'fail')).status).toBe(409);
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2027-03-21T18:03:00.000Z');
    expect((await u.json('/api/billing/subscription')).body.upgrade).toBeNull();

    // Revenue: the old charge keeps what was used, in the two prepaid months that began before the upgrade;
    // the new one counts the credit; together exactly the cash received.
    const shares = await sharesOf(u);
    expect(shares.get(old)).toEqual([
      { month: '2026-11', amount: 67.16 },
      { month: '2026-12', amount: 67.16 },
    ]);
    expect(shares.get(id)).toEqual([
      { month: '2026-12', amount: 377.15 },
      { month: '2027-01', amount: 377.15 },
      { month: '2027-02', amount: 377.15 },
    ]);
    expect(cents([...shares.values()].flat().map((s) => s.amount))).toBe(cents([418.95, 846.82]));
  });

  it('credits every charge paid to extend, and the spread and MRR move to the new plan, cent for cent', async () => {
    t.clock.set(new Date('2027-01-31T12:00:00Z'));
    const u = await newUser();
    const first = await prepay(u, 3);
    t.clock.set(new Date('2027-04-20T12:00:00Z'));
    const renewal = await prepay(u, 3);
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2027-07-31T12:00:00.000Z');

    // 25/04 at noon in São Paulo: 5 days 9 h of the first 89 days (25.30) and the whole renewal (418.95).
    t.clock.set(new Date('2027-04-25T15:00:00Z'));
    const revenueBefore = (await admin.json('/api/admin/dashboard?period=month')).body.kpis.monthlyRevenue;
    const view = await u.json('/api/billing/subscription');
    expect(view.body.upgrade.credit).toBe(444.25);
    expect(view.body.upgrade.options[0]).toMatchObject({ months: 3, total: 687.2, monthlyEquivalent: 229.07 });
    const id = await startUpfront(u, 3, 'agency');
    const parts = await db().select().from(paymentCredits).where(eq(paymentCredits.paymentId, id));
    expect(new Map(parts.map((p) => [p.fromPaymentId, p.amount]))).toEqual(
      new Map([
        [first, 25.3],
        [renewal, 418.95],
      ]),
    );
    await simulate(u, id, 'pay');
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2027-07-25T15:00:00.000Z');
    expect((await paymentRow(first)).endedAt?.toISOString()).toBe('2027-04-25T15:00:00.000Z');
    expect((await paymentRow(renewal)).endedAt?.toISOString()).toBe('2027-04-25T15:00:00.000Z');

    const shares = await sharesOf(u);
    // 418.95 − 25.30 = 393.65 over the three months the first charge covered; the renewal none.
    expect(shares.get(first)).toEqual([
      { month: '2027-01', amount: 131.21 },
      { month: '2027-02', amount: 131.21 },
      { month: '2027-03', amount: 131.23 },
    ]);
    expect(shares.get(renewal)).toEqual([]);
    expect(shares.get(id)).toEqual([
      { month: '2027-04', amount: 377.15 },
      { month: '2027-05', amount: 377.15 },
      { month: '2027-06', amount: 377.15 },
    ]);
    expect(cents([...shares.values()].flat().map((s) => s.amount))).toBe(cents([418.95, 418.95, 687.2]));

    // MRR: the first charge's 139.65 a month is replaced by the new period's 1131.45 / 3 = 377.15.
    const revenueAfter = (await admin.json('/api/admin/dashboard?period=month')).body.kpis.monthlyRevenue;
    expect(Math.round((revenueAfter - revenueBefore) * 100)).toBe(cents([377.15, -139.65]));

    // The credited charges cannot be refunded on their own; refunding the upgrade gives each its cash back.
    const refuseOld = await admin.json(`/api/admin/payments/${renewal}/refund`, {
      method: 'POST',
      body: { reason: 'Pedido do cliente', endsAccess: 'now' },
    });
    expect(refuseOld.body.error.code).toBe('PIX_REFUND_CREDITED');
    const refund = await admin.json(`/api/admin/payments/${id}/refund`, {
      method: 'POST',
      body: { reason: 'Pedido do cliente', endsAccess: 'now' },
    });
    expect(refund.body.ok).toBe(true);
    const afterRefund = await sharesOf(u);
    expect(afterRefund.get(id)).toEqual([]);
    expect(cents([...afterRefund.values()].flat().map((s) => s.amount))).toBe(cents([418.95, 418.95]));
  });

  it('a failed or expired upgrade changes nothing; a late "paid" for the expired code is still applied once', async () => {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const u = await newUser();
    const old = await prepay(u, 6);
    const before = await profileOf(u.userId);
    t.clock.set(new Date('2026-12-10T15:00:00Z'));
    const credit = (await u.json('/api/billing/subscription')).body.upgrade.credit;

    const failed = await startUpfront(u, 3, 'agency');
    expect((await simulate(u, failed, 'fail')).body.status).toBe('failed');
    const expired = await startUpfront(u, 6, 'agency');
    t.clock.advance(31 * MIN);
    expect((await u.json('/api/billing/subscription')).body.pendingPayment).toBeNull();
    const unchanged = await profileOf(u.userId);
    expect(unchanged).toMatchObject({ subscriptionType: 'creator', subscriptionStatus: 'active' });
    expect(unchanged.paidUntil).toEqual(before.paidUntil);
    expect((await paymentRow(old)).endedAt).toBeNull();
    expect((await u.json('/api/billing/subscription')).body.upgrade.credit).toBe(credit);

    // The provider confirms the expired code after all: money received, applied, and only once.
    const late = {
      eventId: `late_${expired}`,
      eventType: 'checkout.session.async_payment_succeeded',
      occurredAt: t.clock.now,
      kind: 'paid' as const,
      paymentId: expired,
    };
    expect((await applyPaymentEvent(db(), late, t.clock.now)).outcome).toBe('applied');
    expect((await applyPaymentEvent(db(), late, t.clock.now)).outcome).toBe('duplicate');
    const failedAfter = { ...late, eventId: `late_fail_${failed}`, kind: 'paid' as const, paymentId: failed };
    expect((await applyPaymentEvent(db(), failedAfter, t.clock.now)).outcome).toBe('stale');
    expect(await profileOf(u.userId)).toMatchObject({ subscriptionType: 'agency', paymentMethod: 'pix_upfront' });
    expect((await paymentRow(old)).endedAt).not.toBeNull();
  });

  it('two upgrades started at once end in one pending charge and one Agência period', async () => {
    const u = await newUser();
    await prepay(u, 3);
    const [a, b] = await Promise.all([
      pixCheckout(u, { plan: 'agency', method: 'pix_upfront', months: 3 }),
      pixCheckout(u, { plan: 'agency', method: 'pix_upfront', months: 12 }),
    ]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    await simulate(u, ok[0]!.body.paymentId, 'pay');
    const rows = await db().select().from(payments).where(eq(payments.userId, u.userId));
    expect(rows.filter((r) => r.plan === 'agency' && r.status === 'paid')).toHaveLength(1);
    expect((await profileOf(u.userId)).subscriptionType).toBe('agency');
  });
});

describe('refused during a prepaid period', () => {
  it('moving down to Criador waits for the end of the period, with a message that says so', async () => {
    const u = await newUser();
    await prepay(u, 3, 'agency');
    const res = await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PIX_DOWNGRADE_DURING_PREPAID');
    // What the screen shows for that code.
    expect(ERROR_MESSAGES.PIX_DOWNGRADE_DURING_PREPAID).toContain('no fim do período');
    expect((await u.json('/api/billing/subscription')).body.upgrade).toBeNull();
    // Renewing the same plan is still possible.
    expect((await pixCheckout(u, { plan: 'agency', method: 'pix_upfront', months: 3 })).status).toBe(200);
  });

  it('Pix Automático or a card waits for the end too, and the message says what can be done now', async () => {
    const u = await newUser();
    await prepay(u, 3);
    for (const body of [
      { plan: 'solo', method: 'pix_automatico' },
      { plan: 'agency', method: 'pix_automatico' },
    ]) {
      const res = await pixCheckout(u, body);
      expect(res.body.error.code).toBe('PREPAID_MONTHLY_UNAVAILABLE');
    }
    const card = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'agency' } });
    expect(card.status).toBe(409);
    expect(card.body.error.code).toBe('PREPAID_MONTHLY_UNAVAILABLE');
    expect(ERROR_MESSAGES.PREPAID_MONTHLY_UNAVAILABLE).toContain('quando ele terminar');
    expect(ERROR_MESSAGES.PREPAID_MONTHLY_UNAVAILABLE).toContain('mudar para a Agência com Pix antecipado');
  });

  it('an option the credit nearly covers (prices the admin lowered) is marked and refused', async () => {
    const u = await newUser();
    await prepay(u, 12);
    const agency = eq(pricingConfig.planType, 'agency_social');
    const [saved] = await db().select({ basePrice: pricingConfig.basePrice }).from(pricingConfig).where(agency);
    await db().update(pricingConfig).set({ basePrice: 20 }).where(agency);
    try {
      const options = (await u.json('/api/billing/subscription')).body.upgrade.options;
      expect(options.map((o: { available: boolean }) => o.available)).toEqual([false, false, false]);
      const res = await pixCheckout(u, { plan: 'agency', method: 'pix_upfront', months: 12 });
      expect(res.body.error.code).toBe('PIX_CREDIT_COVERS_CHARGE');
      const rows = await db().select().from(payments).where(eq(payments.userId, u.userId));
      expect(rows.filter((r) => r.status === 'pending')).toHaveLength(0);
    } finally {
      await db().update(pricingConfig).set({ basePrice: saved!.basePrice }).where(agency);
    }
  });
});
