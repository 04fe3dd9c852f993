/**
 * The token spend that also reads what a generation's prompt needs (its brand voice) in the same
 * statement: the spend must be exactly `spendToken`'s (one token, one ledger row, refused at 0, never
 * twice under concurrency), and the extra columns come back whether or not a token was left.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { onboard } from '@tests/support/onboard';
import { profiles, tokenLedger, voiceExamples } from '../db/schema';
import { spendTokenReading } from './token-service';
import { voiceColumns, voiceFromColumns } from './voice-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.pautei.deps.db;

async function userWith(remaining: number) {
  const a = await t.signUpVerified();
  await onboard(a);
  await db().update(profiles).set({ tokensRemaining: remaining }).where(eq(profiles.userId, a.userId));
  return a;
}

const ledgerOf = (userId: string) => db().select().from(tokenLedger).where(eq(tokenLedger.userId, userId));

describe('spendTokenReading', () => {
  it('spends like spendToken and hands back the extra columns, also when refused', async () => {
    const a = await userWith(1);
    const g1 = randomUUID();
    const first = await spendTokenReading<{ answer: number }>(db(), a.userId, g1, sql`41 + 1 AS answer`);
    expect(first).toMatchObject({ ok: true, remaining: 0, row: { answer: 42 } });
    const refused = await spendTokenReading<{ answer: number }>(db(), a.userId, randomUUID(), sql`7 AS answer`);
    expect(refused).toMatchObject({ ok: false, row: { answer: 7 } });
    expect(refused).not.toHaveProperty('remaining');
    const [balance] = await db().select().from(profiles).where(eq(profiles.userId, a.userId));
    expect(balance?.tokensRemaining).toBe(0);
    const ledger = await ledgerOf(a.userId);
    expect(ledger.map((r) => [r.generationId, r.entry])).toEqual([[g1, 'spend']]);
  });

  it('20 concurrent spends with 1 token left: exactly one succeeds and one ledger row is written', async () => {
    const a = await userWith(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => spendTokenReading(db(), a.userId, randomUUID(), sql`1 AS one`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.every((r) => r.row?.one === 1)).toBe(true);
    expect(await ledgerOf(a.userId)).toHaveLength(1);
  });

  it("reads the creator's learned examples of the kind in the spend's statement", async () => {
    const a = await userWith(3);
    await db()
      .insert(voiceExamples)
      .values([
        {
          ownerUserId: a.userId,
          subject: 'self',
          kind: 'caption',
          text: 'Bora treinar, gente!',
          fingerprint: 'f1',
          source: 'edit',
        },
        {
          ownerUserId: a.userId,
          subject: 'self',
          kind: 'reel_idea',
          text: 'Outro tipo, fora do prompt',
          fingerprint: 'f2',
          source: 'edit',
        },
      ]);
    const spent = await spendTokenReading<{ voice_profile: unknown; voice_examples: unknown }>(
      db(),
      a.userId,
      randomUUID(),
      voiceColumns(a.userId, null, 'caption'),
    );
    expect(spent.ok).toBe(true);
    const voice = voiceFromColumns(spent.row, 'Ana');
    expect(voice?.name).toBe('Ana');
    expect(voice?.examples).toEqual(['Bora treinar, gente!']);
    // Nothing learned for this kind and no profile: nothing to add to the prompt.
    const none = await spendTokenReading<{ voice_profile: unknown; voice_examples: unknown }>(
      db(),
      a.userId,
      randomUUID(),
      voiceColumns(a.userId, null, 'story'),
    );
    expect(voiceFromColumns(none.row, 'Ana')).toBeNull();
  });
});
