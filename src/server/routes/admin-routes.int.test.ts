import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { adminStats, agencyClients, usageTracking, user } from '../db/schema';
import { createOrPromoteAdmin } from '../services/admin-account';
import { ensureProfile } from '../services/profile-service';
import { ADMIN_STATS_LOCK_KEY, runAdminStatsJob } from '../jobs/admin-stats-job';
import { setAccount } from '@tests/support/onboard';

// Thursday 14 May 2026, 12:00 in São Paulo.
const NOW = new Date('2026-05-14T15:00:00.000Z');
const ADMIN = { email: 'chefe@pautei.test', password: 'admin-senha-forte-1' };

let t: TestApp;
let admin: Agent;
let normal: Agent & { userId: string };
const seeded: Record<string, string> = {};
/** The id of a user the dataset below seeded (fails loudly for a key it never seeded). */
function seededId(key: string): string {
  const id = seeded[key];
  if (!id) throw new Error(`${key} was not seeded`);
  return id;
}

async function signIn(email: string, password: string, app: TestApp = t): Promise<Agent> {
  const a = app.agent();
  const res = await a.json('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in falhou: ${res.status} ${JSON.stringify(res.body)}`);
  return a;
}

/** An admin account of the test's own (settings tests change its name, e-mail and password), signed in. */
async function createOwnAdmin(app: TestApp = t) {
  const credentials = { email: `admin-${randomUUID().slice(0, 8)}@pautei.test`, password: 'admin-senha-propria-1' };
  await createOrPromoteAdmin(app.pautei.deps.db, app.pautei.deps.auth, credentials, app.clock.now);
  return { ...credentials, agent: await signIn(credentials.email, credentials.password, app) };
}

/** A user with a profile in the given state (no sign-in needed). */
async function seedUser(key: string, state: Parameters<typeof setAccount>[2], app: TestApp = t) {
  const db = app.pautei.deps.db;
  const id = randomUUID();
  await db.insert(user).values({
    id,
    name: `Pessoa ${key}`,
    email: `${key}@example.com`,
    emailVerified: true,
    createdAt: NOW,
    updatedAt: NOW,
  });
  await ensureProfile(db, id, t.clock.now);
  await setAccount(t, id, { name: `Pessoa ${key}`, niche: 'fitness', createdAt: NOW, ...state });
  seeded[key] = id;
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const db = t.pautei.deps.db;
  await createOrPromoteAdmin(db, t.pautei.deps.auth, ADMIN, t.clock.now);
  admin = await signIn(ADMIN.email, ADMIN.password);
  normal = await t.signUpVerified({ name: 'Usuária Comum' });
  // The sign-up user's trial ended long ago: counted in the total only.
  await setAccount(t, normal.userId, { trialEndsAt: new Date('2026-01-01T00:00:00Z') });

  await seedUser('c1', { subscriptionStatus: 'active', subscriptionType: 'creator' });
  await seedUser('c2', { subscriptionStatus: 'active', subscriptionType: 'creator' });
  await seedUser('a1', { subscriptionStatus: 'active', subscriptionType: 'agency', agencyPlan: 'social' });
  await seedUser('a2', { subscriptionStatus: 'active', subscriptionType: 'agency', agencyPlan: 'enterprise' });
  await seedUser('t1', {
    subscriptionStatus: 'trial',
    subscriptionType: 'creator',
    trialEndsAt: new Date('2026-05-16T15:00:00Z'),
  });
  await seedUser('t2', {
    subscriptionStatus: 'trial',
    subscriptionType: 'creator',
    trialEndsAt: new Date('2026-05-10T15:00:00Z'),
  });
  await seedUser('x1', { subscriptionStatus: 'cancelled', subscriptionType: 'creator' });

  await db.insert(agencyClients).values([
    {
      agencyUserId: seededId('a1'),
      name: 'Academia Força',
      niche: 'fitness',
      email: 'forca@example.com',
      createdAt: new Date('2026-05-01T12:00:00Z'),
    },
    { agencyUserId: seededId('a1'), name: 'Padaria Sol', niche: 'food', createdAt: new Date('2026-05-02T12:00:00Z') },
    { agencyUserId: seededId('a1'), name: 'Loja Lua', niche: 'beauty', createdAt: new Date('2026-05-03T12:00:00Z') },
    {
      agencyUserId: seededId('a2'),
      name: 'Clínica Vida',
      niche: 'beauty',
      createdAt: new Date('2026-05-04T12:00:00Z'),
    },
  ]);

  await db.insert(usageTracking).values([
    {
      userId: seededId('c1'),
      actionType: 'caption',
      tokensUsed: 1,
      costUsd: 2,
      costBrl: 10,
      createdAt: new Date('2026-05-02T12:00:00Z'),
    },
    // 23:00 on 13 May in São Paulo (already 14 May in UTC): in May.
    {
      userId: seededId('c2'),
      actionType: 'story',
      tokensUsed: 1,
      costUsd: 0.5,
      costBrl: 2.5,
      createdAt: new Date('2026-05-14T02:00:00Z'),
    },
    // 23:00 on 30 April in São Paulo (already 1 May in UTC): NOT in May.
    {
      userId: seededId('c2'),
      actionType: 'story',
      tokensUsed: 1,
      costUsd: 1.4,
      costBrl: 7,
      createdAt: new Date('2026-05-01T02:00:00Z'),
    },
  ]);

  const expenses = [
    { description: 'Créditos OpenAI', amount: 100, category: 'openai', expenseDate: '2026-05-05' },
    {
      description: 'Aluguel do escritório',
      amount: 200,
      category: 'operacional',
      expenseDate: '2026-05-10',
      notes: 'Maio',
    },
    { description: 'Anúncios', amount: 50, category: 'marketing' },
    { description: 'Contador de abril', amount: 300, category: 'contabilidade', expenseDate: '2026-04-30' },
  ];
  for (const e of expenses) {
    const res = await admin.json('/api/admin/expenses', { method: 'POST', body: e });
    if (res.status !== 201) throw new Error(`gasto falhou: ${res.status} ${JSON.stringify(res.body)}`);
  }
});
afterAll(() => t?.close());

describe('access: every admin route', () => {
  const someId = randomUUID();
  const routes: Array<{ method: string; path: string; body?: unknown }> = [
    { method: 'GET', path: '/api/admin/dashboard?period=month' },
    { method: 'POST', path: '/api/admin/stats/refresh' },
    { method: 'GET', path: '/api/admin/expenses?period=month' },
    { method: 'POST', path: '/api/admin/expenses', body: { description: 'Teste de acesso', amount: 1 } },
    { method: 'PATCH', path: `/api/admin/expenses/${someId}`, body: { amount: 2 } },
    { method: 'DELETE', path: `/api/admin/expenses/${someId}` },
    { method: 'GET', path: '/api/admin/pricing' },
    { method: 'GET', path: '/api/admin/pricing/creator' },
    { method: 'PATCH', path: '/api/admin/pricing/creator', body: { basePrice: 147 } },
  ];

  it.each(routes)('$method $path: 401 anonymous, 403 user', async ({ method, path, body }) => {
    const anon = await t.agent().json(path, { method, body });
    expect(anon.status).toBe(401);
    expect(anon.body.error.code).toBe('UNAUTHENTICATED');
    const user = await normal.json(path, { method, body });
    expect(user.status).toBe(403);
    expect(user.body.error.code).toBe('ADMIN_ONLY');
  });

  it('200 for the admin on each route', async () => {
    const created = await admin.json('/api/admin/expenses', {
      method: 'POST',
      body: { description: 'Teste de acesso', amount: 1 },
    });
    expect(created.status).toBe(201);
    const id = created.body.expense.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/dashboard?period=month'],
      ['POST', '/api/admin/stats/refresh'],
      ['GET', '/api/admin/expenses?period=month'],
      ['PATCH', `/api/admin/expenses/${id}`, { amount: 2 }],
      ['DELETE', `/api/admin/expenses/${id}`],
      ['GET', '/api/admin/pricing'],
      ['GET', '/api/admin/pricing/creator'],
      ['PATCH', '/api/admin/pricing/creator', { basePrice: 147 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await admin.json(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(200);
    }
    // The deleted expense is gone: editing or deleting it again is 404.
    expect((await admin.json(`/api/admin/expenses/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin.json(`/api/admin/expenses/${id}`, { method: 'PATCH', body: { amount: 3 } })).status).toBe(404);
  });
});

describe('dashboard KPIs on the seeded dataset', () => {
  it('this month (May 2026)', async () => {
    const res = await admin.json('/api/admin/dashboard?period=month');
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.period).toMatchObject({ id: 'month', fromDay: '2026-05-01', lastDay: '2026-05-31', granularity: 'day' });
    expect(d.kpis).toEqual({
      totalUsers: 8, // admin not counted
      activeUsers: 5, // 4 paying + 1 trial in force
      paidUsers: 4,
      trialUsers: 1,
      agencyUsers: 2,
      members: 0,
      monthlyRevenue: 691, // 2 × 147 + 397 + enterprise (no base price) 0
      annualRevenue: 8292,
      aiCosts: 112.5, // usage 10 + 2.5 and the OpenAI expense 100
      usageCosts: 12.5,
      openaiExpenses: 100,
      costPerActiveUser: 22.5,
      operatingExpenses: 250, // 200 + 50; April's accountant is out of the period
      operatingExpensesCount: 2,
      expensesTotal: 350,
      expensesCount: 3,
      profit: 328.5,
      margin: 47.54,
    });
    expect(d.subscriptions).toEqual({ active: 4, trial: 1, conversion: 80 });
    expect(d.planDistribution).toEqual({ creator: 2, agency_social: 1, agency_enterprise: 1 });
    expect(d.growth).toEqual({
      conversion: 80,
      arpu: 172.75,
      averageCostPerClient: 90.63,
      activeAgencies: 2,
      totalAgencyClients: 4,
    });
    expect(d.projections).toEqual({ revenue: 8292, costs: 4350, profit: 3942, margin: 47.54, operatingExpenses: 3000 });
    expect(d.pricing.map((p: { planType: string; basePrice: number | null }) => [p.planType, p.basePrice])).toEqual([
      ['creator', 147],
      ['agency_social', 397],
      ['agency_enterprise', null],
    ]);
    expect(d.recentExpenses.map((e: { description: string }) => e.description).sort()).toEqual([
      'Aluguel do escritório',
      'Anúncios',
      'Créditos OpenAI',
    ]);
    // Without an expense date, an expense belongs to the day it was recorded (clock: 14 May).
    expect(d.recentExpenses.find((e: { description: string }) => e.description === 'Anúncios').expenseDate).toBe(
      '2026-05-14',
    );
    expect(d.recentUsers).toHaveLength(8);
    expect(d.recentUsers.some((u: { email: string }) => u.email === ADMIN.email)).toBe(false);
    expect(d.recentAgencyClients[0]).toMatchObject({
      name: 'Clínica Vida',
      agencyName: 'Pessoa a2',
      agencyEmail: 'a2@example.com',
    });
    expect(d.recentAgencyClients).toHaveLength(4);
    // The chart: one point per day up to today; 13 May carries the late-evening usage.
    expect(d.series).toHaveLength(14);
    expect(d.series.find((p: { key: string }) => p.key === '2026-05-13')).toMatchObject({ costs: 2.5 });
    expect(d.series.find((p: { key: string }) => p.key === '2026-05-10')).toMatchObject({ costs: 200 });
    expect(d.series.at(-1)).toMatchObject({ key: '2026-05-14', costs: 50, revenue: 22.29 }); // 691 / 31
  });

  it('last_month, specific_month, custom and all pick their own costs', async () => {
    const april = (await admin.json('/api/admin/dashboard?period=last_month')).body.kpis;
    expect(april).toMatchObject({
      aiCosts: 7,
      usageCosts: 7,
      openaiExpenses: 0,
      operatingExpenses: 300,
      operatingExpensesCount: 1,
      profit: 384,
    });
    const may = (await admin.json('/api/admin/dashboard?period=specific_month&month=5&year=2026')).body;
    expect(may.kpis).toMatchObject({ aiCosts: 112.5, operatingExpenses: 250 });
    expect(may.period.label).toBe('Maio de 2026');
    const custom = (await admin.json('/api/admin/dashboard?period=custom&start=2026-05-10&end=2026-05-13')).body.kpis;
    expect(custom).toMatchObject({ aiCosts: 2.5, operatingExpenses: 200 });
    const day = (await admin.json('/api/admin/dashboard?period=specific_day&day=2026-05-14')).body.kpis;
    expect(day).toMatchObject({ aiCosts: 0, operatingExpenses: 50 });
    const all = (await admin.json('/api/admin/dashboard?period=all')).body;
    expect(all.kpis).toMatchObject({ aiCosts: 119.5, operatingExpenses: 550, expensesCount: 4 });
    expect(all.series.map((p: { key: string }) => p.key)).toEqual(['2026-04', '2026-05']);
  });

  it('refuses an incomplete or unknown period', async () => {
    for (const q of [
      'period=custom&start=2026-05-10',
      'period=custom&start=2026-05-10&end=2026-05-01',
      'period=specific_month&year=2026',
      'period=decade',
    ]) {
      const res = await admin.json(`/api/admin/dashboard?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe('ADMIN_PERIOD_INVALID');
    }
    // A day that does not exist is the one date rule's refusal, with its message.
    const impossible = await admin.json('/api/admin/dashboard?period=specific_day&day=2026-02-30');
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.code).toBe('DATE_INVALID');
  });
});

describe('daily stats (calculate_daily_stats)', () => {
  it('refresh upserts today’s São Paulo row; the job does the same', async () => {
    const first = await admin.json('/api/admin/stats/refresh', { method: 'POST' });
    expect(first.body.stats).toMatchObject({
      date: '2026-05-14',
      totalUsers: 8,
      activeUsers: 5,
      paidUsers: 4,
      trialUsers: 1,
      agencyUsers: 2,
      totalClients: 4,
      monthlyRevenue: 691,
      openaiCosts: 0,
    });
    await admin.json('/api/admin/stats/refresh', { method: 'POST' });
    expect(await runAdminStatsJob(t.pautei.deps)).toBe(true);
    const rows = await t.pautei.deps.db.select().from(adminStats);
    expect(rows).toHaveLength(1);
    const d = (await admin.json('/api/admin/dashboard?period=today')).body;
    expect(d.latestStats).toMatchObject({ date: '2026-05-14', monthlyRevenue: 691 });
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'with PostgreSQL, the job skips while another instance holds its lock',
    async () => {
      expect(t.pautei.deps.driver).toBe('postgres');
      await t.pautei.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_STATS_LOCK_KEY})`);
        expect(await runAdminStatsJob(t.pautei.deps)).toBe(false);
      });
      expect(await runAdminStatsJob(t.pautei.deps)).toBe(true);
    },
  );
});

describe('expenses', () => {
  it('validates description, amount and category', async () => {
    for (const body of [
      { description: '', amount: 10 },
      { description: '   ', amount: 10 },
      { description: 'X', amount: 0 },
      { description: 'X', amount: -5 },
      { description: 'X' },
    ]) {
      const res = await admin.json('/api/admin/expenses', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('ADMIN_EXPENSE_INVALID');
    }
    const bad = await admin.json('/api/admin/expenses', {
      method: 'POST',
      body: { description: 'X', amount: 1, category: 'viagem' },
    });
    expect(bad.body.error.code).toBe('ADMIN_CATEGORY_INVALID');
    const def = await admin.json('/api/admin/expenses', {
      method: 'POST',
      body: { description: 'Sem categoria', amount: 12.345 },
    });
    expect(def.status).toBe(201);
    expect(def.body.expense).toMatchObject({ category: 'operacional', amount: 12.35 });
    const edited = await admin.json(`/api/admin/expenses/${def.body.expense.id}`, {
      method: 'PATCH',
      body: { description: 'Com categoria', category: 'juridico', notes: 'Honorários', expenseDate: '2026-03-02' },
    });
    expect(edited.body.expense).toMatchObject({
      description: 'Com categoria',
      category: 'juridico',
      notes: 'Honorários',
      expenseDate: '2026-03-02',
    });
    expect((await admin.json(`/api/admin/expenses/${def.body.expense.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('lists by period and category with totals, count, average and per-category percent', async () => {
    const month = (await admin.json('/api/admin/expenses?period=month')).body;
    expect(month).toMatchObject({ total: 350, count: 3, average: 116.67, category: 'all' });
    expect(month.byCategory).toEqual([
      { category: 'operacional', label: 'Operacional', total: 200, count: 1, percent: 57.1 },
      { category: 'openai', label: 'OpenAI', total: 100, count: 1, percent: 28.6 },
      { category: 'marketing', label: 'Marketing', total: 50, count: 1, percent: 14.3 },
    ]);
    const quarter = (await admin.json('/api/admin/expenses?period=quarter')).body;
    expect(quarter).toMatchObject({ total: 650, count: 4 });
    const openai = (await admin.json('/api/admin/expenses?period=all&category=openai')).body;
    expect(openai.expenses.map((e: { description: string }) => e.description)).toEqual(['Créditos OpenAI']);
    const custom = (await admin.json('/api/admin/expenses?period=custom&start=2026-04-30&end=2026-04-30')).body;
    expect(custom).toMatchObject({ total: 300, count: 1 });
  });
});

describe('pricing', () => {
  it('reads and updates a plan; validates numbers and the integer client limit', async () => {
    const got = await admin.json('/api/admin/pricing/agency_social');
    expect(got.body.pricing).toMatchObject({
      planType: 'agency_social',
      basePrice: 397,
      pricePerClient: 50,
      clientsLimit: 5,
    });
    const upd = await admin.json('/api/admin/pricing/agency_enterprise', {
      method: 'PATCH',
      body: { basePrice: 1200, pricePerClient: 40, clientsLimit: 999 },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.pricing).toMatchObject({ basePrice: 1200, pricePerClient: 40, clientsLimit: 999 });
    // Revenue now counts the enterprise agency at its new price.
    expect((await admin.json('/api/admin/dashboard?period=month')).body.kpis.monthlyRevenue).toBe(1891);
    for (const body of [{ clientsLimit: 2.5 }, { clientsLimit: 0 }, { basePrice: -1 }, { pricePerClient: 'dez' }, {}]) {
      const res = await admin.json('/api/admin/pricing/agency_enterprise', { method: 'PATCH', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('ADMIN_PRICE_INVALID');
    }
    expect((await admin.json('/api/admin/pricing/gold')).status).toBe(400);
    await admin.json('/api/admin/pricing/agency_enterprise', {
      method: 'PATCH',
      body: { basePrice: null, pricePerClient: 0 },
    });
    expect((await admin.json('/api/admin/pricing/agency_enterprise')).body.pricing.basePrice).toBeNull();
  });
});

describe('admin settings through better-auth', () => {
  it('updates the name and sends the e-mail change confirmation to the new address', async () => {
    const { email, agent: a } = await createOwnAdmin();
    expect((await a.json('/api/auth/update-user', { method: 'POST', body: { name: 'Chefe Pautei' } })).status).toBe(
      200,
    );
    expect((await a.json('/api/me')).body.user.name).toBe('Chefe Pautei');
    const newEmail = `novo-${email}`;
    const change = await a.json('/api/auth/change-email', {
      method: 'POST',
      body: { newEmail, callbackURL: '/admin/profile' },
    });
    expect(change.status).toBe(200);
    expect(t.mailer.lastLinkTo(newEmail)).toMatch(/verify-email/);
    // Same address: refused.
    expect((await a.json('/api/auth/change-email', { method: 'POST', body: { newEmail: email } })).status).toBe(400);
  });

  it('a wrong current password is refused; a change ends the admin’s other sessions', async () => {
    const { email, password, agent: here } = await createOwnAdmin();
    const elsewhere = await signIn(email, password);
    const wrong = await here.json('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword: 'nao-e-a-senha', newPassword: 'nova-senha-forte-2', revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect((await elsewhere.json('/api/admin/pricing')).status).toBe(200);

    const ok = await here.json('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword: password, newPassword: 'nova-senha-forte-2', revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await elsewhere.json('/api/admin/pricing')).status).toBe(401);
    expect((await here.json('/api/admin/pricing')).status).toBe(200);
    expect(
      (await t.agent().json('/api/auth/sign-in/email', { method: 'POST', body: { email, password } })).status,
    ).toBe(401);
    await signIn(email, 'nova-senha-forte-2');
    // Another admin's session is untouched.
    expect((await admin.json('/api/admin/pricing')).status).toBe(200);
  });
});

describe('dashboard with no paying users', () => {
  // A database of its own: the shared dataset above has paying users, and this test needs none.
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp({ now: NOW });
  });
  afterAll(() => empty?.close());

  it('revenue is 0 and the margin is 0 (no division error)', async () => {
    const { agent: a } = await createOwnAdmin(empty);
    const former = await seedUser('ex1', { subscriptionStatus: 'cancelled', subscriptionType: 'creator' }, empty);
    await empty.pautei.deps.db.insert(usageTracking).values({
      userId: former,
      actionType: 'caption',
      tokensUsed: 1,
      costUsd: 2,
      costBrl: 10,
      createdAt: new Date('2026-05-02T12:00:00Z'),
    });
    const expense = await a.json('/api/admin/expenses', {
      method: 'POST',
      body: { description: 'Aluguel', amount: 100, category: 'operacional', expenseDate: '2026-05-05' },
    });
    expect(expense.status).toBe(201);

    const d = (await a.json('/api/admin/dashboard?period=month')).body;
    expect(d.kpis).toMatchObject({ monthlyRevenue: 0, paidUsers: 0, profit: -110, margin: 0 });
    expect(d.growth).toMatchObject({ arpu: 0, averageCostPerClient: 0, conversion: 0 });
    expect(d.projections.margin).toBe(0);
  });
});
