/**
 * The access rule has two forms, the function the gate and `/api/me` call and the SQL the admin's figures
 * and the paid-access history filter by. Both are read from one table; this seeds a subscription row in
 * every billing shape and checks that the database's answer is the function's, and that both are what the
 * spec says for that shape (written out here, not derived from the code under test).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_STATES, decideAccess, isPaying, type AccessState } from '@shared/access-rule';
import { DAY_MS } from '@shared/constants';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-app';
import type { Database } from '../db/client';
import { subscriptions, user } from '../db/schema';
import { accessStateSql, hasAccessSql, paidPlanSql, payingSql } from './access-sql';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

interface Shape {
  key: string;
  admin?: boolean;
  status: string;
  type?: string;
  method?: string | null;
  trialEndsAt?: Date | null;
  paidUntil?: Date | null;
  /** What the spec says: the state, and whether the account pays. */
  state: AccessState;
  paying: boolean;
}

const SHAPES: Shape[] = [
  { key: 'trial-running', status: 'trial', type: 'creator', trialEndsAt: at(2), state: 'trial', paying: false },
  { key: 'trial-last-hour', status: 'trial', trialEndsAt: at(1 / 24), state: 'trial', paying: false },
  { key: 'trial-ended', status: 'trial', trialEndsAt: at(-1), state: 'trial_expired', paying: false },
  { key: 'trial-ends-now', status: 'trial', trialEndsAt: NOW, state: 'trial_expired', paying: false },
  { key: 'trial-without-end', status: 'trial', trialEndsAt: null, state: 'trial_expired', paying: false },
  { key: 'card-active', status: 'active', type: 'creator', method: 'card', state: 'active', paying: true },
  { key: 'card-agency', status: 'active', type: 'agency', method: 'card', state: 'active', paying: true },
  { key: 'active-trial-type', status: 'active', type: 'trial', state: 'active', paying: false },
  {
    key: 'past-due-just-failed',
    status: 'past_due',
    method: 'card',
    trialEndsAt: at(-20),
    state: 'past_due',
    paying: false,
  },
  {
    key: 'past-due-long-ago',
    status: 'past_due',
    method: 'card',
    trialEndsAt: at(-90),
    state: 'past_due',
    paying: false,
  },
  {
    key: 'past-due-period-over',
    status: 'past_due',
    method: 'pix_automatico',
    paidUntil: at(-1),
    state: 'period_ended',
    paying: false,
  },
  {
    key: 'cancelled-paid-time-left',
    status: 'cancelled',
    method: 'card',
    paidUntil: at(10),
    state: 'cancelled',
    paying: false,
  },
  { key: 'cancelled', status: 'cancelled', method: 'card', state: 'cancelled', paying: false },
  {
    key: 'prepaid-running',
    status: 'active',
    type: 'agency',
    method: 'pix_upfront',
    paidUntil: at(30),
    state: 'active',
    paying: true,
  },
  {
    key: 'prepaid-ended',
    status: 'active',
    method: 'pix_upfront',
    paidUntil: at(-1),
    state: 'period_ended',
    paying: false,
  },
  {
    key: 'prepaid-ends-now',
    status: 'active',
    method: 'pix_upfront',
    paidUntil: NOW,
    state: 'period_ended',
    paying: false,
  },
  {
    key: 'revoked-month-left',
    status: 'active',
    method: 'pix_automatico',
    paidUntil: at(5),
    state: 'active',
    paying: true,
  },
  {
    key: 'revoked-month-over',
    status: 'active',
    method: 'pix_automatico',
    paidUntil: at(-5),
    state: 'period_ended',
    paying: false,
  },
  { key: 'blocked', status: 'blocked', method: 'pix_upfront', paidUntil: at(-3), state: 'blocked', paying: false },
  { key: 'unknown-status', status: 'suspended', state: 'blocked', paying: false },
  { key: 'invited', status: 'none', trialEndsAt: null, state: 'none', paying: false },
  { key: 'admin', admin: true, status: 'trial', trialEndsAt: at(-30), state: 'admin', paying: false },
  { key: 'admin-paying', admin: true, status: 'active', method: 'card', state: 'admin', paying: true },
];

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.handle.db;
  for (const s of SHAPES) {
    await db
      .insert(user)
      .values({ id: s.key, name: s.key, email: `${s.key}@exemplo.com`, role: s.admin ? 'admin' : 'user' });
    await db.insert(subscriptions).values({
      userId: s.key,
      subscriptionStatus: s.status,
      subscriptionType: s.type ?? 'creator',
      paymentMethod: s.method ?? null,
      trialEndsAt: s.trialEndsAt === undefined ? at(-10) : s.trialEndsAt,
      paidUntil: s.paidUntil ?? null,
    });
  }
});
afterAll(() => test?.drop());

async function fromDatabase(key: string) {
  const [row] = await db
    .select({
      state: accessStateSql(NOW, undefined, sql`${user.role} = 'admin'`),
      access: sql<boolean>`${hasAccessSql(NOW, undefined, sql`${user.role} = 'admin'`)}`,
      paidPlan: sql<boolean>`${paidPlanSql(NOW)}`,
      paying: sql<boolean>`${payingSql(NOW)}`,
      subscriptionStatus: subscriptions.subscriptionStatus,
      subscriptionType: subscriptions.subscriptionType,
      trialEndsAt: subscriptions.trialEndsAt,
      paidUntil: subscriptions.paidUntil,
      role: user.role,
    })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(eq(subscriptions.userId, key));
  return row!;
}

describe('one access rule, two forms', () => {
  it('the shapes reach every state', () => {
    expect(new Set(SHAPES.map((s) => s.state))).toEqual(new Set(ACCESS_STATES));
  });

  it.each(SHAPES)('$key: the SQL and the function agree, as the spec says', async (shape) => {
    const row = await fromDatabase(shape.key);
    const admin = row.role === 'admin';
    const decision = decideAccess(row, admin, NOW);
    expect(decision.state).toBe(shape.state);
    expect(row.state).toBe(decision.state);
    expect(row.access).toBe(decision.hasAccess);
    // Admins are left out of the customer figures, so paid plan and paying are the row's own.
    const own = decideAccess(row, false, NOW);
    expect(row.paidPlan).toBe(own.paidPlan);
    expect(row.paying).toBe(isPaying(row, NOW));
    if (!admin) expect(isPaying(row, NOW)).toBe(shape.paying);
  });

  it('counting by the SQL gives the function’s counts', async () => {
    const rows = await db
      .select({
        subscriptionStatus: subscriptions.subscriptionStatus,
        subscriptionType: subscriptions.subscriptionType,
        trialEndsAt: subscriptions.trialEndsAt,
        paidUntil: subscriptions.paidUntil,
        role: user.role,
      })
      .from(subscriptions)
      .innerJoin(user, eq(user.id, subscriptions.userId));
    const [counts] = await db
      .select({
        access: sql<number>`count(*) filter (where ${hasAccessSql(NOW, undefined, sql`${user.role} = 'admin'`)})::int`,
        paying: sql<number>`count(*) filter (where ${payingSql(NOW)})::int`,
      })
      .from(subscriptions)
      .innerJoin(user, eq(user.id, subscriptions.userId));
    expect(rows).toHaveLength(SHAPES.length);
    expect(counts!.access).toBe(rows.filter((r) => decideAccess(r, r.role === 'admin', NOW).hasAccess).length);
    expect(counts!.paying).toBe(rows.filter((r) => isPaying(r, NOW)).length);
    expect(counts!.paying).toBe(SHAPES.filter((s) => s.paying).length);
  });
});
