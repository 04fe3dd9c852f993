/**
 * The agency as a team: invitations, the active workspace, what each role may do on every route, the
 * clients an editor is assigned, removal and downgrade taking effect at once, seats and tokens under
 * concurrency. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, pricingConfig, profiles, workspaceInvitations, workspaceMembers } from '../db/schema';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import {
  createClient as newClient,
  freshEmail,
  insertClientTask,
  inviteToTeam,
  inWorkspace as inWs,
  joinTeam,
  profileOf,
  setAccount,
  signUpAgency,
  signUpOnboarded,
  type InvitedRole,
} from '@tests/support/onboard';
import { WORKSPACE_HEADER } from '@shared/team';
import { messageFor } from '@shared/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };
type Init = Omit<RequestInit, 'body'> & { body?: unknown };

const newAgency = (): Promise<User> => signUpAgency(t);

const newItem = async (workspaceId: string, clientId: string, title: string): Promise<string> =>
  (await insertClientTask(t, workspaceId, clientId, { title })).id;

/** Invites and answers the token from the e-mail. */
const invite = (owner: User, email: string, role: InvitedRole, clientIds?: string[]) =>
  inviteToTeam(t, owner, email, role, clientIds);

/** A person invited to the owner's team, signed up through the invitation and in it. */
const member = (owner: User, role: InvitedRole, clientIds?: string[], name = 'Membro'): Promise<User> =>
  joinTeam(t, owner, role, { name, clientIds });

describe('workspaces and members', () => {
  it('changes nothing for a creator: their own workspace, as owner, with a trial', async () => {
    const creator = await signUpOnboarded(t);
    const me = await creator.json('/api/me');
    expect(me.body.workspace).toMatchObject({ id: creator.userId, own: true, role: 'owner' });
    expect(me.body.workspaces).toEqual([{ id: creator.userId, role: 'owner', name: 'Usuária Teste', own: true }]);
    expect(me.body.access.reason).toBe('trial');
    // A creator has no team page and no seats.
    expect((await creator.json('/api/team')).body.error.code).toBe('AGENCY_ONLY');
  });

  it('an invited account starts no trial; it lands in the team and passes its gate, reads its tokens', async () => {
    const owner = await newAgency();
    const editor = await member(owner, 'editor');
    const own = await profileOf(t, editor.userId);
    expect(own).toMatchObject({ subscriptionStatus: 'none', trialEndsAt: null, tokensRemaining: 0 });

    const me = await editor.json('/api/me');
    expect(me.body.workspace).toMatchObject({ id: owner.userId, own: false, role: 'editor' });
    expect(me.body.access.hasAccess).toBe(true);
    expect(me.body.profile.subscriptionType).toBe('agency');
    expect(me.body.needsOnboarding).toBe(false);
    // Its own account is not offered in the switcher: it has no plan, and choosing it would land here again.
    expect(me.body.workspaces.map((w: { id: string; own: boolean }) => [w.id, w.own])).toEqual([[owner.userId, false]]);
    // Its own account, named explicitly, has no subscription.
    expect((await inWs(editor, editor.userId, '/api/content')).status).toBe(402);
    const tokens = await editor.json('/api/tokens');
    expect(tokens.body.tokensRemaining).toBe((await profileOf(t, owner.userId)).tokensRemaining);

    // The gate is the workspace's: the owner's trial ends, the member is stopped too.
    await setAccount(t, owner.userId, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    expect((await editor.json('/api/content')).body.error.code).toBe('TRIAL_EXPIRED');
  });

  it('an account signed up from its invitation is promised no trial, given none, never onboarded, and led back', async () => {
    const owner = await newAgency();
    const email = freshEmail('nina');
    const token = await invite(owner, email, 'editor');
    const a = t.agent();
    // What the sign-up reached from the invitation page sends; the plan asked for changes nothing.
    const callbackURL = `/auth/confirm?convite=${token}`;
    const signUp = await a.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: 'Nina', email, password: 'senha-segura-1', selectedPlan: 'agency', callbackURL },
    });
    expect(signUp.status).toBe(200);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.text).toContain('ativar sua conta e entrar na equipe Usuária Teste como Editor');
    expect(mail.text + mail.html).not.toMatch(/teste grátis/);
    expect(mail.secretLinks).toBe(true);
    const link = new URL(t.mailer.lastLinkTo(email));
    expect(link.searchParams.get('callbackURL')).toBe(callbackURL);
    const verify = await a.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe(callbackURL);
    const signIn = await a.json('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email, password: 'senha-segura-1' },
    });
    expect(signIn.status).toBe(200);
    const userId = signIn.body.user.id as string;

    // Before accepting: no trial, no tokens, no onboarding of its own, nothing gated opens.
    const none = { subscriptionStatus: 'none', subscriptionType: 'creator', trialEndsAt: null, tokensRemaining: 0 };
    expect(await profileOf(t, userId)).toMatchObject(none);
    const me = await a.json('/api/me');
    expect(me.body.workspace).toMatchObject({ id: userId, own: true });
    expect(me.body.needsOnboarding).toBe(false);
    expect(me.body.access).toMatchObject({ hasAccess: false, reason: 'no_subscription' });
    expect((await a.json('/api/content')).status).toBe(402);
    // Onboarding sent straight to the API (the screens never ask) saves the fields and gives nothing.
    const onboarded = await a.json('/api/me/onboarding', {
      method: 'POST',
      body: { name: 'Nina', niche: 'fitness', dailyRoutine: 'Edito vídeos à tarde.' },
    });
    expect(onboarded.status).toBe(200);
    expect(onboarded.body.access.hasAccess).toBe(false);
    expect(await profileOf(t, userId)).toMatchObject({ ...none, agencyPlan: null, tokensLimit: 0 });

    // Accepting is one call; the account then works in the team.
    expect((await a.json(`/api/invitations/${token}/accept`, { method: 'POST' })).status).toBe(200);
    const after = await a.json('/api/me');
    expect(after.body.workspace).toMatchObject({ id: owner.userId, own: false, role: 'editor' });
    expect(after.body.access.hasAccess).toBe(true);
  });

  it('keeps the invitation to its e-mail, single use, revocable and 7 days long; the token is stored hashed', async () => {
    const owner = await newAgency();
    const email = freshEmail('ana');
    const token = await invite(owner, email, 'reviewer');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.pautei.deps.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, owner.userId));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 86_400_000);

    const info = await t.agent().json(`/api/invitations/${token}`);
    expect(info.body.invitation).toMatchObject({ email, role: 'reviewer', teamName: 'Usuária Teste' });

    const other = await t.signUpVerified();
    const wrong = await other.json(`/api/invitations/${token}/accept`, { method: 'POST' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toEqual({ code: 'INVITATION_WRONG_EMAIL', params: { email } });

    const invited = await t.signUpVerified({ email });
    expect((await invited.json(`/api/invitations/${token}/accept`, { method: 'POST' })).status).toBe(200);
    const again = await invited.json(`/api/invitations/${token}/accept`, { method: 'POST' });
    expect([again.status, again.body.error.code]).toEqual([410, 'INVITATION_USED']);

    const revokedToken = await invite(owner, freshEmail('bia'), 'editor');
    const [open] = await t.pautei.deps.db
      .select()
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceId, owner.userId), eq(workspaceInvitations.role, 'editor')));
    expect((await owner.json(`/api/team/invitations/${open!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.agent().json(`/api/invitations/${revokedToken}`)).body.error.code).toBe('INVITATION_REVOKED');

    const lateEmail = freshEmail('caio');
    const lateToken = await invite(owner, lateEmail, 'editor');
    const late = await t.signUpVerified({ email: lateEmail });
    t.clock.advance(7 * 86_400_000 + 1000);
    try {
      const expired = await late.json(`/api/invitations/${lateToken}/accept`, { method: 'POST' });
      expect([expired.status, expired.body.error.code]).toEqual([410, 'INVITATION_EXPIRED']);
    } finally {
      t.clock.reset();
    }
    expect((await t.agent().json('/api/invitations/nada-disso')).body.error.code).toBe('INVITATION_NOT_FOUND');
  });

  it('refuses bad invitations with clear codes and changes nothing', async () => {
    const owner = await newAgency();
    const otherAgency = await newAgency();
    const foreignClient = await newClient(otherAgency, 'Cliente de outra agência');
    const cases: Array<[unknown, string]> = [
      [{ email: 'sem-arroba', role: 'editor', allClients: true, clientIds: [] }, 'INVITATION_EMAIL_INVALID'],
      [{ email: 'a@example.com', role: 'chefe', allClients: true, clientIds: [] }, 'INVITATION_ROLE_INVALID'],
      [{ email: 'a@example.com', role: 'editor', allClients: false, clientIds: [] }, 'INVITATION_CLIENTS_INVALID'],
      [
        { email: 'a@example.com', role: 'editor', allClients: false, clientIds: [foreignClient] },
        'INVITATION_CLIENTS_INVALID',
      ],
      [{ email: owner.email, role: 'editor', allClients: true, clientIds: [] }, 'INVITATION_ALREADY_MEMBER'],
    ];
    for (const [body, code] of cases) {
      const res = await owner.json('/api/team/invitations', { method: 'POST', body });
      expect(res.body.error.code, JSON.stringify(body)).toBe(code);
    }
    expect(
      await t.pautei.deps.db
        .select()
        .from(workspaceInvitations)
        .where(eq(workspaceInvitations.workspaceId, owner.userId)),
    ).toEqual([]);
  });
});

describe('an invitation e-mail that cannot be sent', () => {
  it('leaves no invitation behind, says so in Portuguese, and a new try works once mail goes out', async () => {
    const owner = await newAgency();
    const email = freshEmail('sem-entrega');
    const send = t.mailer.send;
    t.mailer.send = async (message) => {
      if (message.to === email) throw new Error('550 mailbox unavailable');
      return send.call(t.mailer, message);
    };
    try {
      const res = await owner.json('/api/team/invitations', {
        method: 'POST',
        body: { email, role: 'editor', allClients: true, clientIds: [] },
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({ code: 'INVITATION_EMAIL_FAILED', params: { email } });
      expect(messageFor(res.body.error.code, res.body.error.params)).toBe(
        `Não foi possível enviar o convite para ${email}. Nenhum convite foi criado: confira o endereço e tente de novo.`,
      );
    } finally {
      t.mailer.send = send;
    }
    const rows = () =>
      t.pautei.deps.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.workspaceId, owner.userId));
    expect(await rows()).toEqual([]);
    expect((await owner.json('/api/team')).body.invitations).toEqual([]);
    // Not "convite pendente": the address can be invited again straight away.
    await invite(owner, email, 'editor');
    expect((await rows()).map((r) => r.email)).toEqual([email]);
  });
});

describe('roles on every route', () => {
  let owner: User;
  let coOwner: User;
  let editor: User;
  let reviewer: User;
  let clientA: string;

  beforeAll(async () => {
    owner = await newAgency();
    clientA = await newClient(owner, 'Cliente A');
    editor = await member(owner, 'editor', [clientA], 'Edu Editor');
    reviewer = await member(owner, 'reviewer', undefined, 'Rita Revisora');
    coOwner = await member(owner, 'owner', undefined, 'Dora Dona');
  });

  type Role = 'owner' | 'editor' | 'reviewer';
  /** Who calls: the founding account, or a person in the team with a role (a Dono made by invitation too). */
  type Caller = Role | 'coOwner';
  /** Each route, how to call it (fresh data per call) and the roles that may. */
  // Answers of any route are read loosely, as the harness's `json` does.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ROUTES: Array<{ name: string; may: Role[]; call: (u: User) => Promise<{ status: number; body: any }> }> = [
    { name: 'GET /api/content', may: ['owner', 'editor', 'reviewer'], call: (u) => u.json('/api/content') },
    { name: 'GET /api/clients', may: ['owner', 'editor', 'reviewer'], call: (u) => u.json('/api/clients') },
    {
      name: 'GET /api/insights/dashboard',
      may: ['owner', 'editor', 'reviewer'],
      call: (u) => u.json('/api/insights/dashboard'),
    },
    { name: 'GET /api/calendar/tray', may: ['owner', 'editor', 'reviewer'], call: (u) => u.json('/api/calendar/tray') },
    {
      name: 'PATCH /api/content/:id',
      may: ['owner', 'editor'],
      call: async (u) =>
        u.json(`/api/content/${await newItem(owner.userId, clientA, 'Editar')}`, {
          method: 'PATCH',
          body: { title: 'Novo título' },
        }),
    },
    {
      name: 'DELETE /api/content/:id',
      may: ['owner', 'editor'],
      call: async (u) =>
        u.json(`/api/content/${await newItem(owner.userId, clientA, 'Excluir')}`, { method: 'DELETE' }),
    },
    {
      name: 'PUT /api/calendar/items/:id/date',
      may: ['owner', 'editor'],
      call: async (u) =>
        u.json(`/api/calendar/items/${await newItem(owner.userId, clientA, 'Agendar')}/date`, {
          method: 'PUT',
          body: { date: '2026-12-10' },
        }),
    },
    {
      name: 'POST /api/generate/story',
      may: ['owner', 'editor'],
      call: (u) =>
        u.json('/api/generate/story', {
          method: 'POST',
          body: { description: 'Treino de hoje', tone: 'descontraido', clientId: clientA },
        }),
    },
    {
      name: 'POST /api/approval/links',
      may: ['owner', 'editor'],
      call: async (u) =>
        u.json('/api/approval/links', {
          method: 'POST',
          body: { items: [await newItem(owner.userId, clientA, 'Aprovar')] },
        }),
    },
    { name: 'GET /api/calendar/feed', may: ['owner', 'editor'], call: (u) => u.json('/api/calendar/feed') },
    {
      name: 'POST /api/calendar/feed',
      may: ['owner', 'editor'],
      call: (u) => u.json('/api/calendar/feed', { method: 'POST', body: { includeDates: false } }),
    },
    {
      name: 'GET /api/approval/counts',
      may: ['owner', 'editor', 'reviewer'],
      call: (u) => u.json('/api/approval/counts'),
    },
    { name: 'GET /api/approval/rate', may: ['owner', 'editor', 'reviewer'], call: (u) => u.json('/api/approval/rate') },
    {
      // The address is the client's key to answer: a Revisor never reads it.
      name: 'GET /api/approval/links/:id/address',
      may: ['owner', 'editor'],
      call: async (u) => {
        const item = await newItem(owner.userId, clientA, 'Endereço');
        const sent = await owner.json('/api/approval/links', { method: 'POST', body: { items: [item] } });
        return u.json(`/api/approval/links/${sent.body.link.id}/address`);
      },
    },
    {
      name: 'PUT /api/voice/:client',
      may: ['owner', 'editor'],
      call: (u) => u.json(`/api/voice/${clientA}`, { method: 'PUT', body: { notes: 'Leve e direta' } }),
    },
    {
      name: 'POST /api/clients',
      may: ['owner'],
      call: (u) => u.json('/api/clients', { method: 'POST', body: { name: 'Novo cliente' } }),
    },
    { name: 'GET /api/team', may: ['owner'], call: (u) => u.json('/api/team') },
    {
      name: 'POST /api/team/invitations',
      may: ['owner'],
      call: (u) =>
        u.json('/api/team/invitations', {
          method: 'POST',
          body: { email: freshEmail('x'), role: 'reviewer', allClients: true, clientIds: [] },
        }),
    },
    {
      name: 'PATCH /api/team/members/:userId',
      may: ['owner'],
      // The reviewer stays a reviewer: the call changes nothing the other rows depend on.
      call: (u) =>
        u.json(`/api/team/members/${reviewer.userId}`, {
          method: 'PATCH',
          body: { role: 'reviewer', allClients: true, clientIds: [] },
        }),
    },
    { name: 'GET /api/billing/subscription', may: ['owner'], call: (u) => u.json('/api/billing/subscription') },
    {
      name: 'POST /api/billing/checkout',
      may: ['owner'],
      call: (u) => u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'agency' } }),
    },
    {
      name: 'POST /api/billing/pix/checkout',
      may: ['owner'],
      call: (u) =>
        u.json('/api/billing/pix/checkout', {
          method: 'POST',
          body: { plan: 'agency', method: 'pix_upfront', months: 3 },
        }),
    },
    {
      name: 'POST /api/billing/portal',
      may: ['owner'],
      call: (u) => u.json('/api/billing/portal', { method: 'POST' }),
    },
  ];

  const asCaller = (caller: Caller): User => ({ owner, coOwner, editor, reviewer })[caller];

  for (const route of ROUTES) {
    for (const caller of ['editor', 'reviewer', 'coOwner', 'owner'] as Caller[]) {
      const allowed = route.may.includes(caller === 'coOwner' ? 'owner' : caller);
      it(`${route.name} as ${caller}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const u = asCaller(caller);
        // Members act in the team's workspace (the header the SPA sends).
        const res = caller === 'owner' ? await route.call(u) : await withTeam(u, () => route.call(u));
        if (allowed) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
        else {
          expect(res.status, JSON.stringify(res.body)).toBe(403);
          expect(['ROLE_FORBIDDEN', 'TEAM_OWNER_ONLY']).toContain(res.body.error.code);
        }
      });
    }
  }

  /** Sends the team's header on every request of the call. */
  async function withTeam<T>(u: User, call: () => Promise<T>): Promise<T> {
    const original = u.request.bind(u);
    u.request = (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set(WORKSPACE_HEADER, owner.userId);
      return original(path, { ...init, headers });
    };
    try {
      return await call();
    } finally {
      u.request = original;
    }
  }

  it("deleting a client is the owner's: editors and reviewers are refused and the client stays", async () => {
    const doomed = await newClient(owner, 'Cliente a excluir');
    for (const u of [editor, reviewer]) {
      const res = await inWs(u, owner.userId, `/api/clients/${doomed}`, { method: 'DELETE' });
      expect([res.status, res.body.error.code]).toEqual([403, 'ROLE_FORBIDDEN']);
    }
    expect((await owner.json(`/api/clients/${doomed}`)).status).toBe(200);
    expect((await owner.json(`/api/clients/${doomed}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('a reviewer spends nothing: a refused generation leaves the balance and the ledger as they were', async () => {
    const before = (await profileOf(t, owner.userId)).tokensRemaining;
    const res = await inWs(reviewer, owner.userId, '/api/generate/story', {
      method: 'POST',
      body: { description: 'Treino', tone: 'descontraido', clientId: clientA },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'ROLE_FORBIDDEN', params: { role: 'Revisor' } });
    expect((await profileOf(t, owner.userId)).tokensRemaining).toBe(before);
  });
});

describe('isolation (IDOR)', () => {
  it('an editor sees only the clients assigned; another workspace is refused', async () => {
    const owner = await newAgency();
    const a = await newClient(owner, 'Cliente A');
    const b = await newClient(owner, 'Cliente B');
    const itemA = await newItem(owner.userId, a, 'Item A');
    const itemB = await newItem(owner.userId, b, 'Item B');
    const editor = await member(owner, 'editor', [a]);
    const ws = owner.userId;

    const clients = await inWs(editor, ws, '/api/clients');
    expect(clients.body.clients.map((c: { name: string }) => c.name)).toEqual(['Cliente A']);
    expect((await inWs(editor, ws, `/api/clients/${b}`)).status).toBe(404);
    expect((await inWs(editor, ws, `/api/content/${itemB}`)).status).toBe(404);
    expect((await inWs(editor, ws, `/api/content/${itemA}`)).status).toBe(200);
    const changed = await inWs(editor, ws, `/api/content/${itemB}`, { method: 'PATCH', body: { title: 'Tomado' } });
    expect(changed.status).toBe(404);
    const list = await inWs(editor, ws, '/api/content');
    expect(list.body.items.map((i: { title: string }) => i.title)).toEqual(['Item A']);
    const gen = await inWs(editor, ws, '/api/generate/story', {
      method: 'POST',
      body: { description: 'Treino', tone: 'descontraido', clientId: b },
    });
    expect(gen.status).toBe(404);
    // Nor can it send another client's item for approval.
    const link = await inWs(editor, ws, '/api/approval/links', { method: 'POST', body: { items: [itemB] } });
    expect([link.status, link.body.error?.code]).toEqual([404, 'APPROVAL_ITEM_NOT_FOUND']);

    // Another agency's owner naming this workspace, or this editor naming that one: refused.
    const stranger = await newAgency();
    const foreign = await inWs(stranger, ws, '/api/content');
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'WORKSPACE_FORBIDDEN']);
    expect((await inWs(editor, stranger.userId, '/api/content')).status).toBe(403);
  });

  it('a Revisor for client A only sees A everywhere: lists, counts, rate, links, dashboard', async () => {
    const owner = await newAgency();
    const a = await newClient(owner, 'Cliente A');
    const b = await newClient(owner, 'Cliente B');
    const ws = owner.userId;
    const itemA = await newItem(ws, a, 'Só do A');
    const itemB1 = await newItem(ws, b, 'Do B um');
    const itemB2 = await newItem(ws, b, 'Do B dois');
    const linkA = await owner.json('/api/approval/links', { method: 'POST', body: { items: [itemA] } });
    const linkB = await owner.json('/api/approval/links', { method: 'POST', body: { items: [itemB1, itemB2] } });
    // The client of B answers both of its items; A's item keeps waiting.
    for (const itemId of [itemB1, itemB2]) {
      const res = await t
        .agent()
        .json(`/api/review/${linkB.body.token}/answers`, { method: 'POST', body: { itemId, decision: 'approved' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const revisor = await member(owner, 'reviewer', [a], 'Rui Revisor');

    expect((await inWs(revisor, ws, '/api/clients')).body.clients.map((c: { name: string }) => c.name)).toEqual([
      'Cliente A',
    ]);
    expect((await inWs(revisor, ws, '/api/content')).body.items.map((i: { title: string }) => i.title)).toEqual([
      'Só do A',
    ]);
    expect((await inWs(revisor, ws, '/api/approval/counts')).body).toEqual({
      pending: 1,
      changesRequested: 0,
      needsResend: 0,
    });
    // B's answers are not the Revisor's to count; the Dono sees both.
    expect((await inWs(revisor, ws, '/api/approval/rate')).body).toMatchObject({ answered: 0, approved: 0 });
    expect((await owner.json('/api/approval/rate')).body).toMatchObject({ answered: 2, approved: 2 });
    const links = (await inWs(revisor, ws, '/api/approval/links')).body.links as Array<{ id: string }>;
    expect(links.map((l) => l.id)).toEqual([linkA.body.link.id]);
    expect((await inWs(revisor, ws, `/api/approval/links/${linkB.body.link.id}`)).status).toBe(404);
    // Nor its address (a Revisor never reads one), nor B's page state through the list.
    const address = await inWs(revisor, ws, `/api/approval/links/${linkA.body.link.id}/address`);
    expect([address.status, address.body.error.code]).toEqual([403, 'ROLE_FORBIDDEN']);
    expect(JSON.stringify((await inWs(revisor, ws, '/api/approval/links')).body)).not.toContain(linkA.body.token);
    expect((await inWs(revisor, ws, '/api/insights/dashboard')).body).toMatchObject({ total: 1 });
    expect((await owner.json('/api/insights/dashboard')).body).toMatchObject({ total: 3 });

    // An Editor of A moved to Revisor with the same list stays on A: a demotion never widens what they read.
    const editor = await member(owner, 'editor', [a], 'Eva Editora');
    const down = await owner.json(`/api/team/members/${editor.userId}`, {
      method: 'PATCH',
      body: { role: 'reviewer', allClients: false, clientIds: [a] },
    });
    expect(down.status).toBe(200);
    expect((await inWs(editor, ws, '/api/content')).body.items.map((i: { title: string }) => i.title)).toEqual([
      'Só do A',
    ]);
    const team = (await owner.json('/api/team')).body.members as Array<{ userId: string; allClients: boolean }>;
    expect(team.find((m) => m.userId === editor.userId)).toMatchObject({ allClients: false, clientIds: [a] });
  });

  it('removal and downgrade take effect on the next request; the owner cannot be removed or demoted', async () => {
    const owner = await newAgency();
    const a = await newClient(owner, 'Cliente A');
    const editor = await member(owner, 'editor');
    const ws = owner.userId;
    const body = { description: 'Treino', tone: 'descontraido', clientId: a };
    expect((await inWs(editor, ws, '/api/generate/story', { method: 'POST', body })).status).toBe(200);

    const down = await owner.json(`/api/team/members/${editor.userId}`, {
      method: 'PATCH',
      body: { role: 'reviewer', allClients: true, clientIds: [] },
    });
    expect(down.status).toBe(200);
    expect((await inWs(editor, ws, '/api/generate/story', { method: 'POST', body })).status).toBe(403);

    // A member cannot change roles, not even their own.
    const self = await inWs(editor, ws, `/api/team/members/${editor.userId}`, {
      method: 'PATCH',
      body: { role: 'editor', allClients: true, clientIds: [] },
    });
    expect(self.status).toBe(403);

    for (const init of [
      { method: 'DELETE' },
      { method: 'PATCH', body: { role: 'editor', allClients: true, clientIds: [] } },
    ]) {
      const res = await owner.json(`/api/team/members/${owner.userId}`, init);
      expect([res.status, res.body.error.code]).toEqual([409, 'TEAM_FOUNDER_OWNER']);
    }

    expect((await owner.json(`/api/team/members/${editor.userId}`, { method: 'DELETE' })).status).toBe(200);
    const gone = await inWs(editor, ws, '/api/content');
    expect([gone.status, gone.body.error.code]).toEqual([403, 'WORKSPACE_FORBIDDEN']);
    // /api/me falls back to the person's own workspace so the SPA forgets the stale choice.
    expect((await inWs(editor, ws, '/api/me')).body.workspace.id).toBe(editor.userId);
  });
});

describe('seats and tokens under concurrency', () => {
  it('concurrent acceptances never pass the seats the plan includes', async () => {
    const owner = await newAgency();
    const db = t.pautei.deps.db;
    await db.update(pricingConfig).set({ membersLimit: 2 }).where(eq(pricingConfig.planType, 'agency_social'));
    try {
      const people = await Promise.all(
        [1, 2, 3, 4].map(async () => {
          const email = freshEmail('seat');
          const token = await invite(owner, email, 'reviewer');
          return { token, u: await t.signUpVerified({ email }) };
        }),
      );
      const answers = await Promise.all(
        people.map(({ token, u }) => u.json(`/api/invitations/${token}/accept`, { method: 'POST' })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.map((a) => a.body.error)).toEqual([
        { code: 'TEAM_SEATS_FULL', params: { n: 2 } },
        { code: 'TEAM_SEATS_FULL', params: { n: 2 } },
      ]);
      const rows = await db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, owner.userId));
      expect(rows.filter((r) => r.role !== 'owner')).toHaveLength(2);
      const team = await owner.json('/api/team');
      expect(team.body.seats).toEqual({ used: 2, limit: 2 });
    } finally {
      await db.update(pricingConfig).set({ membersLimit: 4 }).where(eq(pricingConfig.planType, 'agency_social'));
    }
  });

  it("three members generating at once spend exactly the workspace's tokens", async () => {
    const owner = await newAgency();
    const a = await newClient(owner, 'Cliente A');
    const e1 = await member(owner, 'editor');
    const e2 = await member(owner, 'editor');
    const db = t.pautei.deps.db;
    await db.update(profiles).set({ tokensRemaining: 4 }).where(eq(profiles.userId, owner.userId));
    const body = { description: 'Treino', tone: 'descontraido', clientId: a };
    const calls = [owner, e1, e2, owner, e1, e2].map((u) =>
      u === owner
        ? u.json('/api/generate/story', { method: 'POST', body })
        : inWs(u, owner.userId, '/api/generate/story', { method: 'POST', body }),
    );
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 402)).toHaveLength(2);
    expect((await profileOf(t, owner.userId)).tokensRemaining).toBe(0);
    // The members' own accounts spent nothing.
    expect((await profileOf(t, e1.userId)).tokensRemaining).toBe(0);
    const items = await db.select().from(tasks).where(eq(tasks.clientId, a));
    expect(items).toHaveLength(4);
  });
});

describe('more than one Dono', () => {
  const asRole = (role: InvitedRole) => ({ role, allClients: true, clientIds: [] });

  it('a Dono invites or promotes another Dono, who then manages the team; the founding account stays Dono', async () => {
    const founder = await newAgency();
    const ws = founder.userId;
    const dona = await member(founder, 'owner', undefined, 'Dora Dona');
    const me = await inWs(dona, ws, '/api/me');
    expect(me.body.workspace).toMatchObject({ id: ws, role: 'owner', allClients: true });
    expect(me.body.workspace.may).toMatchObject({ members: true, billing: true, manageClients: true });

    // The co-Dono manages the team: invites, promotes an editor to Dono and back, removes.
    const editor = await member(founder, 'editor');
    const promoted = await inWs(dona, ws, `/api/team/members/${editor.userId}`, {
      method: 'PATCH',
      body: asRole('owner'),
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect((await inWs(editor, ws, '/api/team')).status).toBe(200);
    const team = await founder.json('/api/team');
    expect(
      team.body.members.map((m: { userId: string; role: string; founder: boolean }) => [m.role, m.founder]),
    ).toEqual([
      ['owner', true],
      ['owner', false],
      ['owner', false],
    ]);
    // Every Dono but the founding account takes a seat.
    expect(team.body.seats.used).toBe(2);
    const invited = await inWs(dona, ws, '/api/team/invitations', {
      method: 'POST',
      body: { email: freshEmail('dono'), ...asRole('owner') },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.invitation.role).toBe('owner');
    expect((await inWs(dona, ws, `/api/team/members/${editor.userId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await inWs(editor, ws, '/api/content')).body.error.code).toBe('WORKSPACE_FORBIDDEN');

    // The founding account holds the subscription: no other Dono can demote or remove it.
    for (const init of [{ method: 'DELETE' }, { method: 'PATCH', body: asRole('editor') }]) {
      const res = await inWs(dona, ws, `/api/team/members/${founder.userId}`, init);
      expect([res.status, res.body.error.code]).toEqual([409, 'TEAM_FOUNDER_OWNER']);
    }
    expect((await inWs(founder, ws, '/api/me')).body.workspace.role).toBe('owner');

    // The founding account demotes the co-Dono: at once an editor, without the team or billing.
    const down = await founder.json(`/api/team/members/${dona.userId}`, { method: 'PATCH', body: asRole('editor') });
    expect(down.status).toBe(200);
    expect((await inWs(dona, ws, '/api/team')).body.error.code).toBe('ROLE_FORBIDDEN');
    expect((await inWs(dona, ws, '/api/billing/subscription')).body.error.code).toBe('TEAM_OWNER_ONLY');
  });

  it('two Donos demoting each other at once: one wins, the other is refused, the team keeps its Donos', async () => {
    const founder = await newAgency();
    const ws = founder.userId;
    for (let round = 0; round < 3; round++) {
      const b = await member(founder, 'owner');
      const c = await member(founder, 'owner');
      const [byB, byC] = await Promise.all([
        inWs(b, ws, `/api/team/members/${c.userId}`, { method: 'PATCH', body: asRole('reviewer') }),
        inWs(c, ws, `/api/team/members/${b.userId}`, { method: 'PATCH', body: asRole('reviewer') }),
      ]);
      const statuses = [byB.status, byC.status].sort();
      expect(statuses, JSON.stringify([byB.body, byC.body])).toEqual([200, 403]);
      const loser = byB.status === 200 ? byC : byB;
      expect(loser.body.error).toEqual({ code: 'ROLE_FORBIDDEN', params: { role: 'Revisor' } });
      const rows = await t.pautei.deps.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, ws));
      const roleOf = (id: string) => rows.find((r) => r.userId === id)?.role;
      expect([roleOf(b.userId), roleOf(c.userId)].sort()).toEqual(['owner', 'reviewer']);
      expect(roleOf(founder.userId)).toBe('owner');

      // A co-Dono and the founding account at once: the founding account's change holds, never the other.
      const coDono = byB.status === 200 ? b : c;
      const [byFounder, byCo] = await Promise.all([
        founder.json(`/api/team/members/${coDono.userId}`, { method: 'DELETE' }),
        inWs(coDono, ws, `/api/team/members/${founder.userId}`, { method: 'PATCH', body: asRole('editor') }),
      ]);
      expect(byFounder.status).toBe(200);
      expect(byCo.status).not.toBe(200);
      expect(['TEAM_FOUNDER_OWNER', 'WORKSPACE_FORBIDDEN']).toContain(byCo.body.error.code);
      // The seats freed for the next round.
      for (const u of [b, c]) await founder.json(`/api/team/members/${u.userId}`, { method: 'DELETE' });
    }
    const owners = await t.pautei.deps.db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, ws), eq(workspaceMembers.role, 'owner')));
    expect(owners.map((o) => o.userId)).toEqual([founder.userId]);
  });
});

describe("billing is the active workspace's, managed by any of its Donos", () => {
  it("a co-Dono reads and pays the workspace's subscription, never their own; receipts go to the workspace", async () => {
    const founder = await newAgency();
    const ws = founder.userId;
    const dona = await member(founder, 'owner', undefined, 'Dora Dona');
    const editor = await member(founder, 'editor');

    const sub = await inWs(dona, ws, '/api/billing/subscription');
    expect(sub.status).toBe(200);
    expect(sub.body).toMatchObject({ status: 'trial', subscriptionType: 'agency' });
    // Without the header it is the co-Dono's own account (an invited one: no plan of its own).
    expect((await dona.json('/api/billing/subscription')).body.status).toBe('none');

    // Card: the demo checkout is the workspace's; confirming it makes the workspace active.
    const checkout = await inWs(dona, ws, '/api/billing/checkout', { method: 'POST', body: { plan: 'agency' } });
    expect(checkout.status).toBe(200);
    const session = new URL(checkout.body.url).searchParams.get('session')!;
    expect((await inWs(dona, ws, `/api/billing/demo/session?session=${encodeURIComponent(session)}`)).status).toBe(200);
    // The session is the workspace's: the co-Dono's own account cannot use it.
    expect((await dona.json('/api/billing/demo/confirm', { method: 'POST', body: { session } })).status).not.toBe(200);
    const confirmed = await inWs(dona, ws, '/api/billing/demo/confirm', { method: 'POST', body: { session } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await profileOf(t, ws)).toMatchObject({ subscriptionStatus: 'active', subscriptionType: 'agency' });
    expect(await profileOf(t, dona.userId)).toMatchObject({ subscriptionStatus: 'none', stripeCustomerId: null });
    expect((await founder.json('/api/billing/subscription')).body.subscription.planKey).toBe('agency');
    const portal = await inWs(dona, ws, '/api/billing/portal', { method: 'POST' });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBeTruthy();

    // Pix: upfront months bought by the co-Dono, the receipt to the workspace's billing e-mail.
    await setAccount(t, ws, { subscriptionStatus: 'trial', paymentMethod: null, paidUntil: null });
    const pix = await inWs(dona, ws, '/api/billing/pix/checkout', {
      method: 'POST',
      body: { plan: 'agency', method: 'pix_upfront', months: 3 },
    });
    expect(pix.status, JSON.stringify(pix.body)).toBe(200);
    // Another person's payment: the co-Dono's own account does not find it.
    expect((await dona.json(`/api/billing/pix/payments/${pix.body.paymentId}`)).status).toBe(404);
    const paid = await inWs(dona, ws, `/api/billing/demo/pix/${pix.body.paymentId}`, {
      method: 'POST',
      body: { action: 'pay' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(await profileOf(t, ws)).toMatchObject({ subscriptionStatus: 'active', paymentMethod: 'pix_upfront' });
    const receipts = t.mailer.sent.filter((m) => m.subject.startsWith('Recibo'));
    expect(receipts.filter((m) => m.to === founder.email)).toHaveLength(1);
    expect(receipts.filter((m) => m.to === dona.email)).toHaveLength(0);

    // Editors stay out of billing, whatever the route.
    for (const [path, init] of [
      ['/api/billing/subscription', {}],
      ['/api/billing/checkout', { method: 'POST', body: { plan: 'agency' } }],
      ['/api/billing/portal', { method: 'POST' }],
      [`/api/billing/pix/payments/${pix.body.paymentId}`, {}],
    ] as Array<[string, Init]>) {
      const res = await inWs(editor, ws, path, init);
      expect([res.status, res.body.error.code], path).toEqual([403, 'TEAM_OWNER_ONLY']);
    }
  });
});
