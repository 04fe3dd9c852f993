import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { onboard, signInStatus } from '@tests/support/onboard';
import { account } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('accounts', () => {
  it('sign-up → e-mail link → sign-in → onboarding saved, with the trial profile defaults', async () => {
    const a = t.agent();
    const email = 'fluxo@example.com';
    const signUp = await a.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: 'Fluxo', email, password: 'senha-segura-1', selectedPlan: 'agency', callbackURL: '/auth/confirm' },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.token).toBeNull(); // no session before the e-mail is confirmed

    const link = new URL(t.mailer.lastLinkTo(email));
    expect(link.searchParams.get('callbackURL')).toBe('/auth/confirm');
    const verify = await a.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toMatch(/\/auth\/confirm/);

    const signIn = await a.json('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email, password: 'senha-segura-1' },
    });
    expect(signIn.status).toBe(200);
    const setCookie = (await a.request('/api/auth/get-session')).status;
    expect(setCookie).toBe(200);

    const me = await a.json('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.needsOnboarding).toBe(true);
    const p = me.body.profile;
    expect(p).toMatchObject({
      subscriptionStatus: 'trial',
      subscriptionType: 'creator',
      tokensRemaining: 150,
      tokensLimit: 150,
    });
    const created = new Date(p.createdAt).getTime();
    expect(new Date(p.trialEndsAt).getTime() - created).toBeGreaterThanOrEqual(3 * 86_400_000 - 5_000);
    expect(new Date(p.trialEndsAt).getTime() - created).toBeLessThanOrEqual(3 * 86_400_000 + 5_000);
    expect(Math.round((new Date(p.nextRenewalDate).getTime() - created) / 86_400_000)).toBe(33);

    const after = await onboard(a, {
      name: 'Fluxo Agência',
      niche: 'outros',
      customNiche: 'Pet shop',
      dailyRoutine: 'Banho e tosa',
    });
    expect(after.needsOnboarding).toBe(false);
    expect(after.profile).toMatchObject({
      name: 'Fluxo Agência',
      niche: 'Pet shop',
      dailyRoutine: 'Banho e tosa',
      subscriptionType: 'agency',
      agencyPlan: 'social',
    });
  });

  it('the session cookie is httpOnly and SameSite', async () => {
    const email = 'cookie@example.com';
    const a = t.agent();
    await a.json('/api/auth/sign-up/email', { method: 'POST', body: { name: 'C', email, password: 'senha-segura-1' } });
    const link = new URL(t.mailer.lastLinkTo(email));
    await a.request(link.pathname + link.search);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'senha-segura-1' }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses sign-in before the e-mail is confirmed', async () => {
    const a = t.agent();
    await a.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: 'N', email: 'naoverificado@example.com', password: 'senha-segura-1' },
    });
    const signIn = await a.json('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: 'naoverificado@example.com', password: 'senha-segura-1' },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await a.json('/api/me')).status).toBe(401);
  });

  it('the role cannot be set at sign-up nor by onboarding', async () => {
    const a = t.agent();
    const res = await a.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: 'Hacker', email: 'role@example.com', password: 'senha-segura-1', role: 'admin' },
    });
    // better-auth refuses fields that are not inputs
    if (res.status === 200) expect(res.body.user.role).toBe('user');
    else expect(res.status).toBe(400);
    const user = await t.signUpVerified({ email: 'role2@example.com' });
    const me = await onboard(user, { role: 'admin' } as never);
    expect(me.user.role).toBe('user');
    const admin = await user.json('/api/admin/dashboard');
    expect(admin.status).toBe(403);
    expect(admin.body.error.code).toBe('ADMIN_ONLY');
    expect((await t.agent().json('/api/admin/dashboard')).status).toBe(401);
  });

  it('brute force from many addresses is throttled, yet the owner signs in from a fresh address', async () => {
    await t.signUpVerified({ email: 'alvo@example.com' });
    const signIn = (ip: string, password: string) =>
      t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: 'alvo@example.com', password }),
      });
    // Three attacker addresses each use up their tries: the hard limit holds per address.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await signIn(ip, 'errada-errada')).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // ...even with the right password, that address stays refused for the window.
      expect((await signIn(ip, 'senha-segura-123')).status).toBe(429);
    }
    // Across addresses the account is slowed down, not locked: the owner, from an address that never
    // failed, gets in with the right password.
    t.sleeps.length = 0;
    const owner = await signIn('198.51.100.7', 'senha-segura-123');
    expect(owner.status).toBe(200);
    expect(t.sleeps.some((ms) => ms > 0)).toBe(true);
  });

  it('a sign-in from a clean account is not slowed down', async () => {
    await t.signUpVerified({ email: 'calmo@example.com' });
    t.sleeps.length = 0;
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify({ email: 'calmo@example.com', password: 'senha-segura-123' }),
    });
    expect(res.status).toBe(200);
    expect(t.sleeps.filter((ms) => ms > 0)).toEqual([]);
  });

  it('sign-up answers the same for a new and an already registered e-mail', async () => {
    await t.signUpVerified({ email: 'existe@example.com' });
    const sent = t.mailer.sent.length;
    const signUp = (email: string) =>
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.30' },
        body: JSON.stringify({ name: 'Mesma Pessoa', email, password: 'senha-segura-1', selectedPlan: 'creator' }),
      });
    const existing = await signUp('existe@example.com');
    const fresh = await signUp('novo-em-folha@example.com');
    const headersOf = (res: Response) =>
      [...res.headers].filter(([name]) => name !== 'date').sort(([a], [b]) => a.localeCompare(b));
    expect(existing.status).toBe(fresh.status);
    expect(existing.status).toBe(200);
    expect(headersOf(existing)).toEqual(headersOf(fresh));
    const existingBody = (await existing.json()) as Record<string, { email: string }>;
    const freshBody = (await fresh.json()) as Record<string, { email: string }>;
    expect({ ...existingBody, user: { ...existingBody.user, email: 'x' } }).toEqual({
      ...freshBody,
      user: { ...freshBody.user, email: 'x' },
    });
    // The owner of the existing account is told by e-mail; the new address gets its confirmation link.
    const mails = t.mailer.sent.slice(sent).map((m) => m.to);
    expect(mails).toEqual(expect.arrayContaining(['existe@example.com', 'novo-em-folha@example.com']));
  });
});

describe('stored passwords', () => {
  it('a server assembled without a hasher keeps scrypt hashes, and signs in only with the right password', async () => {
    // The other suites sign up thousands of accounts with a quick test hash; this one is assembled the way
    // the running server is, so a change that weakened the real hash would be caught here.
    const app = await createTestApp({ scryptPasswords: true });
    try {
      const a = await app.signUpVerified({ password: 'senha-segura-1' });
      const [row] = await app.pautei.deps.db
        .select({ password: account.password })
        .from(account)
        .where(eq(account.userId, a.userId));
      // better-auth's scrypt format: a 16-byte salt and a 64-byte key, both in hex; never the password.
      expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(row?.password).not.toContain('senha-segura-1');
      expect(await signInStatus(app, a.email, 'senha-segura-2')).toBe(401);
      expect(await signInStatus(app, a.email, 'senha-segura-1')).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('per-IP auth limits without a trusted proxy', () => {
  it('ignores forged X-Forwarded-For: the sixth sign-up in a minute from one socket is refused', async () => {
    const direct = await createTestApp({ env: { TRUST_PROXY: 'false' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await direct.request('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          body: JSON.stringify({ name: 'N', email: `ip${i}@example.com`, password: 'senha-segura-1' }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await direct.close();
    }
  });
});
