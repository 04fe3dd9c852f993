/**
 * The team's internal review before the client: the workspace's switch, the item's states, who may do
 * what, the client link refusing items the team has not approved, nothing changing with the switch off,
 * and two reviewers answering at once. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../db/schema';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { createClient, insertClientTask, joinTeam, signUpOnboarded } from '@tests/support/onboard';
import { messageFor } from '@shared/messages';
import { activitySentence, type ActivityEntry } from '@shared/activity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const newClient = (owner: User): Promise<string> => createClient(owner, 'Academia Sol');
const newItem = async (workspaceId: string, clientId: string, title: string): Promise<string> =>
  (await insertClientTask(t, workspaceId, clientId, { title })).id;

/** A person invited to the owner's team, signed up through the invitation and in it. */
const member = (owner: User, role: 'editor' | 'reviewer'): Promise<User> => joinTeam(t, owner, role, { name: role });

const stateOf = async (id: string) => (await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;

const submit = (u: Agent, id: string) => u.json(`/api/internal-review/items/${id}/submit`, { method: 'POST' });
const answer = (u: Agent, id: string, body: unknown) =>
  u.json(`/api/internal-review/items/${id}/answer`, { method: 'POST', body });
const sendToClient = (u: Agent, items: string[]) =>
  u.json('/api/approval/links', { method: 'POST', body: { items, expiresInDays: 7 } });

describe('internal review', () => {
  it('off (the default): the client flow is as before and the review calls are refused', async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const item = await newItem(owner.userId, await newClient(owner), 'Post sem revisão');
    expect((await owner.json('/api/internal-review')).body).toEqual({ enabled: false, items: [] });
    expect((await submit(owner, item)).body.error.code).toBe('INTERNAL_REVIEW_OFF');
    expect((await sendToClient(owner, [item])).status).toBe(201);
    expect((await stateOf(item)).internalReview).toBe('draft');

    // A creator has no team: the switch is the agency's, and their own flow is unchanged.
    const creator = await signUpOnboarded(t);
    expect(
      (await creator.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } })).body.error.code,
    ).toBe('AGENCY_ONLY');
    const [own] = await t.pautei.deps.db
      .insert(tasks)
      .values({ userId: creator.userId, title: 'Story', content: 'Texto', type: 'story' })
      .returning();
    expect((await sendToClient(creator, [own!.id])).status).toBe(201);
  });

  it('on: draft → em revisão → ajuste (with a comment) → em revisão → aprovado; an edit sends it back to the review; only approved items reach the client', async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const editor = await member(owner, 'editor');
    const reviewer = await member(owner, 'reviewer');
    const clientId = await newClient(owner);
    const item = await newItem(owner.userId, clientId, 'Post da semana');
    const other = await newItem(owner.userId, clientId, 'Outro post');

    // Only the owner turns it on.
    for (const who of [editor, reviewer]) {
      const res = await who.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } });
      expect(res.body.error.code).toBe('ROLE_FORBIDDEN');
    }
    expect((await owner.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } })).status).toBe(
      200,
    );
    expect((await reviewer.json('/api/internal-review')).body.enabled).toBe(true);

    // A draft cannot go to the client; the message names it.
    const refused = await sendToClient(owner, [item]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('INTERNAL_REVIEW_REQUIRED');
    expect(messageFor(refused.body.error.code, refused.body.error.params)).toContain('"Post da semana"');

    // A reviewer does not submit; an editor does, and cannot answer (its own or anyone's).
    expect((await submit(reviewer, item)).body.error.code).toBe('ROLE_FORBIDDEN');
    expect((await submit(editor, item)).body.item).toEqual({ id: item, state: 'in_review', comment: null });
    expect((await submit(editor, item)).body.error.code).toBe('INTERNAL_REVIEW_NOT_DRAFT');
    expect((await answer(editor, item, { decision: 'approve' })).body.error.code).toBe('ROLE_FORBIDDEN');
    expect((await sendToClient(owner, [item])).body.error.code).toBe('INTERNAL_REVIEW_REQUIRED');

    // An adjustment needs a comment; with one, the item waits for the editor, comment kept.
    expect((await answer(reviewer, item, { decision: 'changes', comment: '   ' })).body.error.code).toBe(
      'INTERNAL_REVIEW_COMMENT_REQUIRED',
    );
    expect((await stateOf(item)).internalReview).toBe('in_review');
    const changes = await answer(reviewer, item, { decision: 'changes', comment: 'Troque a chamada final.' });
    expect(changes.body.item).toEqual({ id: item, state: 'changes', comment: 'Troque a chamada final.' });
    expect((await editor.json('/api/internal-review')).body.items).toEqual([changes.body.item]);

    expect((await submit(editor, item)).body.item).toEqual({ id: item, state: 'in_review', comment: null });
    expect((await answer(reviewer, item, { decision: 'approve' })).body.item.state).toBe('approved');
    expect((await answer(reviewer, item, { decision: 'approve' })).body.error.code).toBe('INTERNAL_REVIEW_NOT_WAITING');

    // An edit after the approval sends it back to the internal review, and the client link refuses it again.
    expect((await editor.json(`/api/content/${item}`, { method: 'PATCH', body: { title: 'Post novo' } })).status).toBe(
      200,
    );
    expect((await stateOf(item)).internalReview).toBe('in_review');
    expect((await sendToClient(owner, [item])).status).toBe(409);

    // The owner may do both sides; once approved, the item goes to the client.
    expect((await answer(owner, item, { decision: 'approve' })).body.item.state).toBe('approved');
    const link = await sendToClient(editor, [item]);
    expect(link.status).toBe(201);

    // Edited once more after it was sent: the client's page shows it as being revised, without its text,
    // and refuses an answer, until the team approves the new text.
    const page = () => t.agent().json(`/api/review/${link.body.token}`);
    expect((await page()).body.items[0]).toMatchObject({ id: item, revising: false, title: 'Post novo' });
    const edited = await editor.json(`/api/content/${item}`, { method: 'PATCH', body: { content: 'Texto revisto' } });
    expect(edited.status).toBe(200);
    const hidden = (await page()).body.items[0];
    expect(hidden).toMatchObject({ id: item, revising: true, content: '', parts: [] });
    expect(JSON.stringify(hidden)).not.toContain('Texto revisto');
    const answerRefused = await t
      .agent()
      .json(`/api/review/${link.body.token}/answers`, { method: 'POST', body: { itemId: item, decision: 'approved' } });
    expect([answerRefused.status, answerRefused.body.error.code]).toEqual([409, 'REVIEW_ITEM_REVISING']);
    expect((await answer(reviewer, item, { decision: 'approve' })).body.item.state).toBe('approved');
    expect((await page()).body.items[0]).toMatchObject({ id: item, revising: false, content: 'Texto revisto' });

    // Who did what: every step of the review is in the client's activity, with the person who took it.
    const activity = await owner.json(`/api/activity?clientId=${clientId}`);
    const steps = (activity.body.entries as ActivityEntry[])
      .filter((e) => e.itemId === item)
      .map(activitySentence)
      .reverse();
    // An edit and its return to the review are logged at the same instant, so their order between them is
    // not fixed: the steps are compared in a stable order of their own.
    expect([...steps].sort()).toEqual(
      [
        'editor enviou “Post da semana” para a revisão interna',
        'reviewer pediu ajustes internos em “Post da semana”',
        'editor enviou “Post da semana” para a revisão interna',
        'reviewer aprovou internamente “Post da semana”',
        'editor editou “Post novo”',
        'editor enviou “Post novo” para a revisão interna',
        'Usuária Teste aprovou internamente “Post novo”',
        'editor enviou “Post novo” para aprovação',
        'editor editou “Post novo”',
        'editor enviou “Post novo” para a revisão interna',
        'reviewer aprovou internamente “Post novo”',
      ].sort(),
    );
    expect(steps.slice(0, 4)).toEqual([
      'editor enviou “Post da semana” para a revisão interna',
      'reviewer pediu ajustes internos em “Post da semana”',
      'editor enviou “Post da semana” para a revisão interna',
      'reviewer aprovou internamente “Post da semana”',
    ]);

    // Adding to the open link: the same rule.
    const add = (items: string[]) =>
      owner.json(`/api/approval/links/${link.body.link.id}/items`, { method: 'POST', body: { items } });
    expect((await add([other])).body.error.code).toBe('INTERNAL_REVIEW_REQUIRED');
    await submit(editor, other);
    await answer(reviewer, other, { decision: 'approve' });
    expect((await add([other])).status).toBe(200);

    // Turned off again: drafts go to the client as before.
    await owner.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: false } });
    const draft = await newItem(owner.userId, clientId, 'Rascunho');
    expect((await sendToClient(owner, [draft])).status).toBe(201);
  });

  it('another workspace cannot see or answer the items; two reviewers answering at once end in one state', async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const first = await member(owner, 'reviewer');
    const second = await member(owner, 'reviewer');
    const item = await newItem(owner.userId, await newClient(owner), 'Disputado');
    await owner.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } });
    await submit(owner, item);

    const stranger = await signUpOnboarded(t, { selectedPlan: 'agency' });
    await stranger.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } });
    expect((await answer(stranger, item, { decision: 'approve' })).status).toBe(404);
    expect((await submit(stranger, item)).status).toBe(404);

    const [a, b] = await Promise.all([
      answer(first, item, { decision: 'approve' }),
      answer(second, item, { decision: 'changes', comment: 'Não gostei.' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expect(loser.body.error.code).toBe('INTERNAL_REVIEW_NOT_WAITING');
    const row = await stateOf(item);
    expect(row.internalReview).toBe(winner.body.item.state);
    expect(row.internalReviewComment).toBe(winner.body.item.comment);
  });
});
