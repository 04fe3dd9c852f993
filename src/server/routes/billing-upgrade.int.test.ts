/**
 * Moving from Criador to Agência inside a prepaid Pix period (decision record 0019), with the demo
 * provider: the credit of the unused days (one charge, or several paid to extend), the net charge, the
 * new period from the payment, a failed or expired upgrade that changes nothing, the admin's spread that
 * adds up to the cash received, and the refusals (moving down, monthly methods, a credit that covers it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentCredits, payments, pricingConfig, profiles } from '../db/schema';
import { applyPaymentEvent } from '../billing/payment-state';
import { runBillingCalendarJob } from '../jobs/billing-calendar';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { profileOf as profileOfUser, signedInAdmin, signUpOnboarded } from '@tests/support/onboard';
import { pixCheckout, prepay, simulatePix as simulate, startUpfront } from '@tests/support/pix-demo';
import { ERROR_MESSAGES } from '@shared/messages';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, { email: 'receita@pautei.test', password: 'admin-senha-forte-5' });
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
      // Each option as everyone sees it (list total, discount, monthly equivalent), and what is paid now.
      options: [
        { months: 3, discountPercent: 5, total: 1131.45, monthlyEquivalent: 377.15, payNow: 846.82, available: true },
        { months: 6, discountPercent: 10, total: 2143.8, monthlyEquivalent: 357.3, payNow: 1859.17, available: true },
        { months: 12, discountPercent: 15, total: 4049.4, monthlyEquivalent: 337.45, payNow: 3764.77, available: true },
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
    expect(view.body.upgrade.options[0]).toMatchObject({ months: 3, total: 1131.45, payNow: 687.2 });
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

type PaymentRowView = { id: string; email: string; shares: Share[]; creditGiven: number; status: string };

/** The admin's list rows of the person's charges, by charge id. */
async function adminRowsOf(u: User): Promise<Map<string, PaymentRowView>> {
  const rows = (await admin.json('/api/admin/payments')).body.payments as PaymentRowView[];
  return new Map(rows.filter((r) => r.email === u.email).map((r) => [r.id, r]));
}

const monthlyRevenue = async (): Promise<number> =>
  (await admin.json('/api/admin/dashboard?period=month')).body.kpis.monthlyRevenue;

/**
 * The QA case: a Criador prepays 3 months (R$ 418,95), moves up the same day with all of it credited
 * (R$ 712,50 for Agência's 3 months), and two days later the admin refunds the upgrade.
 */
async function upgradedCreator() {
  t.clock.set(new Date('2026-11-24T12:00:00Z'));
  const u = await newUser();
  const old = await prepay(u, 3);
  t.clock.advance(5 * MIN);
  const upgrade = await startUpfront(u, 3, 'agency');
  expect(await paymentRow(upgrade)).toMatchObject({ amount: 712.5, credit: 418.95 });
  await simulate(u, upgrade, 'pay');
  expect(await profileOf(u.userId)).toMatchObject({ subscriptionType: 'agency' });
  // The old charge became credit: the admin's list says so, and it is not refunded on its own.
  expect((await adminRowsOf(u)).get(old)).toMatchObject({ creditGiven: 418.95, shares: [] });
  t.clock.set(new Date('2026-11-26T12:00:00Z'));
  return { u, old, upgrade };
}

const refundUpgrade = (id: string, endsAccess: 'now' | 'period_end') =>
  admin.json(`/api/admin/payments/${id}/refund`, { method: 'POST', body: { reason: 'Pedido da cliente', endsAccess } });

/** The old charge's revenue back in its own three months, the refunded upgrade's none: the cash kept. */
async function expectSpreadOfOldChargeOnly(u: User, old: string, upgrade: string) {
  const rows = await adminRowsOf(u);
  expect(rows.get(old)).toMatchObject({
    creditGiven: 0,
    shares: [
      { month: '2026-11', amount: 139.65 },
      { month: '2026-12', amount: 139.65 },
      { month: '2027-01', amount: 139.65 },
    ],
  });
  expect(rows.get(upgrade)).toMatchObject({ status: 'refunded', shares: [] });
  expect(cents([...rows.values()].flatMap((r) => r.shares.map((s) => s.amount)))).toBe(cents([418.95]));
}

describe('refunding an upgrade gives its cash back and the prepaid Criador months resume', () => {
  it('"now": back to Criador at once, until the old period\'s own end, on its calendar', async () => {
    const { u, old, upgrade } = await upgradedCreator();
    const before = await monthlyRevenue();
    const res = await refundUpgrade(upgrade, 'now');
    expect(res.body).toEqual({
      ok: true,
      endsAt: '2026-11-26T12:00:00.000Z',
      resumedUntil: '2027-02-24T12:00:00.000Z',
      continuesUntil: null,
    });
    const p = await profileOf(u.userId);
    expect(p).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      agencyPlan: null,
      paymentMethod: 'pix_upfront',
      creatorResumesAt: null,
    });
    expect(p.paidUntil?.toISOString()).toBe('2027-02-24T12:00:00.000Z');
    expect(p.billingAnchor?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(p.nextRenewalDate?.toISOString()).toBe('2026-12-24T12:00:00.000Z');
    expect((await paymentRow(old)).endedAt).toBeNull();
    expect((await u.json('/api/me')).body.access).toMatchObject({ hasAccess: true });
    const mail = t.mailer.sent.filter((m) => m.to === u.email && m.subject.startsWith('Reembolso')).at(-1);
    expect(mail?.text).toContain('Reembolsamos R$ 712,50');
    expect(mail?.text).toContain('Você voltou ao plano Criador Solo que já tinha pago, até 24/02/2027.');

    await expectSpreadOfOldChargeOnly(u, old, upgrade);
    // MRR: the upgrade's (712.50 + 418.95) / 3 = 377.15 a month gives way to the Criador charge's 139.65.
    expect(Math.round(((await monthlyRevenue()) - before) * 100)).toBe(cents([139.65, -377.15]));
    // Back on a prepaid Criador period: moving up is quoted again from the resumed charge.
    expect((await u.json('/api/billing/subscription')).body.upgrade).toMatchObject({ plan: 'agency' });
  });

  it('"period_end": Agência to the month\'s end, then Criador until the old end, by the billing calendar', async () => {
    const { u, old, upgrade } = await upgradedCreator();
    const before = await monthlyRevenue();
    const res = await refundUpgrade(upgrade, 'period_end');
    expect(res.body).toEqual({
      ok: true,
      endsAt: '2026-12-24T12:05:00.000Z',
      resumedUntil: '2027-02-24T12:00:00.000Z',
      continuesUntil: null,
    });
    const during = await profileOf(u.userId);
    expect(during).toMatchObject({ subscriptionStatus: 'active', subscriptionType: 'agency' });
    expect(during.paidUntil?.toISOString()).toBe('2027-02-24T12:00:00.000Z');
    expect(during.creatorResumesAt?.toISOString()).toBe('2026-12-24T12:05:00.000Z');
    const view = (await u.json('/api/billing/subscription')).body;
    expect(view).toMatchObject({ creatorResumesAt: '2026-12-24T12:05:00.000Z', upgrade: null });
    // Nothing to buy in those last Agência days: the plan is already set to go back.
    const refused = await pixCheckout(u, { plan: 'agency', method: 'pix_upfront', months: 3 });
    expect(refused.body.error.code).toBe('PIX_PLAN_REVERTING');
    const mail = t.mailer.sent.filter((m) => m.to === u.email && m.subject.startsWith('Reembolso')).at(-1);
    expect(mail?.text).toContain(
      'Seu plano Agência vai até 24/12/2026; depois, você volta ao plano Criador Solo que já tinha pago, até 24/02/2027.',
    );
    await expectSpreadOfOldChargeOnly(u, old, upgrade);
    expect(Math.round(((await monthlyRevenue()) - before) * 100)).toBe(cents([139.65, -377.15]));

    // The calendar job before the month's end changes nothing; after it, the account is Criador again.
    const deps = t.pautei.deps;
    t.clock.set(new Date('2026-12-24T12:00:00Z'));
    await runBillingCalendarJob(deps);
    expect((await profileOf(u.userId)).subscriptionType).toBe('agency');
    t.clock.set(new Date('2026-12-24T12:10:00Z'));
    await db().update(profiles).set({ tokensRemaining: 2 }).where(eq(profiles.userId, u.userId));
    await runBillingCalendarJob(deps);
    const after = await profileOf(u.userId);
    expect(after).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      agencyPlan: null,
      creatorResumesAt: null,
      tokensRemaining: after.tokensLimit,
    });
    expect(after.paidUntil?.toISOString()).toBe('2027-02-24T12:00:00.000Z');
    expect(after.billingAnchor?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(after.nextRenewalDate?.toISOString()).toBe('2027-01-24T12:00:00.000Z');
    expect((await u.json('/api/me')).body.access).toMatchObject({ hasAccess: true });

    // At the old period's own end the account is blocked as any prepaid period.
    t.clock.set(new Date('2027-02-24T12:01:00Z'));
    await runBillingCalendarJob(deps);
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('blocked');
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
