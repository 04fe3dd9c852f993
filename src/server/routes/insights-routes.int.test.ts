import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { onboard, setAccount } from '@tests/support/onboard';
import { agencyClients, tasks } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Seed = { type: string; completed?: boolean; createdAt?: Date; scheduledDate?: Date | null };

async function seedTasks(userId: string, rows: Seed[]) {
  await t.pautei.deps.db.insert(tasks).values(
    rows.map((r, i) => ({
      userId,
      title: `Item ${i}`,
      content: 'conteúdo',
      type: r.type,
      completed: r.completed ?? false,
      status: r.completed ? 'completed' : 'pending',
      scheduledDate: r.scheduledDate ?? null,
      ...(r.createdAt ? { createdAt: r.createdAt, updatedAt: r.createdAt } : {}),
    })),
  );
}

const many = (n: number, seed: Seed): Seed[] => Array.from({ length: n }, () => ({ ...seed }));

async function activate(userId: string) {
  await setAccount(t, userId, { subscriptionStatus: 'active' });
}

describe('GET /api/insights/dashboard', () => {
  it('answers 0 everywhere, and a 0 % rate, with no content', async () => {
    const u = await t.signUpVerified();
    await onboard(u);
    const res = await u.json('/api/insights/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      counts: { daily_script: 0, story: 0, caption: 0, reel_idea: 0, carousel: 0, ad_copy: 0 },
      total: 0,
      completed: 0,
      completionRate: 0,
    });
  });

  it('counts each kind and the completion rate of the caller only', async () => {
    const u = await t.signUpVerified();
    await onboard(u);
    const other = await t.signUpVerified();
    await onboard(other);
    await seedTasks(u.userId, [
      ...many(3, { type: 'daily_script', completed: true }),
      ...many(2, { type: 'caption' }),
      { type: 'caption', completed: true },
      ...many(4, { type: 'reel_idea' }),
      { type: 'story' },
      ...many(2, { type: 'ad_copy', completed: true }),
      { type: 'carousel' },
    ]);
    await seedTasks(other.userId, many(5, { type: 'story', completed: true }));

    const res = await u.json('/api/insights/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ daily_script: 3, caption: 3, reel_idea: 4, story: 1, ad_copy: 2, carousel: 1 });
    expect(res.body.total).toBe(14);
    expect(res.body.completed).toBe(6);
    expect(res.body.completionRate).toBe(43); // 6 / 14 = 42.86 %
  });

  it("an agency sees its clients' content, not tasks of its own", async () => {
    const agency = await t.signUpVerified({ selectedPlan: 'agency' });
    const me = await onboard(agency);
    expect(me.profile.subscriptionType).toBe('agency');
    const db = t.pautei.deps.db;
    const [client] = await db
      .insert(agencyClients)
      .values({ agencyUserId: agency.userId, name: 'Cliente A', niche: 'food' })
      .returning();
    if (!client) throw new Error('client not found');
    await db.insert(tasks).values([
      {
        userId: agency.userId,
        clientId: client.id,
        title: 'a',
        content: 'x',
        type: 'caption',
        completed: true,
        status: 'completed',
      },
      { userId: agency.userId, clientId: client.id, title: 'b', content: 'x', type: 'caption' },
      { userId: agency.userId, clientId: client.id, title: 'c', content: 'x', type: 'story' },
    ]);
    await seedTasks(agency.userId, many(4, { type: 'ad_copy', completed: true }));

    const res = await agency.json('/api/insights/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ caption: 2, story: 1, ad_copy: 0 });
    expect(res.body.total).toBe(3);
    expect(res.body.completionRate).toBe(33);
  });

  it('is refused without a session and after the trial', async () => {
    expect((await t.request('/api/insights/dashboard')).status).toBe(401);
    const u = await t.signUpVerified();
    await onboard(u);
    await setAccount(t, u.userId, { trialEndsAt: new Date(Date.now() - 1000) });
    const res = await u.json('/api/insights/dashboard');
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('TRIAL_EXPIRED');
  });
});

describe('GET /api/insights/analytics', () => {
  // Saturday 21/11/2026, 23:30 in São Paulo (02:30 UTC on the 22nd).
  const now = new Date('2026-11-22T02:30:00Z');
  const sp = (local: string) => new Date(`${local}-03:00`);
  let agent: Awaited<ReturnType<TestApp['signUpVerified']>>;

  beforeAll(async () => {
    agent = await t.signUpVerified();
    await onboard(agent);
    await activate(agent.userId);
    await seedTasks(agent.userId, [
      // today (Saturday 21/11 in São Paulo), one of them already the 22nd in UTC
      { type: 'story', createdAt: sp('2026-11-21T08:00:00'), completed: true },
      { type: 'caption', createdAt: sp('2026-11-21T22:15:00'), scheduledDate: new Date('2026-11-25T12:00:00Z') },
      // earlier this week (from Sunday 15/11)
      { type: 'caption', createdAt: sp('2026-11-15T00:05:00'), completed: true },
      { type: 'reel_idea', createdAt: sp('2026-11-17T10:00:00'), scheduledDate: new Date('2026-11-18T12:00:00Z') },
      // last week (Saturday 14/11, 23:50) — this month, not this week
      { type: 'ad_copy', createdAt: sp('2026-11-14T23:50:00') },
      // last month
      {
        type: 'carousel',
        createdAt: sp('2026-10-31T23:59:00'),
        completed: true,
        scheduledDate: new Date('2026-12-01T12:00:00Z'),
      },
      // last year
      { type: 'daily_script', createdAt: sp('2025-06-10T09:00:00') },
    ]);
  });

  const get = async (query: string) => {
    t.clock.set(now);
    try {
      return await agent.json(`/api/insights/analytics?${query}`);
    } finally {
      t.clock.set(new Date());
    }
  };

  it('day: today in São Paulo', async () => {
    const res = await get('period=day');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      period: 'day',
      firstDay: '2026-11-21',
      lastDay: '2026-11-21',
      total: 2,
      completed: 1,
      pending: 1,
      scheduled: 1,
      completionRate: 50,
    });
    expect(res.body.bucket).toBe('day');
    expect(res.body.series).toEqual([
      { key: '2026-11-21', total: 2, daily_script: 0, story: 1, caption: 1, reel_idea: 0, carousel: 0, ad_copy: 0 },
    ]);
  });

  it('week: from Sunday 00:00 in São Paulo', async () => {
    const res = await get('period=week');
    expect(res.body).toMatchObject({
      firstDay: '2026-11-15',
      lastDay: '2026-11-21',
      total: 4,
      completed: 2,
      pending: 2,
      scheduled: 1,
      completionRate: 50,
    });
    expect(res.body.series.map((p: { key: string; total: number }) => [p.key, p.total])).toEqual([
      ['2026-11-15', 1],
      ['2026-11-16', 0],
      ['2026-11-17', 1],
      ['2026-11-18', 0],
      ['2026-11-19', 0],
      ['2026-11-20', 0],
      ['2026-11-21', 2],
    ]);
    expect(res.body.byKind).toEqual([
      { kind: 'daily_script', count: 0 },
      { kind: 'story', count: 1 },
      { kind: 'caption', count: 2 },
      { kind: 'reel_idea', count: 1 },
      { kind: 'carousel', count: 0 },
      { kind: 'ad_copy', count: 0 },
    ]);
  });

  it('month: the calendar month', async () => {
    const res = await get('period=month');
    expect(res.body).toMatchObject({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      total: 5,
      completed: 2,
      pending: 3,
      scheduled: 1,
      completionRate: 40,
    });
    expect(res.body.series).toHaveLength(30);
  });

  it('all: everything, bucketed by month over a long span', async () => {
    const res = await get('period=all');
    expect(res.body).toMatchObject({
      firstDay: '2025-06-10',
      lastDay: '2026-11-21',
      total: 7,
      completed: 3,
      pending: 4,
      scheduled: 2,
      completionRate: 43,
    });
    expect(res.body.bucket).toBe('month');
    expect(res.body.series).toHaveLength(18);
    expect(res.body.series[0]).toMatchObject({ key: '2025-06', total: 1, daily_script: 1 });
    expect(res.body.series.at(-1)).toMatchObject({ key: '2026-11', total: 5 });
  });

  it('custom: includes its whole end day', async () => {
    const res = await get('period=custom&start=2026-10-31&end=2026-11-14');
    expect(res.body).toMatchObject({ firstDay: '2026-10-31', lastDay: '2026-11-14', total: 2, completed: 1 });
    expect(res.body.byKind.find((k: { kind: string }) => k.kind === 'ad_copy').count).toBe(1);
  });

  it('custom: refuses a missing or inverted range with a catalogue code', async () => {
    const missing = await get('period=custom&start=2026-11-01');
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('ANALYTICS_END_REQUIRED');
    const inverted = await get('period=custom&start=2026-11-10&end=2026-11-01');
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.code).toBe('ANALYTICS_RANGE_INVERTED');
    const bad = await get('period=year');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('ANALYTICS_PERIOD_INVALID');
  });

  it('with nothing in the period: zeros and a 0 % rate', async () => {
    const res = await get('period=custom&start=2024-01-01&end=2024-01-03');
    expect(res.body).toMatchObject({ total: 0, completed: 0, pending: 0, scheduled: 0, completionRate: 0 });
    expect(res.body.series.map((p: { total: number }) => p.total)).toEqual([0, 0, 0]);
  });
});
