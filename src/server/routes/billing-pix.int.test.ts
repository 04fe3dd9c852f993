/**
 * Paying with Pix through the demo provider: prices from the server, a pending charge that grants
 * nothing, the simulated payment, failure, expiry, revoked authorization, the prepaid calendar (monthly
 * tokens on the anchor's day, reminders, the blocked state at the end), two checkouts at once, refunds
 * and the admin's spread.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, profiles } from '../db/schema';
import { runBillingCalendarJob } from '../jobs/billing-calendar';
import { runTokenRenewals } from '../jobs/token-renewal';
import { hasValidCrc } from '../billing/providers/br-code';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { profileOf as profileOfUser, signedInAdmin, signUpOnboarded } from '@tests/support/onboard';
import { pixCheckout, simulatePix as simulate, startUpfront } from '@tests/support/pix-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
const DAY = 24 * 60 * MIN;

describe('prices', () => {
  it('offers 3, 6 and 12 months with the discount of pricing_config, total and monthly equivalent', async () => {
    const body = await (await t.request('/api/billing/plans')).json();
    expect(body.plans[0].upfront).toEqual([
      { months: 3, discountPercent: 5, total: 418.95, monthlyEquivalent: 139.65 },
      { months: 6, discountPercent: 10, total: 793.8, monthlyEquivalent: 132.3 },
      { months: 12, discountPercent: 15, total: 1499.4, monthlyEquivalent: 124.95 },
    ]);
  });

  it('charges the price table, whatever amount the browser sends; refuses other lengths', async () => {
    const u = await newUser();
    const bad = await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 4 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('PIX_MONTHS_INVALID');
    const id = await startUpfront(u, 3);
    await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3, amount: 1, currency: 'USD' });
    const [row] = await t.pautei.deps.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ amount: 418.95, currency: 'BRL', status: 'pending', months: 3 });
  });
});

describe('upfront Pix in the demo', () => {
  it('pending grants nothing; paying makes the account active until three months on, once, with a receipt', async () => {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const u = await newUser();
    const id = await startUpfront(u, 3);

    const page = await u.json(`/api/billing/pix/payments/${id}`);
    expect(page.body).toMatchObject({ status: 'pending', planName: 'Criador Solo', months: 3, amount: 418.95 });
    expect(hasValidCrc(page.body.brCode)).toBe(true);
    expect(page.body.brCode).toContain('PAUTEI DEMO NAO PAGUE');
    expect(page.body.brCode).toContain('5406418.95');
    expect(page.body.qrSvg).toMatch(/^<svg/);

    const sub = await u.json('/api/billing/subscription');
    expect(sub.body).toMatchObject({ status: 'trial', subscription: null });
    expect(sub.body.pendingPayment).toMatchObject({ id, method: 'pix_upfront', months: 3, amount: 418.95 });
    expect((await u.json('/api/me')).body.access.reason).toBe('trial');

    // Someone else cannot see or pay it.
    const other = await newUser();
    expect((await other.json(`/api/billing/pix/payments/${id}`)).status).toBe(404);
    expect((await simulate(other, id, 'pay')).status).toBe(404);

    t.clock.advance(5 * MIN);
    const paid = await simulate(u, id, 'pay');
    expect(paid.body).toMatchObject({ status: 'paid', periodEnd: '2027-02-21T15:05:00.000Z' });
    const profile = await profileOf(u.userId);
    expect(profile).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      paymentMethod: 'pix_upfront',
      tokensRemaining: 150,
    });
    expect(profile.paidUntil?.toISOString()).toBe('2027-02-21T15:05:00.000Z');
    expect(profile.nextRenewalDate?.toISOString()).toBe('2026-12-21T15:05:00.000Z');
    const receipt = t.mailer.sent.filter((m) => m.to === u.email && m.subject.startsWith('Recibo'));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain('R$ 418,95');
    expect(receipt[0]!.text).toContain('Forma de pagamento: Pix antecipado.');
    expect(receipt[0]!.text).toContain('21/11/2026 a 21/02/2027');

    // Pressing again or failing afterwards changes nothing.
    expect((await simulate(u, id, 'pay')).status).toBe(200);
    expect((await simulate(u, id, 'fail')).status).toBe(409);
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2027-02-21T15:05:00.000Z');
    expect(t.mailer.sent.filter((m) => m.to === u.email && m.subject.startsWith('Recibo'))).toHaveLength(1);

    const view = await u.json('/api/billing/subscription');
    expect(view.body).toMatchObject({ paymentMethod: 'pix_upfront', paidUntil: '2027-02-21T15:05:00.000Z' });
    expect(view.body.pendingPayment).toBeNull();
  });

  it('a failed payment keeps the trial; an expired code cannot be paid and frees a new checkout', async () => {
    const u = await newUser();
    const id = await startUpfront(u, 6);
    expect((await simulate(u, id, 'fail')).body.status).toBe('failed');
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('trial');

    const second = await startUpfront(u, 6);
    t.clock.advance(31 * MIN);
    expect((await u.json('/api/billing/subscription')).body.pendingPayment).toBeNull();
    const late = await simulate(u, second, 'pay');
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('PIX_CODE_EXPIRED');
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('trial');
    const third = await startUpfront(u, 12);
    expect(third).not.toBe(second);
  });

  it('two checkouts started at once end in one pending charge and one active period', async () => {
    const u = await newUser();
    const [a, b] = await Promise.all([
      pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3 }),
      pixCheckout(u, { plan: 'agency', method: 'pix_upfront', months: 6 }),
    ]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect([a, b].find((r) => r.status !== 200)?.body.error.code).toBe('PIX_PAYMENT_PENDING');
    const rows = await t.pautei.deps.db.select().from(payments).where(eq(payments.userId, u.userId));
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1);
    await simulate(u, ok[0]!.body.paymentId, 'pay');
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('active');
  });

  it('renews tokens monthly on the anchor day, reminds 7 and 1 day before the end, then blocks and keeps data', async () => {
    t.clock.set(new Date('2027-01-31T12:00:00Z'));
    const u = await newUser();
    const id = await startUpfront(u, 3);
    await simulate(u, id, 'pay');
    const db = t.pautei.deps.db;
    const deps = () => t.pautei.deps;
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2027-04-30T12:00:00.000Z');

    const renewals: string[] = [];
    for (const at of ['2027-02-28T12:00:01Z', '2027-03-31T12:00:01Z']) {
      await db.update(profiles).set({ tokensRemaining: 3 }).where(eq(profiles.userId, u.userId));
      t.clock.set(new Date(at));
      await runTokenRenewals(deps());
      const p = await profileOf(u.userId);
      expect(p.tokensRemaining).toBe(150);
      renewals.push(p.nextRenewalDate!.toISOString());
    }
    // Like a card subscription anchored on the 31st: 28/02, then back to 31/03, then 30/04 (the end).
    expect(renewals).toEqual(['2027-03-31T12:00:00.000Z', '2027-04-30T12:00:00.000Z']);

    t.clock.set(new Date('2027-04-23T13:00:00Z'));
    await runBillingCalendarJob(deps());
    await runBillingCalendarJob(deps());
    const sevenDay = t.mailer.sent.filter((m) => m.to === u.email && m.subject.includes('em 7 dias'));
    expect(sevenDay).toHaveLength(1);
    expect(sevenDay[0]!.text).toContain('30/04/2027');

    t.clock.set(new Date('2027-04-29T13:00:00Z'));
    await runBillingCalendarJob(deps());
    expect(t.mailer.sent.filter((m) => m.to === u.email && m.subject.includes('amanhã'))).toHaveLength(1);
    expect((await u.json('/api/me')).body.access.hasAccess).toBe(true);

    // The end: no access at once (the rule), blocked by the job, nothing renewed, data kept.
    t.clock.set(new Date('2027-04-30T12:00:01Z'));
    expect((await u.json('/api/me')).body.access).toMatchObject({ hasAccess: false, reason: 'no_subscription' });
    await db.update(profiles).set({ tokensRemaining: 3 }).where(eq(profiles.userId, u.userId));
    await runTokenRenewals(deps());
    await runBillingCalendarJob(deps());
    const ended = await profileOf(u.userId);
    expect(ended).toMatchObject({ subscriptionStatus: 'blocked', tokensRemaining: 3, niche: 'fitness' });
    expect(t.mailer.sent.filter((m) => m.to === u.email && m.subject.includes('terminou'))).toHaveLength(1);
    const gated = await u.json('/api/content/daily-scripts');
    expect(gated.status).toBe(402);
  });

  it('paying again before the end adds the months after it, on the same calendar', async () => {
    t.clock.set(new Date('2027-01-31T12:00:00Z'));
    const u = await newUser();
    await simulate(u, await startUpfront(u, 3), 'pay');
    t.clock.set(new Date('2027-04-20T12:00:00Z'));
    const again = await startUpfront(u, 3);
    const res = await simulate(u, again, 'pay');
    expect(res.body.periodEnd).toBe('2027-07-31T12:00:00.000Z');
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2027-07-31T12:00:00.000Z');
  });
});

describe('Pix Automático in the demo', () => {
  it('renews by itself; a revoked authorization ends it at the month end, with an e-mail', async () => {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const u = await newUser();
    const start = await pixCheckout(u, { plan: 'agency', method: 'pix_automatico' });
    expect(start.status).toBe(200);
    const id = start.body.paymentId;
    expect((await simulate(u, id, 'revoke')).status).toBe(409);
    await simulate(u, id, 'pay');
    expect(await profileOf(u.userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'agency',
      agencyPlan: 'social',
      paymentMethod: 'pix_automatico',
      paidUntil: null,
    });
    // Renewing by itself: no Pix upfront on top.
    expect((await pixCheckout(u, { plan: 'agency', method: 'pix_upfront', months: 3 })).body.error.code).toBe(
      'PIX_ALREADY_SUBSCRIBED',
    );

    t.clock.advance(3 * DAY);
    expect((await simulate(u, id, 'revoke')).status).toBe(200);
    const p = await profileOf(u.userId);
    expect(p.paidUntil?.toISOString()).toBe('2026-12-21T15:00:00.000Z');
    const mail = t.mailer.sent.find((m) => m.to === u.email && m.subject.includes('Pix Automático'));
    expect(mail?.text).toContain('ativo até 21/12/2026');
    // The Pix page tells the truth: no longer renewing, paid until then; revoking again is refused.
    const page = await u.json(`/api/billing/pix/payments/${id}`);
    expect(page.body.authorization).toEqual({ renews: false, paidUntil: '2026-12-21T15:00:00.000Z' });
    expect((await simulate(u, id, 'revoke')).status).toBe(409);
  });

  /** A Criador on Pix Automático since 21/11 whose authorization was revoked on 24/11: paid until 21/12. */
  async function revokedCreator() {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const u = await newUser();
    const first = (await pixCheckout(u, { plan: 'solo', method: 'pix_automatico' })).body.paymentId;
    await simulate(u, first, 'pay');
    expect((await u.json(`/api/billing/pix/payments/${first}`)).body.authorization).toEqual({
      renews: true,
      paidUntil: null,
    });
    t.clock.advance(3 * DAY);
    await simulate(u, first, 'revoke');
    await t.pautei.deps.db.update(profiles).set({ tokensRemaining: 7 }).where(eq(profiles.userId, u.userId));
    return u;
  }

  it("after a revocation, months paid upfront begin at the paid month's end: nothing overlaps or is lost", async () => {
    const u = await revokedCreator();
    const id = await startUpfront(u, 3);
    expect((await u.json(`/api/billing/pix/payments/${id}`)).body.startsAt).toBe('2026-12-21T15:00:00.000Z');
    const paid = await simulate(u, id, 'pay');
    const [row] = await t.pautei.deps.db.select().from(payments).where(eq(payments.id, id));
    expect(row!.periodStart?.toISOString()).toBe('2026-12-21T15:00:00.000Z');
    expect(paid.body.periodEnd).toBe('2027-03-21T15:00:00.000Z');
    const p = await profileOf(u.userId);
    // The month in course keeps its allowance and its renewal date; the period goes on from there.
    expect(p).toMatchObject({ subscriptionType: 'creator', paymentMethod: 'pix_upfront', tokensRemaining: 7 });
    expect(p.paidUntil?.toISOString()).toBe('2027-03-21T15:00:00.000Z');
    expect(p.billingAnchor?.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(p.nextRenewalDate?.toISOString()).toBe('2026-12-21T15:00:00.000Z');
  });

  it("after a revocation, authorizing again starts the next debit at the paid month's end; another plan waits", async () => {
    const u = await revokedCreator();
    const other = await pixCheckout(u, { plan: 'agency', method: 'pix_automatico' });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('PIX_PLAN_CHANGE_AFTER_PERIOD');

    const again = (await pixCheckout(u, { plan: 'solo', method: 'pix_automatico' })).body.paymentId;
    const pending = await u.json(`/api/billing/pix/payments/${again}`);
    expect(pending.body).toMatchObject({ startsAt: '2026-12-21T15:00:00.000Z', accountPaid: true });
    await simulate(u, again, 'pay');
    const [row] = await t.pautei.deps.db.select().from(payments).where(eq(payments.id, again));
    expect(row!.periodStart?.toISOString()).toBe('2026-12-21T15:00:00.000Z');
    expect(row!.periodEnd?.toISOString()).toBe('2027-01-21T15:00:00.000Z');
    const p = await profileOf(u.userId);
    expect(p).toMatchObject({ paymentMethod: 'pix_automatico', paidUntil: null, tokensRemaining: 7 });
    expect(p.nextRenewalDate?.toISOString()).toBe('2026-12-21T15:00:00.000Z');
    expect((await u.json(`/api/billing/pix/payments/${again}`)).body.authorization).toEqual({
      renews: true,
      paidUntil: null,
    });
  });
});

describe('admin: spread and refund', () => {
  it('lists a 3-month payment in three monthly shares and refunds it, ending access now or at the month end', async () => {
    const admin = await signedInAdmin(t, { email: 'financeiro@pautei.test', password: 'admin-senha-forte-9' });

    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const u = await newUser();
    const id = await startUpfront(u, 3);
    await simulate(u, id, 'pay');
    const list = await admin.json('/api/admin/payments');
    const row = list.body.payments.find((p: { id: string }) => p.id === id);
    expect(row.shares).toEqual([
      { month: '2026-11', amount: 139.65 },
      { month: '2026-12', amount: 139.65 },
      { month: '2027-01', amount: 139.65 },
    ]);
    const dash = await admin.json('/api/admin/dashboard?period=month');
    expect(dash.body.kpis.monthlyRevenue).toBeGreaterThan(0);

    expect((await u.json(`/api/admin/payments/${id}/refund`, { method: 'POST', body: {} })).status).toBe(403);
    const noReason = await admin.json(`/api/admin/payments/${id}/refund`, {
      method: 'POST',
      body: { reason: '  ', endsAccess: 'now' },
    });
    expect(noReason.body.error.code).toBe('PIX_REFUND_REASON_REQUIRED');

    t.clock.advance(2 * DAY);
    const refund = await admin.json(`/api/admin/payments/${id}/refund`, {
      method: 'POST',
      body: { reason: 'Pediu dentro da garantia de 7 dias', endsAccess: 'period_end' },
    });
    expect(refund.body).toEqual({
      ok: true,
      endsAt: '2026-12-21T15:00:00.000Z',
      resumedUntil: null,
      continuesUntil: null,
    });
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2026-12-21T15:00:00.000Z');
    const again = await admin.json(`/api/admin/payments/${id}/refund`, {
      method: 'POST',
      body: { reason: 'de novo', endsAccess: 'now' },
    });
    expect(again.body.error.code).toBe('PIX_REFUND_NOT_PAID');
    const after = (await admin.json('/api/admin/payments')).body.payments.find((p: { id: string }) => p.id === id);
    expect(after).toMatchObject({ status: 'refunded', shares: [], refundReason: 'Pediu dentro da garantia de 7 dias' });

    const v = await newUser();
    const vid = await startUpfront(v, 6);
    await simulate(v, vid, 'pay');
    await admin.json(`/api/admin/payments/${vid}/refund`, {
      method: 'POST',
      body: { reason: 'Cobrança em duplicidade', endsAccess: 'now' },
    });
    expect((await profileOf(v.userId)).subscriptionStatus).toBe('blocked');
    expect((await v.json('/api/me')).body.access.hasAccess).toBe(false);
  });
});
