/**
 * "Hora de postar": the publication state machine (rascunho → aprovado → agendado → publicado / não
 * publicado), who may change it, refused input that changes nothing, and the calendar moving a scheduled
 * item's time with it. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationReminders, tasks } from '../db/schema';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createClient, insertClientTask, insertTask, joinTeam, signUpOnboarded } from '@tests/support/onboard';
import { formatLocalDateTime } from '@shared/local-date-time';
import { localDayOf, startOfLocalDay } from '@shared/sao-paulo-time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
/** São Paulo's 'YYYY-MM-DDTHH:MM' this many hours from the app's clock. */
const inHours = (h: number) => formatLocalDateTime(new Date(t.clock.now.getTime() + h * HOUR));

const rowOf = async (id: string) => (await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
const remindersOf = (id: string) =>
  t.pautei.deps.db.select().from(publicationReminders).where(eq(publicationReminders.taskId, id));

type U = Awaited<ReturnType<typeof signUpOnboarded>>;
const schedule = (u: U, id: string, publishAt: unknown) =>
  u.json(`/api/publication/items/${id}/schedule`, { method: 'PUT', body: { publishAt } });
const published = (u: U, id: string, body: unknown) =>
  u.json(`/api/publication/items/${id}/published`, { method: 'PUT', body });
const notPublished = (u: U, id: string, body: unknown) =>
  u.json(`/api/publication/items/${id}/not-published`, { method: 'PUT', body });

describe('publication', () => {
  it('a creator: aprovado → agendado (date and time in São Paulo) → publicado, idempotent', async () => {
    const creator = await signUpOnboarded(t);
    const item = await insertTask(t, creator.userId, { title: 'Legenda de sexta' });
    expect((await creator.json(`/api/publication/items/${item.id}`)).body.publication).toMatchObject({
      stage: 'approved',
      publishAt: null,
    });

    const when = inHours(30);
    const res = await schedule(creator, item.id, when);
    expect(res.status).toBe(200);
    expect(res.body.publication.stage).toBe('scheduled');
    expect(formatLocalDateTime(new Date(res.body.publication.publishAt))).toBe(when);
    const row = await rowOf(item.id);
    // The calendar shows it on its São Paulo day.
    expect(formatLocalDateTime(row.scheduledDate!).slice(0, 10)).toBe(when.slice(0, 10));
    expect((await remindersOf(item.id)).map((r) => r.dueAt.toISOString())).toEqual([row.publishAt!.toISOString()]);

    // Moved: the reminder moves with it (one row, at the new time).
    const later = inHours(50);
    expect((await schedule(creator, item.id, later)).status).toBe(200);
    const reminders = await remindersOf(item.id);
    expect(reminders).toHaveLength(1);
    expect(formatLocalDateTime(reminders[0]!.dueAt)).toBe(later);

    const first = await published(creator, item.id, { channel: 'instagram_reels', url: 'https://instagram.com/p/abc' });
    expect(first.status).toBe(200);
    expect(first.body.publication).toMatchObject({
      stage: 'published',
      channel: 'instagram_reels',
      url: 'https://instagram.com/p/abc',
    });
    // Posted: no reminder left waiting.
    expect(await remindersOf(item.id)).toEqual([]);

    // A second tap later keeps the first time.
    t.clock.advance(5 * 60_000);
    const again = await published(creator, item.id, { channel: 'instagram_reels', url: 'https://instagram.com/p/abc' });
    expect(again.status).toBe(200);
    expect(again.body.publication.publishedAt).toBe(first.body.publication.publishedAt);
    t.clock.reset();

    // Published items are not scheduled again.
    expect((await schedule(creator, item.id, inHours(10))).body.error.code).toBe('PUBLICATION_ALREADY_PUBLISHED');
  });

  it('a past time is refused for agendado and accepted for publicado; não publicado keeps its reason', async () => {
    const creator = await signUpOnboarded(t);
    const item = await insertTask(t, creator.userId);
    const past = await schedule(creator, item.id, inHours(-2));
    expect(past.status).toBe(422);
    expect(past.body.error.code).toBe('PUBLICATION_DATE_PAST');
    expect((await rowOf(item.id)).publicationState).toBe('none');

    const yesterday = inHours(-20);
    const res = await published(creator, item.id, { channel: 'tiktok', publishedAt: yesterday });
    expect(res.status).toBe(200);
    expect(formatLocalDateTime(new Date(res.body.publication.publishedAt))).toBe(yesterday);
    expect(res.body.publication.url).toBeNull();

    // Not yet happened: refused.
    const future = await published(creator, item.id, { channel: 'tiktok', publishedAt: inHours(3) });
    expect(future.body.error.code).toBe('PUBLICATION_DATE_FUTURE');

    const other = await insertTask(t, creator.userId);
    expect((await schedule(creator, other.id, inHours(4))).status).toBe(200);
    const given = await notPublished(creator, other.id, { reason: 'O cliente desistiu da promoção' });
    expect(given.body.publication).toMatchObject({ stage: 'not_published', reason: 'O cliente desistiu da promoção' });
    expect(await remindersOf(other.id)).toEqual([]);
  });

  it('bad input answers 4xx with a code and changes nothing', async () => {
    const creator = await signUpOnboarded(t);
    const item = await insertTask(t, creator.userId);
    expect((await schedule(creator, item.id, inHours(5))).status).toBe(200);
    const before = await rowOf(item.id);

    const cases: [() => Promise<{ status: number; body: { error: { code: string } } }>, string][] = [
      // The day goes by the one date rule (DATE_INVALID, as everywhere); the time has its own code.
      [() => schedule(creator, item.id, '2027-02-30T10:00'), 'DATE_INVALID'],
      [() => schedule(creator, item.id, '2027-04-31T10:00'), 'DATE_INVALID'],
      [() => schedule(creator, item.id, '2101-01-01T10:00'), 'DATE_INVALID'],
      [() => schedule(creator, item.id, '27-05-10T10:00'), 'DATE_INVALID'],
      [() => schedule(creator, item.id, '2027-05-10T24:10'), 'TIME_INVALID'],
      [() => schedule(creator, item.id, '2027-05-10T10:60'), 'TIME_INVALID'],
      [() => schedule(creator, item.id, '2027-05-10 10:00'), 'TIME_INVALID'],
      [() => schedule(creator, item.id, '2027-05-10'), 'TIME_INVALID'],
      [() => schedule(creator, item.id, '2027-05-10T10:00\u0000'), 'TEXT_CONTROL_CHARACTERS'],
      [
        () => published(creator, item.id, { channel: 'instagram_feed', url: 'javascript:alert(1)' }),
        'PUBLICATION_URL_INVALID',
      ],
      [
        () => published(creator, item.id, { channel: 'instagram_feed', url: 'ftp://exemplo.com/x' }),
        'PUBLICATION_URL_INVALID',
      ],
      [() => published(creator, item.id, { channel: 'orkut' }), 'PUBLICATION_CHANNEL_INVALID'],
      [() => published(creator, item.id, { channel: 'tiktok', publishedAt: '2026-13-01T10:00' }), 'DATE_INVALID'],
      [() => notPublished(creator, item.id, { reason: '   ' }), 'PUBLICATION_REASON_REQUIRED'],
      [() => notPublished(creator, item.id, { reason: 'choveu\u0007' }), 'TEXT_CONTROL_CHARACTERS'],
    ];
    for (const [call, code] of cases) {
      const res = await call();
      expect(res.status, code).toBeGreaterThanOrEqual(400);
      expect(res.status, code).toBeLessThan(500);
      expect(res.body.error.code).toBe(code);
    }
    const after = await rowOf(item.id);
    expect(after.publicationState).toBe('scheduled');
    expect(after.publishAt).toEqual(before.publishAt);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await remindersOf(item.id)).toHaveLength(1);
  });

  it('a team: Revisor refused, Editor allowed, another workspace gets 404, items waiting for the client are not scheduled', async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const clientId = await createClient(owner, 'Padaria Pão Quente');
    const editor = await joinTeam(t, owner, 'editor');
    const reviewer = await joinTeam(t, owner, 'reviewer');
    const item = await insertClientTask(t, owner.userId, clientId, { approvalState: 'approved' });
    const waiting = await insertClientTask(t, owner.userId, clientId, { approvalState: 'pending' });

    const refused = await schedule(reviewer, item.id, inHours(6));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ROLE_FORBIDDEN');
    expect((await published(reviewer, item.id, { channel: 'linkedin' })).status).toBe(403);
    expect((await notPublished(reviewer, item.id, { reason: 'não' })).status).toBe(403);
    // The Revisor still reads where it stands.
    expect((await reviewer.json(`/api/publication/items/${item.id}`)).body.clientName).toBe('Padaria Pão Quente');
    expect((await rowOf(item.id)).publicationState).toBe('none');

    const stranger = await signUpOnboarded(t, { selectedPlan: 'agency' });
    expect((await schedule(stranger, item.id, inHours(6))).status).toBe(404);
    expect((await stranger.json(`/api/publication/items/${item.id}`)).status).toBe(404);
    expect((await schedule(stranger, 'nao-e-um-id', inHours(6))).status).toBe(404);

    const notYet = await schedule(editor, waiting.id, inHours(6));
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.code).toBe('PUBLICATION_NOT_APPROVED');
    expect((await editor.json(`/api/publication/items/${waiting.id}`)).body.publication.stage).toBe('draft');

    expect((await schedule(editor, item.id, inHours(6))).status).toBe(200);
    expect((await rowOf(item.id)).publicationState).toBe('scheduled');
  });

  it('with the internal review on, an item the client was not asked about needs the team approval', async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const clientId = await createClient(owner, 'Ótica Vista');
    await owner.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } });
    const draft = await insertClientTask(t, owner.userId, clientId);
    const approvedInside = await insertClientTask(t, owner.userId, clientId, { internalReview: 'approved' });
    expect((await schedule(owner, draft.id, inHours(8))).body.error.code).toBe('PUBLICATION_NOT_APPROVED');
    expect((await schedule(owner, approvedInside.id, inHours(8))).status).toBe(200);
  });

  it('moving a scheduled item on the calendar keeps its time of day and moves its reminder', async () => {
    const creator = await signUpOnboarded(t);
    const item = await insertTask(t, creator.userId);
    const when = inHours(24);
    await schedule(creator, item.id, when);
    const [y, m, d] = when.slice(0, 10).split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + 3)).toISOString().slice(0, 10);
    const moved = await creator.json(`/api/calendar/items/${item.id}/date`, { method: 'PUT', body: { date: next } });
    expect(moved.status).toBe(200);
    const row = await rowOf(item.id);
    expect(formatLocalDateTime(row.publishAt!)).toBe(`${next}T${when.slice(11)}`);
    const reminders = await remindersOf(item.id);
    expect(reminders.map((r) => r.dueAt.toISOString())).toEqual([row.publishAt!.toISOString()]);
  });

  it('a deleted item takes its reminder with it', async () => {
    const creator = await signUpOnboarded(t);
    const item = await insertTask(t, creator.userId);
    await schedule(creator, item.id, inHours(3));
    expect(await remindersOf(item.id)).toHaveLength(1);
    expect((await creator.json(`/api/content/${item.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    expect(await remindersOf(item.id)).toEqual([]);
  });

  it('"Hoje para postar" lists today\'s scheduled items and the late ones, not tomorrow\'s nor the marked', async () => {
    // Noon in São Paulo today: the hours below stay within the day.
    t.clock.set(new Date(startOfLocalDay(localDayOf(new Date())).getTime() + 12 * HOUR));
    const creator = await signUpOnboarded(t);
    const late = await insertTask(t, creator.userId, { title: 'Atrasado' });
    const today = await insertTask(t, creator.userId, { title: 'Hoje' });
    const tomorrow = await insertTask(t, creator.userId, { title: 'Amanhã' });
    const posted = await insertTask(t, creator.userId, { title: 'Postado' });
    await schedule(creator, late.id, inHours(1));
    await schedule(creator, today.id, inHours(6));
    await schedule(creator, tomorrow.id, inHours(30));
    await schedule(creator, posted.id, inHours(3));
    await published(creator, posted.id, { channel: 'linkedin' });
    t.clock.advance(2 * HOUR);

    const res = await creator.json('/api/publication/today');
    expect(res.body.items.map((i: { title: string; overdue: boolean }) => [i.title, i.overdue])).toEqual([
      ['Atrasado', true],
      ['Hoje', false],
    ]);
    t.clock.reset();
  });

  it("the client's review page shows when an approved item will be posted, then that it was", async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const clientId = await createClient(owner, 'Floricultura Ipê');
    const item = await insertClientTask(t, owner.userId, clientId, { title: 'Buquê da semana' });
    const link = await owner.json('/api/approval/links', {
      method: 'POST',
      body: { items: [item.id], expiresInDays: 7 },
    });
    expect(link.status).toBe(201);
    const client = t.agent();
    const page = () => client.json(`/api/review/${link.body.token}`);
    expect((await page()).body.items[0].posting).toBeNull();
    // Waiting for the client: not schedulable yet.
    expect((await schedule(owner, item.id, inHours(5))).body.error.code).toBe('PUBLICATION_NOT_APPROVED');
    const answered = await client.json(`/api/review/${link.body.token}/answers`, {
      method: 'POST',
      body: { itemId: item.id, decision: 'approved', approverName: 'Ipê' },
    });
    expect(answered.status).toBe(200);

    const scheduled = await schedule(owner, item.id, inHours(5));
    expect(scheduled.status).toBe(200);
    expect((await page()).body.items[0].posting).toEqual({
      state: 'scheduled',
      at: scheduled.body.publication.publishAt,
    });
    const done = await published(owner, item.id, { channel: 'instagram_feed', url: 'https://instagram.com/p/x' });
    const shown = (await page()).body.items[0];
    expect(shown.posting).toEqual({ state: 'published', at: done.body.publication.publishedAt });
    // The client sees when, not where nor the link.
    expect(JSON.stringify(shown)).not.toContain('instagram.com/p/x');
  });

  it('analytics: published per month, on time and late', async () => {
    const creator = await signUpOnboarded(t);
    const onTime = await insertTask(t, creator.userId);
    const late = await insertTask(t, creator.userId);
    const unplanned = await insertTask(t, creator.userId);
    const lateAt = await schedule(creator, late.id, inHours(1));
    await schedule(creator, onTime.id, inHours(1));
    t.clock.advance(HOUR + 10 * 60_000);
    await published(creator, onTime.id, { channel: 'tiktok' });
    t.clock.advance(2 * HOUR);
    await published(creator, late.id, { channel: 'tiktok' });
    await published(creator, unplanned.id, { channel: 'other' });
    const month = formatLocalDateTime(t.clock.now).slice(0, 7);
    t.clock.reset();
    expect(lateAt.status).toBe(200);
    const res = await creator.json('/api/publication/stats');
    expect(res.body.months).toEqual([{ month, published: 3, onTime: 1, late: 1 }]);
  });
});
