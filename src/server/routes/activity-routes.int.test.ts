/**
 * "Who did what": the author of what a member generates, the log of each action with the person who took
 * it (the client, through the approval link, as no one), and who may read which activity. Runs on PGlite
 * and on PostgreSQL (TEST_DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, contentVersions } from '../db/schema';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { createClient as newClient, inWorkspace as inWs, joinTeam, signUpOnboarded } from '@tests/support/onboard';
import type { ActivityEntry } from '@shared/activity';
import { getDashboard, periodFromQuery, queryUserCounts } from '../services/admin-metrics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const member = (owner: User, role: 'owner' | 'editor' | 'reviewer', name: string, clientIds?: string[]) =>
  joinTeam(t, owner, role, { name, clientIds });
const actionsOf = (entries: ActivityEntry[], itemId: string) =>
  entries
    .filter((e) => e.itemId === itemId)
    .map((e) => `${e.action}:${e.actorName ?? 'cliente'}`)
    .reverse();

describe('activity', () => {
  it('records the author and logs each action with the person who took it; members read only their clients', async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const ws = owner.userId;
    const clientA = await newClient(owner, 'Academia Forte');
    const clientB = await newClient(owner, 'Padaria Sol');
    const editor = await member(owner, 'editor', 'Ana Editora', [clientA]);
    const reviewer = await member(owner, 'reviewer', 'Rui Revisor');

    // The editor generates: the item and its first version carry her as author.
    const gen = await inWs(editor, ws, '/api/generate/story', {
      method: 'POST',
      body: { description: 'Treino de hoje', tone: 'descontraido', clientId: clientA },
    });
    expect(gen.status, JSON.stringify(gen.body)).toBe(200);
    const itemId: string = gen.body.item.id;
    const db = t.pautei.deps.db;
    const [row] = await db.select().from(tasks).where(eq(tasks.id, itemId));
    expect(row!.createdBy).toBe(editor.userId);
    const [first] = await db.select().from(contentVersions).where(eq(contentVersions.taskId, itemId));
    expect(first!.createdBy).toBe(editor.userId);

    // She edits and reschedules it; the owner sends it for approval; the client answers.
    const edit = await inWs(editor, ws, `/api/content/${itemId}`, { method: 'PATCH', body: { content: 'Texto novo' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const versions = await db.select().from(contentVersions).where(eq(contentVersions.taskId, itemId));
    expect(versions.find((v) => v.origin === 'edited')?.createdBy).toBe(editor.userId);
    const moved = await inWs(editor, ws, `/api/calendar/items/${itemId}/date`, {
      method: 'PUT',
      body: { date: '2026-12-10' },
    });
    expect(moved.status).toBe(200);
    const link = await owner.json('/api/approval/links', { method: 'POST', body: { items: [itemId] } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const answered = await t.agent().json(`/api/review/${link.body.token}/answers`, {
      method: 'POST',
      body: { itemId, decision: 'approved', approverName: 'Carla' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    // An item of the other client, deleted by the owner.
    const other = await owner.json('/api/generate/story', {
      method: 'POST',
      body: { description: 'Pão quentinho', tone: 'descontraido', clientId: clientB },
    });
    expect(other.status).toBe(200);
    const otherId: string = other.body.item.id;
    expect((await owner.json(`/api/content/${otherId}`, { method: 'DELETE' })).status).toBe(200);

    // The History's author filter: only what the editor created.
    const byEditor = await owner.json(`/api/content?createdBy=${editor.userId}`);
    expect(byEditor.body.items.map((i: { id: string }) => i.id)).toEqual([itemId]);
    const byOwner = await owner.json(`/api/content?createdBy=${owner.userId}`);
    expect(byOwner.body.items.map((i: { id: string }) => i.id)).toEqual([]);

    // The owner reads everything, with the right actor for each action.
    const all = await owner.json('/api/activity');
    expect(all.status).toBe(200);
    expect(actionsOf(all.body.entries, itemId)).toEqual([
      'created:Ana Editora',
      'edited:Ana Editora',
      'rescheduled:Ana Editora',
      'approval_sent:Usuária Teste',
      'approval_answered:cliente',
    ]);
    const answer = all.body.entries.find((e: ActivityEntry) => e.action === 'approval_answered');
    expect(answer).toMatchObject({ actorUserId: null, clientName: 'Academia Forte' });
    expect(answer.details).toMatchObject({ decision: 'approved', approverName: 'Carla' });
    expect(actionsOf(all.body.entries, otherId)).toEqual(['created:Usuária Teste', 'deleted:Usuária Teste']);
    expect(all.body.entries.find((e: ActivityEntry) => e.action === 'deleted').details.title).toBe('Pão quentinho');

    // The editor, assigned to client A only, never reads client B's activity (even when asking for it).
    const mine = await inWs(editor, ws, '/api/activity');
    expect(mine.body.entries.length).toBeGreaterThan(0);
    expect(mine.body.entries.every((e: ActivityEntry) => e.clientId === clientA)).toBe(true);
    expect((await inWs(editor, ws, `/api/activity?clientId=${clientB}`)).body.entries).toEqual([]);

    // A reviewer (all clients) reads it; a client's page asks for that client only.
    const forB = await inWs(reviewer, ws, `/api/activity?clientId=${clientB}`);
    expect(forB.status).toBe(200);
    expect(actionsOf(forB.body.entries, otherId)).toEqual(['created:Usuária Teste', 'deleted:Usuária Teste']);

    // The History's author filter lists the workspace's people, for every member.
    const people = await inWs(reviewer, ws, '/api/activity/people');
    expect(people.body.people.map((p: { name: string }) => p.name).sort()).toEqual([
      'Ana Editora',
      'Rui Revisor',
      'Usuária Teste',
    ]);

    // Another agency reads none of it.
    const stranger = await signUpOnboarded(t, { selectedPlan: 'agency' });
    expect((await stranger.json('/api/activity')).body.entries).toEqual([]);
    expect((await stranger.json(`/api/activity?clientId=${clientA}`)).body.entries).toEqual([]);
    expect((await stranger.json('/api/activity/people')).body.people.map((p: { id: string }) => p.id)).toEqual([
      stranger.userId,
    ]);
  });

  it('pages the activity, newest first', async () => {
    const creator = await signUpOnboarded(t);
    for (let i = 0; i < 21; i++) {
      const res = await creator.json('/api/generate/story', {
        method: 'POST',
        body: { description: `Story ${i}`, tone: 'descontraido' },
      });
      expect(res.status).toBe(200);
    }
    const first = await creator.json('/api/activity');
    expect(first.body.entries).toHaveLength(20);
    expect(first.body.nextBefore).not.toBeNull();
    const second = await creator.json(`/api/activity?before=${encodeURIComponent(first.body.nextBefore)}`);
    expect(second.body.entries).toHaveLength(1);
    expect(second.body.nextBefore).toBeNull();
    expect((await creator.json('/api/activity?before=ontem')).status).toBe(400);
  });

  it('filters by person, client and kind of action, and pages a filtered list', async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const ws = owner.userId;
    const clientA = await newClient(owner, 'Academia Forte');
    const clientB = await newClient(owner, 'Padaria Sol');
    const editor = await member(owner, 'editor', 'Ana Editora');
    const gen = (who: User, clientId: string, i: number) =>
      inWs(who, ws, '/api/generate/story', {
        method: 'POST',
        body: { description: `Story ${i}`, tone: 'descontraido', clientId },
      });
    for (let i = 0; i < 21; i++) expect((await gen(editor, clientA, i)).status).toBe(200);
    const mine = await gen(owner, clientB, 99);
    const edited = await inWs(owner, ws, `/api/content/${mine.body.item.id}`, {
      method: 'PATCH',
      body: { content: 'Texto novo' },
    });
    expect(edited.status).toBe(200);

    const byEditor = await owner.json(`/api/activity?actorId=${editor.userId}`);
    expect(byEditor.body.entries).toHaveLength(20);
    expect(byEditor.body.entries.every((e: ActivityEntry) => e.actorUserId === editor.userId)).toBe(true);
    const rest = await owner.json(
      `/api/activity?actorId=${editor.userId}&before=${encodeURIComponent(byEditor.body.nextBefore)}`,
    );
    expect(rest.body.entries).toHaveLength(1);
    expect(rest.body.nextBefore).toBeNull();

    const ofB = await owner.json(`/api/activity?clientId=${clientB}`);
    expect(ofB.body.entries.map((e: ActivityEntry) => e.action).sort()).toEqual(['created', 'edited']);
    const edits = await owner.json('/api/activity?action=edited');
    expect(edits.body.entries.map((e: ActivityEntry) => [e.action, e.actorUserId])).toEqual([['edited', ws]]);
    const byClient = await owner.json('/api/activity?actorId=client');
    expect(byClient.body.entries).toEqual([]);
    expect((await owner.json('/api/activity?action=hacked')).status).toBe(400);
  });

  it("counts workspaces and their people in the admin's figures: an invited account is a member, not a trial", async () => {
    const db = t.pautei.deps.db;
    const now = t.pautei.deps.now();
    const before = await queryUserCounts(db, now);
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    await member(owner, 'editor', 'Bia Editora');
    await member(owner, 'reviewer', 'Caio Revisor');
    // A Dono made by invitation is one of the people too; only the founding account is the workspace.
    await member(owner, 'owner', 'Dora Dona');
    const after = await queryUserCounts(db, now);
    expect(after.total - before.total).toBe(1);
    // The agency's own trial is the only one: its three people start none.
    expect(after.trial - before.trial).toBe(1);
    expect(after.active - before.active).toBe(1);
    expect(after.members - before.members).toBe(3);
    // The recent users are customers: the agency is listed, its invited people are not.
    const dashboard = await getDashboard(db, periodFromQuery({ period: 'month' }, now), now);
    const listed = dashboard.recentUsers.map((u) => u.name);
    expect(listed).toContain('Usuária Teste');
    for (const name of ['Bia Editora', 'Caio Revisor', 'Dora Dona']) expect(listed).not.toContain(name);
  });
});
