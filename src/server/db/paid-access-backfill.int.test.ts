/**
 * Accounts made before the billing state had its own table, in every billing shape: the backfill of
 * `paid_access_periods` (the end of the migration that made it), run again on them, gives each its history;
 * then the migration that moves the billing state from the profile to the workspace's `subscriptions` row
 * keeps every account's state exactly.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-app';
import { agencySubscriptions, paidAccessPeriods, payments, subscriptions, user } from './schema';
import { migrationsFolder, type DatabaseHandle } from './client';
import { queryRows } from './raw';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};
/** The migration that makes `subscriptions`, found by what it does (numbers change when branches merge). */
const subscriptionsIndex = journal.entries.findIndex((e) =>
  readFileSync(join(migrationsFolder, `${e.tag}.sql`), 'utf8').includes('CREATE TABLE "subscriptions"'),
);

/** A copy of the migrations folder holding only the first `count` migrations. */
function foldersUpTo(count: number): string {
  const dir = mkdtempSync(join(os.tmpdir(), 'pautei-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const kept = journal.entries.slice(0, count);
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    if (!kept.some((e) => `${e.tag}.sql` === file)) rmSync(join(dir, file));
  }
  return dir;
}

async function migrateTo(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  }
}

let test: TestDatabase;
let before: string;
beforeAll(async () => {
  expect(subscriptionsIndex).toBeGreaterThan(0);
  before = foldersUpTo(subscriptionsIndex);
  test = await createTestDatabase({ migrate: false });
  await migrateTo(test.handle, before);
});
afterAll(async () => {
  await test?.drop();
  if (before) rmSync(before, { recursive: true, force: true });
});

/** The profile columns the billing state lived in, as rows were written before its table existed. */
type OldState = Partial<{
  subscriptionStatus: string;
  subscriptionType: string;
  agencyPlan: string;
  paymentMethod: string;
  paidUntil: Date;
  subscriptionEventAt: Date;
  trialEndsAt: Date;
  nextRenewalDate: Date;
  billingAnchor: Date;
  creatorResumesAt: Date;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
}>;
const OLD_COLUMNS: Record<keyof OldState, string> = {
  subscriptionStatus: 'subscription_status',
  subscriptionType: 'subscription_type',
  agencyPlan: 'agency_plan',
  paymentMethod: 'payment_method',
  paidUntil: 'paid_until',
  subscriptionEventAt: 'subscription_event_at',
  trialEndsAt: 'trial_ends_at',
  nextRenewalDate: 'next_renewal_date',
  billingAnchor: 'billing_anchor',
  creatorResumesAt: 'creator_resumes_at',
  stripeCustomerId: 'stripe_customer_id',
  stripeSubscriptionId: 'stripe_subscription_id',
};

async function insertOldProfile(db: DatabaseHandle['db'], userId: string, createdAt: Date, state: OldState) {
  const row: Record<string, unknown> = { user_id: userId, email: `${userId}@example.com`, created_at: createdAt };
  for (const [key, value] of Object.entries(state)) row[OLD_COLUMNS[key as keyof OldState]] = value;
  const columns = Object.keys(row);
  await db.execute(
    sql`INSERT INTO profiles (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) VALUES (${sql.join(
      columns.map((c) =>
        row[c] instanceof Date ? sql`${(row[c] as Date).toISOString()}::timestamptz` : sql`${row[c]}`,
      ),
      sql`, `,
    )})`,
  );
}

/** The backfill statement, found by what it does (the migration's number changes when branches merge). */
function backfillStatement(): string {
  const file = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(join(migrationsFolder, f), 'utf8'))
    .find((text) => text.includes('INSERT INTO "paid_access_periods"'));
  if (!file) throw new Error('no migration backfills paid_access_periods');
  return file.slice(file.indexOf('-- backfill'));
}

it('opens a stretch for accounts paying now and a closed one, dated, for accounts whose paid access ended; then every account keeps its billing state in its subscription row', async () => {
  const db = test.handle.db;
  const day = (iso: string) => new Date(iso);
  const accounts: Array<[string, OldState]> = [
    ['admin', { subscriptionStatus: 'active' }],
    [
      'card',
      {
        subscriptionStatus: 'active',
        paymentMethod: 'card',
        stripeCustomerId: 'cus_card',
        stripeSubscriptionId: 'sub_card',
        nextRenewalDate: day('2026-06-05T12:00Z'),
      },
    ],
    ['cardBeforePix', { subscriptionStatus: 'active', subscriptionType: 'agency', agencyPlan: 'social' }],
    [
      'prepaidOn',
      {
        subscriptionStatus: 'active',
        paymentMethod: 'pix_upfront',
        paidUntil: day('2099-01-01'),
        billingAnchor: day('2026-02-01T15:00Z'),
        creatorResumesAt: day('2026-06-01T15:00Z'),
      },
    ],
    [
      'prepaidOver',
      { subscriptionStatus: 'blocked', paymentMethod: 'pix_upfront', paidUntil: day('2026-05-01T15:00Z') },
    ],
    [
      'cancelled',
      { subscriptionStatus: 'cancelled', paymentMethod: 'card', subscriptionEventAt: day('2026-04-20T10:00Z') },
    ],
    [
      'unpaid',
      { subscriptionStatus: 'past_due', paymentMethod: 'card', subscriptionEventAt: day('2026-04-22T10:00Z') },
    ],
    ['refunded', { subscriptionStatus: 'blocked', paymentMethod: 'pix_upfront', paidUntil: day('2026-05-02T15:00Z') }],
    // Revoked, its month over, not yet blocked by the job.
    ['revoked', { subscriptionStatus: 'active', paymentMethod: 'pix_automatico', paidUntil: day('2026-05-03T15:00Z') }],
    ['trial', { subscriptionStatus: 'trial', trialEndsAt: day('2026-01-08T12:00Z') }],
    // A trial whose first Pix Automático charge never went through: nothing was ever paid.
    ['neverPaid', { subscriptionStatus: 'cancelled' }],
    ['member', { subscriptionStatus: 'none' }],
  ];
  for (const [id, state] of accounts) {
    const createdAt = day('2026-01-05T12:00Z');
    await db.insert(user).values({
      id,
      name: id,
      email: `${id}@example.com`,
      emailVerified: true,
      role: id === 'admin' ? 'admin' : 'user',
      createdAt,
      updatedAt: createdAt,
    });
    await insertOldProfile(db, id, createdAt, { subscriptionType: 'creator', ...state });
  }
  const charge = { provider: 'demo', plan: 'solo', amount: 400, expiresAt: day('2026-01-01') };
  await db.insert(payments).values([
    {
      ...charge,
      userId: 'prepaidOn',
      method: 'pix_upfront',
      months: 3,
      status: 'paid',
      periodStart: day('2026-02-01T15:00Z'),
    },
    {
      ...charge,
      userId: 'prepaidOver',
      method: 'pix_upfront',
      months: 3,
      status: 'paid',
      periodStart: day('2026-02-01T15:00Z'),
    },
    {
      ...charge,
      userId: 'refunded',
      method: 'pix_upfront',
      months: 3,
      status: 'refunded',
      periodStart: day('2026-03-01T15:00Z'),
    },
    {
      ...charge,
      userId: 'revoked',
      method: 'pix_automatico',
      months: 1,
      status: 'paid',
      periodStart: day('2026-04-03T15:00Z'),
    },
  ]);
  await db.insert(agencySubscriptions).values({ agencyUserId: 'cardBeforePix', createdAt: day('2026-03-03T12:00Z') });

  await db.execute(sql.raw(backfillStatement()));

  const rows = await db.select().from(paidAccessPeriods).orderBy(asc(paidAccessPeriods.userId));
  const view = Object.fromEntries(
    rows.map((r) => [r.userId, [r.startedAt.toISOString(), r.endedAt?.toISOString() ?? null, r.endReason]]),
  );
  expect(view).toEqual({
    // A card subscription's start was never stored: the account's creation, or the agency record's.
    card: ['2026-01-05T12:00:00.000Z', null, null],
    cardBeforePix: ['2026-03-03T12:00:00.000Z', null, null],
    prepaidOn: ['2026-02-01T15:00:00.000Z', null, null],
    prepaidOver: ['2026-02-01T15:00:00.000Z', '2026-05-01T15:00:00.000Z', 'prepaid_ended'],
    cancelled: ['2026-01-05T12:00:00.000Z', '2026-04-20T10:00:00.000Z', 'cancelled'],
    unpaid: ['2026-01-05T12:00:00.000Z', '2026-04-22T10:00:00.000Z', 'unpaid'],
    refunded: ['2026-03-01T15:00:00.000Z', '2026-05-02T15:00:00.000Z', 'refunded'],
    revoked: ['2026-04-03T15:00:00.000Z', '2026-05-03T15:00:00.000Z', 'revoked'],
  });

  // The billing state moves to the workspace's subscription row, exactly as each profile held it.
  await migrateTo(test.handle, migrationsFolder);
  const moved = await db.select().from(subscriptions).orderBy(asc(subscriptions.userId));
  expect(moved.map((r) => r.userId)).toEqual(accounts.map(([id]) => id).sort());
  for (const [id, state] of accounts) {
    const row = moved.find((r) => r.userId === id)!;
    const expected = { subscriptionType: 'creator', ...state };
    for (const key of Object.keys(OLD_COLUMNS) as (keyof OldState)[]) {
      const value = expected[key] ?? null;
      expect(row[key], `${id} ${key}`).toEqual(value);
    }
  }
  // The profile keeps the person's own fields only.
  const columns = await queryRows<{ column_name: string }>(
    db,
    sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'profiles' AND column_name = 'subscription_status'`,
  );
  expect(columns).toHaveLength(0);
});
