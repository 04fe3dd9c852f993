import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { onboard } from '@tests/support/onboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = { name: 'Ana Souza', niche: 'travel', dailyRoutine: 'Viajo toda semana e gravo roteiros.' };

describe('PATCH /api/profile', () => {
  it("saves 'other' with its free text as the niche", async () => {
    const u = await t.signUpVerified();
    await onboard(u);
    const res = await u.json('/api/profile', {
      method: 'PATCH',
      body: { ...valid, niche: 'other', customNiche: '  Pet shop  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ name: 'Ana Souza', niche: 'Pet shop', dailyRoutine: valid.dailyRoutine });
    const me = await u.json('/api/me');
    expect(me.body.profile.niche).toBe('Pet shop');
    expect(me.body.user.name).toBe('Ana Souza');
    expect(me.body.needsOnboarding).toBe(false);
  });

  it('saves a listed niche as is', async () => {
    const u = await t.signUpVerified();
    await onboard(u);
    const res = await u.json('/api/profile', { method: 'PATCH', body: valid });
    expect(res.status).toBe(200);
    expect(res.body.profile.niche).toBe('travel');
  });

  it("refuses 'other' without text, with the catalogue code", async () => {
    const u = await t.signUpVerified();
    await onboard(u);
    const res = await u.json('/api/profile', {
      method: 'PATCH',
      body: { ...valid, niche: 'other', customNiche: '   ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CUSTOM_NICHE_REQUIRED');
    expect(res.body.error.fields.customNiche).toBe('CUSTOM_NICHE_REQUIRED');
    const empty = await u.json('/api/profile', { method: 'PATCH', body: { ...valid, name: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.name).toBe('NAME_REQUIRED');
    expect((await u.json('/api/me')).body.profile.niche).toBe('fitness');
  });

  it('never sets the e-mail, role, plan or tokens', async () => {
    const u = await t.signUpVerified();
    const before = (await onboard(u)).profile;
    const res = await u.json('/api/profile', {
      method: 'PATCH',
      body: {
        ...valid,
        email: 'outro@example.com',
        role: 'admin',
        subscriptionStatus: 'active',
        subscriptionType: 'agency',
        agencyPlan: 'enterprise',
        tokensRemaining: 999999,
        tokensLimit: 999999,
        trialEndsAt: '2099-01-01T00:00:00.000Z',
      },
    });
    expect(res.status).toBe(200);
    const me = await u.json('/api/me');
    expect(me.body.user).toMatchObject({ email: u.email, role: 'user' });
    expect(me.body.profile).toMatchObject({
      email: u.email,
      subscriptionStatus: before.subscriptionStatus,
      subscriptionType: before.subscriptionType,
      agencyPlan: before.agencyPlan,
      tokensRemaining: before.tokensRemaining,
      tokensLimit: before.tokensLimit,
      trialEndsAt: before.trialEndsAt,
    });
    expect((await u.json('/api/admin/stats')).status).not.toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(401);
  });
});
