/**
 * The admin's churn figure through GET /api/admin/dashboard, on accounts arranged through the real billing
 * paths (demo card checkout and portal, the card webhook's failed payment, demo Pix prepaid and Pix
 * Automático, the admin's refund, the billing calendar job), with a team that counts once.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidAccessPeriods } from '../db/schema';
import { createOrPromoteAdmin } from '../services/admin-account';
import { applyBillingChange } from '../billing/subscription-state';
import { runBillingCalendarJob } from '../jobs/billing-calendar';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { profileOf, setAccount, signUpOnboarded } from '@tests/support/onboard';

// Thursday 14 May 2026, 12:00 in São Paulo: the window is 15/04 to 14/05.
const NOW = new Date('2026-05-14T15:00:00.000Z');
const ADMIN = { email: 'churn-admin@pautei.test', password: 'admin-senha-forte-2' };

type User = Agent & { email: string; userId: string };
let t: TestApp;
let admin: Agent;
const accounts: Record<string, User> = {};

const at = (iso: string) => t.clock.set(new Date(iso));

async function cardCheckout(u: User, plan: 'solo' | 'agency') {
  const res = await u.json('/api/billing/checkout', { method: 'POST', body: { plan } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const session = new URL(res.body.url).searchParams.get('session')!;
  const confirm = await u.json('/api/billing/demo/confirm', { method: 'POST', body: { session } });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
}

async function payPix(u: User, body: Record<string, unknown>): Promise<string> {
  const res = await u.json('/api/billing/pix/checkout', { method: 'POST', body: { plan: 'solo', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.paymentId as string;
  expect((await u.json(`/api/billing/demo/pix/${id}`, { method: 'POST', body: { action: 'pay' } })).status).toBe(200);
  return id;
}

async function newAccount(key: string, plan: 'solo' | 'agency' = 'solo') {
  const u = await signUpOnboarded(t, plan === 'agency' ? { selectedPlan: 'agency' } : undefined);
  accounts[key] = u;
  return u;
}

const stretchesOf = (key: string) =>
  t.pautei.deps.db
    .select()
    .from(paidAccessPeriods)
    .where(eq(paidAccessPeriods.userId, accounts[key]!.userId))
    .orderBy(asc(paidAccessPeriods.startedAt));

async function dashboard(query: string) {
  const res = await admin.json(`/api/admin/dashboard?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp();
  const deps = () => t.pautei.deps;
  await createOrPromoteAdmin(deps().db, deps().auth, ADMIN, t.clock.now);
  admin = t.agent();
  await admin.json('/api/auth/sign-in/email', { method: 'POST', body: ADMIN });

  // Before the window: prepaid Pix (3 months), a 6-month prepaid later refunded, card subscriptions, an
  // agency with a member, Pix Automático, and a trial that never pays.
  at('2026-02-01T15:00:00Z');
  await payPix(await newAccount('pixPrepaid'), { method: 'pix_upfront', months: 3 });
  await payPix(await newAccount('pixRenewed'), { method: 'pix_upfront', months: 3 });
  at('2026-03-01T15:00:00Z');
  const refundedPayment = await payPix(await newAccount('refunded'), { method: 'pix_upfront', months: 6 });
  at('2026-04-01T15:00:00Z');
  await cardCheckout(await newAccount('cardKeeps'), 'solo');
  await cardCheckout(await newAccount('cardCancelled'), 'solo');
  await cardCheckout(await newAccount('cardUnpaid'), 'solo');
  const agency = await newAccount('agency', 'agency');
  await cardCheckout(agency, 'agency');
  const memberEmail = `membro-${Date.now()}@example.com`;
  const invited = await agency.json('/api/team/invitations', {
    method: 'POST',
    body: { email: memberEmail, role: 'editor', allClients: true, clientIds: [] },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = new URL(t.mailer.lastLinkTo(memberEmail)).pathname.slice('/convite/'.length);
  accounts.member = await t.signUpVerified({ email: memberEmail, name: 'Membro da Agência' });
  expect((await accounts.member.json(`/api/invitations/${token}/accept`, { method: 'POST' })).status).toBe(200);
  const automatico = await payPix(await newAccount('pixAutoRevoked'), { method: 'pix_automatico' });
  await newAccount('trialOnly');

  // Inside the window.
  at('2026-04-20T15:00:00Z');
  await cardCheckout(await newAccount('newInWindow'), 'solo');
  const revoke = await accounts.pixAutoRevoked!.json(`/api/billing/demo/pix/${automatico}`, {
    method: 'POST',
    body: { action: 'revoke' },
  });
  expect(revoke.status).toBe(200);
  at('2026-05-01T12:00:00Z');
  expect((await accounts.cardCancelled!.json('/api/billing/demo/cancel-plan', { method: 'POST' })).status).toBe(200);
  // The prepaid periods and the revoked month end at 15:00 on 1 May; the job blocks them a little later.
  at('2026-05-01T15:10:00Z');
  await runBillingCalendarJob(deps());
  at('2026-05-02T15:00:00Z');
  const refund = await admin.json(`/api/admin/payments/${refundedPayment}/refund`, {
    method: 'POST',
    body: { reason: 'Pediu o dinheiro de volta', endsAccess: 'now' },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  at('2026-05-03T15:00:00Z');
  await payPix(accounts.pixRenewed!, { method: 'pix_upfront', months: 3 });
  at('2026-05-05T15:00:00Z');
  // The card webhook's invoice.payment_failed, as the Stripe provider translates it.
  const unpaid = await profileOf(t, accounts.cardUnpaid!.userId);
  const failed = await applyBillingChange(
    deps().db,
    {
      eventId: 'evt_churn_payment_failed',
      eventType: 'invoice.payment_failed',
      occurredAt: t.clock.now,
      userId: unpaid.userId,
      subscriptionId: unpaid.stripeSubscriptionId,
      status: 'past_due',
    },
    t.clock.now,
  );
  expect(failed).toBe('applied');
  expect((await accounts.newInWindow!.json('/api/billing/demo/cancel-plan', { method: 'POST' })).status).toBe(200);
  t.clock.set(NOW);
});

afterAll(async () => {
  await t?.close();
});

describe('churn (30 days) on the admin dashboard', () => {
  it('counts the paying workspaces at the start and those whose paid access ended without coming back', async () => {
    const body = await dashboard('period=month');
    // Paying on 15/04: the 3 prepaid, 3 cards, the agency (its member is not an account) and Pix Automático.
    // Gone by now: card cancelled, card unpaid, prepaid ended, Pix Automático revoked, refunded.
    expect(body.churn).toEqual({ paying: 8, churned: 5, rate: 62.5, fromDay: '2026-04-15', lastDay: '2026-05-14' });
    // 'all' has no last day: the same 30 days up to today.
    expect((await dashboard('period=all')).churn).toEqual(body.churn);
  });

  it('records each way paid access ended, when it ended', async () => {
    const ended = async (key: string) =>
      (await stretchesOf(key)).map((s) => [s.endedAt?.toISOString() ?? null, s.endReason]);
    expect(await ended('cardCancelled')).toEqual([['2026-05-01T12:00:00.000Z', 'cancelled']]);
    expect(await ended('cardUnpaid')).toEqual([['2026-05-05T15:00:00.000Z', 'unpaid']]);
    expect(await ended('pixPrepaid')).toEqual([['2026-05-01T15:00:00.000Z', 'prepaid_ended']]);
    expect(await ended('pixAutoRevoked')).toEqual([['2026-05-01T15:00:00.000Z', 'revoked']]);
    expect(await ended('refunded')).toEqual([['2026-05-02T15:00:00.000Z', 'refunded']]);
    // Ended with the prepaid period, paid again two days later: a new stretch, in force.
    expect(await ended('pixRenewed')).toEqual([
      ['2026-05-01T15:00:00.000Z', 'prepaid_ended'],
      [null, null],
    ]);
    expect(await ended('cardKeeps')).toEqual([[null, null]]);
    expect(await ended('agency')).toEqual([[null, null]]);
    // Never paid: nothing to lose.
    expect(await stretchesOf('trialOnly')).toEqual([]);
    expect(await stretchesOf('member')).toEqual([]);
  });

  it('follows the period: a past month looks at its own 30 days; before anyone paid there is no rate', async () => {
    // 01/04 00:00 in São Paulo: only the prepaid accounts had paid; none had stopped by 30/04.
    expect((await dashboard('period=specific_month&month=4&year=2026')).churn).toEqual({
      paying: 3,
      churned: 0,
      rate: 0,
      fromDay: '2026-04-01',
      lastDay: '2026-04-30',
    });
    expect((await dashboard('period=specific_month&month=1&year=2026')).churn).toMatchObject({
      paying: 0,
      churned: 0,
      rate: null,
    });
  });

  it('the job closes an open stretch whose paid period ran out, whatever changed the profile', async () => {
    const db = t.pautei.deps.db;
    const keep = accounts.cardKeeps!.userId;
    // A period that ends with nothing renewing it, as a revoked authorization leaves.
    await setAccount(t, keep, { paidUntil: new Date('2026-05-14T12:00:00Z') });
    // Already gone from the figure before the job runs (its end is known).
    expect((await dashboard('period=month')).churn).toMatchObject({ paying: 8, churned: 6 });
    await runBillingCalendarJob(t.pautei.deps);
    const [closed] = await db
      .select()
      .from(paidAccessPeriods)
      .where(and(eq(paidAccessPeriods.userId, keep)));
    expect(closed).toMatchObject({ endedAt: new Date('2026-05-14T12:00:00Z'), endReason: 'ended' });
    expect((await profileOf(t, keep)).subscriptionStatus).toBe('blocked');
  });
});
