/**
 * The one date rule at every entry point that takes a day: the generators (answered as JSON or as a
 * stream), the calendar's range, moves and month plan, and the iCalendar feed. A refused day answers
 * 400 SCHEDULED_DATE_INVALID before anything is spent or stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboard } from '@tests/support/onboard';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { profiles, tasks, tokenLedger } from '../db/schema';

let t: TestApp;
type User = Agent & { userId: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.pautei.deps.db;

async function creator(): Promise<User> {
  const a = await t.signUpVerified();
  await onboard(a, { niche: 'fitness' });
  await db().update(profiles).set({ tokensRemaining: 5 }).where(eq(profiles.userId, a.userId));
  return a;
}

async function balance(userId: string) {
  const [row] = await db().select().from(profiles).where(eq(profiles.userId, userId));
  return row?.tokensRemaining;
}

const itemsOf = (userId: string) => db().select().from(tasks).where(eq(tasks.userId, userId));
const spendsOf = (userId: string) => db().select().from(tokenLedger).where(eq(tokenLedger.userId, userId));

describe('a refused day', () => {
  it('spends nothing and stores nothing in the generators, as JSON or as a stream', async () => {
    const a = await creator();
    for (const scheduledDate of ['3000-01-01', '2026-02-30', '1999-12-31', '30/02/2026']) {
      const res = await a.json<{ error: { code: string } }>('/api/generate/caption', {
        method: 'POST',
        body: { description: 'Legenda do treino de pernas', scheduledDate },
      });
      expect(res.status, scheduledDate).toBe(400);
      expect(res.body.error.code).toBe('DATE_INVALID');
    }
    const streamed = await a.request('/api/generate/daily_script', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ routine: 'Treino às 7h, trabalho, jantar', scheduledDate: '2026-02-30' }),
    });
    expect(streamed.status).toBe(400);
    expect(((await streamed.json()) as { error: { code: string } }).error.code).toBe('DATE_INVALID');
    expect(await balance(a.userId)).toBe(5);
    expect(await itemsOf(a.userId)).toHaveLength(0);
    expect(await spendsOf(a.userId)).toHaveLength(0);

    // The edges of the rule are days like any other: stored as noon UTC, never rolled over.
    const leap = await a.json<{ item: { scheduledDate: string } }>('/api/generate/caption', {
      method: 'POST',
      body: { description: 'Legenda do dia bissexto', scheduledDate: '2028-02-29' },
    });
    expect(leap.status).toBe(200);
    expect(leap.body.item.scheduledDate).toBe('2028-02-29T12:00:00.000Z');
    expect(await balance(a.userId)).toBe(4);
  });

  it('is refused with the same code by the calendar: range, move, month plan', async () => {
    const a = await creator();
    const [item] = await db()
      .insert(tasks)
      .values({ userId: a.userId, title: 'Item', content: 'Texto', type: 'caption', scheduledDate: null })
      .returning();
    if (!item) throw new Error('no item stored');
    const range = await a.json<{ error: { code: string } }>('/api/calendar?from=2026-02-30&to=2026-03-10');
    expect(range.body.error.code).toBe('DATE_INVALID');
    for (const date of ['2026-02-30', '2101-01-01', '1999-12-31']) {
      const moved = await a.json<{ error: { code: string } }>(`/api/calendar/items/${item.id}/date`, {
        method: 'PUT',
        body: { date },
      });
      expect(moved.status, date).toBe(400);
      expect(moved.body.error.code).toBe('DATE_INVALID');
    }
    const [stored] = await itemsOf(a.userId);
    expect(stored?.scheduledDate).toBeNull();
    const plan = await a.json<{ error: { code: string } }>('/api/calendar/export?month=2101-01');
    expect(plan.body.error.code).toBe('DATE_INVALID');
  });

  it('never reaches the iCalendar feed, even when an older row holds one', async () => {
    const a = await creator();
    const feed = await a.json<{ url: string }>('/api/calendar/feed', { method: 'POST', body: { includeDates: false } });
    const url = new URL(feed.body.url);
    t.clock.set(new Date('2100-12-20T15:00:00Z'));
    try {
      await db()
        .insert(tasks)
        .values([
          {
            userId: a.userId,
            title: 'Último dia',
            content: 'x',
            type: 'caption',
            scheduledDate: new Date('2100-12-31T12:00:00Z'),
          },
          {
            userId: a.userId,
            title: 'Além de 2100',
            content: 'x',
            type: 'caption',
            scheduledDate: new Date('2101-01-02T12:00:00Z'),
          },
        ]);
      const text = await (await t.request(url.pathname)).text();
      expect(text).toContain('Último dia');
      expect(text).not.toContain('Além de 2100');
    } finally {
      t.clock.set(new Date());
    }
  });
});
