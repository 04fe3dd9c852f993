/**
 * The session cache: a signed-in browser's session is read from a short-lived signed cookie, so a
 * session revoked elsewhere keeps working on a copy of that cookie for at most SESSION_CACHE_SECONDS,
 * and never on admin routes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { SESSION_CACHE_SECONDS } from '../auth/auth';
import { user } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Another browser holding the same cookies (a second tab, a stolen copy). */
function copyOf(a: Agent): Agent {
  const copy = t.agent();
  const cookie = a.cookie;
  return {
    ...copy,
    cookie,
    request: (p, init = {}) =>
      copy.request(p, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), cookie } }),
  } as Agent;
}

const past = (extraSeconds = 1) =>
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_CACHE_SECONDS + extraSeconds) * 1000 });

describe('session cache', () => {
  it('sign-in sets the cache cookie and /api/me is answered from it', async () => {
    const a = await t.signUpVerified();
    expect(a.cookie).toMatch(/session_data=/);
    expect((await a.json('/api/me')).status).toBe(200);
  });

  it('a signed-out session stops working on a copy of its cookies within the cache lifetime', async () => {
    const a = await t.signUpVerified();
    const copy = copyOf(a);
    expect((await a.json('/api/auth/sign-out', { method: 'POST', body: {} })).status).toBe(200);
    expect((await a.json('/api/me')).status).toBe(401); // the browser that signed out: at once
    past();
    expect((await copy.request('/api/me')).status).toBe(401);
  });

  it('a password change ends the other sessions within the cache lifetime', async () => {
    const a = await t.signUpVerified({ password: 'senha-antiga-123' });
    const other = t.agent();
    const signIn = await other.json('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: a.email, password: 'senha-antiga-123' },
    });
    expect(signIn.status).toBe(200);
    const change = await a.json('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword: 'senha-antiga-123', newPassword: 'senha-nova-456', revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    past();
    expect((await other.json('/api/me')).status).toBe(401);
    expect((await a.json('/api/me')).status).toBe(200); // the device that changed it stays signed in
  });

  it('a blocked (banned) account is refused once the cache has run out', async () => {
    const a = await t.signUpVerified();
    await t.pautei.deps.db.update(user).set({ banned: true }).where(eq(user.id, a.userId));
    past();
    expect((await a.json('/api/me')).status).toBe(401);
  });

  it('a removed admin role stops admin access at once', async () => {
    const a = await t.signUpVerified();
    await t.pautei.deps.db.update(user).set({ role: 'admin' }).where(eq(user.id, a.userId));
    past();
    expect((await a.json('/api/admin/dashboard?period=today')).status).toBe(200);
    vi.useRealTimers();
    await t.pautei.deps.db.update(user).set({ role: 'user' }).where(eq(user.id, a.userId));
    // Still inside the cache lifetime: the cached role says admin, the admin check reads the database.
    expect((await a.json('/api/admin/dashboard?period=today')).status).toBe(403);
  });
});
