/**
 * What the money screens are told by the server, so that they say what is true: the pending Pix page knows
 * whether the trial still runs, the token card knows when a period with no renewal left ends, and a second
 * checkout refused over an open Pix code says which code is open.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { profileOf, signUpOnboarded } from '@tests/support/onboard';
import { pixCheckout, prepay, simulatePix, startUpfront } from '@tests/support/pix-demo';

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

const DAY = 24 * 60 * 60_000;

describe('the pending Pix page', () => {
  it('promises the trial only while it runs, by the server clock', async () => {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const u = await signUpOnboarded(t);
    const trialEndsAt = (await profileOf(t, u.userId)).trialEndsAt!.toISOString();

    const running = await u.json(`/api/billing/pix/payments/${await startUpfront(u, 3)}`);
    expect(running.body).toMatchObject({ status: 'pending', accessNow: 'trial', trialEndsAt, accountPaid: false });

    // The trial is over (the first code expired meanwhile): a new code promises nothing.
    t.clock.advance(4 * DAY);
    const ended = await u.json(`/api/billing/pix/payments/${await startUpfront(u, 3)}`);
    expect(ended.body).toMatchObject({ status: 'pending', accessNow: 'trial_expired', trialEndsAt: null });
  });
});

describe('the token card', () => {
  it("in a prepaid period's last month: the plan's end, not a renewal", async () => {
    t.clock.set(new Date('2027-01-31T12:00:00Z'));
    const u = await signUpOnboarded(t);
    await prepay(u, 3);
    t.clock.set(new Date('2027-02-10T12:00:00Z'));
    expect((await u.json('/api/tokens')).body).toMatchObject({
      nextRenewalDate: '2027-02-28T12:00:00.000Z',
      planEndsAt: null,
    });
    // After the last renewal inside the period (31/03), the next date would be the end itself.
    t.clock.set(new Date('2027-04-01T12:00:00Z'));
    expect((await u.json('/api/tokens')).body).toMatchObject({
      nextRenewalDate: '2027-04-30T12:00:00.000Z',
      planEndsAt: '2027-04-30T12:00:00.000Z',
    });
  });

  it('a revoked Pix Automático ends with its paid month; a running one renews', async () => {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const u = await signUpOnboarded(t);
    const id = (await pixCheckout(u, { plan: 'solo', method: 'pix_automatico' })).body.paymentId as string;
    await simulatePix(u, id, 'pay');
    expect((await u.json('/api/tokens')).body.planEndsAt).toBeNull();
    t.clock.advance(3 * DAY);
    await simulatePix(u, id, 'revoke');
    expect((await u.json('/api/tokens')).body.planEndsAt).toBe('2026-12-21T15:00:00.000Z');
  });
});

describe('a second checkout while a Pix code is open', () => {
  it('is refused with the open charge named, so the screen links to its code', async () => {
    const u = await signUpOnboarded(t);
    const first = await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
    const { paymentId: id, url } = first.body as { paymentId: string; url: string };
    expect(url).toMatch(new RegExp(`/checkout/pix\\?payment=${id}$`));

    // Another tab: a Pix checkout of another choice, then a card checkout.
    const pix = await pixCheckout(u, { plan: 'agency', method: 'pix_automatico' });
    expect(pix.status).toBe(409);
    expect(pix.body.error).toEqual({ code: 'PIX_PAYMENT_PENDING', params: { paymentId: id, url } });
    const card = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
    expect(card.status).toBe(409);
    expect(card.body.error).toEqual({ code: 'PIX_PAYMENT_PENDING', params: { paymentId: id, url } });

    // The same choice again is not a refusal: the same code.
    const same = await pixCheckout(u, { plan: 'solo', method: 'pix_upfront', months: 3 });
    expect(same.body).toEqual({ url, paymentId: id });
  });
});
