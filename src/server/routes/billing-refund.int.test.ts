/**
 * Refunding one of several prepaid Pix charges that follow one another (decision record 0019), with the
 * demo provider: only the refunded charge's months leave the calendar, the charges paid after it begin
 * where its access ends (now, or at the month's end), the account stays active exactly as long as it is
 * still paid for, on its renewal calendar, and the admin's spread, MRR and churn follow. Also: an upgrade
 * renewed since is refunded after its renewal, a charge an open upgrade quotes as credit waits, and a
 * replayed or concurrent refund changes things once. Each case lives in its own years, so the dashboard's
 * MRR at a moment is that of the one account paying then. Runs on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paidAccessPeriods, payments, profiles } from '../db/schema';
import { runBillingCalendarJob } from '../jobs/billing-calendar';
import { runTokenRenewals } from '../jobs/token-renewal';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { profileOf as profileOfUser, signedInAdmin, signUpOnboarded } from '@tests/support/onboard';
import { prepay, startUpfront, simulatePix as simulate } from '@tests/support/pix-demo';
import { ERROR_MESSAGES } from '@shared/messages';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, { email: 'estornos@pautei.test', password: 'admin-senha-forte-7' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.clock.reset();
});

type User = Agent & { email: string; userId: string };
type Share = { month: string; amount: number };
type Row = { id: string; email: string; status: string; shares: Share[]; upgradeRenewed: boolean };

const newUser = (): Promise<User> => signUpOnboarded(t);
const profileOf = (userId: string) => profileOfUser(t, userId);
const db = () => t.pautei.deps.db;
const at = (iso: string) => t.clock.set(new Date(iso));
const MIN = 60_000;

const refund = (id: string, endsAccess: 'now' | 'period_end') =>
  admin.json(`/api/admin/payments/${id}/refund`, { method: 'POST', body: { reason: 'Pedido do cliente', endsAccess } });

/** A charge's period as ISO strings. */
async function periodOf(id: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return { status: row!.status, start: row!.periodStart?.toISOString(), end: row!.periodEnd?.toISOString() };
}

/** The admin's list rows of the person's charges, by charge id. */
async function rowsOf(u: User): Promise<Map<string, Row>> {
  const rows = (await admin.json('/api/admin/payments')).body.payments as Row[];
  return new Map(rows.filter((r) => r.email === u.email).map((r) => [r.id, r]));
}

const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);
const spreadCents = (rows: Map<string, Row>) => cents([...rows.values()].flatMap((r) => r.shares.map((s) => s.amount)));
const monthlyRevenue = async (): Promise<number> =>
  (await admin.json('/api/admin/dashboard?period=month')).body.kpis.monthlyRevenue;
const threeShares = (months: string[]) => months.map((month) => ({ month, amount: 139.65 }));

const stretchesOf = (u: User) =>
  db()
    .select()
    .from(paidAccessPeriods)
    .where(eq(paidAccessPeriods.userId, u.userId))
    .orderBy(asc(paidAccessPeriods.startedAt));

const refundMail = (u: User) =>
  t.mailer.sent.filter((m) => m.to === u.email && m.subject.startsWith('Reembolso')).at(-1);

describe('refunding the first of two charges that follow one another', () => {
  it('"now": the second charge begins now with its three months, on the same renewal calendar', async () => {
    // 21/11 at noon in São Paulo: three months, then three more paid early (they begin on 21/02).
    at('2026-11-21T15:00:00Z');
    const u = await newUser();
    const first = await prepay(u, 3);
    at('2026-12-10T15:00:00Z');
    const second = await prepay(u, 3);
    expect(await periodOf(second)).toMatchObject({
      start: '2027-02-21T15:00:00.000Z',
      end: '2027-05-21T15:00:00.000Z',
    });

    at('2026-12-15T15:00:00Z');
    expect(await monthlyRevenue()).toBe(139.65);
    const res = await refund(first, 'now');
    expect(res.body).toEqual({
      ok: true,
      endsAt: '2026-12-15T15:00:00.000Z',
      resumedUntil: null,
      continuesUntil: '2027-03-15T15:00:00.000Z',
    });
    expect(await periodOf(second)).toEqual({
      status: 'paid',
      start: '2026-12-15T15:00:00.000Z',
      end: '2027-03-15T15:00:00.000Z',
    });
    const p = await profileOf(u.userId);
    expect(p).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      paymentMethod: 'pix_upfront',
    });
    expect(p.paidUntil?.toISOString()).toBe('2027-03-15T15:00:00.000Z');
    // The allowance keeps its day of the month: the anchor's 21st.
    expect(p.billingAnchor?.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(p.nextRenewalDate?.toISOString()).toBe('2026-12-21T15:00:00.000Z');
    expect((await u.json('/api/me')).body.access).toMatchObject({ hasAccess: true });
    expect(refundMail(u)?.text).toContain(
      'Os meses que você pagou em outros pagamentos continuam valendo: seu plano fica ativo até 15/03/2027.',
    );

    // Revenue: the refunded charge counts nothing, the second its cash in the months it now begins in.
    const rows = await rowsOf(u);
    expect(rows.get(first)).toMatchObject({ status: 'refunded', shares: [] });
    expect(rows.get(second)?.shares).toEqual(threeShares(['2026-12', '2027-01', '2027-02']));
    expect(spreadCents(rows)).toBe(cents([418.95]));
    // MRR: the second charge's monthly share takes the refunded one's place.
    expect(await monthlyRevenue()).toBe(139.65);
    // Churn: nothing was interrupted.
    expect(await stretchesOf(u)).toMatchObject([{ endedAt: null }]);

    await db().update(profiles).set({ tokensRemaining: 3 }).where(eq(profiles.userId, u.userId));
    at('2026-12-21T15:00:01Z');
    await runTokenRenewals(t.pautei.deps);
    const renewed = await profileOf(u.userId);
    expect(renewed.tokensRemaining).toBe(renewed.tokensLimit);
    expect(renewed.nextRenewalDate?.toISOString()).toBe('2027-01-21T15:00:00.000Z');

    // Paying again adds exactly three months after the moved end.
    at('2027-01-10T15:00:00Z');
    const third = await prepay(u, 3);
    expect(await periodOf(third)).toMatchObject({ start: '2027-03-15T15:00:00.000Z', end: '2027-06-15T15:00:00.000Z' });
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2027-06-15T15:00:00.000Z');

    // When the paid months run out, the period ended (it was not the refund that ended it).
    at('2027-06-15T15:01:00Z');
    await runBillingCalendarJob(t.pautei.deps);
    expect((await profileOf(u.userId)).subscriptionStatus).toBe('blocked');
    const [stretch] = await stretchesOf(u);
    expect(stretch).toMatchObject({ endReason: 'prepaid_ended' });
    expect(stretch!.endedAt?.toISOString()).toBe('2027-06-15T15:00:00.000Z');
  });

  it('"period_end": the second charge begins at the month\'s end, on the calendar; a replay refunds nothing', async () => {
    // Anchored on the 31st: the first three months end on 30/04, the next three on 31/07.
    at('2029-01-31T15:00:00Z');
    const u = await newUser();
    const first = await prepay(u, 3);
    at('2029-03-01T15:00:00Z');
    const second = await prepay(u, 3);
    expect(await periodOf(second)).toMatchObject({
      start: '2029-04-30T15:00:00.000Z',
      end: '2029-07-31T15:00:00.000Z',
    });

    at('2029-03-05T15:00:00Z');
    expect(await monthlyRevenue()).toBe(139.65);
    // The same request twice at once (a double click, a retried call): one refund, one move.
    const answers = await Promise.all([refund(first, 'period_end'), refund(first, 'period_end')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const done = answers.find((a) => a.status === 200)!;
    expect(done.body).toEqual({
      ok: true,
      endsAt: '2029-03-31T15:00:00.000Z',
      resumedUntil: null,
      continuesUntil: '2029-06-30T15:00:00.000Z',
    });
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('PIX_REFUND_NOT_PAID');
    // 31/03 → 30/04 → 31/05 → 30/06: the anchor's calendar, three months.
    const moved = { status: 'paid', start: '2029-03-31T15:00:00.000Z', end: '2029-06-30T15:00:00.000Z' };
    expect(await periodOf(second)).toEqual(moved);
    const p = await profileOf(u.userId);
    expect(p).toMatchObject({ subscriptionStatus: 'active', subscriptionType: 'creator' });
    expect(p.paidUntil?.toISOString()).toBe('2029-06-30T15:00:00.000Z');
    expect(p.billingAnchor?.toISOString()).toBe('2029-01-31T15:00:00.000Z');

    // Asked again later: refused, nothing moves again.
    const again = await refund(first, 'now');
    expect(again.body.error.code).toBe('PIX_REFUND_NOT_PAID');
    expect(await periodOf(second)).toEqual(moved);
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2029-06-30T15:00:00.000Z');
    expect(t.mailer.sent.filter((m) => m.to === u.email && m.subject.startsWith('Reembolso'))).toHaveLength(1);

    const rows = await rowsOf(u);
    expect(rows.get(second)?.shares).toEqual(threeShares(['2029-03', '2029-04', '2029-05']));
    expect(spreadCents(rows)).toBe(cents([418.95]));
    // MRR: until the month's end nothing is counted (the refunded charge counts nothing), then the second.
    expect(await monthlyRevenue()).toBe(0);
    at('2029-04-01T15:00:00Z');
    expect(await monthlyRevenue()).toBe(139.65);
    expect((await u.json('/api/me')).body.access).toMatchObject({ hasAccess: true });
  });
});

describe('refunding the middle one of three', () => {
  it('the first keeps its months, the third takes the refunded months', async () => {
    at('2031-01-31T15:00:00Z');
    const u = await newUser();
    const first = await prepay(u, 3);
    at('2031-02-10T15:00:00Z');
    const middle = await prepay(u, 3);
    at('2031-02-11T15:00:00Z');
    const last = await prepay(u, 3);
    expect(await periodOf(last)).toMatchObject({ start: '2031-07-31T15:00:00.000Z', end: '2031-10-31T15:00:00.000Z' });

    at('2031-02-15T15:00:00Z');
    // Its months had not begun: "now" takes them away and nothing else.
    const res = await refund(middle, 'now');
    expect(res.body).toEqual({
      ok: true,
      endsAt: '2031-04-30T15:00:00.000Z',
      resumedUntil: null,
      continuesUntil: '2031-07-31T15:00:00.000Z',
    });
    expect(await periodOf(first)).toEqual({
      status: 'paid',
      start: '2031-01-31T15:00:00.000Z',
      end: '2031-04-30T15:00:00.000Z',
    });
    expect(await periodOf(last)).toEqual({
      status: 'paid',
      start: '2031-04-30T15:00:00.000Z',
      end: '2031-07-31T15:00:00.000Z',
    });
    const p = await profileOf(u.userId);
    expect(p).toMatchObject({ subscriptionStatus: 'active' });
    expect(p.paidUntil?.toISOString()).toBe('2031-07-31T15:00:00.000Z');
    expect(p.nextRenewalDate?.toISOString()).toBe('2031-02-28T15:00:00.000Z');

    const rows = await rowsOf(u);
    expect(rows.get(first)?.shares).toEqual(threeShares(['2031-01', '2031-02', '2031-03']));
    expect(rows.get(middle)).toMatchObject({ status: 'refunded', shares: [] });
    expect(rows.get(last)?.shares).toEqual(threeShares(['2031-04', '2031-05', '2031-06']));
    expect(spreadCents(rows)).toBe(cents([418.95, 418.95]));
    expect(await monthlyRevenue()).toBe(139.65);
    expect(await stretchesOf(u)).toMatchObject([{ endedAt: null }]);
  });
});

describe('refunds around an upgrade', () => {
  it('an upgrade renewed since is refunded after the renewal; then the Criador months resume', async () => {
    at('2033-11-24T12:00:00Z');
    const u = await newUser();
    const old = await prepay(u, 3);
    t.clock.advance(5 * MIN);
    const upgrade = await prepay(u, 3, 'agency');
    at('2033-12-01T12:00:00Z');
    const renewal = await prepay(u, 3, 'agency');
    expect(await periodOf(renewal)).toMatchObject({
      start: '2034-02-24T12:05:00.000Z',
      end: '2034-05-24T12:05:00.000Z',
    });

    const listed = await rowsOf(u);
    expect(listed.get(upgrade)).toMatchObject({ upgradeRenewed: true });
    expect(listed.get(renewal)).toMatchObject({ upgradeRenewed: false });
    const refused = await refund(upgrade, 'now');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PIX_REFUND_UPGRADE_RENEWED');
    expect(ERROR_MESSAGES.PIX_REFUND_UPGRADE_RENEWED).toContain('Reembolse primeiro a renovação');
    expect(await periodOf(upgrade)).toMatchObject({ status: 'paid' });
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2034-05-24T12:05:00.000Z');

    // The renewal first: its months had not begun, the Agência period ends where it was to begin.
    const first = await refund(renewal, 'now');
    expect(first.body).toMatchObject({ endsAt: '2034-02-24T12:05:00.000Z', continuesUntil: null });
    expect((await profileOf(u.userId)).paidUntil?.toISOString()).toBe('2034-02-24T12:05:00.000Z');
    expect((await rowsOf(u)).get(upgrade)).toMatchObject({ upgradeRenewed: false });

    const second = await refund(upgrade, 'now');
    expect(second.body).toEqual({
      ok: true,
      endsAt: '2033-12-01T12:00:00.000Z',
      resumedUntil: '2034-02-24T12:00:00.000Z',
      continuesUntil: null,
    });
    const p = await profileOf(u.userId);
    expect(p).toMatchObject({ subscriptionStatus: 'active', subscriptionType: 'creator' });
    expect(p.paidUntil?.toISOString()).toBe('2034-02-24T12:00:00.000Z');
    const rows = await rowsOf(u);
    expect(rows.get(old)?.shares).toEqual(threeShares(['2033-11', '2033-12', '2034-01']));
    expect(spreadCents(rows)).toBe(cents([418.95]));
    expect(await monthlyRevenue()).toBe(139.65);
  });

  it('a charge an upgrade in progress quotes as credit waits until that code is paid or expires', async () => {
    at('2035-03-10T15:00:00Z');
    const u = await newUser();
    const paid = await prepay(u, 3);
    const pending = await startUpfront(u, 3, 'agency');
    const refused = await refund(paid, 'now');
    expect(refused.body.error.code).toBe('PIX_REFUND_CREDIT_PENDING');
    expect(await periodOf(paid)).toMatchObject({ status: 'paid' });

    // The code expires unpaid: the charge is refunded, and the old code cannot be paid any more.
    t.clock.advance(31 * MIN);
    expect((await refund(paid, 'now')).status).toBe(200);
    expect((await simulate(u, pending, 'pay')).status).not.toBe(200);
    expect(await profileOf(u.userId)).toMatchObject({ subscriptionStatus: 'blocked', subscriptionType: 'creator' });
  });
});

describe('two refunds of one account at once', () => {
  it('both apply, in either order, to the same end', async () => {
    at('2037-05-10T15:00:00Z');
    const u = await newUser();
    const first = await prepay(u, 3);
    const second = await prepay(u, 3);
    at('2037-06-01T15:00:00Z');
    const answers = await Promise.all([refund(first, 'now'), refund(second, 'now')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await periodOf(first)).status).toBe('refunded');
    expect((await periodOf(second)).status).toBe('refunded');
    const p = await profileOf(u.userId);
    expect(p.subscriptionStatus).toBe('blocked');
    expect(p.paidUntil?.toISOString()).toBe('2037-06-01T15:00:00.000Z');
    expect(spreadCents(await rowsOf(u))).toBe(0);
    expect(await stretchesOf(u)).toMatchObject([{ endReason: 'refunded' }]);
  });
});
