import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { onboard, profileOf } from '@tests/support/onboard';
import { approvalEvents, tasks, rateLimit, reviewLinks } from '../db/schema';
import { hashReviewToken } from '../services/approval';
import { REVIEW_LIMITS } from './approval-routes';
import type { CreatedReviewLink } from '@shared/schemas/approval';
import { messageFor } from '@shared/messages';

let t: TestApp;
type User = Agent & { userId: string; email: string };
let agency: User;
let otherAgency: User;
let creator: User;
let otherCreator: User;
let clientAna: string;
let clientBeto: string;
let foreignClient: string;

const DAY = 86_400_000;

async function newUser(plan: 'creator' | 'agency', name: string): Promise<User> {
  const u = await t.signUpVerified({ selectedPlan: plan, name });
  await onboard(u, { name });
  return u;
}

async function newClient(owner: User, body: Record<string, unknown>): Promise<string> {
  const res = await owner.json('/api/clients', { method: 'POST', body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`cliente: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.client?.id ?? res.body.id) as string;
}

// Each item is a millisecond newer than the one before: two inserts can share a millisecond, and the pages
// order items by creation time.
let lastCreated = Date.now();
const nextCreatedAt = () => new Date(++lastCreated);

async function clientItem(owner: User, clientId: string, title = 'Legenda do cliente'): Promise<string> {
  const [row] = await t.pautei.deps.db
    .insert(tasks)
    .values({
      userId: owner.userId,
      clientId,
      title,
      content: `${title}: texto #marca`,
      type: 'caption',
      createdAt: nextCreatedAt(),
    })
    .returning();
  return row!.id;
}

async function ownItem(owner: User, title = 'Meu story'): Promise<string> {
  const [row] = await t.pautei.deps.db
    .insert(tasks)
    .values({ userId: owner.userId, title, content: `${title}: texto`, type: 'story', createdAt: nextCreatedAt() })
    .returning();
  return row!.id;
}

async function createLink(owner: User, items: string[], expiresInDays?: number) {
  return owner.json<CreatedReviewLink & { error: { code: string } }>('/api/approval/links', {
    method: 'POST',
    body: { items, expiresInDays },
  });
}

/** The client: no cookies, its own IP. */
function reviewer(): Agent {
  return t.agent();
}

async function answer(who: Agent, token: string, body: Record<string, unknown>) {
  return who.json(`/api/review/${token}/answers`, { method: 'POST', body });
}

beforeAll(async () => {
  t = await createTestApp();
  agency = await newUser('agency', 'Agência Sol');
  otherAgency = await newUser('agency', 'Agência Lua');
  creator = await newUser('creator', 'Carla Criadora');
  otherCreator = await newUser('creator', 'Outro Criador');
  clientAna = await newClient(agency, { name: 'Ana Doces', phone: '(11) 98765-4321', email: 'ana@example.com' });
  clientBeto = await newClient(agency, { name: 'Beto Bikes' });
  foreignClient = await newClient(otherAgency, { name: 'Cliente da Lua', email: 'lua@example.com' });
});
afterAll(() => t.close());

describe('creating a review link', () => {
  it('scopes a link to the chosen items of one client, stores only the hash and marks them pending', async () => {
    const a = await clientItem(agency, clientAna, 'Post de segunda');
    const b = await clientItem(agency, clientAna, 'Post de terça');
    const other = await clientItem(agency, clientAna, 'Não enviado');
    const res = await createLink(agency, [a, b]);
    expect(res.status).toBe(201);
    const { url, token, link, recipient } = res.body;
    expect(url).toBe(`http://localhost:3000/r/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(recipient).toEqual({ name: 'Ana Doces', phone: '(11) 98765-4321', hasEmail: true });
    expect(link.items.map((i) => i.id).sort()).toEqual([a, b].sort());
    expect(link.items.every((i) => i.approvalState === 'pending')).toBe(true);
    expect(link.status).toBe('open');
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(14 * DAY);

    const [stored] = await t.pautei.deps.db.select().from(reviewLinks).where(eq(reviewLinks.id, link.id));
    expect(stored!.tokenHash).toBe(hashReviewToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const page = await reviewer().json(`/api/review/${token}`);
    expect(page.status).toBe(200);
    // Newest first: the client sees the latest post at the top.
    expect(page.body.items.map((i: { id: string }) => i.id)).toEqual([b, a]);
    expect(page.body.items.map((i: { id: string }) => i.id)).not.toContain(other);
    expect(page.body.ownerName).toBe('Agência Sol');
    expect(page.body.clientName).toBe('Ana Doces');
    // Nothing beyond the items: no e-mail of the agency, no tokens, no other client.
    const raw = JSON.stringify(page.body);
    expect(raw).not.toContain(agency.email);
    expect(raw).not.toMatch(/token/i);
    expect(raw).not.toContain('Beto');
    expect(Object.keys(page.body).sort()).toEqual([
      'brand',
      'clientName',
      'closed',
      'expiresAt',
      'items',
      'newerUrl',
      'ownerName',
      'senderName',
      'whatsappUrl',
    ]);
    // Nothing moved and the link holds its items: no other place to answer is offered.
    expect(page.body).toMatchObject({ closed: false, newerUrl: null, whatsappUrl: null });

    // The page wears the agency's brand (its default kit until it saves one), and says nothing else with it.
    expect(page.body.brand).toEqual({
      name: 'Agência Sol',
      background: '#FFF8F0',
      text: '#1F2937',
      accent: '#E4572E',
      logo: null,
    });
    // Sent by the founder of a team with no name of its own: the founder's name, said once.
    expect(page.body.senderName).toBe('Agência Sol');
  });

  it('sends noindex and no-referrer on the public API and the /r/ page', async () => {
    const res = await reviewer().request('/api/review/unknown-token');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await t.request('/r/whatever');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('accepts an expiry of 1 to 30 days only', async () => {
    const a = await clientItem(agency, clientAna);
    for (const days of [0, 31, 2.5]) {
      const res = await createLink(agency, [a], days);
      expect(res.status, String(days)).toBe(400);
      expect(res.body.error.code).toBe('APPROVAL_EXPIRY_INVALID');
    }
    const one = await createLink(agency, [a], 1);
    expect(new Date(one.body.link.expiresAt).getTime() - new Date(one.body.link.createdAt).getTime()).toBe(DAY);
    const thirty = await createLink(agency, [a], 30);
    expect(thirty.status).toBe(201);
  });

  it('refuses items of two clients in one link, and items of another agency (404)', async () => {
    const a = await clientItem(agency, clientAna);
    const b = await clientItem(agency, clientBeto);
    const mixed = await createLink(agency, [a, b]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.code).toBe('APPROVAL_ITEMS_MIXED_CLIENTS');

    const foreign = await clientItem(otherAgency, foreignClient);
    const stolen = await createLink(agency, [a, foreign]);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('APPROVAL_ITEM_NOT_FOUND');
    const [row] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, foreign));
    expect(row!.approvalState).toBe('none');
    expect((await createLink(agency, [])).body.error.code).toBe('APPROVAL_ITEMS_REQUIRED');
  });

  it("lets a creator send their own items, never another creator's", async () => {
    const mine = await ownItem(creator);
    const theirs = await ownItem(otherCreator);
    const res = await createLink(creator, [mine]);
    expect(res.status).toBe(201);
    expect(res.body.recipient).toBeNull();
    expect(res.body.link.clientId).toBeNull();
    const page = await reviewer().json(`/api/review/${res.body.token}`);
    expect(page.body.ownerName).toBe('Carla Criadora');
    expect(page.body.clientName).toBeNull();
    expect((await createLink(creator, [theirs])).status).toBe(404);
    // An agency's item id is not found for a creator either.
    expect((await createLink(creator, [await clientItem(agency, clientAna)])).status).toBe(404);
  });
});

describe('owner-only operations (IDOR)', () => {
  it('answers 404 to another agency or a creator for every operation on a link', async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    const id = body.link.id;
    for (const intruder of [otherAgency, creator]) {
      expect((await intruder.json(`/api/approval/links/${id}`)).status).toBe(404);
      expect((await intruder.json(`/api/approval/links/${id}/revoke`, { method: 'POST', body: {} })).status).toBe(404);
      expect((await intruder.json(`/api/approval/links/${id}/renew`, { method: 'POST', body: {} })).status).toBe(404);
      expect(
        (await intruder.json(`/api/approval/links/${id}/items`, { method: 'POST', body: { items: [a] } })).status,
      ).toBe(404);
      expect(
        (await intruder.json(`/api/approval/links/${id}/email`, { method: 'POST', body: { token: body.token } }))
          .status,
      ).toBe(404);
      expect((await intruder.json(`/api/approval/events?itemId=${a}`)).status).toBe(404);
      const list = await intruder.json('/api/approval/links');
      expect(list.body.links.map((l: { id: string }) => l.id)).not.toContain(id);
    }
    expect((await t.request(`/api/approval/links/${id}`)).status).toBe(401);
    // Still open and untouched.
    expect((await reviewer().json(`/api/review/${body.token}`)).status).toBe(200);
  });

  it("adds only the same client's items to an open link", async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    const more = await clientItem(agency, clientAna, 'Mais um');
    const otherClient = await clientItem(agency, clientBeto);
    const foreign = await clientItem(otherAgency, foreignClient);
    const added = await agency.json(`/api/approval/links/${body.link.id}/items`, {
      method: 'POST',
      body: { items: [more] },
    });
    expect(added.status).toBe(200);
    expect(added.body.link.items.map((i: { id: string }) => i.id)).toEqual([a, more]);
    const wrong = await agency.json(`/api/approval/links/${body.link.id}/items`, {
      method: 'POST',
      body: { items: [otherClient] },
    });
    expect(wrong.body.error.code).toBe('APPROVAL_ITEMS_MIXED_CLIENTS');
    const stolen = await agency.json(`/api/approval/links/${body.link.id}/items`, {
      method: 'POST',
      body: { items: [foreign] },
    });
    expect(stolen.status).toBe(404);
    const page = await reviewer().json(`/api/review/${body.token}`);
    expect(page.body.items.map((i: { id: string }) => i.id)).toEqual([more, a]);
  });
});

describe('answering', () => {
  it('approves and asks for changes, with the events, a notice and an e-mail to the owner', async () => {
    const a = await clientItem(agency, clientAna, 'Post A');
    const b = await clientItem(agency, clientAna, 'Post B');
    const { body } = await createLink(agency, [a, b]);
    const client = reviewer();
    const mailsBefore = t.mailer.sent.length;

    const ok = await answer(client, body.token, { itemId: a, decision: 'approved', approverName: 'Ana' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ itemId: a, approvalState: 'approved' });
    const change = await answer(client, body.token, {
      itemId: b,
      decision: 'changes_requested',
      comment: '  Troque a foto\npor favor  ',
    });
    expect(change.status).toBe(200);

    const detail = await agency.json(`/api/approval/links/${body.link.id}`);
    // Both items joined the link at the same instant (the test clock stands still), so read them by id.
    const states = Object.fromEntries(
      detail.body.link.items.map((i: { id: string; approvalState: string }) => [i.id, i.approvalState]),
    );
    expect(states).toEqual({ [a]: 'approved', [b]: 'changes_requested' });
    expect(
      detail.body.events.map((e: Record<string, unknown>) => [e.itemId, e.state, e.approverName, e.comment]),
    ).toEqual([
      [a, 'approved', 'Ana', null],
      [b, 'changes_requested', null, 'Troque a foto\npor favor'],
    ]);
    const item = await agency.json(`/api/content/${b}`);
    expect(item.body.approvalState).toBe('changes_requested');

    const notices = await agency.json('/api/approval/notices');
    expect(notices.body.unread).toBe(2);
    expect(notices.body.notices[0]).toMatchObject({ itemTitle: 'Post B', state: 'changes_requested' });
    const read = await agency.json('/api/approval/notices/read', { method: 'POST', body: {} });
    expect(read.status).toBe(200);
    expect((await agency.json('/api/approval/notices')).body.unread).toBe(0);
    expect((await otherAgency.json('/api/approval/notices')).body.notices).toEqual([]);

    const mails = t.mailer.sent.slice(mailsBefore).filter((m) => m.to === agency.email);
    expect(mails.map((m) => m.subject)).toEqual(['Aprovado: Post A', 'Ajuste solicitado: Post B']);
    expect(mails[1]!.text).toContain('Troque a foto');
    expect(mails[1]!.text).not.toContain(body.token);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    const client = reviewer();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ itemId: a, decision: 'changes_requested' }, 'APPROVAL_COMMENT_REQUIRED'],
      [{ itemId: a, decision: 'changes_requested', comment: '   ' }, 'APPROVAL_COMMENT_REQUIRED'],
      [{ itemId: a, decision: 'changes_requested', comment: 'x'.repeat(1001) }, 'APPROVAL_COMMENT_TOO_LONG'],
      [{ itemId: a, decision: 'changes_requested', comment: 'ok\u0000' }, 'TEXT_CONTROL_CHARACTERS'],
      [{ itemId: a, decision: 'approved', approverName: 'Ana\u202Eevil' }, 'TEXT_CONTROL_CHARACTERS'],
      [{ itemId: a, decision: 'approved', approverName: 'Ana\nBeto' }, 'TEXT_CONTROL_CHARACTERS'],
      [{ itemId: a, decision: 'approved', approverName: 'x'.repeat(81) }, 'APPROVAL_NAME_TOO_LONG'],
      [{ itemId: a, decision: 'maybe' }, 'APPROVAL_DECISION_INVALID'],
    ];
    for (const [input, code] of cases) {
      const res = await answer(client, body.token, input);
      expect(res.status, code).toBe(400);
      expect(res.body.error.code).toBe(code);
    }
    expect(
      (await answer(client, body.token, { itemId: a, decision: 'changes_requested', comment: 'x'.repeat(1000) }))
        .status,
    ).toBe(200);
    const unknownItem = await answer(client, body.token, {
      itemId: await clientItem(agency, clientAna),
      decision: 'approved',
    });
    expect(unknownItem.status).toBe(404);
    expect(unknownItem.body.error.code).toBe('REVIEW_ITEM_NOT_FOUND');
    const unknown = await answer(client, 'A'.repeat(43), { itemId: a, decision: 'approved' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('REVIEW_LINK_UNKNOWN');
    const events = await t.pautei.deps.db.select().from(approvalEvents).where(eq(approvalEvents.taskId, a));
    expect(events).toHaveLength(1);
  });

  it('never spends tokens', async () => {
    const a = await clientItem(agency, clientAna);
    const before = (await profileOf(t, agency.userId)).tokensRemaining;
    const { body } = await createLink(agency, [a]);
    const client = reviewer();
    await client.json(`/api/review/${body.token}`);
    await answer(client, body.token, { itemId: a, decision: 'approved' });
    await answer(client, body.token, { itemId: a, decision: 'changes_requested', comment: 'Mude' });
    await agency.json(`/api/content/${a}`, { method: 'PATCH', body: { content: 'Nova versão #marca' } });
    expect((await profileOf(t, agency.userId)).tokensRemaining).toBe(before);
  });

  it('leaves one consistent final state and two events when two answers arrive at once', async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    const [r1, r2] = await Promise.all([
      answer(reviewer(), body.token, { itemId: a, decision: 'approved', approverName: 'Ana' }),
      answer(reviewer(), body.token, {
        itemId: a,
        decision: 'changes_requested',
        comment: 'Não gostei',
        approverName: 'Sócio',
      }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const events = await t.pautei.deps.db
      .select()
      .from(approvalEvents)
      .where(eq(approvalEvents.taskId, a))
      .orderBy(approvalEvents.seq);
    expect(events).toHaveLength(2);
    const [row] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, a));
    expect(row!.approvalState).toBe(events[1]!.state);
  });
});

describe('the life of a link', () => {
  it('refuses answers after expiry (clock moved) and shows the expired code', async () => {
    const a = await clientItem(agency, clientAna);
    const start = new Date('2026-03-01T12:00:00Z');
    t.clock.set(start);
    try {
      const { body } = await createLink(agency, [a], 2);
      const client = reviewer();
      t.clock.set(new Date(start.getTime() + 2 * DAY - 1000));
      expect((await client.json(`/api/review/${body.token}`)).status).toBe(200);
      t.clock.set(new Date(start.getTime() + 2 * DAY));
      const page = await client.json(`/api/review/${body.token}`);
      expect(page.status).toBe(410);
      expect(page.body.error.code).toBe('REVIEW_LINK_EXPIRED');
      const late = await answer(client, body.token, { itemId: a, decision: 'approved' });
      expect(late.body.error.code).toBe('REVIEW_LINK_EXPIRED');
      const [row] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, a));
      expect(row!.approvalState).toBe('pending');
      const more = await agency.json(`/api/approval/links/${body.link.id}/items`, {
        method: 'POST',
        body: { items: [a] },
      });
      expect(more.status).toBe(409);
      const list = await agency.json('/api/approval/links');
      expect(list.body.links.find((l: { id: string }) => l.id === body.link.id).status).toBe('expired');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('refuses answers after revocation', async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    const revoked = await agency.json(`/api/approval/links/${body.link.id}/revoke`, { method: 'POST', body: {} });
    expect(revoked.body.link.status).toBe('revoked');
    const client = reviewer();
    expect((await client.json(`/api/review/${body.token}`)).body.error.code).toBe('REVIEW_LINK_REVOKED');
    const late = await answer(client, body.token, { itemId: a, decision: 'approved' });
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('REVIEW_LINK_REVOKED');
  });

  it('renews the token: the old address stops working, answers are kept', async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    await answer(reviewer(), body.token, { itemId: a, decision: 'approved' });
    const renewed = await agency.json(`/api/approval/links/${body.link.id}/renew`, { method: 'POST', body: {} });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).not.toBe(body.token);
    expect((await reviewer().json(`/api/review/${body.token}`)).status).toBe(404);
    const page = await reviewer().json(`/api/review/${renewed.body.token}`);
    expect(page.body.items[0].approvalState).toBe('approved');
  });

  it('drops an item the agency deleted from the link', async () => {
    const a = await clientItem(agency, clientAna);
    const b = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a, b]);
    expect((await agency.json(`/api/content/${b}`, { method: 'DELETE' })).status).toBe(200);
    const page = await reviewer().json(`/api/review/${body.token}`);
    expect(page.body.items.map((i: { id: string }) => i.id)).toEqual([a]);
    const res = await answer(reviewer(), body.token, { itemId: b, decision: 'approved' });
    expect(res.status).toBe(404);
  });

  it('puts an adjusted item back to pending when the owner edits it', async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    await answer(reviewer(), body.token, { itemId: a, decision: 'changes_requested', comment: 'Mais curto' });
    const edited = await agency.json(`/api/content/${a}`, { method: 'PATCH', body: { content: 'Curto #marca' } });
    expect(edited.status).toBe(200);
    expect(edited.body.approvalState).toBe('pending');
    const page = await reviewer().json(`/api/review/${body.token}`);
    expect(page.body.items[0]).toMatchObject({ content: 'Curto #marca', approvalState: 'pending' });
    expect(page.body.items[0].lastAnswer).toMatchObject({ state: 'changes_requested', comment: 'Mais curto' });
    const events = await agency.json(`/api/approval/events?itemId=${a}`);
    expect(events.body.events.map((e: { state: string; actor: string }) => `${e.actor}:${e.state}`)).toEqual([
      'client:changes_requested',
      'owner:pending',
    ]);
    // An approved item stays approved after an edit.
    await answer(reviewer(), body.token, { itemId: a, decision: 'approved' });
    const again = await agency.json(`/api/content/${a}`, { method: 'PATCH', body: { title: 'Novo título' } });
    expect(again.body.approvalState).toBe('approved');
  });

  it('e-mails the link to a client with an e-mail, only with the current token', async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    const wrong = await agency.json(`/api/approval/links/${body.link.id}/email`, {
      method: 'POST',
      body: { token: 'B'.repeat(43) },
    });
    expect(wrong.status).toBe(400);
    const sent = await agency.json(`/api/approval/links/${body.link.id}/email`, {
      method: 'POST',
      body: { token: body.token },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sentTo: 'ana@example.com' });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('ana@example.com');
    expect(mail.text).toContain(body.url);
    expect(mail.text).toContain('Olá, Ana Doces!');
    // The outbox (no SMTP) must not echo this link to the log.
    expect(mail.secretLinks).toBe(true);

    const noEmail = await createLink(agency, [await clientItem(agency, clientBeto)]);
    const refused = await agency.json(`/api/approval/links/${noEmail.body.link.id}/email`, {
      method: 'POST',
      body: { token: noEmail.body.token },
    });
    expect(refused.body.error.code).toBe('APPROVAL_CLIENT_NO_EMAIL');
  });

  it('says in Portuguese when the e-mail could not go, and the link still opens', async () => {
    const { body } = await createLink(agency, [await clientItem(agency, clientAna)]);
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('421 service not available');
    };
    try {
      const res = await agency.json(`/api/approval/links/${body.link.id}/email`, {
        method: 'POST',
        body: { token: body.token },
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({ code: 'APPROVAL_EMAIL_FAILED', params: { email: 'ana@example.com' } });
      expect(messageFor(res.body.error.code, res.body.error.params)).toBe(
        'Não foi possível enviar o email para ana@example.com. O link continua valendo: tente de novo ou envie pelo WhatsApp.',
      );
    } finally {
      t.mailer.send = send;
    }
    expect((await reviewer().json(`/api/review/${body.token}`)).status).toBe(200);
  });
});

describe('figures', () => {
  it('counts pending and adjusted items, and the approval rate of the period', async () => {
    const fresh = await newUser('creator', 'Criadora Números');
    const items = [await ownItem(fresh), await ownItem(fresh), await ownItem(fresh)];
    const { body } = await createLink(fresh, items);
    await answer(reviewer(), body.token, { itemId: items[0], decision: 'approved' });
    await answer(reviewer(), body.token, { itemId: items[1], decision: 'changes_requested', comment: 'Ajuste' });
    const counts = await fresh.json('/api/approval/counts');
    expect(counts.body).toEqual({ pending: 1, changesRequested: 1, needsResend: 0 });
    const rate = await fresh.json('/api/approval/rate?period=all');
    expect(rate.body).toEqual({ answered: 2, approved: 1, rate: 0.5 });
    const none = await otherCreator.json('/api/approval/rate?period=day');
    expect(none.body).toEqual({ answered: 0, approved: 0, rate: null });
  });
});

describe('rate limits', () => {
  it('limits the public endpoints per IP', async () => {
    const client = t.agent();
    let last = 0;
    for (let i = 0; i <= REVIEW_LIMITS.perIp.max; i++) {
      last = (await client.request(`/api/review/${'C'.repeat(42)}${i % 10}`)).status;
      if (i < REVIEW_LIMITS.perIp.max) expect(last).toBe(404);
    }
    expect(last).toBe(429);
  });

  it('limits one link across IPs', async () => {
    const a = await clientItem(agency, clientAna);
    const { body } = await createLink(agency, [a]);
    // Arrange: the link's counter is just below its cap (as if many IPs had read it).
    const key = `review:link:${hashReviewToken(body.token)}`;
    await t.pautei.deps.db.insert(rateLimit).values({
      id: 'test-review-link',
      key,
      count: REVIEW_LIMITS.perLink.max - 1,
      lastRequest: t.clock.now.getTime(),
    });
    expect((await reviewer().request(`/api/review/${body.token}`)).status).toBe(200);
    const blocked = await reviewer().request(`/api/review/${body.token}`);
    expect(blocked.status).toBe(429);
    const answerBlocked = await answer(reviewer(), body.token, { itemId: a, decision: 'approved' });
    expect(answerBlocked.status).toBe(429);
    // The token never appears in the counters, only its hash.
    const leaked = await t.pautei.deps.db
      .select()
      .from(rateLimit)
      .where(like(rateLimit.key, `%${body.token}%`));
    expect(leaked).toEqual([]);
  });
});
