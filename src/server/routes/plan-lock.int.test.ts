/**
 * The account type is what was paid for: the plan chosen at sign-up cannot be edited afterwards, and
 * onboarding cannot be re-run to turn a paying creator into an agency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { onboard, profileOf, signUpOnboarded } from '@tests/support/onboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function payForSolo(u: Awaited<ReturnType<typeof signUpOnboarded>>) {
  const checkout = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
  const session = new URL(checkout.body.url).searchParams.get('session')!;
  const confirm = await u.json('/api/billing/demo/confirm', { method: 'POST', body: { session } });
  expect(confirm.status).toBe(200);
}

describe('the account type follows billing, not the user', () => {
  it('a paying Solo creator cannot become an agency through update-user and a second onboarding', async () => {
    const u = await signUpOnboarded(t, { selectedPlan: 'creator' });
    await payForSolo(u);
    expect(await profileOf(t, u.userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      agencyPlan: null,
    });

    const update = await u.json('/api/auth/update-user', { method: 'POST', body: { selectedPlan: 'agency' } });
    expect(update.status).toBe(400);

    const again = await u.json('/api/me/onboarding', {
      method: 'POST',
      body: { name: 'Agora Agência', niche: 'fitness', dailyRoutine: 'Rotina nova' },
    });
    // Re-running onboarding may save the fields, never the account type.
    if (again.status === 200) expect(again.body.profile.subscriptionType).toBe('creator');

    const client = await u.json('/api/clients', { method: 'POST', body: { name: 'Cliente Pirata' } });
    expect(client.status).toBe(403);
    expect(client.body.error.code).toBe('AGENCY_ONLY');
    expect(await profileOf(t, u.userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      agencyPlan: null,
    });
  });

  it('a trial creator cannot switch to agency either: the sign-up choice is final', async () => {
    const u = await signUpOnboarded(t, { selectedPlan: 'creator' });
    const update = await u.json('/api/auth/update-user', { method: 'POST', body: { selectedPlan: 'agency' } });
    expect(update.status).toBe(400);
    await onboard(u, { name: 'De novo' });
    expect((await profileOf(t, u.userId)).subscriptionType).toBe('creator');
  });

  it('the first onboarding of a trial account that chose agency at sign-up makes it an agency', async () => {
    const u = await t.signUpVerified({ selectedPlan: 'agency' });
    const me = await onboard(u);
    expect(me.profile).toMatchObject({ subscriptionType: 'agency', agencyPlan: 'social' });
  });

  it('update-user still changes the name (within the name rules)', async () => {
    const u = await signUpOnboarded(t);
    const ok = await u.json('/api/auth/update-user', { method: 'POST', body: { name: 'Nome Novo' } });
    expect(ok.status).toBe(200);
    const long = await u.json('/api/auth/update-user', { method: 'POST', body: { name: 'x'.repeat(121) } });
    expect(long.status).toBe(400);
  });
});
