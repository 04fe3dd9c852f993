/**
 * The one date rule at every entry point that takes a date a person typed: the generators (with and
 * without a client, as JSON or as a stream), the calendar's moves, range and month plan, the admin's
 * filters and expense dates, and the client export. An impossible day (30/02, 31/04, 29/02 of a common
 * year), a partial date or a half-typed year answers 400 DATE_INVALID, and nothing is spent, stored or
 * asked of the model.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAI } from '@tests/support/fake-openai';
import {
  createClient,
  insertTask,
  setTokens,
  signedInAdmin,
  signUpAgency,
  signUpOnboarded,
} from '@tests/support/onboard';
import { useAppWithFakeModel } from '@tests/support/slow-model';
import type { TestApp } from '@tests/support/test-app';
import { messageFor } from '@shared/messages';
import { expenses, profiles, tasks, tokenLedger } from '../db/schema';

let t: TestApp;
let fake: FakeOpenAI;
useAppWithFakeModel((app, model) => {
  t = app;
  fake = model;
});
beforeEach(() => fake.reset());

/** Days no calendar has, a partial date and a year caught half-typed. */
const REFUSED = ['2026-02-30', '2026-04-31', '2027-02-29', '2026-02', '0002-02-28'];

const db = () => t.pautei.deps.db;
const balance = async (userId: string) =>
  (await db().select().from(profiles).where(eq(profiles.userId, userId)))[0]?.tokensRemaining;
const spendsOf = (userId: string) => db().select().from(tokenLedger).where(eq(tokenLedger.userId, userId));

function expectRefused(res: { status: number; body: { error?: { code: string } } }, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.body.error?.code, what).toBe('DATE_INVALID');
}

describe('generation bodies', () => {
  it('refuse an impossible date before a token is spent or the model is called, as JSON and as a stream', async () => {
    const u = await signUpOnboarded(t);
    await setTokens(t, u.userId, 5);
    for (const scheduledDate of REFUSED) {
      const res = await u.json('/api/generate/caption', {
        method: 'POST',
        body: { description: 'Legenda do treino de pernas', scheduledDate },
      });
      expectRefused(res, scheduledDate);
      const streamed = await u.request('/api/generate/daily_script', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ routine: 'Treino às 7h, trabalho, jantar', scheduledDate }),
      });
      expectRefused({ status: streamed.status, body: await streamed.json() }, `${scheduledDate} (stream)`);
    }
    expect(messageFor('DATE_INVALID')).toMatch(/^Data inválida/);
    expect(fake.requests).toHaveLength(0);
    expect(await balance(u.userId)).toBe(5);
    expect(await spendsOf(u.userId)).toHaveLength(0);
    expect(await db().select().from(tasks).where(eq(tasks.userId, u.userId))).toHaveLength(0);

    // The same request with a real day goes through: one token, one call, the day kept.
    const ok = await u.json('/api/generate/caption', {
      method: 'POST',
      body: { description: 'Legenda do treino de pernas', scheduledDate: '2028-02-29' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.item.scheduledDate).toBe('2028-02-29T12:00:00.000Z');
    expect(fake.requests).toHaveLength(1);
    expect(await balance(u.userId)).toBe(4);
  });

  it("refuse it for an agency's client too", async () => {
    const agency = await signUpAgency(t);
    await setTokens(t, agency.userId, 5);
    const clientId = await createClient(agency, 'Academia Forte');
    for (const scheduledDate of REFUSED) {
      const res = await agency.json('/api/generate/story', {
        method: 'POST',
        body: { clientId, description: 'Bastidores do treino', scheduledDate },
      });
      expectRefused(res, scheduledDate);
    }
    expect(fake.requests).toHaveLength(0);
    expect(await balance(agency.userId)).toBe(5);
    expect(await db().select().from(tasks).where(eq(tasks.clientId, clientId))).toHaveLength(0);
  });
});

describe('calendar scheduling', () => {
  it('refuses to move an item to an impossible day and leaves it where it was', async () => {
    const u = await signUpOnboarded(t);
    const item = await insertTask(t, u.userId, { scheduledDate: new Date('2026-03-10T12:00:00Z') });
    for (const date of REFUSED) {
      expectRefused(await u.json(`/api/calendar/items/${item.id}/date`, { method: 'PUT', body: { date } }), date);
      expectRefused(await u.json(`/api/calendar?from=${date}&to=2026-03-31`), `range ${date}`);
    }
    expectRefused(await u.json('/api/calendar/export?month=0002-02'), 'month plan');
    expectRefused(await u.json('/api/calendar/export?month=2027-13'), 'month 13');
    const [stored] = await db().select().from(tasks).where(eq(tasks.id, item.id));
    expect(stored?.scheduledDate?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });
});

describe('admin filters and expenses', () => {
  it('refuse an impossible day in a filter instead of reading 30/02 as 02/03', async () => {
    const admin = await signedInAdmin(t, {
      email: `admin-${randomUUID().slice(0, 8)}@pautei.test`,
      password: 'senha-admin-1',
    });
    for (const day of REFUSED) {
      expectRefused(await admin.json(`/api/admin/dashboard?period=custom&start=${day}&end=2026-03-31`), `start ${day}`);
      expectRefused(await admin.json(`/api/admin/dashboard?period=custom&start=2026-01-01&end=${day}`), `end ${day}`);
      expectRefused(await admin.json(`/api/admin/dashboard?period=specific_day&day=${day}`), `day ${day}`);
      expectRefused(await admin.json(`/api/admin/expenses?period=custom&start=${day}&end=2026-03-31`), `list ${day}`);
    }
    expect((await admin.json('/api/admin/dashboard?period=custom&start=2026-02-01&end=2026-02-28')).status).toBe(200);
  });

  it('refuse an impossible expense date and change nothing', async () => {
    const admin = await signedInAdmin(t, {
      email: `admin-${randomUUID().slice(0, 8)}@pautei.test`,
      password: 'senha-admin-1',
    });
    const created = await admin.json('/api/admin/expenses', {
      method: 'POST',
      body: { description: 'Hospedagem', amount: 50, expenseDate: '2026-02-28' },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.expense.id;
    const before = await db().select().from(expenses);
    for (const expenseDate of REFUSED) {
      const add = await admin.json('/api/admin/expenses', {
        method: 'POST',
        body: { description: 'Domínio', amount: 40, expenseDate },
      });
      expectRefused(add, `create ${expenseDate}`);
      expectRefused(
        await admin.json(`/api/admin/expenses/${id}`, { method: 'PATCH', body: { expenseDate } }),
        `update ${expenseDate}`,
      );
    }
    const after = await db().select().from(expenses);
    expect(after).toHaveLength(before.length);
    expect(after.find((e) => e.id === id)?.expenseDate).toBe('2026-02-28');
  });
});

describe('exports', () => {
  it("refuse an impossible day in the client export's query", async () => {
    const agency = await signUpAgency(t);
    const clientId = await createClient(agency, 'Doces da Ana');
    for (const date of REFUSED) expectRefused(await agency.json(`/api/clients/${clientId}/export?date=${date}`), date);
    expect((await agency.json(`/api/clients/${clientId}/export?date=2028-02-29`)).status).toBe(200);
  });
});
