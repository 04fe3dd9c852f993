/**
 * The token spend that also reads what a generation's prompt needs (its brand voice) in the same
 * statement, shared by the generations that start at the same moment: each spend must be exactly
 * `spendToken`'s (one token, one ledger row, refused at 0, never twice under concurrency), the voice comes
 * back whether or not a token was left, and no workspace's spend touches another's balance.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { onboard } from '@tests/support/onboard';
import { profiles, tokenLedger, voiceExamples } from '../db/schema';
import * as raw from '../db/raw';
import { spendTogether, type SpendRequest } from './token-service';
import { voiceFromColumns } from './voice-service';

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
const balanceOf = async (userId: string) =>
  (await db().select().from(profiles).where(eq(profiles.userId, userId)))[0]?.tokensRemaining;
const spend = (userId: string, voice: SpendRequest['voice'] = null, generationId = randomUUID()) =>
  spendTogether(db(), { userId, generationId, voice });

describe('spendTogether', () => {
  it('spends like spendToken and hands back the voice columns, also when refused', async () => {
    const a = await userWith(1);
    const g1 = randomUUID();
    const first = await spend(a.userId, { subject: 'self', kind: 'caption' }, g1);
    expect(first).toMatchObject({ ok: true, remaining: 0 });
    expect(first.row).toEqual({ voice_profile: null, voice_examples: null });
    const refused = await spend(a.userId, { subject: 'self', kind: 'caption' });
    expect(refused).toMatchObject({ ok: false, row: { voice_profile: null, voice_examples: null } });
    expect(refused).not.toHaveProperty('remaining');
    expect(await balanceOf(a.userId)).toBe(0);
    const ledger = await ledgerOf(a.userId);
    expect(ledger.map((r) => [r.generationId, r.entry])).toEqual([[g1, 'spend']]);
  });

  it('20 concurrent spends with 1 token left: exactly one succeeds and one ledger row is written', async () => {
    const a = await userWith(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => spend(a.userId)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await ledgerOf(a.userId)).toHaveLength(1);
    expect(await balanceOf(a.userId)).toBe(0);
  });

  it('spends asked together: each workspace pays its own, in the order asked, down to zero and no further', async () => {
    const [a, b, c] = [await userWith(2), await userWith(5), await userWith(0)];
    const asked = [a, b, a, c, a, b].map((u) => ({ userId: u.userId, generationId: randomUUID() }));
    const results = await Promise.all(asked.map((r) => spend(r.userId, null, r.generationId)));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false, true]);
    expect(results.map((r) => (r.ok ? r.remaining : null))).toEqual([1, 4, 0, null, null, 3]);
    expect([await balanceOf(a.userId), await balanceOf(b.userId), await balanceOf(c.userId)]).toEqual([0, 3, 0]);
    expect((await ledgerOf(a.userId)).map((r) => r.generationId).sort()).toEqual(
      [asked[0]!.generationId, asked[2]!.generationId].sort(),
    );
    expect(await ledgerOf(b.userId)).toHaveLength(2);
    expect(await ledgerOf(c.userId)).toEqual([]);
  });

  it('a round that fails writes nothing and fails its spends; the rounds before it stand', async () => {
    const [a, b] = [await userWith(3), await userWith(3)];
    const realQuery = raw.queryRows;
    let calls = 0;
    // The second statement of the batch (the second round: `a` asked twice) fails.
    const spy = vi.spyOn(raw, 'queryRows').mockImplementation(async (...args) => {
      calls++;
      if (calls === 2) throw new Error('conexão perdida');
      return realQuery(...args);
    });
    try {
      const results = await Promise.allSettled([spend(a.userId), spend(b.userId), spend(a.userId)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    } finally {
      spy.mockRestore();
    }
    expect([await balanceOf(a.userId), await balanceOf(b.userId)]).toEqual([2, 2]);
    expect(await ledgerOf(a.userId)).toHaveLength(1);
  });

  it("reads the creator's learned examples of the kind, and each workspace only its own", async () => {
    const a = await userWith(3);
    const other = await userWith(3);
    const example = (ownerUserId: string, kind: string, text: string, fingerprint: string) => ({
      ownerUserId,
      subject: 'self',
      kind,
      text,
      fingerprint,
      source: 'edit' as const,
    });
    await db()
      .insert(voiceExamples)
      .values([
        example(a.userId, 'caption', 'Bora treinar, gente!', 'f1'),
        example(a.userId, 'reel_idea', 'Outro tipo, fora do prompt', 'f2'),
        example(other.userId, 'caption', 'A voz de outra pessoa', 'f3'),
      ]);
    const [spent, none, theirs] = await Promise.all([
      spend(a.userId, { subject: 'self', kind: 'caption' }),
      // Nothing learned for this kind and no profile: nothing to add to the prompt.
      spend(a.userId, { subject: 'self', kind: 'story' }),
      spend(other.userId, { subject: 'self', kind: 'caption' }),
    ]);
    expect(spent.ok).toBe(true);
    const voice = voiceFromColumns(spent.row, 'Ana');
    expect(voice?.name).toBe('Ana');
    expect(voice?.examples).toEqual(['Bora treinar, gente!']);
    expect(voiceFromColumns(none.row, 'Ana')).toBeNull();
    expect(voiceFromColumns(theirs.row, 'Bia')?.examples).toEqual(['A voz de outra pessoa']);
  });

  it('without a voice asked for, none is read', async () => {
    const a = await userWith(1);
    await db().insert(voiceExamples).values({
      ownerUserId: a.userId,
      subject: 'self',
      kind: 'caption',
      text: 'Não deve vir',
      fingerprint: 'f9',
      source: 'edit',
    });
    const spent = await spend(a.userId);
    expect(spent.ok).toBe(true);
    expect(voiceFromColumns(spent.row, 'Ana')).toBeNull();
  });
});
