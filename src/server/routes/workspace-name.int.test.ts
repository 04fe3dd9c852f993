/**
 * A team's own name: set by a Dono only, checked by the shared text rule, and shown instead of the
 * founder's name in invitations (page and e-mail), the switcher and the client's review page, which also
 * names who sent it ("Ana, da Agência Alfa"). Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../db/schema';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { createClient, freshEmail, inviteToTeam, joinTeam, profileOf, signUpAgency } from '@tests/support/onboard';
import { WORKSPACE_HEADER } from '@shared/team';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const setName = (who: User, name: unknown, workspaceId = who.userId) =>
  who.json('/api/team/name', { method: 'PUT', body: { name }, headers: { [WORKSPACE_HEADER]: workspaceId } });

describe('the team name', () => {
  it('is set by the Dono and cleared with an empty name; the team page shows it', async () => {
    const owner: User = await signUpAgency(t);
    const saved = await setName(owner, '  Agência Alfa ');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ workspaceName: 'Agência Alfa', name: 'Agência Alfa', whatsapp: null });
    expect((await profileOf(t, owner.userId)).workspaceName).toBe('Agência Alfa');
    const team = await owner.json('/api/team');
    expect(team.body.name).toEqual({ own: 'Agência Alfa', shown: 'Agência Alfa', whatsapp: null });

    const cleared = await setName(owner, '');
    expect(cleared.body).toEqual({ workspaceName: null, name: 'Usuária Teste', whatsapp: null });
    expect((await profileOf(t, owner.userId)).workspaceName).toBeNull();
  });

  it('keeps the WhatsApp as E.164 with the name; empty clears it, left out keeps it', async () => {
    const owner: User = await signUpAgency(t);
    const put = (body: object) =>
      owner.json('/api/team/name', { method: 'PUT', body, headers: { [WORKSPACE_HEADER]: owner.userId } });
    const saved = await put({ name: 'Agência Alfa', whatsapp: '(11) 98765-4321' });
    expect(saved.status).toBe(200);
    expect(saved.body.whatsapp).toBe('+5511987654321');
    expect((await profileOf(t, owner.userId)).workspaceWhatsapp).toBe('+5511987654321');
    expect((await owner.json('/api/team')).body.name.whatsapp).toBe('+5511987654321');
    // A form that only names the team leaves the number as it is.
    expect((await put({ name: 'Agência Alfa 2' })).body.whatsapp).toBe('+5511987654321');
    expect((await put({ name: 'Agência Alfa', whatsapp: '' })).body.whatsapp).toBeNull();
    expect((await profileOf(t, owner.userId)).workspaceWhatsapp).toBeNull();
  });

  it('refuses a WhatsApp that is not a Brazilian phone, in Portuguese, changing nothing', async () => {
    const owner: User = await signUpAgency(t);
    const put = (body: object) =>
      owner.json('/api/team/name', { method: 'PUT', body, headers: { [WORKSPACE_HEADER]: owner.userId } });
    await put({ name: 'Agência Beta', whatsapp: '21 3333-4444' });
    for (const whatsapp of ['abc', '1234', '(20) 98765-4321', '+1 415 555 0100', '11 98765-4321\n', '9'.repeat(40)]) {
      const res = await put({ name: 'Trocada', whatsapp });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error)).toMatch(/WORKSPACE_WHATSAPP_INVALID|TEXT_CONTROL_CHARACTERS/);
    }
    const profile = await profileOf(t, owner.userId);
    expect(profile.workspaceWhatsapp).toBe('+552133334444');
    expect(profile.workspaceName).toBe('Agência Beta');
    const editor: User = await joinTeam(t, owner, 'editor');
    const refused = await editor.json('/api/team/name', {
      method: 'PUT',
      body: { name: 'Agência Beta', whatsapp: '11 98765-4321' },
      headers: { [WORKSPACE_HEADER]: owner.userId },
    });
    expect(refused.status).toBe(403);
    expect((await profileOf(t, owner.userId)).workspaceWhatsapp).toBe('+552133334444');
  });

  it('refuses an Editor and a Revisor, and a Dono who is not the founder may set it', async () => {
    const owner: User = await signUpAgency(t);
    await setName(owner, 'Agência Beta');
    const editor: User = await joinTeam(t, owner, 'editor');
    const reviewer: User = await joinTeam(t, owner, 'reviewer');
    for (const who of [editor, reviewer]) {
      const res = await setName(who, 'Tomada', owner.userId);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('ROLE_FORBIDDEN');
    }
    expect((await profileOf(t, owner.userId)).workspaceName).toBe('Agência Beta');

    const coOwner: User = await joinTeam(t, owner, 'owner');
    expect((await setName(coOwner, 'Agência Gama', owner.userId)).status).toBe(200);
    expect((await profileOf(t, owner.userId)).workspaceName).toBe('Agência Gama');
    // It is the workspace's name: the co-owner's own profile holds none.
    expect((await profileOf(t, coOwner.userId)).workspaceName).toBeNull();
  });

  it('refuses bad text and a name too long, changing nothing', async () => {
    const owner: User = await signUpAgency(t);
    await setName(owner, 'Agência Delta');
    const cases: [unknown, string][] = [
      ['Agência\u202Eetla', 'TEXT_CONTROL_CHARACTERS'],
      ['Agência\nDelta', 'TEXT_CONTROL_CHARACTERS'],
      ['A'.repeat(121), 'WORKSPACE_NAME_TOO_LONG'],
    ];
    for (const [name, code] of cases) {
      const res = await setName(owner, name);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(code);
    }
    expect((await setName(owner, 42)).status).toBe(400);
    expect((await profileOf(t, owner.userId)).workspaceName).toBe('Agência Delta');
  });

  it('names the team in the invitation e-mail, the invitation page and the switcher', async () => {
    const owner: User = await signUpAgency(t);
    await setName(owner, 'Agência Alfa');
    const email = freshEmail('editor');
    const token = await inviteToTeam(t, owner, email, 'editor');
    const mail = [...t.mailer.sent].reverse().find((m) => m.to === email)!;
    expect(mail.subject).toContain('Agência Alfa');
    expect(mail.text).toContain('para a equipe Agência Alfa');
    expect(mail.text).not.toContain('equipe Usuária Teste');

    const page = await t.agent().json(`/api/invitations/${token}`);
    expect(page.body.invitation.teamName).toBe('Agência Alfa');

    const person = await t.signUpVerified({ email, name: 'Bia' });
    const accepted = await person.json(`/api/invitations/${token}/accept`, { method: 'POST' });
    expect(accepted.body.teamName).toBe('Agência Alfa');
    const me = await person.json('/api/me');
    expect(me.body.workspaces).toContainEqual({ id: owner.userId, role: 'editor', name: 'Agência Alfa', own: false });
  });

  it('on the review page: the team, and who sent it by first name', async () => {
    const owner: User = await signUpAgency(t, { name: 'Rita Souza' }, undefined);
    const clientId = await createClient(owner, 'Padaria Pão');
    const editor: User = await joinTeam(t, owner, 'editor', { name: 'Ana Lima' });
    const [item] = await t.pautei.deps.db
      .insert(tasks)
      .values({ userId: owner.userId, clientId, title: 'Post', content: 'Texto', type: 'caption' })
      .returning();
    const link = await editor.json('/api/approval/links', {
      method: 'POST',
      body: { items: [item!.id] },
      headers: { [WORKSPACE_HEADER]: owner.userId },
    });
    expect(link.status).toBe(201);
    const token = link.body.token as string;

    const before = await t.agent().json(`/api/review/${token}`);
    expect(before.body.senderName).toBe(`Ana, da ${before.body.ownerName}`);

    await setName(owner, 'Agência Alfa');
    const after = await t.agent().json(`/api/review/${token}`);
    expect(after.body.ownerName).toBe('Agência Alfa');
    expect(after.body.senderName).toBe('Ana, da Agência Alfa');
  });

  it('the invitation page says when the team is full, so the invitee waits instead of failing', async () => {
    const owner: User = await signUpAgency(t);
    const limit = (await owner.json('/api/team')).body.seats.limit as number;
    const email = freshEmail('editor');
    const token = await inviteToTeam(t, owner, email, 'editor');
    expect((await t.agent().json(`/api/invitations/${token}`)).body.invitation.seatsFull).toBe(false);
    // The other seats are taken (the open invitation does not hold one).
    for (let i = 0; i < limit; i++) await joinTeam(t, owner, 'reviewer');
    expect((await t.agent().json(`/api/invitations/${token}`)).body.invitation.seatsFull).toBe(true);
    const person = await t.signUpVerified({ email, name: 'Bia' });
    const refused = await person.json(`/api/invitations/${token}/accept`, { method: 'POST' });
    expect(refused.body.error.code).toBe('TEAM_SEATS_FULL');
  });
});
