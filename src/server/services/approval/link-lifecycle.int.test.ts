/**
 * A review link's life once its items go elsewhere: when every item it held was moved to a newer link or
 * removed, the link closes itself (decision 0037). Aprovações no longer lists it, nothing can be added to
 * it, the client summaries never offer it, and its public page says where to answer now: the client's
 * newest open link and, when the team gave one, its WhatsApp. Runs on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { onboard } from '@tests/support/onboard';
import { tasks } from '@server/db/schema';
import type { CreatedReviewLink, ReviewLinkSummary, ReviewPage } from '@shared/schemas/approval';

let t: TestApp;
type User = Agent & { userId: string; email: string };

async function newAgency(name: string): Promise<User> {
  const u = await t.signUpVerified({ selectedPlan: 'agency', name });
  await onboard(u, { name });
  return u;
}

async function newClient(owner: User, name: string): Promise<string> {
  const res = await owner.json('/api/clients', { method: 'POST', body: { name } });
  return (res.body.client?.id ?? res.body.id) as string;
}

async function item(owner: User, clientId: string, title: string): Promise<string> {
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

const listed = async (owner: User) =>
  (await owner.json<{ links: ReviewLinkSummary[] }>('/api/approval/links')).body.links.map((l) => l.id);
const page = async (token: string) => (await t.agent().json<ReviewPage>(`/api/review/${token}`)).body;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a link whose items all went elsewhere closes itself', () => {
  it('moved on: not listed, takes nothing more, and its page points to the newer link', async () => {
    const agency = await newAgency('Agência Sol');
    const padaria = await newClient(agency, 'Padaria');
    const a = await item(agency, padaria, 'Pão de queijo');
    const b = await item(agency, padaria, 'Broa de milho');
    const old = await send(agency, [a, b]);
    t.clock.advance(60_000);
    const fresh = await send(agency, [a]);
    // One item still waits on the old link: it stays open and listed, its page not closed.
    expect(await listed(agency)).toEqual(expect.arrayContaining([old.link.id, fresh.link.id]));
    expect((await page(old.token)).closed).toBe(false);

    t.clock.advance(60_000);
    const added = await agency.json(`/api/approval/links/${fresh.link.id}/items`, {
      method: 'POST',
      body: { items: [b] },
    });
    expect(added.status).toBe(200);

    // The old link holds nothing live any more: closed, gone from the list, its detail says "Encerrado".
    expect(await listed(agency)).not.toContain(old.link.id);
    expect(await listed(agency)).toContain(fresh.link.id);
    const detail = await agency.json<{ link: ReviewLinkSummary }>(`/api/approval/links/${old.link.id}`);
    expect(detail.body.link.status).toBe('empty');

    const closedPage = await page(old.token);
    expect(closedPage.closed).toBe(true);
    expect(closedPage.newerUrl).toBe(fresh.url);
    // No WhatsApp given by the team: none offered.
    expect(closedPage.whatsappUrl).toBeNull();

    // Nothing can be added to it: it never wakes up at an address the client stopped using.
    const c = await item(agency, padaria, 'Sonho de creme');
    const refused = await agency.json(`/api/approval/links/${old.link.id}/items`, {
      method: 'POST',
      body: { items: [c] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('APPROVAL_LINK_EMPTY');
    const [row] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, c));
    expect(row!.approvalState).toBe('none');
    expect((await page(old.token)).items.map((i) => i.id)).not.toContain(c);
  });

  it('the client summary offers the link that holds the items, never a newer closed one', async () => {
    const agency = await newAgency('Agência Rio');
    const padaria = await newClient(agency, 'Padaria');
    const a = await item(agency, padaria, 'Bolo de fubá');
    const b = await item(agency, padaria, 'Pão francês');
    const first = await send(agency, [a]);
    t.clock.advance(60_000);
    const second = await send(agency, [b]);
    t.clock.advance(60_000);
    // b goes back to the first link: the second (the newest) holds nothing and closed itself.
    const added = await agency.json(`/api/approval/links/${first.link.id}/items`, {
      method: 'POST',
      body: { items: [b] },
    });
    expect(added.status).toBe(200);
    const summaries = await agency.json<{ clients: { clientId: string; openLinkId: string | null }[] }>(
      '/api/approval/clients',
    );
    expect(summaries.body.clients.find((s) => s.clientId === padaria)?.openLinkId).toBe(first.link.id);
    expect(await listed(agency)).toEqual([first.link.id]);
    expect((await page(second.token)).newerUrl).toBe(first.url);
  });

  it('removed: a link whose only item was deleted closes, and its page gives the team WhatsApp', async () => {
    const agency = await newAgency('Agência Lua');
    const floricultura = await newClient(agency, 'Floricultura');
    const saved = await agency.json('/api/team/name', {
      method: 'PUT',
      body: { name: 'Agência Lua', whatsapp: '(21) 99876-5432' },
    });
    expect(saved.status).toBe(200);
    const a = await item(agency, floricultura, 'Buquê de rosas');
    const link = await send(agency, [a]);
    expect((await page(link.token)).whatsappUrl).toBeNull();

    expect((await agency.json(`/api/content/${a}`, { method: 'DELETE' })).status).toBe(200);
    expect(await listed(agency)).not.toContain(link.link.id);
    const closedPage = await page(link.token);
    expect(closedPage).toMatchObject({ closed: true, newerUrl: null, items: [] });
    expect(closedPage.whatsappUrl).toBe('https://wa.me/5521998765432');
    expect(closedPage.ownerName).toBe('Agência Lua');
  });

  it('an open link of another client is never offered as the newer one', async () => {
    const agency = await newAgency('Agência Mar');
    const padaria = await newClient(agency, 'Padaria');
    const floricultura = await newClient(agency, 'Floricultura');
    const a = await item(agency, padaria, 'Croissant');
    const old = await send(agency, [a]);
    await send(agency, [await item(agency, floricultura, 'Orquídea')]);
    expect((await agency.json(`/api/content/${a}`, { method: 'DELETE' })).status).toBe(200);
    expect((await page(old.token)).newerUrl).toBeNull();
  });
});
