/**
 * Reading the session: every request reads it from the database (one query in the common case), so a
 * session revoked elsewhere stops working at the very next request; the unusual cases (renewal, expiry,
 * a leftover session-cache cookie) are handled by better-auth.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { session, user } from '../db/schema';
import { createSessionReader } from '../auth/session-reader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;

/** Another browser holding the same cookies (a second tab, a stolen copy). */
function copyOf(a: Agent, cookie = a.cookie): Agent {
  const copy = t.agent();
  return {
    ...copy,
    cookie,
    request: (p, init = {}) =>
      copy.request(p, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), cookie } }),
  } as Agent;
}

async function sessionRow(userId: string) {
  const [row] = await t.pautei.deps.db.select().from(session).where(eq(session.userId, userId));
  return row!;
}

describe('reading the session', () => {
  it('a signed-in browser carries only the session cookie, and is answered', async () => {
    const a = await t.signUpVerified();
    expect(a.cookie).toMatch(/session_token=/);
    expect(a.cookie).not.toMatch(/session_data=/);
    const me = await a.json('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(a.email);
    expect(me.body.profile.userId).toBe(a.userId);
  });

  it('a signed-out session stops working at once, on every copy of its cookie', async () => {
    const a = await t.signUpVerified();
    const copy = copyOf(a);
    expect((await a.json('/api/auth/sign-out', { method: 'POST', body: {} })).status).toBe(200);
    expect((await a.json('/api/me')).status).toBe(401);
    expect((await copy.request('/api/me')).status).toBe(401);
  });

  it('a password change ends the other sessions at once', async () => {
    const a = await t.signUpVerified({ password: 'senha-antiga-123' });
    const other = t.agent();
    const signIn = await other.json('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: a.email, password: 'senha-antiga-123' },
    });
    expect(signIn.status).toBe(200);
    expect((await other.json('/api/me')).status).toBe(200);
    const change = await a.json('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword: 'senha-antiga-123', newPassword: 'senha-nova-456', revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    expect((await other.json('/api/me')).status).toBe(401);
    expect((await a.json('/api/me')).status).toBe(200); // the device that changed it stays signed in
  });

  it('a blocked (banned) account is refused at the next request', async () => {
    const a = await t.signUpVerified();
    expect((await a.json('/api/me')).status).toBe(200);
    await t.pautei.deps.db.update(user).set({ banned: true }).where(eq(user.id, a.userId));
    expect((await a.json('/api/me')).status).toBe(401);
  });

  it('a removed admin role stops admin access at once', async () => {
    const a = await t.signUpVerified();
    await t.pautei.deps.db.update(user).set({ role: 'admin' }).where(eq(user.id, a.userId));
    expect((await a.json('/api/admin/dashboard?period=today')).status).toBe(200);
    await t.pautei.deps.db.update(user).set({ role: 'user' }).where(eq(user.id, a.userId));
    expect((await a.json('/api/admin/dashboard?period=today')).status).toBe(403);
  });

  it('a cookie with a forged signature is anonymous', async () => {
    const a = await t.signUpVerified();
    const forged = a.cookie.replace(/(session_token=[^.;]+)\.[^;]+/, '$1.' + encodeURIComponent('A'.repeat(43) + '='));
    expect(forged).not.toBe(a.cookie);
    expect((await copyOf(a, forged).request('/api/me')).status).toBe(401);
  });

  it('a session due for renewal is extended and its cookie sent again', async () => {
    const a = await t.signUpVerified();
    const before = await sessionRow(a.userId);
    // better-auth renews a session a day after it was last extended (updateAge).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY + 60_000 });
    const res = await a.request('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /session_token=[^;]+;.*Max-Age=\d+/i.test(c))).toBe(true);
    const after = await sessionRow(a.userId);
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
  });

  it('an expired session is refused and its cookie cleared', async () => {
    const a = await t.signUpVerified();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * DAY });
    const res = await a.request('/api/me');
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => /session_token=;.*Max-Age=0/i.test(c))).toBe(true);
  });

  it('a leftover session-cache cookie, in any order, neither breaks the session nor stays', async () => {
    const a = await t.signUpVerified();
    const withLeftover = `better-auth.session_data=eyJvbGQiOnRydWV9; ${a.cookie}`;
    const res = await copyOf(a, withLeftover).request('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /session_data=;.*Max-Age=0/i.test(c))).toBe(true);
  });

  it('the common case is answered by the one-query reader, without better-auth', async () => {
    const a = await t.signUpVerified();
    const ctx = await t.pautei.deps.auth.$context;
    const read = createSessionReader(t.pautei.deps.db, {
      secret: ctx.secret,
      sessionCookie: ctx.authCookies.sessionToken.name,
      dontRememberCookie: ctx.authCookies.dontRememberToken.name,
      expiresIn: ctx.sessionConfig.expiresIn,
      updateAge: ctx.sessionConfig.updateAge,
    });
    const now = new Date();
    const fresh = await read(a.cookie, now);
    expect(fresh.kind).toBe('signed-in');
    if (fresh.kind === 'signed-in') {
      expect(fresh.user).toMatchObject({ id: a.userId, email: a.email, role: 'user', emailVerified: true });
      expect(fresh.profile?.userId).toBe(a.userId);
    }
    expect((await read(undefined, now)).kind).toBe('anonymous');
    expect((await read(a.cookie, new Date(now.getTime() + DAY + 60_000))).kind).toBe('delegate');
    expect((await read(`better-auth.session_data=x; ${a.cookie}`, now)).kind).toBe('delegate');
  });

  it('sessions read at the same moment (one query) each answer their own person', async () => {
    const people = [await t.signUpVerified(), await t.signUpVerified(), await t.signUpVerified()];
    const signedOut = await t.signUpVerified();
    // A copy of the cookie that was signed out: its session row is gone, so its read finds nothing.
    const gone = copyOf(signedOut);
    expect((await signedOut.json('/api/auth/sign-out', { method: 'POST', body: {} })).status).toBe(200);
    const answers = await Promise.all(
      [...people, gone, ...people].map((p) => p.request('/api/me').then(async (r) => [r.status, await r.json()])),
    );
    expect(answers.map(([status]) => status)).toEqual([200, 200, 200, 401, 200, 200, 200]);
    const emails = answers.filter(([status]) => status === 200).map(([, body]) => body.user.email);
    expect(emails).toEqual([...people, ...people].map((p) => p.email));
  });
});
