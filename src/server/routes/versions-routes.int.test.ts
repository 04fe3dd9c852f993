import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FakeOpenAI } from '@tests/support/fake-openai';
import { createClient, joinTeam, setTokens, signUpAgency, signUpOnboarded } from '@tests/support/onboard';
import { WORKSPACE_HEADER } from '@shared/team';
import { useAppWithFakeModel, withSlowModel } from '@tests/support/slow-model';
import type { Agent, TestApp } from '@tests/support/test-app';
import { contentVersions, profiles, tasks, tokenLedger, usageTracking } from '../db/schema';

let t: TestApp;
let fake: FakeOpenAI;
useAppWithFakeModel((app, model) => {
  t = app;
  fake = model;
});

const db = () => t.pautei.deps.db;
type User = Agent & { userId: string };

async function creator(tokens = 5): Promise<User> {
  const a = await signUpOnboarded(t, {}, { niche: 'fitness' });
  await setTokens(t, a.userId, tokens);
  return a;
}
const balanceOf = async (userId: string) =>
  (await db().select().from(profiles).where(eq(profiles.userId, userId)))[0]!.tokensRemaining;
const ledgerOf = (userId: string) => db().select().from(tokenLedger).where(eq(tokenLedger.userId, userId));
const usageOf = async (userId: string) =>
  (await db().select().from(usageTracking).where(eq(usageTracking.userId, userId))).map((r) => r.actionType);

const CAPTION = {
  description: 'Post sobre a importância do descanso no treino',
  tone: 'formal',
  style: 'motivacional',
};

async function generateCaption(a: Agent) {
  const res = await a.json('/api/generate/caption', { method: 'POST', body: CAPTION });
  expect(res.status).toBe(200);
  return res.body.item as { id: string; content: string };
}

describe('versions of an item', () => {
  it('a generation writes version 1 with its request; an edit writes version 2', async () => {
    const a = await creator();
    const item = await generateCaption(a);
    const edit = await a.json(`/api/content/${item.id}`, { method: 'PATCH', body: { content: 'Texto editado' } });
    expect(edit.status).toBe(200);
    // A title change alone is not a new version of the text.
    await a.json(`/api/content/${item.id}`, { method: 'PATCH', body: { title: 'Outro título' } });
    const list = await a.json(`/api/content/${item.id}/versions`);
    expect(list.status).toBe(200);
    expect(list.body.versions.map((v: { version: number; origin: string }) => [v.version, v.origin])).toEqual([
      [2, 'edited'],
      [1, 'generated'],
    ]);
    const [first] = await db().select().from(contentVersions).where(eq(contentVersions.taskId, item.id)).limit(1);
    expect(first!.input).toMatchObject({ description: CAPTION.description, style: 'motivacional' });
  });

  it('each version names its author by first name; a version without a recorded author names nobody', async () => {
    // The owner's profile is named 'Usuária Teste' at onboarding: the profile's name is the one shown.
    const owner = await signUpAgency(t);
    await setTokens(t, owner.userId, 5);
    const clientId = await createClient(owner, 'Padaria Pão');
    const editor = await joinTeam(t, owner, 'editor', { name: 'Ana Lima' });
    const res = await owner.json('/api/generate/caption', { method: 'POST', body: { ...CAPTION, clientId } });
    expect(res.status).toBe(200);
    const id = res.body.item.id as string;
    const edit = await editor.json(`/api/content/${id}`, {
      method: 'PATCH',
      body: { content: 'Texto da Ana' },
      headers: { [WORKSPACE_HEADER]: owner.userId },
    });
    expect(edit.status).toBe(200);
    const list = await owner.json(`/api/content/${id}/versions`);
    const authors = (rows: { version: number; authorName: string | null }[]) =>
      rows.map((v) => [v.version, v.authorName]);
    expect(authors(list.body.versions)).toEqual([
      [2, 'Ana'],
      [1, 'Usuária'],
    ]);
    await db().update(contentVersions).set({ createdBy: null }).where(eq(contentVersions.taskId, id));
    expect(authors((await owner.json(`/api/content/${id}/versions`)).body.versions)).toEqual([
      [2, null],
      [1, null],
    ]);
  });

  it('compare answers the word-level diff of two versions', async () => {
    const a = await creator();
    const item = await generateCaption(a);
    await a.json(`/api/content/${item.id}`, { method: 'PATCH', body: { content: 'Descanso faz parte do treino.' } });
    await a.json(`/api/content/${item.id}`, { method: 'PATCH', body: { content: 'Descanso é parte do treino.' } });
    const res = await a.json(`/api/content/${item.id}/versions/compare?from=2&to=3`);
    expect(res.status).toBe(200);
    expect(res.body.segments).toEqual([
      { kind: 'same', text: 'Descanso ' },
      { kind: 'removed', text: 'faz' },
      { kind: 'added', text: 'é' },
      { kind: 'same', text: ' parte do treino.' },
    ]);
    expect(res.body.from.content).toBe('Descanso faz parte do treino.');
    expect(res.body.to.content).toBe('Descanso é parte do treino.');
    const missing = await a.json(`/api/content/${item.id}/versions/compare?from=1&to=9`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('VERSION_NOT_FOUND');
  });

  it('restore puts an old text back as a new version; nothing is lost', async () => {
    const a = await creator();
    const item = await generateCaption(a);
    await a.json(`/api/content/${item.id}`, { method: 'PATCH', body: { content: 'Versão dois' } });
    const res = await a.json(`/api/content/${item.id}/versions/1/restore`, { method: 'POST', body: {} });
    expect(res.status).toBe(200);
    expect(res.body.item.content).toBe(item.content);
    expect(res.body.version).toMatchObject({ version: 3, origin: 'restored', restoredFrom: 1 });
    const rows = await db().select().from(contentVersions).where(eq(contentVersions.taskId, item.id));
    expect(rows.map((r) => r.content).sort()).toEqual([item.content, item.content, 'Versão dois'].sort());
    const [saved] = await db().select().from(tasks).where(eq(tasks.id, item.id));
    expect(saved!.content).toBe(item.content);
  });

  it('regenerate spends one token and saves the reply as a new version of the same item', async () => {
    const a = await creator(3);
    const item = await generateCaption(a);
    expect(await balanceOf(a.userId)).toBe(2);
    fake.setNext({ type: 'content', content: 'Legenda nova sobre descanso.' });
    const res = await a.json(`/api/content/${item.id}/regenerate`, { method: 'POST', body: {} });
    expect(res.status).toBe(200);
    expect(res.body.item.id).toBe(item.id);
    expect(res.body.item.content).toBe('Legenda nova sobre descanso.');
    expect(await balanceOf(a.userId)).toBe(1);
    // The same request went to the model again.
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain(CAPTION.description);
    const list = await a.json(`/api/content/${item.id}/versions`);
    expect(list.body.versions.map((v: { origin: string }) => v.origin)).toEqual(['regenerated', 'generated']);
    expect(await db().select().from(tasks).where(eq(tasks.userId, a.userId))).toHaveLength(1);
    // Each model call has its usage row, written with what it saved.
    expect(await usageOf(a.userId)).toEqual(['caption', 'caption']);
  });

  it('a regeneration is saved like a new item: its version, settled spend and usage with the text; a changed-request item waits again', async () => {
    const a = await creator(3);
    const item = await generateCaption(a);
    await db().update(tasks).set({ approvalState: 'changes_requested' }).where(eq(tasks.id, item.id));
    fake.setNext({ type: 'content', content: 'Legenda refeita.' });
    const res = await a.json(`/api/content/${item.id}/regenerate`, { method: 'POST', body: {} });
    expect(res.status).toBe(200);
    expect(res.body.item.approvalState).toBe('pending');
    const [saved] = await db().select().from(tasks).where(eq(tasks.id, item.id));
    expect(saved!.approvalState).toBe('pending');
    const versions = await db().select().from(contentVersions).where(eq(contentVersions.taskId, item.id));
    const regenerated = versions.find((v) => v.origin === 'regenerated');
    expect(regenerated).toMatchObject({ version: 2, content: 'Legenda refeita.' });
    const spends = (await ledgerOf(a.userId)).filter((r) => r.entry === 'spend');
    const spend = spends.find((r) => r.generationId === regenerated!.generationId);
    expect(spend?.settledAt?.getTime()).toBe(regenerated!.createdAt.getTime());
    expect(saved!.updatedAt.getTime()).toBe(regenerated!.createdAt.getTime());
  });

  it('a regeneration that cannot be saved gives the token back, and its paid-for call still counts', async () => {
    const a = await creator(3);
    const item = await generateCaption(a);
    await withSlowModel(t, 25, async (slow) => {
      const running = a.json(`/api/content/${item.id}/regenerate`, { method: 'POST', body: {} });
      while (slow.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
      // The item goes away while the model writes: the new version has nothing to be saved on.
      await db().delete(tasks).where(eq(tasks.id, item.id));
      const res = await running;
      expect(res.status).toBeGreaterThanOrEqual(400);
    });
    expect(await balanceOf(a.userId)).toBe(2);
    expect((await ledgerOf(a.userId)).map((r) => r.entry).sort()).toEqual(['refund', 'spend', 'spend']);
    expect(await usageOf(a.userId)).toEqual(['caption', 'caption']);
  });

  it('regenerate streams like the generator and a failure gives the token back', async () => {
    const a = await creator(3);
    const item = await generateCaption(a);
    const res = await a.request(`/api/content/${item.id}/regenerate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: '{}',
    });
    const text = await res.text();
    expect(text).toContain('event: delta');
    expect(text).toContain('event: done');
    expect(await balanceOf(a.userId)).toBe(1);

    fake.setNext({ type: 'empty' });
    const failed = await a.json(`/api/content/${item.id}/regenerate`, { method: 'POST', body: {} });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await balanceOf(a.userId)).toBe(1);
    const list = await a.json(`/api/content/${item.id}/versions`);
    expect(list.body.versions).toHaveLength(2);
  });

  it('cancelling a regeneration midway refunds the token once and saves nothing', async () => {
    const a = await creator(3);
    const item = await generateCaption(a);
    await withSlowModel(t, 20, async () => {
      const res = await a.request(`/api/content/${item.id}/regenerate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: '{}',
      });
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain('event: delta');
      await reader.cancel();
      for (let i = 0; i < 500 && (await ledgerOf(a.userId)).length < 3; i++)
        await new Promise((r) => setTimeout(r, 20));
    });
    expect((await ledgerOf(a.userId)).map((r) => r.entry).sort()).toEqual(['refund', 'spend', 'spend']);
    expect(await balanceOf(a.userId)).toBe(2);
    const [saved] = await db().select().from(tasks).where(eq(tasks.id, item.id));
    expect(saved!.content).toBe(item.content);
    expect(await db().select().from(contentVersions).where(eq(contentVersions.taskId, item.id))).toHaveLength(1);
  });

  it("another user's item is not found on every versions route, and nothing changes", async () => {
    const owner = await creator(3);
    const other = await creator(3);
    const item = await generateCaption(owner);
    const list = await other.json(`/api/content/${item.id}/versions`);
    const compare = await other.json(`/api/content/${item.id}/versions/compare?from=1&to=1`);
    const restore = await other.json(`/api/content/${item.id}/versions/1/restore`, { method: 'POST', body: {} });
    const regenerate = await other.json(`/api/content/${item.id}/regenerate`, { method: 'POST', body: {} });
    for (const res of [list, compare, restore, regenerate]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('CONTENT_NOT_FOUND');
    }
    expect(await balanceOf(other.userId)).toBe(3);
    expect(await db().select().from(contentVersions).where(eq(contentVersions.taskId, item.id))).toHaveLength(1);
  });
});
