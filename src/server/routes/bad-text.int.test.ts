/**
 * Text with control characters (a NUL byte above all: PostgreSQL cannot store it) is refused with a 400
 * and a Portuguese message on every write path, before anything is saved and before any token is spent.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { onboard, profileOf, signUpOnboarded } from '@tests/support/onboard';
import { messageFor } from '@shared/messages';
import { agencyClients, expenses, tasks, user } from '../db/schema';
import { createOrPromoteAdmin } from '../services/admin-account';

const NUL = '\u0000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectRefused(res: { status: number; body: { error: { code: string } } }) {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('TEXT_CONTROL_CHARACTERS');
  expect(messageFor(res.body.error.code)).toBe('O texto contém caracteres inválidos. Remova-os e tente novamente.');
}

describe('NUL bytes and other control characters', () => {
  it('sign-up: refused, no account created; and the name is limited to 120 characters', async () => {
    const a = t.agent();
    const res = await a.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: `Ana${NUL}`, email: 'nul@example.com', password: 'senha-segura-1' },
    });
    expectRefused(res);
    const long = await a.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: 'x'.repeat(121), email: 'longo@example.com', password: 'senha-segura-1' },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('NAME_TOO_LONG');
    const rows = await t.pautei.deps.db.select().from(user);
    expect(rows.map((r) => r.email)).not.toContain('nul@example.com');
    expect(rows.map((r) => r.email)).not.toContain('longo@example.com');
    expect(t.mailer.sent.filter((m) => m.to === 'nul@example.com' || m.to === 'longo@example.com')).toEqual([]);
  });

  it('update-user name: refused', async () => {
    const u = await signUpOnboarded(t);
    expectRefused(await u.json('/api/auth/update-user', { method: 'POST', body: { name: `x${NUL}y` } }));
  });

  it('onboarding and profile settings: refused, profile unchanged', async () => {
    const u = await t.signUpVerified();
    expectRefused(
      await u.json('/api/me/onboarding', {
        method: 'POST',
        body: { name: 'Ana', niche: 'fitness', dailyRoutine: `Treino${NUL}` },
      }),
    );
    expect((await profileOf(t, u.userId)).dailyRoutine).toBeNull();
    await onboard(u);
    const before = await profileOf(t, u.userId);
    expectRefused(
      await u.json('/api/profile', {
        method: 'PATCH',
        body: { name: `Ana${NUL}`, niche: 'fitness', dailyRoutine: 'Outra rotina' },
      }),
    );
    expect(await profileOf(t, u.userId)).toEqual(before);
  });

  it('clients: create and edit refused, nothing stored', async () => {
    const agency = await signUpOnboarded(t, { selectedPlan: 'agency' });
    expectRefused(await agency.json('/api/clients', { method: 'POST', body: { name: `Loja${NUL}` } }));
    expectRefused(
      await agency.json('/api/clients', { method: 'POST', body: { name: 'Loja', notes: `nota\u0007${NUL}` } }),
    );
    const db = t.pautei.deps.db;
    expect(await db.select().from(agencyClients).where(eq(agencyClients.agencyUserId, agency.userId))).toEqual([]);
    const created = await agency.json('/api/clients', { method: 'POST', body: { name: 'Loja Solar' } });
    expect(created.status).toBe(201);
    const id = created.body.client?.id ?? created.body.id;
    expectRefused(await agency.json(`/api/clients/${id}`, { method: 'PATCH', body: { name: `Loja${NUL}` } }));
    const [row] = await db.select().from(agencyClients).where(eq(agencyClients.id, id));
    if (!row) throw new Error('row not found');
    expect(row.name).toBe('Loja Solar');
  });

  it('saved content: title, text and parts refused, item unchanged', async () => {
    const u = await signUpOnboarded(t);
    const db = t.pautei.deps.db;
    const [item] = await db
      .insert(tasks)
      .values({
        userId: u.userId,
        title: 'Item',
        content: 'Texto',
        type: 'daily_script',
        parts: [{ id: 'p1', content: 'Parte', completed: false }],
      })
      .returning();
    if (!item) throw new Error('item not found');
    expectRefused(await u.json(`/api/content/${item.id}`, { method: 'PATCH', body: { title: `T${NUL}` } }));
    expectRefused(await u.json(`/api/content/${item.id}`, { method: 'PATCH', body: { content: `C${NUL}` } }));
    expectRefused(
      await u.json(`/api/content/${item.id}/parts`, {
        method: 'PUT',
        body: { parts: [{ id: 'p1', content: `Parte${NUL}`, completed: true }] },
      }),
    );
    const [after] = await db.select().from(tasks).where(eq(tasks.id, item.id));
    expect(after).toEqual(item);
  });

  it('generation: refused before the token is spent and before the AI is called', async () => {
    const u = await signUpOnboarded(t);
    const before = (await profileOf(t, u.userId)).tokensRemaining;
    for (const accept of ['application/json', 'text/event-stream']) {
      const res = await u.json('/api/generate/story', {
        method: 'POST',
        headers: { accept },
        body: { description: `Story${NUL}` },
      });
      expectRefused(res);
    }
    expect((await profileOf(t, u.userId)).tokensRemaining).toBe(before);
    expect(await t.pautei.deps.db.select().from(tasks).where(eq(tasks.userId, u.userId))).toEqual([]);
  });

  it('admin expenses: refused, nothing stored', async () => {
    const credentials = { email: 'admin-nul@pautei.test', password: 'admin-senha-forte-1' };
    await createOrPromoteAdmin(t.pautei.deps.db, t.pautei.deps.auth, credentials, t.clock.now);
    const admin: Agent = t.agent();
    expect((await admin.json('/api/auth/sign-in/email', { method: 'POST', body: credentials })).status).toBe(200);
    expectRefused(
      await admin.json('/api/admin/expenses', { method: 'POST', body: { description: `Servidor${NUL}`, amount: 10 } }),
    );
    expectRefused(
      await admin.json('/api/admin/expenses', {
        method: 'POST',
        body: { description: 'Servidor', amount: 10, notes: `nota${NUL}` },
      }),
    );
    expect(await t.pautei.deps.db.select().from(expenses)).toEqual([]);
  });
});

describe('better-auth routes, guarded before better-auth runs', () => {
  it('refuses lone surrogates and direction overrides anywhere in the body or the query, creating nothing', async () => {
    const a = t.agent();
    const cases: [string, Omit<RequestInit, 'body'> & { body?: unknown }][] = [
      [
        '/api/auth/sign-up/email',
        { method: 'POST', body: { name: 'Ana\u202Eevil', email: 'bidi@example.com', password: 'senha-segura-1' } },
      ],
      [
        '/api/auth/sign-up/email',
        { method: 'POST', body: { name: 'Ana', email: 'meia\uD800@example.com', password: 'senha-segura-1' } },
      ],
      ['/api/auth/sign-in/email', { method: 'POST', body: { email: 'x@example.com', password: 'senha\u0000' } }],
      ['/api/auth/verify-email?token=abc%00def', { method: 'GET' }],
    ];
    for (const [path, init] of cases) expectRefused(await a.json(path, init));
    const rows = await t.pautei.deps.db.select().from(user);
    expect(rows.map((r) => r.email).filter((e) => e.startsWith('bidi') || e.startsWith('meia'))).toEqual([]);
  });

  it('refuses a return address that is not ours, instead of failing or sending people elsewhere', async () => {
    const a = t.agent();
    for (const callbackURL of [
      '1.5',
      'https://outro-site.example/entrar',
      '//outro-site.example',
      'javascript:alert(1)',
    ]) {
      const verify = await a.json(`/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(verify.status, callbackURL).toBe(400);
      expect(verify.body.error.code).toBe('CALLBACK_URL_INVALID');
      const signUp = await a.json('/api/auth/sign-up/email', {
        method: 'POST',
        body: { name: 'Ana', email: 'retorno@example.com', password: 'senha-segura-1', callbackURL },
      });
      expect(signUp.body.error.code, callbackURL).toBe('CALLBACK_URL_INVALID');
    }
    expect(messageFor('CALLBACK_URL_INVALID')).toMatch(/^Endereço de retorno inválido/);
    expect(t.mailer.sent.filter((m) => m.to === 'retorno@example.com')).toEqual([]);
    // Our own paths and addresses still pass through.
    const ok = await a.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: 'Ana', email: 'retorno@example.com', password: 'senha-segura-1', callbackURL: '/auth/confirm' },
    });
    expect(ok.status).toBe(200);
  });
});
