/**
 * Saving generated items together: the saves asked for in the same moment share one statement, which must
 * write exactly what a save alone writes (the item, its first version, the settled spend, the usage row, the
 * activity line) and answer each save with its own row, read as drizzle reads it. A save the database
 * refuses fails alone: the others of its statement are saved, and nothing of the refused one is written.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingQueries } from '@tests/support/count-queries';
import { onboard } from '@tests/support/onboard';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { activityLog, contentVersions, tasks, tokenLedger, usageTracking } from '../db/schema';
import { saveNewItem, type NewItemSave } from './new-item-save';
import { spendToken } from './token-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.pautei.deps.db;

async function creator() {
  const a = await t.signUpVerified();
  await onboard(a);
  return a;
}

/** A save of a generation whose token `userId` has just spent, with every optional field filled. */
async function spentSave(userId: string, overrides: Partial<NewItemSave> = {}): Promise<NewItemSave> {
  const generationId = randomUUID();
  expect((await spendToken(db(), userId, generationId)).ok).toBe(true);
  return {
    id: randomUUID(),
    workspaceId: userId,
    clientId: null,
    actorUserId: userId,
    generationId,
    now: new Date('2026-11-27T22:30:00.123Z'),
    title: 'Bastidores do treino',
    content: 'Legenda com "aspas", acentuação e\numa quebra de linha 💪',
    type: 'daily_script',
    tone: 'amigavel',
    parts: [{ id: '7f0c2a4e-5b1d-4c3e-9a8f-1d2e3f4a5b6c', time: '07:00', content: 'Acordar', completed: false }],
    options: { style: 'profissional', imageCount: 5 },
    scheduledDate: new Date('2026-11-28T12:00:00.000Z'),
    expiresAt: new Date('2026-11-28T22:30:00.123Z'),
    input: { routine: 'Acordo às 6h', tone: 'amigavel', nested: { list: [1, 'dois', null] } },
    details: { title: 'Bastidores do treino', type: 'daily_script' },
    usage: { userId, actionType: 'daily_script', tokensUsed: 1234, costUsd: 0.000123, costBrl: 0.000615 },
    ...overrides,
  };
}

/** Everything a save wrote for `save`, without the ids that differ from one save to another. */
async function writtenFor(save: NewItemSave) {
  const [item] = await db().select().from(tasks).where(eq(tasks.id, save.id));
  const versions = await db().select().from(contentVersions).where(eq(contentVersions.taskId, save.id));
  const activity = await db().select().from(activityLog).where(eq(activityLog.itemId, save.id));
  const [spend] = await db().select().from(tokenLedger).where(eq(tokenLedger.generationId, save.generationId));
  const strip = <R extends Record<string, unknown>>(row: R | undefined, ...keys: string[]) =>
    row && Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
  return {
    item: strip(item, 'id', 'generationId'),
    versions: versions.map((v) => strip(v, 'id', 'taskId', 'generationId')),
    activity: activity.map((a) => strip(a, 'id', 'itemId')),
    settledAt: spend?.settledAt ?? null,
  };
}

const usageOf = (userId: string) =>
  db()
    .select({
      actionType: usageTracking.actionType,
      tokensUsed: usageTracking.tokensUsed,
      costUsd: usageTracking.costUsd,
      costBrl: usageTracking.costBrl,
    })
    .from(usageTracking)
    .where(eq(usageTracking.userId, userId));

describe('saveNewItem', () => {
  it('saves asked for together go as one statement and write exactly what a save alone writes', async () => {
    const a = await creator();
    const alone = await spentSave(a.userId);
    const together = [
      await spentSave(a.userId),
      await spentSave(a.userId),
      await spentSave(a.userId, { tone: null, scheduledDate: null, expiresAt: null, parts: [], options: {} }),
    ];

    const aloneSent = await countingQueries(db(), () => saveNewItem(db(), alone));
    expect(aloneSent).toHaveLength(1);
    let rows: Awaited<ReturnType<typeof saveNewItem>>[] = [];
    const togetherSent = await countingQueries(db(), async () => {
      rows = await Promise.all(together.map((save) => saveNewItem(db(), save)));
    });
    expect(togetherSent).toHaveLength(1);
    expect(togetherSent[0]).toContain('json_to_recordset');

    // Each save is answered with its own row, exactly as drizzle reads it back.
    expect(rows.map((r) => r.id)).toEqual(together.map((s) => s.id));
    const stored = await db()
      .select()
      .from(tasks)
      .where(
        inArray(
          tasks.id,
          together.map((s) => s.id),
        ),
      );
    for (const row of rows) expect(row).toEqual(stored.find((s) => s.id === row.id));

    // The same writes as the save alone, field for field.
    const expected = await writtenFor(alone);
    expect(expected.item).toMatchObject({
      title: alone.title,
      content: alone.content,
      status: 'pending',
      completed: false,
    });
    expect(expected.versions).toEqual([
      expect.objectContaining({ version: 1, origin: 'generated', input: alone.input }),
    ]);
    expect(expected.activity).toEqual([expect.objectContaining({ action: 'created', details: alone.details })]);
    expect(expected.settledAt?.toISOString()).toBe(alone.now.toISOString());
    expect(await writtenFor(together[0]!)).toEqual(expected);
    expect(await writtenFor(together[1]!)).toEqual(expected);
    const bare = await writtenFor(together[2]!);
    expect(bare.item).toMatchObject({ tone: null, scheduledDate: null, expiresAt: null, parts: [], options: {} });
    expect(await usageOf(a.userId)).toEqual(
      Array.from({ length: 4 }, () => ({
        actionType: 'daily_script',
        tokensUsed: 1234,
        costUsd: 0.000123,
        costBrl: 0.000615,
      })),
    );
  });

  it('a save the database refuses fails alone: the others of its statement are saved', async () => {
    const a = await creator();
    const first = await spentSave(a.userId);
    // A client that does not exist (as one deleted while the model wrote): the item's row is refused.
    const refused = await spentSave(a.userId, { clientId: randomUUID() });
    const last = await spentSave(a.userId);

    let results: PromiseSettledResult<unknown>[] = [];
    const sent = await countingQueries(db(), async () => {
      results = await Promise.allSettled([first, refused, last].map((save) => saveNewItem(db(), save)));
    });
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // The statement of all three, then each alone.
    expect(sent).toHaveLength(4);

    expect((await writtenFor(first)).item).toBeDefined();
    expect((await writtenFor(last)).item).toBeDefined();
    expect(await writtenFor(refused)).toEqual({ item: undefined, versions: [], activity: [], settledAt: null });
    expect(await usageOf(a.userId)).toHaveLength(2);
  });
});
