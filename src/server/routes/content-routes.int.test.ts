import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import {
  insertClient,
  insertClientTask,
  insertTask,
  onboard,
  signUpAgency,
  signUpOnboarded,
} from '@tests/support/onboard';
import { tasks } from '../db/schema';
import type { TaskPart } from '../db/schema/content';
import { contentPreview, parseReel } from '@shared/content-view';
import type { ContentItem } from '@shared/content-item';
import { eq } from 'drizzle-orm';

let t: TestApp;
type User = Agent & { userId: string; email: string };
let creatorA: User;
let creatorB: User;
let agency: User;
let otherAgency: User;
let clientX: string;
let clientY: string;
let foreignClient: string;

const HOUR = 3_600_000;

type TaskInsert = typeof tasks.$inferInsert;

const dailyScriptJson = (title = 'Rotina de treino') =>
  JSON.stringify({
    title,
    daily_hook: 'Bom dia, time!',
    parts: [
      { time: '07:00', content: 'Mostre o café da manhã', type: 'bastidores', engagement_tip: 'Pergunte o que comem' },
      { time: '12:00', content: 'Dica rápida de alongamento' },
      { time: '18:00', content: 'Treino da tarde' },
    ],
    daily_cta: 'Comente seu treino',
  });

const scriptParts = (): [TaskPart, TaskPart, TaskPart] => [
  { id: 'p1', time: '07:00', content: 'Mostre o café da manhã', completed: false },
  { id: 'p2', time: '12:00', content: 'Dica rápida de alongamento', completed: false },
  { id: 'p3', time: '18:00', content: 'Treino da tarde', completed: false },
];

async function list(agent: Agent, query: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  const res = await agent.json<{ items: ContentItem[]; nextCursor: string | null }>(
    `/api/content${qs ? `?${qs}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp();
  creatorA = await signUpOnboarded(t, { name: 'Ana' });
  creatorB = await signUpOnboarded(t, { name: 'Bia' });
  agency = await signUpAgency(t, { name: 'Agência Um' });
  otherAgency = await signUpAgency(t, { name: 'Agência Dois' });
  clientX = (await insertClient(t, agency.userId, { name: 'Cliente X' })).id;
  clientY = (await insertClient(t, agency.userId, { name: 'Cliente Y' })).id;
  foreignClient = (await insertClient(t, otherAgency.userId, { name: 'Cliente Alheio' })).id;
});
afterAll(() => t.close());

describe('ownership', () => {
  it('user B cannot read, edit, toggle, change parts of or delete A’s item (404, nothing changed)', async () => {
    const row = await insertTask(t, creatorA.userId, {
      type: 'daily_script',
      title: 'Só da Ana',
      content: dailyScriptJson(),
      parts: scriptParts(),
    });
    const before = (await creatorA.json(`/api/content/${row.id}`)).body;

    expect((await list(creatorB)).items.map((i) => i.id)).not.toContain(row.id);
    const attempts = [
      await creatorB.json(`/api/content/${row.id}`),
      await creatorB.json(`/api/content/${row.id}`, { method: 'PATCH', body: { title: 'Roubado' } }),
      await creatorB.json(`/api/content/${row.id}/completed`, { method: 'PUT', body: { completed: true } }),
      await creatorB.json(`/api/content/${row.id}/parts`, {
        method: 'PUT',
        body: { parts: scriptParts().map((p) => ({ ...p, completed: true })) },
      }),
      await creatorB.json(`/api/content/${row.id}`, { method: 'DELETE' }),
      // An agency (other table) cannot reach a creator's task either.
      await agency.json(`/api/content/${row.id}`, { method: 'PATCH', body: { title: 'Roubado' } }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('CONTENT_NOT_FOUND');
    }
    const after = (await creatorA.json(`/api/content/${row.id}`)).body;
    expect(after).toEqual(before);
  });

  it('another agency cannot reach a client task; a malformed id is not found', async () => {
    const row = await insertClientTask(t, agency.userId, clientX, { title: 'Da agência um' });
    for (const res of [
      await otherAgency.json(`/api/content/${row.id}`),
      await otherAgency.json(`/api/content/${row.id}/completed`, { method: 'PUT', body: { completed: true } }),
      await otherAgency.json(`/api/content/${row.id}`, { method: 'DELETE' }),
      await creatorA.json(`/api/content/${row.id}`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await agency.json(`/api/content/${row.id}`)).body).toMatchObject({
      title: 'Da agência um',
      completed: false,
      clientName: 'Cliente X',
    });
    expect((await creatorA.json('/api/content/not-a-uuid')).status).toBe(404);
  });

  it('anonymous callers get 401', async () => {
    expect((await t.request('/api/content')).status).toBe(401);
  });
});

describe('agency scope', () => {
  it('lists only the agency’s client tasks, with client names, and filters by client', async () => {
    const x = await insertClientTask(t, agency.userId, clientX, { title: 'Para X' });
    const y = await insertClientTask(t, agency.userId, clientY, { title: 'Para Y' });
    const foreign = await insertClientTask(t, otherAgency.userId, foreignClient, { title: 'Alheio' });
    // An agency's own general task (not a client's) is outside its content scope.
    const own = await insertTask(t, agency.userId, { title: 'Tarefa própria' });

    const all = await list(agency, { limit: '100' });
    const ids = all.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([x.id, y.id]));
    expect(ids).not.toContain(foreign.id);
    expect(ids).not.toContain(own.id);
    expect(all.items.find((i) => i.id === x.id)).toMatchObject({
      owner: 'client_task',
      clientId: clientX,
      clientName: 'Cliente X',
    });

    const onlyY = await list(agency, { clientId: clientY, limit: '100' });
    expect(onlyY.items.length).toBeGreaterThan(0);
    expect(onlyY.items.every((i) => i.clientId === clientY && i.clientName === 'Cliente Y')).toBe(true);

    // Another agency's client id gives nothing of that client.
    expect((await list(agency, { clientId: foreignClient })).items).toEqual([]);
  });

  it('hides expired client tasks; no expiry or a future expiry is kept', async () => {
    const now = Date.now();
    const expired = await insertClientTask(t, agency.userId, clientX, {
      type: 'daily_script',
      expiresAt: new Date(now - HOUR),
    });
    const alive = await insertClientTask(t, agency.userId, clientX, {
      type: 'daily_script',
      expiresAt: new Date(now + HOUR),
    });
    const never = await insertClientTask(t, agency.userId, clientX, { type: 'reel_idea', expiresAt: null });
    const ids = (await list(agency, { limit: '100' })).items.map((i) => i.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).toEqual(expect.arrayContaining([alive.id, never.id]));

    // Moving the clock past the expiry hides the one that was alive.
    t.clock.set(new Date(now + 2 * HOUR));
    try {
      const later = (await list(agency, { limit: '100' })).items.map((i) => i.id);
      expect(later).not.toContain(alive.id);
      expect(later).toContain(never.id);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('hides a creator’s expired daily script too', async () => {
    const expired = await insertTask(t, creatorA.userId, {
      type: 'daily_script',
      expiresAt: new Date(Date.now() - HOUR),
    });
    const future = await insertTask(t, creatorA.userId, {
      type: 'daily_script',
      expiresAt: new Date(Date.now() + HOUR),
    });
    const ids = (await list(creatorA, { type: 'daily_script', limit: '100' })).items.map((i) => i.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).toContain(future.id);
  });
});

describe('history filters', () => {
  let user: User;
  const made: Record<string, string> = {};
  beforeAll(async () => {
    user = await t.signUpVerified({ name: 'Filtros' });
    await onboard(user);
    const kinds = ['daily_script', 'caption', 'reel_idea', 'story', 'ad_copy', 'carousel'] as const;
    const states = [
      { key: 'completed', completed: true, status: 'completed' },
      // completed wins over a stale status: still "completed", never "pending" / "in_progress".
      { key: 'completed_stale', completed: true, status: 'pending' },
      { key: 'pending', completed: false, status: 'pending' },
      { key: 'in_progress', completed: false, status: 'in_progress' },
    ];
    for (const type of kinds) {
      for (const s of states) {
        const row = await insertTask(t, user.userId, {
          type,
          completed: s.completed,
          status: s.status,
          title: `${type}-${s.key}`,
        });
        made[`${type}:${s.key}`] = row.id;
      }
    }
  });

  const idsOf = async (query: Record<string, string>) =>
    (await list(user, { limit: '100', ...query })).items.map((i) => i.title).sort();

  it('status all / completed / pending / in_progress follow the spec semantics', async () => {
    expect(await idsOf({ status: 'all' })).toHaveLength(24);
    const completed = await idsOf({ status: 'completed' });
    expect(completed).toHaveLength(12);
    expect(completed.every((t) => t.endsWith('-completed') || t.endsWith('-completed_stale'))).toBe(true);
    const pending = await idsOf({ status: 'pending' });
    expect(pending).toHaveLength(6);
    expect(pending.every((t) => t.endsWith('-pending'))).toBe(true);
    const inProgress = await idsOf({ status: 'in_progress' });
    expect(inProgress).toHaveLength(6);
    expect(inProgress.every((t) => t.endsWith('-in_progress'))).toBe(true);
  });

  it('every type filter returns only that type, and combines with status', async () => {
    for (const type of ['daily_script', 'caption', 'reel_idea', 'story', 'ad_copy', 'carousel']) {
      const titles = await idsOf({ type });
      expect(titles).toHaveLength(4);
      expect(titles.every((t) => t.startsWith(`${type}-`))).toBe(true);
      expect(await idsOf({ type, status: 'in_progress' })).toEqual([`${type}-in_progress`]);
      expect(await idsOf({ type, status: 'pending' })).toEqual([`${type}-pending`]);
    }
    expect(await idsOf({ type: 'all' })).toHaveLength(24);
  });

  it('refuses unknown filter values', async () => {
    expect((await user.json('/api/content?status=done')).status).toBe(400);
    expect((await user.json('/api/content?type=tweet')).status).toBe(400);
    expect((await user.json('/api/content?limit=500')).status).toBe(400);
  });

  it('the agency client filter combines with type and status', async () => {
    const a = await insertClientTask(t, agency.userId, clientX, {
      type: 'story',
      status: 'in_progress',
      title: 'x-story-ip',
    });
    const b = await insertClientTask(t, agency.userId, clientY, {
      type: 'story',
      status: 'in_progress',
      title: 'y-story-ip',
    });
    const res = await list(agency, { clientId: clientX, type: 'story', status: 'in_progress' });
    expect(res.items.map((i) => i.id)).toEqual([a.id]);
    const res2 = await list(agency, { clientId: clientY, type: 'story', status: 'in_progress' });
    expect(res2.items.map((i) => i.id)).toEqual([b.id]);
  });
});

describe('keyset pagination', () => {
  it('walks every item exactly once, newest first, even with equal timestamps', async () => {
    const user = await t.signUpVerified({ name: 'Paginas' });
    await onboard(user);
    const base = Date.now() - 10 * HOUR;
    const values: TaskInsert[] = [];
    for (let i = 0; i < 45; i++) {
      // Groups of three share a creation time (ties broken by id).
      values.push({
        userId: user.userId,
        title: `n${i}`,
        content: 'x',
        type: 'story',
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      });
    }
    await t.pautei.deps.db.insert(tasks).values(values);

    const seen: ContentItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: ContentItem[]; nextCursor: string | null } = await list(user, {
        limit: '10',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);

    expect(pages).toBe(5);
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((i) => i.id)).size).toBe(45);
    const times = seen.map((i) => new Date(i.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Default page size is 20.
    expect((await list(user)).items).toHaveLength(20);
  });

  it('keeps rows created in the same millisecond (microsecond timestamps) apart', async () => {
    const user = await t.signUpVerified({ name: 'Micro' });
    await onboard(user);
    // Rows inserted by SQL default now(): microsecond precision, several inside one millisecond.
    await t.pautei.deps.db
      .insert(tasks)
      .values(
        Array.from({ length: 7 }, (_, i) => ({ userId: user.userId, title: `m${i}`, content: 'x', type: 'caption' })),
      );
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: ContentItem[]; nextCursor: string | null } = await list(user, {
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      ids.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(ids).size).toBe(7);
  });

  it('walks a 10,000-item history page by page (keyset: every page starts at its cursor, no offset)', async () => {
    const user = await t.signUpVerified({ name: 'Dez mil' });
    await onboard(user);
    const kinds = ['daily_script', 'caption', 'reel_idea', 'story', 'ad_copy', 'carousel'];
    const base = Date.now() - 20_000 * 60_000;
    for (let b = 0; b < 10; b++) {
      await t.pautei.deps.db.insert(tasks).values(
        Array.from({ length: 1000 }, (_, i) => ({
          userId: user.userId,
          title: `h${b}-${i}`,
          content: 'x'.repeat(200),
          type: kinds[i % kinds.length] ?? 'caption',
          // Pairs share a timestamp, so ties are crossed at page boundaries too.
          createdAt: new Date(base + Math.floor((b * 1000 + i) / 2) * 60_000),
        })),
      );
    }
    const ids = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    let last = Infinity;
    do {
      const page: { items: ContentItem[]; nextCursor: string | null } = await list(user, {
        limit: '100',
        ...(cursor ? { cursor } : {}),
      });
      for (const item of page.items) {
        const at = new Date(item.createdAt).getTime();
        expect(at).toBeLessThanOrEqual(last);
        last = at;
        ids.add(item.id);
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 200);
    expect(pages).toBe(100);
    expect(ids.size).toBe(10_000);
    // A filtered walk of the same history: one kind only, still complete.
    let captions = 0;
    cursor = null;
    do {
      const page: { items: ContentItem[]; nextCursor: string | null } = await list(user, {
        type: 'caption',
        limit: '100',
        ...(cursor ? { cursor } : {}),
      });
      captions += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    // i % 6 === 1 in each batch of 1,000: 167 per batch.
    expect(captions).toBe(1670);
  });

  it('refuses a forged cursor', async () => {
    const res = await creatorA.json('/api/content?cursor=bm90LWEtY3Vyc29y');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_CURSOR');
  });
});

describe('edits', () => {
  it('saves a text edit and a title edit', async () => {
    const row = await insertTask(t, creatorA.userId, { type: 'caption', content: 'Legenda antiga' });
    const res = await creatorA.json(`/api/content/${row.id}`, {
      method: 'PATCH',
      body: { content: '  Legenda nova #fit  ', title: 'Novo título' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ content: 'Legenda nova #fit', title: 'Novo título' });
    const empty = await creatorA.json(`/api/content/${row.id}`, { method: 'PATCH', body: { content: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('CONTENT_REQUIRED');
  });

  it('refuses JSON that does not parse or fit the kind, and saves nothing', async () => {
    const original = dailyScriptJson();
    const row = await insertTask(t, creatorA.userId, { type: 'daily_script', content: original, parts: scriptParts() });
    const broken = await creatorA.json(`/api/content/${row.id}`, {
      method: 'PATCH',
      body: { content: '{"title": "sem fim"', title: 'Não salvar' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('CONTENT_INVALID_JSON');
    const wrongShape = await creatorA.json(`/api/content/${row.id}`, {
      method: 'PATCH',
      body: { content: JSON.stringify({ title: 'x', parts: [] }) },
    });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.error.code).toBe('CONTENT_INVALID_SHAPE');

    const reel = await insertTask(t, creatorA.userId, {
      type: 'reel_idea',
      content: JSON.stringify({
        concept: 'c',
        hook: 'h',
        scenes: [{ timing: '0-3s', action: 'a', text: 't', visual_tip: 'v' }],
        cta: 'x',
        editing_tips: [],
      }),
    });
    const carouselAsReel = await creatorA.json(`/api/content/${reel.id}`, {
      method: 'PATCH',
      body: { content: JSON.stringify({ title: 't', slides: [] }) },
    });
    expect(carouselAsReel.status).toBe(400);

    const [after] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, row.id));
    expect(after?.content).toBe(original);
    expect(after?.title).toBe(row.title);
    expect(after?.parts).toEqual(scriptParts());
  });

  it('re-derives a daily script’s parts from edited JSON, keeping progress by position', async () => {
    const parts = scriptParts();
    parts[0].completed = true;
    const row = await insertTask(t, creatorA.userId, { type: 'daily_script', content: dailyScriptJson(), parts });
    const edited = JSON.parse(dailyScriptJson());
    edited.parts[0].content = 'Café reforçado';
    edited.parts.push({ time: '21:00', content: 'Boa noite' });
    const res = await creatorA.json<ContentItem>(`/api/content/${row.id}`, {
      method: 'PATCH',
      body: { content: JSON.stringify(edited) },
    });
    expect(res.status).toBe(200);
    expect(res.body.parts).toHaveLength(4);
    expect(res.body.parts[0]).toMatchObject({ id: 'p1', content: 'Café reforçado', completed: true, time: '07:00' });
    expect(res.body.parts[3]).toMatchObject({ content: 'Boa noite', completed: false, time: '21:00' });
    expect(res.body.parts[3]?.id).toEqual(expect.any(String));
  });
});

describe('toggle and parts', () => {
  it('toggles completed ↔ status completed / pending', async () => {
    const row = await insertTask(t, creatorA.userId, { type: 'story', status: 'in_progress' });
    const on = await creatorA.json(`/api/content/${row.id}/completed`, { method: 'PUT', body: { completed: true } });
    expect(on.body).toMatchObject({ completed: true, status: 'completed' });
    const off = await creatorA.json(`/api/content/${row.id}/completed`, { method: 'PUT', body: { completed: false } });
    expect(off.body).toMatchObject({ completed: false, status: 'pending' });
  });

  it('saves the whole parts array and writes part texts back into the script JSON', async () => {
    const row = await insertTask(t, creatorA.userId, {
      type: 'daily_script',
      content: dailyScriptJson(),
      parts: scriptParts(),
    });
    const next = scriptParts();
    next[1].completed = true;
    next[2].content = 'Treino de pernas';
    const res = await creatorA.json<ContentItem>(`/api/content/${row.id}/parts`, {
      method: 'PUT',
      body: { parts: next },
    });
    expect(res.status).toBe(200);
    expect(res.body.parts.map((p) => p.completed)).toEqual([false, true, false]);
    const json = JSON.parse(res.body.content);
    expect(json.parts[2]).toMatchObject({ time: '18:00', content: 'Treino de pernas' });
    expect(json.parts[0]).toMatchObject({ type: 'bastidores', engagement_tip: 'Pergunte o que comem' });
    expect(json.daily_hook).toBe('Bom dia, time!');

    const [stored] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, row.id));
    expect(stored?.parts.map((p) => p.completed)).toEqual([false, true, false]);
  });

  it('refuses parts that are not the item’s own (unknown, missing or repeated ids, empty text)', async () => {
    const row = await insertTask(t, creatorA.userId, {
      type: 'daily_script',
      content: dailyScriptJson(),
      parts: scriptParts(),
    });
    const bad = [
      [...scriptParts().slice(0, 2), { id: 'zzz', content: 'x', completed: false }],
      scriptParts().slice(0, 2),
      [scriptParts()[0], scriptParts()[0], scriptParts()[1]],
      scriptParts().map((p, i) => (i === 0 ? { ...p, content: '  ' } : p)),
    ];
    for (const parts of bad) {
      const res = await creatorA.json(`/api/content/${row.id}/parts`, { method: 'PUT', body: { parts } });
      expect(res.status).toBe(400);
    }
    const [stored] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, row.id));
    expect(stored?.parts).toEqual(scriptParts());
  });

  it('deletes an own item', async () => {
    const row = await insertTask(t, creatorA.userId);
    expect((await creatorA.json(`/api/content/${row.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await creatorA.json(`/api/content/${row.id}`)).status).toBe(404);
  });
});

describe('older reel shapes in history', () => {
  it('lists and previews reels with number/duration/speech/visual scenes and with an ideas list', async () => {
    const user = await t.signUpVerified({ name: 'Reels antigos' });
    await onboard(user);
    const legacy = await insertTask(t, user.userId, {
      type: 'reel_idea',
      title: 'Reel antigo',
      content: JSON.stringify({
        concept: 'Treino em casa',
        hook: 'Sem academia?',
        scenes: [
          { number: 1, duration: '0-5s', speech: 'Olha só isso', visual: 'Close no rosto' },
          { number: 2, duration: '5-15s', speech: 'Três exercícios', visual: 'Plano aberto' },
          { number: 3, duration: '15-30s', speech: 'Bora!', visual: 'Corte rápido' },
        ],
        cta: 'Salve',
      }),
    });
    const ideas = await insertTask(t, user.userId, {
      type: 'reel_idea',
      title: 'Ideias antigas',
      content: JSON.stringify({
        ideas: [
          {
            title: 'Desafio 7 dias',
            description: 'Um exercício por dia',
            execution_tip: 'Grave de manhã',
            viral_potential: 'alto',
          },
          { title: 'Mitos', description: 'Desminta 3 mitos', execution_tip: 'Texto na tela', viral_potential: 'médio' },
          { title: 'Antes e depois', description: 'Resultado', execution_tip: 'Luz natural', viral_potential: 'alto' },
        ],
      }),
    });
    const res = await list(user, { type: 'reel_idea' });
    expect(res.items.map((i) => i.id).sort()).toEqual([legacy.id, ideas.id].sort());

    const legacyItem = res.items.find((i) => i.id === legacy.id)!;
    const view = parseReel(legacyItem.content)!;
    expect(view.shape).toBe('legacy_scenes');
    expect(view.scenes[0]).toEqual({
      timing: 'Cena 1 (0-5s)',
      action: '',
      text: 'Olha só isso',
      visual_tip: 'Close no rosto',
    });
    const preview = contentPreview(legacyItem);
    expect(preview).toContain('Olha só isso');
    expect(preview).toContain('Três exercícios');
    expect(preview).not.toContain('Bora!');

    const ideasItem = res.items.find((i) => i.id === ideas.id)!;
    const ideasPreview = contentPreview(ideasItem);
    expect(parseReel(ideasItem.content)!.shape).toBe('ideas');
    expect(ideasPreview).toContain('Desafio 7 dias');
    expect(ideasPreview).toContain('Mitos');
    expect(ideasPreview).not.toContain('Antes e depois');

    // The detail read works too.
    expect((await user.json(`/api/content/${legacy.id}`)).status).toBe(200);
  });
});
