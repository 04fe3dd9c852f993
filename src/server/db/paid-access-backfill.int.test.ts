/**
 * The backfill of `paid_access_periods` (the end of the migration that made it), run again on accounts
 * made before that table existed: what each kind of account gets as its history.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-app';
import { agencySubscriptions, paidAccessPeriods, payments, profiles, user } from './schema';
import { migrationsFolder } from './client';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

/** The backfill statement, found by what it does (the migration's number changes when branches merge). */
function backfillStatement(): string {
  const file = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(join(migrationsFolder, f), 'utf8'))
    .find((text) => text.includes('INSERT INTO "paid_access_periods"'));
  if (!file) throw new Error('no migration backfills paid_access_periods');
  return file.slice(file.indexOf('-- backfill'));
}

it('opens a stretch for accounts paying now and a closed one, dated, for accounts whose paid access ended', async () => {
  const db = test.handle.db;
  const day = (iso: string) => new Date(iso);
  const accounts: Array<[string, Partial<typeof profiles.$inferInsert>]> = [
    ['admin', { subscriptionStatus: 'active' }],
    ['card', { subscriptionStatus: 'active', paymentMethod: 'card' }],
    ['cardBeforePix', { subscriptionStatus: 'active', subscriptionType: 'agency', agencyPlan: 'social' }],
    ['prepaidOn', { subscriptionStatus: 'active', paymentMethod: 'pix_upfront', paidUntil: day('2099-01-01') }],
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
    ['trial', { subscriptionStatus: 'trial' }],
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
    await db
      .insert(profiles)
      .values({ userId: id, email: `${id}@example.com`, subscriptionType: 'creator', createdAt, ...state });
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
});
