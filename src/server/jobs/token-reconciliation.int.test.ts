import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileOf, signUpOnboarded } from '@tests/support/onboard';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { tasks, tokenLedger } from '../db/schema';
import { refundToken, spendToken } from '../services/token-service';
import { reconcileTokens } from './token-reconciliation';

let t: TestApp;
const AI_TIMEOUT_MS = 90_000;
const MARGIN_MS = 60_000;

beforeAll(async () => {
  t = await createTestApp({
    env: { AI_TIMEOUT_MS: String(AI_TIMEOUT_MS), TOKEN_RECONCILE_MARGIN_MS: String(MARGIN_MS) },
  });
});
afterAll(async () => {
  t.clock.reset();
  await t.close();
});

const db = () => t.pautei.deps.db;
const reconcile = () => reconcileTokens(t.pautei.deps);
/** Moves the app's clock past the AI deadline plus the margin from now. */
const pastTheDeadline = () => t.clock.set(new Date(Date.now() + AI_TIMEOUT_MS + MARGIN_MS + 1_000));

async function ledgerOf(generationId: string) {
  const rows = await db().select().from(tokenLedger).where(eq(tokenLedger.generationId, generationId));
  return rows.map((r) => r.entry).sort();
}

describe('token reconciliation job', () => {
  it('refunds, exactly once, a spend that has neither an item nor a refund once the deadline passed', async () => {
    const u = await signUpOnboarded(t);
    const before = (await profileOf(t, u.userId)).tokensRemaining;
    const generationId = randomUUID();
    expect((await spendToken(db(), u.userId, generationId)).ok).toBe(true);
    expect((await profileOf(t, u.userId)).tokensRemaining).toBe(before - 1);

    // Still within the AI deadline: a live generation may still save it.
    t.clock.reset();
    await reconcile();
    expect(await ledgerOf(generationId)).toEqual(['spend']);

    pastTheDeadline();
    try {
      expect(await reconcile()).toBeGreaterThanOrEqual(1);
      expect(await reconcile()).toBe(0);
    } finally {
      t.clock.reset();
    }
    expect(await ledgerOf(generationId)).toEqual(['refund', 'spend']);
    expect((await profileOf(t, u.userId)).tokensRemaining).toBe(before);
  });

  it('leaves a spend whose item was saved alone, even after the item is deleted', async () => {
    const u = await signUpOnboarded(t);
    const res = await u.json('/api/generate/caption', {
      method: 'POST',
      body: { description: 'Post sobre descanso', tone: 'formal', style: 'motivacional' },
    });
    expect(res.status).toBe(200);
    const [item] = await db().select().from(tasks).where(eq(tasks.userId, u.userId));
    if (!item) throw new Error('the generation saved no item');
    expect(item.generationId).toMatch(/[0-9a-f-]{36}/);
    const [spend] = await db()
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.generationId, item.generationId!), eq(tokenLedger.entry, 'spend')));
    if (!spend) throw new Error('the generation recorded no spend');
    expect(spend.settledAt).not.toBeNull();
    const balance = (await profileOf(t, u.userId)).tokensRemaining;

    await db().delete(tasks).where(eq(tasks.id, item.id));
    pastTheDeadline();
    try {
      await reconcile();
      await reconcile();
    } finally {
      t.clock.reset();
    }
    expect(await ledgerOf(item.generationId!)).toEqual(['spend']);
    expect((await profileOf(t, u.userId)).tokensRemaining).toBe(balance);
  });

  it('leaves an already refunded spend alone (no second refund)', async () => {
    const u = await signUpOnboarded(t);
    const generationId = randomUUID();
    await spendToken(db(), u.userId, generationId);
    expect(await refundToken(db(), generationId)).toBe(true);
    const balance = (await profileOf(t, u.userId)).tokensRemaining;
    pastTheDeadline();
    try {
      await reconcile();
    } finally {
      t.clock.reset();
    }
    expect(await ledgerOf(generationId)).toEqual(['refund', 'spend']);
    expect((await profileOf(t, u.userId)).tokensRemaining).toBe(balance);
  });
});
