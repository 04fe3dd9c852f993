import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import {
  insertClient,
  insertClientTask,
  insertTask,
  onboard,
  signUpAgency,
  signUpOnboarded,
} from '@tests/support/onboard';
import { calendarFeeds, tasks } from '../db/schema';
import type { CalendarItem, CalendarRange } from '@shared/calendar';
import type { ContentItem } from '@shared/content-item';
import type { CreatedReviewLink } from '@shared/schemas/approval';

let t: TestApp;
type User = Agent & { userId: string; email: string };
let creatorA: User;
let creatorB: User;
let agency: User;
let otherAgency: User;
let clientX: string;
let clientPets: string;
let foreignClient: string;

type RangeBody = CalendarRange & { niche: string | null };

async function range(agent: Agent, from: string, to: string, extra: Record<string, string> = {}) {
  const qs = new URLSearchParams({ from, to, ...extra }).toString();
  return agent.json<RangeBody & { error: { code: string } }>(`/api/calendar?${qs}`);
}

async function reschedule(agent: Agent, id: string, date: string | null) {
  return agent.json<CalendarItem & { error: { code: string } }>(`/api/calendar/items/${id}/date`, {
    method: 'PUT',
    body: { date },
  });
}

async function storedDate(id: string): Promise<Date | null> {
  const [row] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, id));
  if (!row) throw new Error(`task ${id} is not stored`);
  return row.scheduledDate;
}

beforeAll(async () => {
  t = await createTestApp();
  creatorA = await signUpOnboarded(t, { name: 'Ana' }, { niche: 'fitness' });
  creatorB = await signUpOnboarded(t, { name: 'Bia' });
  agency = await signUpAgency(t, { name: 'Agência Um' }, { name: 'Agência Um' });
  otherAgency = await signUpAgency(t, { name: 'Agência Dois' }, { name: 'Agência Dois' });
  const jan = (day: number) => new Date(`2026-01-0${day}T00:00:00Z`);
  clientX = (await insertClient(t, agency.userId, { name: 'Cliente X', niche: 'fitness', createdAt: jan(1) })).id;
  clientPets = (await insertClient(t, agency.userId, { name: 'Pet Feliz', niche: 'Pet shop', createdAt: jan(2) })).id;
  foreignClient = (await insertClient(t, otherAgency.userId, { name: 'Cliente Alheio', createdAt: jan(1) })).id;
});
afterAll(() => t.close());

describe('calendar range', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/calendar?from=2027-06-01&to=2027-06-30')).status).toBe(401);
  });

  it('lists the creator’s items by São Paulo day, with the niche’s commemorative dates, never another user’s', async () => {
    const late = await insertTask(t, creatorA.userId, {
      title: 'Post dos namorados',
      type: 'caption',
      // 22:30 in São Paulo on 12/06 is already 13/06 in UTC.
      scheduledDate: new Date('2027-06-13T01:30:00Z'),
    });
    const done = await insertTask(t, creatorA.userId, {
      title: 'Reel junino',
      type: 'reel_idea',
      completed: true,
      status: 'completed',
      scheduledDate: new Date('2027-06-24T12:00:00Z'),
    });
    await insertTask(t, creatorA.userId, { title: 'Fora do mês', scheduledDate: new Date('2027-07-02T12:00:00Z') });
    const foreign = await insertTask(t, creatorB.userId, {
      title: 'Da Bia',
      scheduledDate: new Date('2027-06-12T12:00:00Z'),
    });

    const res = await range(creatorA, '2027-06-01', '2027-06-30');
    expect(res.status).toBe(200);
    const ids = res.body.items.map((i) => i.id);
    expect(ids).toEqual([late.id, done.id]);
    expect(ids).not.toContain(foreign.id);
    expect(res.body.items[0]).toMatchObject({
      type: 'caption',
      title: 'Post dos namorados',
      date: '2027-06-12',
      completed: false,
      clientId: null,
    });
    expect(res.body.items[1]).toMatchObject({ date: '2027-06-24', completed: true, status: 'completed' });
    const namorados = res.body.dates.find((d) => d.id === 'dia-dos-namorados');
    expect(namorados).toMatchObject({ date: '2027-06-12', name: 'Dia dos Namorados' });
    expect(namorados?.angle.length).toBeGreaterThan(10);
    expect(res.body.clients).toEqual([]);

    const b = await range(creatorB, '2027-06-01', '2027-06-30');
    expect(b.body.items.map((i) => i.id)).toEqual([foreign.id]);
  });

  it.each([
    ['2027-06-30', '2027-06-01', 'CALENDAR_RANGE_ORDER'],
    ['2027-06-01', '2027-08-02', 'CALENDAR_RANGE_TOO_LONG'],
    ['1999-12-01', '1999-12-31', 'DATE_INVALID'],
    ['2101-01-01', '2101-01-31', 'DATE_INVALID'],
    ['2027-02-30', '2027-03-10', 'DATE_INVALID'],
    ['12/06/2027', '2027-06-30', 'DATE_INVALID'],
  ])('refuses %s..%s with %s', async (from, to, code) => {
    const res = await range(creatorA, from, to);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
  });

  it('accepts a 62-day range (a month grid with its leading and trailing weeks)', async () => {
    expect((await range(creatorA, '2027-05-30', '2027-07-30')).status).toBe(200);
  });
});

describe('rescheduling and the tray', () => {
  it('moves an item to a day at noon UTC, shows it everywhere, and removing the date sends it to the tray', async () => {
    const item = await insertTask(t, creatorA.userId, { title: 'Sem data', type: 'story' });
    const trayBefore = await creatorA.json<{ items: CalendarItem[] }>('/api/calendar/tray');
    expect(trayBefore.body.items.map((i) => i.id)).toContain(item.id);

    const moved = await reschedule(creatorA, item.id, '2027-06-12');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: item.id, date: '2027-06-12', scheduledDate: '2027-06-12T12:00:00.000Z' });
    expect((await storedDate(item.id))?.toISOString()).toBe('2027-06-12T12:00:00.000Z');
    expect((await range(creatorA, '2027-06-12', '2027-06-12')).body.items.map((i) => i.id)).toContain(item.id);
    const fromContent = await creatorA.json<ContentItem>(`/api/content/${item.id}`);
    expect(fromContent.body.scheduledDate).toBe('2027-06-12T12:00:00.000Z');
    const trayAfter = await creatorA.json<{ items: CalendarItem[] }>('/api/calendar/tray');
    expect(trayAfter.body.items.map((i) => i.id)).not.toContain(item.id);

    const cleared = await reschedule(creatorA, item.id, null);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ date: null, scheduledDate: null });
    expect(await storedDate(item.id)).toBeNull();
    expect((await creatorA.json<{ items: CalendarItem[] }>('/api/calendar/tray')).body.items[0]?.id).toBe(item.id);
  });

  it('counts a rescheduled item among the analytics "agendados"', async () => {
    const user = await t.signUpVerified();
    await onboard(user);
    const item = await insertTask(t, user.userId, { title: 'Futuro' });
    const scheduled = async () => (await user.json('/api/insights/analytics?period=all')).body.scheduled as number;
    expect(await scheduled()).toBe(0);
    expect((await reschedule(user, item.id, '2099-01-10')).status).toBe(200);
    expect(await scheduled()).toBe(1);
    expect((await reschedule(user, item.id, null)).status).toBe(200);
    expect(await scheduled()).toBe(0);
  });

  it('never changes another user’s item (404) and refuses a bad date', async () => {
    const item = await insertTask(t, creatorA.userId, {
      title: 'Da Ana',
      scheduledDate: new Date('2027-06-05T12:00:00Z'),
    });
    const stolen = await reschedule(creatorB, item.id, '2027-06-20');
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('CONTENT_NOT_FOUND');
    expect((await reschedule(agency, item.id, null)).status).toBe(404);
    expect((await reschedule(creatorB, 'not-a-uuid', null)).status).toBe(404);
    expect((await storedDate(item.id))?.toISOString()).toBe('2027-06-05T12:00:00.000Z');

    const bad = await reschedule(creatorA, item.id, '2027-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('DATE_INVALID');
    expect((await reschedule(creatorA, item.id, '1900-01-01')).body.error.code).toBe('DATE_INVALID');
    const noJson = await creatorA.request(`/api/calendar/items/${item.id}/date`, {
      method: 'PUT',
      body: 'date=2027-06-01',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noJson.status).toBeGreaterThanOrEqual(400);
    expect((await storedDate(item.id))?.toISOString()).toBe('2027-06-05T12:00:00.000Z');
  });

  it('keeps another user’s unscheduled items out of the tray', async () => {
    const mine = await insertTask(t, creatorB.userId, { title: 'Tray da Bia' });
    const theirs = await insertTask(t, creatorA.userId, { title: 'Tray da Ana' });
    const tray = await creatorB.json<{ items: CalendarItem[] }>('/api/calendar/tray');
    const ids = tray.body.items.map((i) => i.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(tray.body.items.every((i) => i.date === null)).toBe(true);
  });
});

describe('agency calendar', () => {
  it('shows all clients with their colours, or one client with that client’s niche dates', async () => {
    const x = await insertClientTask(t, agency.userId, clientX, {
      title: 'Treino X',
      scheduledDate: new Date('2027-10-04T12:00:00Z'),
    });
    const pet = await insertClientTask(t, agency.userId, clientPets, {
      title: 'Pet do mês',
      type: 'carousel',
      scheduledDate: new Date('2027-10-04T12:00:00Z'),
    });
    const foreign = await insertClientTask(t, otherAgency.userId, foreignClient, {
      title: 'Alheio',
      scheduledDate: new Date('2027-10-04T12:00:00Z'),
    });

    const all = await range(agency, '2027-10-01', '2027-10-31');
    expect(all.status).toBe(200);
    expect(all.body.clients).toEqual([
      { id: clientX, name: 'Cliente X', colorIndex: 0 },
      { id: clientPets, name: 'Pet Feliz', colorIndex: 1 },
    ]);
    const byId = new Map(all.body.items.map((i) => [i.id, i]));
    expect(byId.get(x.id)).toMatchObject({ clientId: clientX, clientName: 'Cliente X', colorIndex: 0 });
    expect(byId.get(pet.id)).toMatchObject({ clientId: clientPets, clientName: 'Pet Feliz', colorIndex: 1 });
    expect(byId.has(foreign.id)).toBe(false);
    // "Todos os clientes": the pet shop's Dia dos Animais shows without filtering, labelled with the client.
    expect(all.body.dates.find((d) => d.date === '2027-10-04')).toMatchObject({
      relevance: 'high',
      clients: ['Pet Feliz'],
    });

    const pets = await range(agency, '2027-10-01', '2027-10-31', { clientId: clientPets });
    expect(pets.body.items.map((i) => i.id)).toEqual([pet.id]);
    expect(pets.body.niche).toBe('Pet shop');
    // Dia dos Animais (04/10) matters to a pet shop.
    expect(pets.body.dates.find((d) => d.date === '2027-10-04')).toBeTruthy();

    const stolen = await range(agency, '2027-10-01', '2027-10-31', { clientId: foreignClient });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('CLIENT_NOT_FOUND');
    expect((await agency.json(`/api/calendar/tray?clientId=${foreignClient}`)).status).toBe(404);
    expect((await reschedule(agency, foreign.id, '2027-10-10')).status).toBe(404);

    const moved = await reschedule(agency, pet.id, '2027-10-12');
    expect(moved.body).toMatchObject({ date: '2027-10-12', clientName: 'Pet Feliz', colorIndex: 1 });
  });

  it('exports the month plan by day for one client, as text and WhatsApp', async () => {
    await insertClientTask(t, agency.userId, clientX, {
      title: 'Post Dia das Crianças',
      scheduledDate: new Date('2027-10-12T12:00:00Z'),
    });
    const text = await agency.json<{ text: string; count: number }>(
      `/api/calendar/export?month=2027-10&clientId=${clientX}`,
    );
    expect(text.status).toBe(200);
    expect(text.body.text).toContain('PLANO DO MÊS — Cliente X');
    expect(text.body.text).toContain('12/10 (terça-feira)');
    expect(text.body.text).toContain('Legenda: Post Dia das Crianças (Pendente)');
    expect(text.body.text).not.toContain('Pet do mês');
    const wa = await agency.json<{ text: string }>(
      `/api/calendar/export?month=2027-10&clientId=${clientX}&format=whatsapp`,
    );
    expect(wa.body.text).toContain('*Plano do mês — Cliente X*');
    expect((await agency.json(`/api/calendar/export?month=2027-13`)).body.error.code).toBe('DATE_INVALID');
    expect((await agency.json(`/api/calendar/export?month=2027-10&clientId=${foreignClient}`)).status).toBe(404);
  });
});

describe('approval state in the calendar', () => {
  async function sendForApproval(agent: Agent, items: string[]) {
    const res = await agent.json<CreatedReviewLink>('/api/approval/links', { method: 'POST', body: { items } });
    expect(res.status).toBe(201);
    return res.body.token;
  }

  async function answer(token: string, body: Record<string, unknown>) {
    const res = await t.agent().json(`/api/review/${token}/answers`, { method: 'POST', body });
    expect(res.status).toBe(200);
  }

  it('shows each of the agency’s items with the state the client left, and no other agency’s items', async () => {
    const day = new Date('2027-11-03T12:00:00Z');
    const approved = await insertClientTask(t, agency.userId, clientX, { title: 'Aprovar', scheduledDate: day });
    const adjust = await insertClientTask(t, agency.userId, clientX, { title: 'Ajustar', scheduledDate: day });
    const waiting = await insertClientTask(t, agency.userId, clientX, { title: 'Esperar', scheduledDate: day });
    const unsent = await insertClientTask(t, agency.userId, clientX, { title: 'Sem envio', scheduledDate: day });
    const unscheduled = await insertClientTask(t, agency.userId, clientX, { title: 'Na bandeja' });
    const token = await sendForApproval(agency, [approved.id, adjust.id, waiting.id, unscheduled.id]);
    await answer(token, { itemId: approved.id, decision: 'approved' });
    await answer(token, { itemId: adjust.id, decision: 'changes_requested', comment: 'Outra foto, por favor' });
    // Another agency's item, sent for approval and scheduled on the same day.
    const foreign = await insertClientTask(t, otherAgency.userId, foreignClient, {
      title: 'Alheio',
      scheduledDate: day,
    });
    await sendForApproval(otherAgency, [foreign.id]);

    for (const extra of [{}, { clientId: clientX }] as Record<string, string>[]) {
      const res = await range(agency, '2027-11-03', '2027-11-03', extra);
      expect(res.status).toBe(200);
      const states = Object.fromEntries(res.body.items.map((i) => [i.id, i.approvalState]));
      expect(states).toEqual({
        [approved.id]: 'approved',
        [adjust.id]: 'changes_requested',
        [waiting.id]: 'pending',
        [unsent.id]: 'none',
      });
    }
    const tray = await agency.json<{ items: CalendarItem[] }>(`/api/calendar/tray?clientId=${clientX}`);
    expect(tray.body.items.find((i) => i.id === unscheduled.id)?.approvalState).toBe('pending');
    expect(tray.body.items.map((i) => i.id)).not.toContain(foreign.id);

    // The other agency sees its own item's state and nothing of ours.
    const theirs = await range(otherAgency, '2027-11-03', '2027-11-03');
    expect(theirs.body.items.map((i) => [i.id, i.approvalState])).toEqual([[foreign.id, 'pending']]);

    // Moving an item keeps (and answers with) its approval state.
    const moved = await reschedule(agency, adjust.id, '2027-11-05');
    expect(moved.body).toMatchObject({ date: '2027-11-05', approvalState: 'changes_requested' });
  });

  it('shows a creator’s sent item as awaiting, and never to another creator', async () => {
    const user = await t.signUpVerified({ name: 'Duda' });
    await onboard(user);
    const sent = await insertTask(t, user.userId, {
      title: 'Publi enviada',
      scheduledDate: new Date('2027-11-10T12:00:00Z'),
    });
    const kept = await insertTask(t, user.userId, {
      title: 'Publi guardada',
      scheduledDate: new Date('2027-11-10T12:00:00Z'),
    });
    await sendForApproval(user, [sent.id]);

    const res = await range(user, '2027-11-01', '2027-11-30');
    expect(res.body.items.map((i) => [i.id, i.approvalState])).toEqual([
      [sent.id, 'pending'],
      [kept.id, 'none'],
    ]);
    const other = await range(creatorB, '2027-11-01', '2027-11-30');
    expect(other.body.items.map((i) => i.id)).not.toContain(sent.id);
    expect(other.body.items.map((i) => i.id)).not.toContain(kept.id);
  });
});

describe('iCalendar feed', () => {
  function parse(text: string) {
    const component = new ICAL.Component(ICAL.parse(text));
    return component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  }

  async function createFeed(agent: Agent, includeDates = false) {
    const res = await agent.json<{ url: string }>('/api/calendar/feed', { method: 'POST', body: { includeDates } });
    expect(res.status).toBe(201);
    const url = new URL(res.body.url);
    return url.pathname + url.search;
  }

  it('lists the owner’s scheduled items as all-day events, and no one else’s', async () => {
    const user = await t.signUpVerified({ name: 'Carla' });
    await onboard(user, { niche: 'fitness' });
    const path = await createFeed(user);
    expect(path).toMatch(/^\/api\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    // The feed itself needs no session: move the clock so the scheduled day is inside its window.
    t.clock.set(new Date('2027-06-01T15:00:00Z'));
    try {
      const item = await insertTask(t, user.userId, {
        title: 'Legenda; com vírgula, e acentuação',
        type: 'caption',
        scheduledDate: new Date('2027-06-13T01:30:00Z'),
      });
      await insertTask(t, user.userId, { title: 'Sem data' });
      const foreign = await insertTask(t, creatorB.userId, {
        title: 'Da Bia no feed',
        scheduledDate: new Date('2027-06-12T12:00:00Z'),
      });
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
      const text = await res.text();
      expect(text).toContain('\r\n');
      expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);

      const events = parse(text);
      expect(events).toHaveLength(1);
      const [event] = events;
      if (!event) throw new Error('the feed has no event');
      expect(event.uid).toBe(`${item.id}@pautei`);
      expect(event.summary).toBe('Legenda: Legenda; com vírgula, e acentuação');
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe('2027-06-12');
      expect(event.endDate.toString()).toBe('2027-06-13');
      expect(event.description).toContain('pendente');
      expect(event.description).toContain(`${t.env.APP_URL}/calendar?data=2027-06-12`);
      expect(text).not.toContain(foreign.id);
      expect(text).not.toContain('Sem data');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('adds the commemorative dates when the link asks for them', async () => {
    const user = await t.signUpVerified();
    await onboard(user, { niche: 'fitness' });
    const path = await createFeed(user, true);
    expect(path).toContain('datas=1');
    expect((await user.json('/api/calendar/feed')).body.feed).toMatchObject({ includeDates: true });
    t.clock.set(new Date('2027-06-01T15:00:00Z'));
    try {
      const events = parse(await (await t.request(path)).text());
      const namorados = events.find((e) => e.summary.includes('Dia dos Namorados'));
      expect(namorados?.startDate.toString()).toBe('2027-06-12');
      expect(namorados?.description).toContain('Ideia:');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('stores only a hash; rotating and revoking make old links answer 404', async () => {
    const user = await t.signUpVerified();
    await onboard(user);
    const first = await createFeed(user);
    const token = first.split('/').pop()!.replace('.ics', '');
    const [row] = await t.pautei.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.userId));
    if (!row) throw new Error('the feed was not stored');
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const second = await createFeed(user);
    expect(second).not.toBe(first);
    expect((await t.request(first)).status).toBe(404);
    expect((await t.request(second)).status).toBe(200);

    const revoked = await user.json('/api/calendar/feed', { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect((await t.request(second)).status).toBe(404);
    expect((await user.json('/api/calendar/feed')).body).toEqual({ feed: null });
    expect((await t.request('/api/feeds/nao-existe.ics')).status).toBe(404);
    expect((await t.request(`/api/feeds/${'A'.repeat(43)}.ics`)).status).toBe(404);
  });

  it('an agency feed holds its own clients’ items only', async () => {
    const mine = await insertClientTask(t, agency.userId, clientX, {
      title: 'Feed da agência',
      scheduledDate: new Date(Date.now() + 5 * 86_400_000),
    });
    const theirs = await insertClientTask(t, otherAgency.userId, foreignClient, {
      title: 'Feed alheio',
      scheduledDate: new Date(Date.now() + 5 * 86_400_000),
    });
    const text = await (await t.request(await createFeed(agency))).text();
    const summaries = parse(text).map((e) => e.summary);
    expect(summaries).toContain('Legenda: Feed da agência (Cliente X)');
    expect(text).not.toContain(theirs.id);
    expect(text).toContain(mine.id);
  });
});
