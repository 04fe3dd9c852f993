/**
 * The server side of the subscription gate: gated calls are refused for an expired trial, a
 * cancelled, past_due or blocked user — whatever the UI does — while /api/billing/* stays open and
 * admins always pass.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv, SessionUser } from '../context';
import { user } from '../db/schema';
import { handleError } from './errors';
import { requireAccess } from './require-access';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { setAccount, signUpOnboarded } from '@tests/support/onboard';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const newUser = (): Promise<User> => signUpOnboarded(t);

async function setProfile(userId: string, values: Parameters<typeof setAccount>[2]) {
  await setAccount(t, userId, values);
}

/** A throwaway app with only requireAccess in front of a probe, as any gated route has it. */
function probeApp(sessionUser: SessionUser) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', t.pautei.deps);
    c.set('user', sessionUser);
    await next();
  });
  app.get('/probe', requireAccess, (c) => c.json({ ok: true }));
  return app;
}

const asSessionUser = (u: User, role = 'user'): SessionUser => ({
  id: u.userId,
  email: u.email,
  name: 'Usuária Teste',
  role,
  emailVerified: true,
});

/** Real gated endpoints of the API (generation, content, clients, insights). */
const GATED: Array<[string, RequestInit & { json?: unknown }]> = [
  ['/api/content', {}],
  ['/api/insights/dashboard', {}],
  ['/api/clients', {}],
  ['/api/generate/story', { method: 'POST', json: { topic: 'Rotina de treino' } }],
];

async function callGated(u: User, path: string, init: RequestInit & { json?: unknown }) {
  const { json, ...rest } = init;
  return u.json(path, { ...rest, body: json });
}

describe('requireAccess', () => {
  const blockedStates: Array<[string, string, Parameters<typeof setAccount>[2]]> = [
    ['expired trial', 'TRIAL_EXPIRED', { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - DAY) }],
    ['cancelled', 'SUBSCRIPTION_REQUIRED', { subscriptionStatus: 'cancelled' }],
    ['past_due', 'SUBSCRIPTION_REQUIRED', { subscriptionStatus: 'past_due' }],
    ['blocked', 'SUBSCRIPTION_REQUIRED', { subscriptionStatus: 'blocked' }],
  ];

  it.each(blockedStates)('%s: every gated call answers 402 %s, even bypassing the UI', async (_label, code, state) => {
    const u = await newUser();
    await setProfile(u.userId, state);

    const probe = await probeApp(asSessionUser(u)).request('/probe');
    expect(probe.status).toBe(402);
    expect(await probe.json()).toEqual({ error: { code } });

    for (const [path, init] of GATED) {
      const res = await callGated(u, path, init);
      expect({ path, status: res.status, code: res.body?.error?.code }).toEqual({ path, status: 402, code });
    }
  });

  it.each(blockedStates)('%s: /api/billing/* stays open', async (label, _code, state) => {
    const u = await newUser();
    await setProfile(u.userId, state);
    expect((await u.json('/api/billing/plans')).status).toBe(200);
    expect((await u.json('/api/billing/subscription')).status).toBe(200);
    expect((await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } })).status).toBe(200);
    // No customer yet (the demo checkout was not confirmed): a trial goes to the plans, others are told why.
    const portal = await u.json('/api/billing/portal', { method: 'POST' });
    if (label === 'expired trial') expect(portal).toEqual({ status: 200, body: { upgrade: true } });
    else expect(portal).toEqual({ status: 400, body: { error: { code: 'PORTAL_NOT_ALLOWED' } } });
  });

  it('the trial ends with the clock: allowed on day 3, refused once it has passed', async () => {
    const u = await newUser();
    expect((await probeApp(asSessionUser(u)).request('/probe')).status).toBe(200);
    expect((await u.json('/api/content')).status).toBe(200);
    t.clock.advance(3 * DAY + 60_000);
    try {
      const res = await u.json('/api/content');
      expect(res.status).toBe(402);
      expect(res.body.error.code).toBe('TRIAL_EXPIRED');
      const me = await u.json('/api/me');
      expect(me.body.access).toMatchObject({ hasAccess: false, reason: 'trial_expired' });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('an active subscriber passes', async () => {
    const u = await newUser();
    await setProfile(u.userId, { subscriptionStatus: 'active', trialEndsAt: new Date(Date.now() - 10 * DAY) });
    expect((await probeApp(asSessionUser(u)).request('/probe')).status).toBe(200);
    expect((await u.json('/api/content')).status).toBe(200);
    expect((await u.json('/api/insights/dashboard')).status).toBe(200);
  });

  it('admins always pass, whatever their profile says', async () => {
    const u = await newUser();
    await setProfile(u.userId, { subscriptionStatus: 'blocked' });
    expect((await probeApp(asSessionUser(u, 'admin')).request('/probe')).status).toBe(200);
    await t.pautei.deps.db.update(user).set({ role: 'admin' }).where(eq(user.id, u.userId));
    // A role changed in the database applies at the next request.
    expect((await u.json('/api/content')).status).toBe(200);
  });

  it('anonymous callers get 401 before the gate', async () => {
    expect((await t.request('/api/content')).status).toBe(401);
  });
});
