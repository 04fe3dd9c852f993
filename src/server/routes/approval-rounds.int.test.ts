/**
 * One open round per client: adding to an open link, moving an item between links, the link states,
 * the address kept for re-sending, a new address, reminders, the clients' summaries, and the refusals
 * (another client's or another agency's items and links).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { onboard } from '@tests/support/onboard';
import { tasks, reviewLinkItems, reviewLinks } from '../db/schema';
import { addReviewItems, getReviewLink, hashReviewToken, listReviewLinks } from '../services/approval';
import { ownerScopeOf, type OwnerScope } from '../scope/owner-scope';
import type { AddedReviewItems, CreatedReviewLink, ReviewLinkSummary } from '@shared/schemas/approval';

let t: TestApp;
type User = Agent & { userId: string; email: string };
let agency: User;
let otherAgency: User;
let padaria: string;
let floricultura: string;
let foreignClient: string;

const DAY = 86_400_000;

async function newUser(name: string): Promise<User> {
  const u = await t.signUpVerified({ selectedPlan: 'agency', name });
  await onboard(u, { name });
  return u;
}

async function newClient(owner: User, name: string): Promise<string> {
  const res = await owner.json('/api/clients', { method: 'POST', body: { name, phone: '(11) 98765-4321' } });
  return (res.body.client?.id ?? res.body.id) as string;
}

async function item(owner: User, clientId: string, title = 'Pão de fermentação natural'): Promise<string> {
  const [row] = await t.pautei.deps.db
    .insert(tasks)
    .values({ userId: owner.userId, clientId, title, content: `${title} #padaria`, type: 'caption' })
    .returning();
  return row!.id;
}

async function send(owner: User, items: string[]): Promise<CreatedReviewLink> {
  const res = await owner.json<CreatedReviewLink>('/api/approval/links', { method: 'POST', body: { items } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function add(owner: User, linkId: string, items: string[]) {
  return owner.json<AddedReviewItems & { error: { code: string } }>(`/api/approval/links/${linkId}/items`, {
    method: 'POST',
    body: { items },
  });
}

async function linkOf(owner: User, id: string): Promise<ReviewLinkSummary> {
  return (await owner.json<{ link: ReviewLinkSummary }>(`/api/approval/links/${id}`)).body.link;
}

const page = (token: string) => t.agent().json(`/api/review/${token}`);
const answer = (token: string, itemId: string, decision = 'approved', comment?: string) =>
  t.agent().json(`/api/review/${token}/answers`, { method: 'POST', body: { itemId, decision, comment } });

beforeAll(async () => {
  t = await createTestApp();
  agency = await newUser('Agência Sol');
  otherAgency = await newUser('Agência Lua');
  padaria = await newClient(agency, 'Padaria');
  floricultura = await newClient(agency, 'Floricultura');
  foreignClient = await newClient(otherAgency, 'Cliente da Lua');
});
afterAll(() => t.close());

describe('one open round per client', () => {
  it('adds items to the open link: same address, newest first on the page, nothing added twice', async () => {
    const first = await item(agency, padaria, 'Primeiro');
    const created = await send(agency, [first]);
    t.clock.advance(1000);
    try {
      const second = await item(agency, padaria, 'Segundo');
      const res = await add(agency, created.link.id, [second, first]);
      expect(res.status).toBe(200);
      expect(res.body.added).toBe(1);
      expect(res.body.address?.url).toBe(created.url);
      expect(res.body.link.items.map((i) => i.id)).toEqual([first, second]);
      const shown = await page(created.token);
      expect(shown.body.items.map((i: { id: string }) => i.id)).toEqual([second, first]);
      expect((await add(agency, created.link.id, [second])).body.added).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('moves an item sent in a new link: the old page shows it moved and cannot answer it', async () => {
    const a = await item(agency, padaria);
    const b = await item(agency, padaria);
    const old = await send(agency, [a, b]);
    const fresh = await send(agency, [b]);

    const oldLink = await linkOf(agency, old.link.id);
    expect(oldLink.items.map((i) => i.id)).toEqual([a]);
    expect(oldLink.movedCount).toBe(1);
    const oldPage = await page(old.token);
    const moved = oldPage.body.items.find((i: { id: string }) => i.id === b);
    expect(moved).toMatchObject({ moved: true, content: '', approvalState: 'none' });
    // The old page tells the client where to answer it now: the newer link of the same client.
    expect(moved.movedTo).toBe(fresh.url);
    expect(oldPage.body.items.find((i: { id: string }) => i.id === a).movedTo).toBeNull();

    const refused = await answer(old.token, b);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('REVIEW_ITEM_MOVED');
    const [row] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, b));
    expect(row!.approvalState).toBe('pending');
    expect((await answer(fresh.token, b)).status).toBe(200);

    // Adding to an open link moves too; the item is live in exactly one link.
    expect((await add(agency, old.link.id, [b])).body.added).toBe(1);
    expect((await linkOf(agency, fresh.link.id)).status).toBe('empty');
    const live = await t.pautei.deps.db.select().from(reviewLinkItems).where(eq(reviewLinkItems.taskId, b));
    expect(live.filter((r) => r.movedAt === null).map((r) => r.linkId)).toEqual([old.link.id]);
  });

  it('keeps one live link per item when two sends of it arrive at once', async () => {
    const a = await item(agency, padaria);
    const results = await Promise.all([
      agency.json('/api/approval/links', { method: 'POST', body: { items: [a] } }),
      agency.json('/api/approval/links', { method: 'POST', body: { items: [a] } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const rows = await t.pautei.deps.db.select().from(reviewLinkItems).where(eq(reviewLinkItems.taskId, a));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.movedAt === null)).toHaveLength(1);
  });

  it('tells the states apart and lists open rounds first', async () => {
    const a = await item(agency, floricultura, 'Rosas');
    const b = await item(agency, floricultura, 'Tulipas');
    const link = await send(agency, [a, b]);
    expect((await linkOf(agency, link.link.id)).status).toBe('open');
    await answer(link.token, a);
    expect((await linkOf(agency, link.link.id)).status).toBe('open');
    await answer(link.token, b, 'changes_requested', 'Mais cor');
    expect((await linkOf(agency, link.link.id)).status).toBe('answered');
    // The agency edits the adjusted item: it waits again.
    expect(
      (await agency.json(`/api/content/${b}`, { method: 'PATCH', body: { content: 'Tulipas coloridas' } })).status,
    ).toBe(200);
    expect((await linkOf(agency, link.link.id)).status).toBe('open');
    await send(agency, [a, b]);
    expect((await linkOf(agency, link.link.id)).status).toBe('empty');

    const answered = await send(agency, [await item(agency, floricultura)]);
    await answer(answered.token, answered.link.items[0]!.id);
    await agency.json(`/api/approval/links/${link.link.id}/revoke`, { method: 'POST', body: {} });
    const { links } = (await agency.json<{ links: ReviewLinkSummary[] }>('/api/approval/links')).body;
    const order = links.map((l) => l.status);
    const rank = ['open', 'answered', 'empty', 'expired', 'revoked'];
    expect([...order].sort((x, y) => rank.indexOf(x) - rank.indexOf(y))).toEqual(order);
    // The first link holds nothing live (its items moved on): it closed itself and is not listed, revoked
    // or not (decision 0037); its own page still names its state.
    expect(links.some((l) => l.id === link.link.id)).toBe(false);
    expect((await linkOf(agency, link.link.id)).status).toBe('revoked');
    expect(links.find((l) => l.id === answered.link.id)?.status).toBe('answered');
  });
});

describe('an address that stays', () => {
  it('gives the owner the same address again, kept only sealed', async () => {
    const created = await send(agency, [await item(agency, padaria)]);
    const again = await agency.json<CreatedReviewLink>(`/api/approval/links/${created.link.id}/address`);
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(created.url);
    expect(again.body.recipient?.name).toBe('Padaria');
    const [stored] = await t.pautei.deps.db.select().from(reviewLinks).where(eq(reviewLinks.id, created.link.id));
    expect(stored!.tokenHash).toBe(hashReviewToken(created.token));
    expect(stored!.tokenSealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(created.token);

    expect((await otherAgency.json(`/api/approval/links/${created.link.id}/address`)).status).toBe(404);
    await agency.json(`/api/approval/links/${created.link.id}/revoke`, { method: 'POST', body: {} });
    const closed = await agency.json(`/api/approval/links/${created.link.id}/address`);
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('APPROVAL_LINK_CLOSED');
  });

  it('makes a new address on request: the old one stops working, the kept one is the new one', async () => {
    const a = await item(agency, padaria);
    const created = await send(agency, [a]);
    const renewed = await agency.json<CreatedReviewLink>(`/api/approval/links/${created.link.id}/renew`, {
      method: 'POST',
      body: {},
    });
    expect(renewed.body.token).not.toBe(created.token);
    expect((await page(created.token)).status).toBe(404);
    expect((await answer(created.token, a)).status).toBe(404);
    expect((await page(renewed.body.token)).status).toBe(200);
    const kept = await agency.json<CreatedReviewLink>(`/api/approval/links/${created.link.id}/address`);
    expect(kept.body.token).toBe(renewed.body.token);
  });

  it('asks for a new address when a link kept none (made before addresses were kept)', async () => {
    const created = await send(agency, [await item(agency, padaria)]);
    await t.pautei.deps.db.update(reviewLinks).set({ tokenSealed: null }).where(eq(reviewLinks.id, created.link.id));
    const res = await agency.json(`/api/approval/links/${created.link.id}/address`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('APPROVAL_ADDRESS_UNAVAILABLE');
    expect((await linkOf(agency, created.link.id)).addressKept).toBe(false);
    expect((await page(created.token)).status).toBe(200);
  });
});

describe('reminders and waiting rounds', () => {
  it('reminds an open round, lists rounds waiting more than two days, refuses a round with nothing waiting', async () => {
    const start = new Date('2026-05-04T12:00:00Z');
    t.clock.set(start);
    try {
      const client = await newClient(agency, 'Açougue');
      const old = await send(agency, [await item(agency, client), await item(agency, client)]);
      t.clock.set(new Date(start.getTime() + 2 * DAY + 1000));
      const recent = await send(agency, [await item(agency, floricultura)]);
      const waiting = await agency.json<{ rounds: { link: ReviewLinkSummary; pending: number }[] }>(
        '/api/approval/waiting',
      );
      const ids = waiting.body.rounds.map((r) => r.link.id);
      expect(ids).toContain(old.link.id);
      expect(ids).not.toContain(recent.link.id);
      expect(waiting.body.rounds.find((r) => r.link.id === old.link.id)?.pending).toBe(2);
      expect((await otherAgency.json<{ rounds: unknown[] }>('/api/approval/waiting')).body.rounds).toEqual([]);

      const reminded = await agency.json<CreatedReviewLink>(`/api/approval/links/${old.link.id}/remind`, {
        method: 'POST',
        body: {},
      });
      expect(reminded.status).toBe(200);
      expect(reminded.body.url).toBe(old.url);
      expect(reminded.body.link.remindedAt).toBe(new Date(start.getTime() + 2 * DAY + 1000).toISOString());
      expect(
        (await otherAgency.json(`/api/approval/links/${old.link.id}/remind`, { method: 'POST', body: {} })).status,
      ).toBe(404);

      for (const i of old.link.items) await answer(old.token, i.id);
      const nothing = await agency.json(`/api/approval/links/${old.link.id}/remind`, { method: 'POST', body: {} });
      expect(nothing.status).toBe(409);
      expect(nothing.body.error.code).toBe('APPROVAL_NOTHING_WAITING');
    } finally {
      t.clock.reset();
    }
  });
});

describe('refusals', () => {
  it("refuses another client's items and another agency's items or links, changing nothing", async () => {
    const a = await item(agency, padaria);
    const link = await send(agency, [a]);
    const flower = await item(agency, floricultura);
    const mixed = await add(agency, link.link.id, [flower]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.code).toBe('APPROVAL_ITEMS_MIXED_CLIENTS');
    const foreign = await item(otherAgency, foreignClient);
    expect((await add(agency, link.link.id, [foreign])).status).toBe(404);
    // Another agency can neither add its items to this link nor move this link's items into its own.
    expect((await add(otherAgency, link.link.id, [foreign])).status).toBe(404);
    const theirs = await otherAgency.json<CreatedReviewLink>('/api/approval/links', {
      method: 'POST',
      body: { items: [foreign] },
    });
    expect((await add(otherAgency, theirs.body.link.id, [a])).status).toBe(404);
    const after = await linkOf(agency, link.link.id);
    expect(after.items.map((i) => i.id)).toEqual([a]);
    expect(after.movedCount).toBe(0);
  });
});

describe("clients' summaries", () => {
  it('counts waiting, adjusted and approved items per client, and names the open link', async () => {
    const client = await newClient(agency, 'Mercearia');
    const [a, b, c] = [await item(agency, client), await item(agency, client), await item(agency, client)];
    const link = await send(agency, [a, b, c]);
    await answer(link.token, a);
    await answer(link.token, b, 'changes_requested', 'Outra foto');
    const res = await agency.json<{ clients: { clientId: string }[] }>('/api/approval/clients?period=month');
    expect(res.status).toBe(200);
    expect(res.body.clients.find((s) => s.clientId === client)).toEqual({
      clientId: client,
      clientName: 'Mercearia',
      pending: 1,
      changesRequested: 1,
      needsResend: 0,
      approved: 1,
      openLinkId: link.link.id,
    });
    const theirs = await otherAgency.json<{ clients: { clientId: string }[] }>('/api/approval/clients');
    expect(theirs.body.clients.map((s) => s.clientId)).toEqual([foreignClient]);
  });
});

describe('a scope limited to some clients', () => {
  it("sees only those clients' links and cannot send or move the others' items", async () => {
    const mine = await send(agency, [await item(agency, padaria)]);
    const others = await send(agency, [await item(agency, floricultura)]);
    const whole = ownerScopeOf(agency.userId, true);
    const editor: OwnerScope = { ...whole, actorUserId: 'editor-1', role: 'editor', clients: { only: [padaria] } };
    const db = t.pautei.deps.db;
    const ids = (await listReviewLinks(db, editor, new Date())).map((l) => l.id);
    expect(ids).toContain(mine.link.id);
    expect(ids).not.toContain(others.link.id);
    await expect(getReviewLink(db, editor, others.link.id, new Date())).rejects.toMatchObject({ status: 404 });
    const deps = { db, appUrl: 'http://localhost:3000', secret: t.pautei.deps.env.AUTH_SECRET, now: new Date() };
    const flower = others.link.items[0]!.id;
    await expect(addReviewItems(deps, editor, mine.link.id, { items: [flower] })).rejects.toMatchObject({
      status: 404,
    });
    expect((await linkOf(agency, others.link.id)).items.map((i) => i.id)).toEqual([flower]);
  });
});
