/**
 * The bell's notices addressed to one person (decision 0020): who is told of a client's answer (in the
 * app and by e-mail) and of the team's internal review, each person's own read state, the active
 * workspace only, the clients a member may see, and a removed member hearing nothing more; the Donos told
 * of a paid period ending and of a revoked Pix Automático (decision 0019), once. Runs on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { notices, tasks } from '../db/schema';
import { runBillingCalendarJob } from '../jobs/billing-calendar';
import { runBillingCalendar } from '../billing/billing-calendar';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import {
  createClient as newClient,
  insertClientTask,
  inWorkspace as inWs,
  joinTeam,
  signUpAgency,
  signUpOnboarded,
} from '@tests/support/onboard';
import type { NoticeList } from '@shared/notices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const newAgency = (name: string): Promise<User> => signUpAgency(t, { name });

/** An item of the client, created by `author` (null: made before authors were recorded). */
const newItem = async (owner: User, clientId: string, title: string, author: User | null): Promise<string> =>
  (await insertClientTask(t, owner.userId, clientId, { title, createdBy: author?.userId ?? null })).id;

/** Invites `person` (a new account named `name`, or an existing one) to the owner's team and accepts. */
const join = (owner: User, role: 'editor' | 'reviewer' | 'owner', who: { name: string } | User, clientIds?: string[]) =>
  joinTeam(t, owner, role, 'userId' in who ? { person: who, clientIds } : { name: who.name, clientIds });

/**
 * A team: the Dono, two clients (Academia and Padaria), Ana (editor of every client), Bia (editor of the
 * Padaria only) and Rui (reviewer).
 */
async function team(name: string) {
  const owner = await newAgency(`Dona ${name}`);
  const sol = await newClient(owner, `Academia ${name}`);
  const lua = await newClient(owner, `Padaria ${name}`);
  const ana = await join(owner, 'editor', { name: 'Ana' });
  const bia = await join(owner, 'editor', { name: 'Bia' }, [lua]);
  const rui = await join(owner, 'reviewer', { name: 'Rui' });
  return { owner, ws: owner.userId, sol, lua, ana, bia, rui };
}

async function bell(u: Agent, ws: string): Promise<NoticeList> {
  const res = await inWs(u, ws, '/api/approval/notices');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as NoticeList;
}

/** The subjects of the e-mails telling `person` of a client's answer, from the `since`th e-mail sent on. */
const answerMails = (person: User, since = 0) =>
  t.mailer.sent
    .slice(since)
    .filter((m) => m.to === person.email && /^(Aprovado|Ajuste solicitado): /.test(m.subject))
    .map((m) => m.subject);

const markAllRead = (u: Agent, ws: string) => inWs(u, ws, '/api/approval/notices/read', { method: 'POST', body: {} });

/** Sends the items to the client (as `who`, in the owner's workspace) and returns the link's token. */
async function send(who: Agent, ws: string, items: string[]): Promise<string> {
  const res = await inWs(who, ws, '/api/approval/links', { method: 'POST', body: { items, expiresInDays: 7 } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token;
}

/** The client's answer on the public link (no account). */
async function clientAnswers(token: string, body: Record<string, unknown>) {
  const res = await t.agent().json(`/api/review/${token}/answers`, { method: 'POST', body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const turnReviewOn = async (owner: User) =>
  expect((await owner.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } })).status).toBe(
    200,
  );
const submit = (u: Agent, ws: string, id: string) =>
  inWs(u, ws, `/api/internal-review/items/${id}/submit`, { method: 'POST' });
const review = (u: Agent, ws: string, id: string, body: unknown) =>
  inWs(u, ws, `/api/internal-review/items/${id}/answer`, { method: 'POST', body });

describe("a client's answer", () => {
  it('tells the author and the sender, each with their own read state; an editor without the client hears nothing', async () => {
    const { owner, ws, sol, lua, ana, bia, rui } = await team('Sol');
    const item = await newItem(owner, sol, 'Post de segunda', ana);

    // Ana wrote it, the Dono sent it: both are told, once each, in the app and by e-mail.
    const token = await send(owner, ws, [item]);
    const mailsBefore = t.mailer.sent.length;
    await clientAnswers(token, { itemId: item, decision: 'changes_requested', comment: 'Troque a foto' });
    for (const person of [ana, owner]) {
      expect(answerMails(person, mailsBefore)).toEqual(['Ajuste solicitado: Post de segunda']);
    }
    const anasMail = t.mailer.sent.slice(mailsBefore).find((m) => m.to === ana.email)!;
    expect(anasMail.text).toContain('pediu ajuste em "Post de segunda"');
    expect(anasMail.text).toContain('Comentário: Troque a foto');
    for (const person of [ana, owner]) {
      const mine = await bell(person, ws);
      expect(mine.unread).toBe(1);
      expect(mine.notices).toHaveLength(1);
      expect(mine.notices[0]).toMatchObject({
        kind: 'client_answer',
        itemId: item,
        clientId: sol,
        itemTitle: 'Post de segunda',
        clientName: 'Academia Sol',
        state: 'changes_requested',
        comment: 'Troque a foto',
        readAt: null,
      });
    }
    // Bia may not see Academia Sol; Rui neither wrote nor sent it: no notice, no e-mail.
    expect((await bell(bia, ws)).notices).toEqual([]);
    expect((await bell(rui, ws)).notices).toEqual([]);
    expect([...answerMails(bia), ...answerMails(rui)]).toEqual([]);

    // Ana reads hers; the Dono's stays unread. Nobody can mark another person's notice read.
    const anas = (await bell(ana, ws)).notices[0]!.id;
    expect(
      (await inWs(owner, ws, '/api/approval/notices/read', { method: 'POST', body: { ids: [anas] } })).status,
    ).toBe(200);
    expect((await bell(ana, ws)).unread).toBe(1);
    expect((await markAllRead(ana, ws)).status).toBe(200);
    expect((await bell(ana, ws)).unread).toBe(0);
    expect((await bell(ana, ws)).notices[0]!.readAt).not.toBeNull();
    const owners = await bell(owner, ws);
    expect(owners.unread).toBe(1);
    expect(owners.notices[0]!.readAt).toBeNull();

    // Once Ana is limited to another client, what she was told of Academia Sol is no longer hers to read.
    const limit = { role: 'editor', allClients: false, clientIds: [lua] };
    expect((await owner.json(`/api/team/members/${ana.userId}`, { method: 'PATCH', body: limit })).status).toBe(200);
    expect(await bell(ana, ws)).toEqual({ notices: [], unread: 0 });
  });

  it('tells one person once when they wrote and sent the item; with no author recorded, the sender hears', async () => {
    const owner = await newAgency('Dona Mar');
    const ws = owner.userId;
    const sol = await newClient(owner, 'Academia Mar');
    const ana = await join(owner, 'editor', { name: 'Ana' });
    const hers = await newItem(owner, sol, 'Dela', ana);
    const older = await newItem(owner, sol, 'Antigo', null);

    const token = await send(ana, ws, [hers, older]);
    await clientAnswers(token, { itemId: hers, decision: 'approved', approverName: 'Carla' });
    expect((await bell(ana, ws)).notices.map((n) => n.itemId)).toEqual([hers]);
    expect((await bell(owner, ws)).notices).toEqual([]);
    expect(answerMails(ana)).toEqual(['Aprovado: Dela']);

    // No author recorded, but Ana sent it: she hears. Her own notices only, never the Dono's.
    await clientAnswers(token, { itemId: older, decision: 'approved' });
    expect((await bell(ana, ws)).notices.map((n) => n.itemId)).toEqual([older, hers]);
    expect((await bell(owner, ws)).notices).toEqual([]);
    expect(answerMails(ana)).toEqual(['Aprovado: Dela', 'Aprovado: Antigo']);
    expect(answerMails(owner)).toEqual([]);
  });

  it('a creator (no team) hears of every answer as before', async () => {
    const creator = await signUpOnboarded(t, { name: 'Carla Criadora' });
    const [row] = await t.pautei.deps.db
      .insert(tasks)
      .values({ userId: creator.userId, title: 'Meu story', content: 'Texto', type: 'story' })
      .returning();
    const res = await creator.json('/api/approval/links', { method: 'POST', body: { items: [row!.id] } });
    expect(res.status).toBe(201);
    await clientAnswers(res.body.token, { itemId: row!.id, decision: 'approved', approverName: 'Bia' });
    expect(answerMails(creator)).toEqual(['Aprovado: Meu story']);
    const mine = (await creator.json('/api/approval/notices')).body as NoticeList;
    expect(mine.unread).toBe(1);
    expect(mine.notices[0]).toMatchObject({
      kind: 'client_answer',
      itemTitle: 'Meu story',
      clientName: null,
      clientId: null,
      approverName: 'Bia',
      state: 'approved',
    });
  });

  it('a removed member is told nothing more and no longer reads the team’s notices; the Dono hears instead', async () => {
    const owner = await newAgency('Dona Rio');
    const ws = owner.userId;
    const sol = await newClient(owner, 'Academia Rio');
    const ana = await join(owner, 'editor', { name: 'Ana' });
    const first = await newItem(owner, sol, 'Primeiro', ana);
    const second = await newItem(owner, sol, 'Segundo', ana);
    const token = await send(ana, ws, [first, second]);
    await clientAnswers(token, { itemId: first, decision: 'approved' });
    expect((await bell(ana, ws)).unread).toBe(1);

    expect((await owner.json(`/api/team/members/${ana.userId}`, { method: 'DELETE' })).status).toBe(200);
    await clientAnswers(token, { itemId: second, decision: 'approved' });

    // The author and the sender are gone: the Dono hears of it, in the app and by e-mail; Ana by neither.
    expect((await bell(owner, ws)).notices.map((n) => n.itemId)).toEqual([second]);
    expect(answerMails(owner)).toEqual(['Aprovado: Segundo']);
    expect(answerMails(ana)).toEqual(['Aprovado: Primeiro']);
    // Nothing was written for Ana after she left, and the team's bell is closed to her.
    const anas = await t.pautei.deps.db.select().from(notices).where(eq(notices.userId, ana.userId));
    expect(anas.map((n) => n.itemId)).toEqual([first]);
    const refused = await inWs(ana, ws, '/api/approval/notices');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('WORKSPACE_FORBIDDEN');
  });
});

describe('the internal review', () => {
  it('tells the reviewers an item waits for them (not the submitter), and the author of the answer', async () => {
    const { owner, ws, sol, ana, bia, rui } = await team('Lago');
    const eva = await join(owner, 'reviewer', { name: 'Eva' });
    await turnReviewOn(owner);
    const item = await newItem(owner, sol, 'Post da semana', ana);

    expect((await submit(ana, ws, item)).status).toBe(200);
    for (const person of [rui, eva, owner]) {
      const mine = await bell(person, ws);
      expect(mine.unread).toBe(1);
      expect(mine.notices[0]).toMatchObject({
        kind: 'internal_review_waiting',
        itemId: item,
        itemTitle: 'Post da semana',
        clientName: 'Academia Lago',
        actorName: 'Ana',
      });
    }
    expect((await bell(ana, ws)).notices).toEqual([]);
    expect((await bell(bia, ws)).notices).toEqual([]);

    // Rui asks for an adjustment: Ana hears it, with his comment; nobody else does.
    expect((await review(rui, ws, item, { decision: 'changes', comment: 'Troque a chamada.' })).status).toBe(200);
    const anas = await bell(ana, ws);
    expect(anas.notices).toHaveLength(1);
    expect(anas.notices[0]).toMatchObject({
      kind: 'internal_review_answer',
      itemId: item,
      decision: 'changes',
      comment: 'Troque a chamada.',
      actorName: 'Rui',
    });
    for (const person of [rui, eva, owner]) expect((await bell(person, ws)).notices).toHaveLength(1);

    // The Dono submits it again and Eva approves: the author and the submitter each hear, not Eva.
    expect((await submit(owner, ws, item)).status).toBe(200);
    expect((await bell(owner, ws)).notices).toHaveLength(1);
    expect((await bell(rui, ws)).notices).toHaveLength(2);
    expect((await review(eva, ws, item, { decision: 'approve' })).status).toBe(200);
    for (const person of [ana, owner]) {
      expect((await bell(person, ws)).notices[0]).toMatchObject({
        kind: 'internal_review_answer',
        decision: 'approved',
        comment: null,
        actorName: 'Eva',
      });
    }
    expect((await bell(eva, ws)).notices.map((n) => n.kind)).toEqual([
      'internal_review_waiting',
      'internal_review_waiting',
    ]);
  });
});

describe('a person in two workspaces', () => {
  it('sees under the bell the notices of the active workspace only, and reads them apart', async () => {
    const sun = await newAgency('Agência Sol');
    const moon = await newAgency('Agência Lua');
    const sunClient = await newClient(sun, 'Cliente Sol');
    const moonClient = await newClient(moon, 'Cliente Lua');
    const ana = await join(sun, 'editor', { name: 'Ana' });
    await join(moon, 'reviewer', ana);
    await turnReviewOn(moon);

    const hers = await newItem(sun, sunClient, 'Post do Sol', ana);
    await clientAnswers(await send(ana, sun.userId, [hers]), { itemId: hers, decision: 'approved' });
    const waiting = await newItem(moon, moonClient, 'Post da Lua', moon);
    expect((await submit(moon, moon.userId, waiting)).status).toBe(200);

    const inSun = await bell(ana, sun.userId);
    expect(inSun.notices.map((n) => [n.kind, n.itemId])).toEqual([['client_answer', hers]]);
    const inMoon = await bell(ana, moon.userId);
    expect(inMoon.notices.map((n) => [n.kind, n.itemId])).toEqual([['internal_review_waiting', waiting]]);

    // "Mark all read" in one workspace leaves the other's unread.
    await markAllRead(ana, sun.userId);
    expect((await bell(ana, sun.userId)).unread).toBe(0);
    expect((await bell(ana, moon.userId)).unread).toBe(1);
    // Nor can an id from the other workspace be marked from here.
    await inWs(ana, sun.userId, '/api/approval/notices/read', {
      method: 'POST',
      body: { ids: [inMoon.notices[0]!.id] },
    });
    expect((await bell(ana, moon.userId)).unread).toBe(1);
  });
});

describe('the paid period ending and a revoked Pix Automático', () => {
  afterEach(() => t.clock.reset());

  const pixCheckout = (u: User, body: Record<string, unknown>) =>
    u.json('/api/billing/pix/checkout', { method: 'POST', body });
  const simulate = (u: User, id: string, action: 'pay' | 'revoke') =>
    u.json(`/api/billing/demo/pix/${id}`, { method: 'POST', body: { action } });
  const billingNotices = async (u: User, ws: string) =>
    (await bell(u, ws)).notices.filter((n) => n.kind === 'billing_renewal' || n.kind === 'billing_mandate_revoked');
  const reminderMails = (u: User, since: number) =>
    t.mailer.sent.slice(since).filter((m) => m.to === u.email && m.subject.startsWith('Seu plano do Pautei termina'));

  it('tells every Dono 7 days and 1 day before the end, once, each reading their own; never an Editor or a Revisor', async () => {
    t.clock.set(new Date('2026-08-21T15:00:00Z'));
    const owner = await newAgency('Dona Pix');
    const ws = owner.userId;
    const ana = await join(owner, 'editor', { name: 'Ana' });
    const rui = await join(owner, 'reviewer', { name: 'Rui' });
    // A second Dono of the same workspace.
    const leo = await join(owner, 'owner', { name: 'Léo' });

    const start = await pixCheckout(owner, { plan: 'agency', method: 'pix_upfront', months: 3 });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect((await simulate(owner, start.body.paymentId, 'pay')).status).toBe(200);
    const endsAt = '2026-11-21T15:00:00.000Z';

    // More than 7 days left: nothing yet.
    t.clock.set(new Date('2026-11-13T16:00:00Z'));
    await runBillingCalendarJob(t.pautei.deps);
    expect(await billingNotices(owner, ws)).toEqual([]);

    // 7 days before: the job runs twice, then on two instances at once; each Dono is told once.
    t.clock.set(new Date('2026-11-14T16:00:00Z'));
    const mailsBefore = t.mailer.sent.length;
    await runBillingCalendarJob(t.pautei.deps);
    await runBillingCalendarJob(t.pautei.deps);
    const notify = { mailer: t.mailer, logger: t.pautei.deps.logger, appUrl: t.pautei.deps.env.APP_URL };
    const db = t.pautei.deps.db;
    await Promise.all([runBillingCalendar(db, notify, t.clock.now), runBillingCalendar(db, notify, t.clock.now)]);
    for (const dono of [owner, leo]) {
      const mine = await billingNotices(dono, ws);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        kind: 'billing_renewal',
        endsAt,
        days: 7,
        method: 'pix_upfront',
        clientId: null,
        itemId: null,
        readAt: null,
      });
    }
    // The e-mail goes once, to the account that pays.
    expect(reminderMails(owner, mailsBefore).map((m) => m.subject)).toEqual(['Seu plano do Pautei termina em 7 dias']);
    // Nothing was written for the Editor or the Revisor, who never see the billing.
    const theirs = await db
      .select()
      .from(notices)
      .where(inArray(notices.userId, [ana.userId, rui.userId]));
    expect(theirs).toEqual([]);
    expect((await bell(ana, ws)).notices).toEqual([]);
    expect((await bell(rui, ws)).notices).toEqual([]);

    // The Dono reads hers (her bell is "Avisos"); Léo's stays unread.
    expect((await markAllRead(owner, ws)).status).toBe(200);
    expect((await bell(owner, ws)).unread).toBe(0);
    expect((await bell(leo, ws)).unread).toBe(1);

    // 1 day before: one more each, the day's.
    t.clock.set(new Date('2026-11-20T16:00:00Z'));
    await runBillingCalendarJob(t.pautei.deps);
    await runBillingCalendarJob(t.pautei.deps);
    for (const dono of [owner, leo]) {
      const mine = await billingNotices(dono, ws);
      expect(mine.map((n) => n.kind === 'billing_renewal' && n.days)).toEqual([1, 7]);
      expect(mine[0]!.readAt).toBeNull();
    }
    expect((await bell(owner, ws)).unread).toBe(1);
    expect((await bell(leo, ws)).unread).toBe(2);
    expect(reminderMails(owner, mailsBefore)).toHaveLength(2);
    expect((await bell(ana, ws)).notices).toEqual([]);
  });

  it('a creator is told of a revoked Pix Automático once, then reminded before the paid month ends', async () => {
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const creator = await signUpOnboarded(t, { name: 'Carla Criadora' });
    const ws = creator.userId;
    const start = await pixCheckout(creator, { plan: 'solo', method: 'pix_automatico' });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect((await simulate(creator, start.body.paymentId, 'pay')).status).toBe(200);

    t.clock.set(new Date('2026-11-24T15:00:00Z'));
    expect((await simulate(creator, start.body.paymentId, 'revoke')).status).toBe(200);
    // A second revocation event changes nothing (the period's end is already set).
    await simulate(creator, start.body.paymentId, 'revoke');
    const revoked = await billingNotices(creator, ws);
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({
      kind: 'billing_mandate_revoked',
      endsAt: '2026-12-21T15:00:00.000Z',
      clientId: null,
      readAt: null,
    });

    t.clock.set(new Date('2026-12-20T16:00:00Z'));
    await runBillingCalendarJob(t.pautei.deps);
    const now = await billingNotices(creator, ws);
    expect(now[0]).toMatchObject({
      kind: 'billing_renewal',
      endsAt: '2026-12-21T15:00:00.000Z',
      days: 1,
      method: 'pix_automatico',
    });
    expect(now).toHaveLength(2);
  });
});
