import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { onboard, profileOf, setAccount } from '@tests/support/onboard';
import { profiles, tokenLedger, usageTracking } from '../db/schema';
import { addMonths } from '@shared/dates';
import { runTokenRenewals } from '../jobs/token-renewal';
import { jobs } from '../jobs';
import {
  getTokenStatus,
  nextRenewalAfter,
  recordUsage,
  refillTokens,
  refundToken,
  renewIfDue,
  spendToken,
} from './token-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.pautei.deps.db;

async function newUser(balance?: { remaining?: number; limit?: number; renewal?: Date | null }) {
  const a = await t.signUpVerified();
  await onboard(a);
  if (balance) {
    await setAccount(t, a.userId, {
      ...(balance.remaining !== undefined ? { tokensRemaining: balance.remaining } : {}),
      ...(balance.limit !== undefined ? { tokensLimit: balance.limit } : {}),
      ...(balance.renewal !== undefined ? { nextRenewalDate: balance.renewal } : {}),
    });
  }
  return a;
}

async function balanceOf(userId: string) {
  const row = await profileOf(t, userId);
  if (!row) throw new Error('row not found');
  return row;
}

describe('spendToken', () => {
  it('spends one token, records the spend, and is refused at 0', async () => {
    const a = await newUser({ remaining: 2 });
    const g1 = randomUUID();
    expect(await spendToken(db(), a.userId, g1)).toEqual({ ok: true, remaining: 1 });
    expect(await spendToken(db(), a.userId, randomUUID())).toEqual({ ok: true, remaining: 0 });
    expect(await spendToken(db(), a.userId, randomUUID())).toEqual({ ok: false });
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(0);
    const ledger = await db().select().from(tokenLedger).where(eq(tokenLedger.userId, a.userId));
    expect(ledger.map((r) => r.entry).sort()).toEqual(['spend', 'spend']);
    expect(ledger.some((r) => r.generationId === g1)).toBe(true);
  });

  it('50 concurrent spends with 1 token left: exactly 1 succeeds and the balance ends at 0', async () => {
    const a = await newUser({ remaining: 1 });
    const results = await Promise.all(Array.from({ length: 50 }, () => spendToken(db(), a.userId, randomUUID())));
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, remaining: 0 }]);
    expect(results.filter((r) => !r.ok)).toHaveLength(49);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(0);
    const spends = await db().select().from(tokenLedger).where(eq(tokenLedger.userId, a.userId));
    expect(spends).toHaveLength(1);
  });
});

describe('refundToken', () => {
  it('called twice (and concurrently) for one generation: one refund', async () => {
    const a = await newUser({ remaining: 5 });
    const g = randomUUID();
    await spendToken(db(), a.userId, g);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(4);
    expect(await refundToken(db(), g)).toBe(true);
    expect(await refundToken(db(), g)).toBe(false);
    const more = await Promise.all(Array.from({ length: 10 }, () => refundToken(db(), g)));
    expect(more.every((r) => r === false)).toBe(true);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(5);
    const refunds = await db()
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.generationId, g), eq(tokenLedger.entry, 'refund')));
    expect(refunds).toHaveLength(1);
  });

  it('concurrent first refunds of one generation: one refund', async () => {
    const a = await newUser({ remaining: 3 });
    const g = randomUUID();
    await spendToken(db(), a.userId, g);
    const results = await Promise.all(Array.from({ length: 20 }, () => refundToken(db(), g)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(3);
  });

  it('refuses a generation that never spent', async () => {
    const a = await newUser({ remaining: 3 });
    expect(await refundToken(db(), randomUUID())).toBe(false);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(3);
  });

  it('never lifts the balance above the limit (a renewal refilled it meanwhile)', async () => {
    const a = await newUser({ remaining: 10, limit: 10 });
    const g = randomUUID();
    await spendToken(db(), a.userId, g);
    await db().update(profiles).set({ tokensRemaining: 10 }).where(eq(profiles.userId, a.userId));
    expect(await refundToken(db(), g)).toBe(true);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(10);
  });
});

describe('renewal', () => {
  it('20 concurrent requests after the renewal date: exactly one renewal', async () => {
    const now = new Date('2026-03-10T15:00:00.000Z');
    const due = new Date('2026-03-09T08:00:00.000Z');
    const a = await newUser({ remaining: 3, limit: 150, renewal: due });
    const results = await Promise.all(Array.from({ length: 20 }, () => renewIfDue(db(), a.userId, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const row = await balanceOf(a.userId);
    expect(row.tokensRemaining).toBe(150);
    expect(row.nextRenewalDate?.toISOString()).toBe(addMonths(due, 1).toISOString());
    // Spending after the renewal is not undone by a late renewal attempt.
    await spendToken(db(), a.userId, randomUUID());
    expect(await renewIfDue(db(), a.userId, now)).toBe(false);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(149);
  });

  it('20 concurrent status reads after the renewal date renew once', async () => {
    const now = new Date('2026-05-02T10:00:00.000Z');
    const a = await newUser({ remaining: 0, limit: 40, renewal: new Date('2026-05-01T10:00:00.000Z') });
    await spendToken(db(), a.userId, randomUUID()); // refused: 0 left
    const statuses = await Promise.all(Array.from({ length: 20 }, () => getTokenStatus(db(), a.userId, now)));
    expect(statuses.every((s) => s.tokensRemaining === 40 && s.hasTokens)).toBe(true);
    expect(statuses[0]?.nextRenewalDate).toBe('2026-06-01T10:00:00.000Z');
    expect(statuses[0]?.daysUntilRenewal).toBe(30);
  });

  it('is not applied before the date, and skips missed months for an idle account', async () => {
    const a = await newUser({ remaining: 1, limit: 150, renewal: new Date('2026-01-31T12:00:00.000Z') });
    expect(await renewIfDue(db(), a.userId, new Date('2026-01-31T11:59:59.000Z'))).toBe(false);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(1);
    expect(await renewIfDue(db(), a.userId, new Date('2026-04-15T00:00:00.000Z'))).toBe(true);
    const row = await balanceOf(a.userId);
    expect(row.tokensRemaining).toBe(150);
    expect(row.nextRenewalDate?.toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(
      nextRenewalAfter(new Date('2026-01-31T12:00:00.000Z'), new Date('2026-02-01T00:00:00.000Z')).toISOString(),
    ).toBe('2026-02-28T12:00:00.000Z');
  });

  it('the renewal job renews every due account once and is registered', async () => {
    const when = new Date('2030-01-01T00:00:00.000Z');
    const a = await newUser({ remaining: 0, limit: 20, renewal: new Date('2029-12-31T00:00:00.000Z') });
    const b = await newUser({ remaining: 2, limit: 20, renewal: new Date('2030-02-01T00:00:00.000Z') });
    const deps = { ...t.pautei.deps, now: () => when };
    const renewed = await Promise.all([runTokenRenewals(deps), runTokenRenewals(deps)]);
    expect(renewed.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect((await balanceOf(a.userId)).tokensRemaining).toBe(20);
    expect((await balanceOf(a.userId)).nextRenewalDate?.toISOString()).toBe('2030-01-31T00:00:00.000Z');
    expect((await balanceOf(b.userId)).tokensRemaining).toBe(2);
    expect(jobs.map((j) => j.name)).toContain('token-renewal');
  });

  it('a paid invoice refills the balance and moves the renewal a month on', async () => {
    const a = await newUser({ remaining: 4, limit: 150 });
    const now = new Date('2026-07-15T09:30:00.000Z');
    await refillTokens(db(), a.userId, now);
    const row = await balanceOf(a.userId);
    expect(row.tokensRemaining).toBe(150);
    expect(row.nextRenewalDate?.toISOString()).toBe('2026-08-15T09:30:00.000Z');
  });
});

describe('status API and usage', () => {
  it('GET /api/tokens answers the signed-in user status; anonymous gets 401; no consume endpoint', async () => {
    const renewal = new Date(t.clock.now.getTime() + 1.2 * 86_400_000);
    const a = await newUser({ remaining: 30, limit: 150, renewal });
    const res = await a.json('/api/tokens');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tokensRemaining: 30,
      tokensLimit: 150,
      nextRenewalDate: renewal.toISOString(),
      daysUntilRenewal: 2,
      hasTokens: true,
      planEndsAt: null,
    });
    expect((await t.request('/api/tokens')).status).toBe(401);
    expect((await a.json('/api/tokens/consume', { method: 'POST', body: {} })).status).toBe(404);
    expect((await a.json('/api/tokens', { method: 'POST', body: {} })).status).toBe(404);
  });

  it('recordUsage writes cost_brl = cost_usd x 5', async () => {
    const a = await newUser();
    await recordUsage(db(), { userId: a.userId, actionType: 'caption', tokensUsed: 321, costUsd: 0.0123 });
    const [row] = await db().select().from(usageTracking).where(eq(usageTracking.userId, a.userId));
    if (!row) throw new Error('row not found');
    expect(row).toMatchObject({ actionType: 'caption', tokensUsed: 321, costUsd: 0.0123, costBrl: 0.0615 });
  });
});
