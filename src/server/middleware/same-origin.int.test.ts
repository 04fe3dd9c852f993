/**
 * Every state-changing /api route accepts only requests from our own pages (Origin = APP_URL, or
 * Sec-Fetch-Site same-origin) carrying JSON; the Stripe webhook is exempt (it is signed).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createTestApp, type TestApp } from '@tests/support/test-app';
import { profileOf, signUpOnboarded } from '@tests/support/onboard';
import { agencyClients } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('same origin only', () => {
  it('refuses a foreign Origin, a cross-site fetch and a request without either, on our routes and on auth', async () => {
    const agency = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${APP_URL}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
      { origin: APP_URL, 'sec-fetch-site': 'cross-site' },
      { origin: '' },
    ];
    for (const headers of attempts) {
      const h = new Headers({ cookie: agency.cookie, 'content-type': 'application/json', ...headers });
      if (!('origin' in headers)) h.delete('origin');
      const res = await t.pautei.app.request(`${APP_URL}/api/clients`, {
        method: 'POST',
        headers: h,
        body: JSON.stringify({ name: 'Cliente Forjado' }),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'CROSS_SITE_REQUEST' } });
    }
    const bare = await t.pautei.app.request(`${APP_URL}/api/profile`, {
      method: 'PATCH',
      headers: { cookie: agency.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sem Origem', niche: 'fitness', dailyRoutine: 'x' }),
    });
    expect(bare.status).toBe(403);
    const signOut = await t.pautei.app.request(`${APP_URL}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: agency.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(403);

    const db = t.pautei.deps.db;
    expect(await db.select().from(agencyClients).where(eq(agencyClients.agencyUserId, agency.userId))).toEqual([]);
    expect((await profileOf(t, agency.userId)).name).not.toBe('Sem Origem');
    expect((await agency.json('/api/me')).status).toBe(200); // still signed in
  });

  it('accepts our own pages: Origin APP_URL, or Sec-Fetch-Site same-origin without an Origin', async () => {
    const agency = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const viaOrigin = await agency.json('/api/clients', { method: 'POST', body: { name: 'Cliente Um' } });
    expect(viaOrigin.status).toBe(201);
    const viaFetchSite = await t.pautei.app.request(`${APP_URL}/api/clients`, {
      method: 'POST',
      headers: { cookie: agency.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cliente Dois' }),
    });
    expect(viaFetchSite.status).toBe(201);
  });

  it('reads stay open to any origin (GET is not a state change)', async () => {
    const u = await signUpOnboarded(t);
    const res = await t.pautei.app.request(`${APP_URL}/api/me`, {
      headers: { cookie: u.cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });
});

describe('JSON bodies only', () => {
  it('refuses text/plain, form and multipart bodies with 415, before any token is spent', async () => {
    const u = await signUpOnboarded(t);
    const before = (await profileOf(t, u.userId)).tokensRemaining;
    const bodies: [string, string][] = [
      ['text/plain', JSON.stringify({ description: 'Story via text/plain' })],
      ['text/plain;charset=UTF-8', JSON.stringify({ description: 'Story' })],
      ['application/x-www-form-urlencoded', 'description=Story+via+form'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="description"\r\n\r\nS\r\n--x--',
      ],
    ];
    for (const [type, body] of bodies) {
      const res = await u.request('/api/generate/story', { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ error: { code: 'JSON_REQUIRED' } });
    }
    const form = await u.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(u.email)}&password=senha-segura-123`,
    });
    expect(form.status).toBe(415);
    expect((await profileOf(t, u.userId)).tokensRemaining).toBe(before);
  });

  it('a body without a content type is refused too; a POST without a body is fine', async () => {
    const u = await signUpOnboarded(t);
    const noType = await t.pautei.app.request(`${APP_URL}/api/profile`, {
      method: 'PATCH',
      headers: { cookie: u.cookie, origin: APP_URL, 'content-length': '2' },
      body: new TextEncoder().encode('{}'),
    });
    expect(noType.status).toBe(415);
    const empty = await u.request('/api/billing/portal', { method: 'POST' });
    expect(empty.status).toBe(200);
  });
});

describe('the Stripe webhook', () => {
  it('is exempt: it comes from Stripe without an Origin and is checked by its signature instead', async () => {
    const res = await t.pautei.app.request(`${APP_URL}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    // No Stripe configured here: the route itself answers (not the origin rule).
    expect(res.status).toBe(404);
    expect(await res.json()).not.toEqual({ error: { code: 'CROSS_SITE_REQUEST' } });
  });
});
