/**
 * The Revisor's dashboard leads with what waits for her review: `GET /api/internal-review/waiting` counts
 * the items in the team's internal review through the member's scope (a Revisor of one client never sees
 * another's), lists the longest waiting by name, and answers null to roles whose dashboard does not lead
 * with review (Editor, Dono). Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { createClient, insertClientTask, joinTeam, signUpOnboarded } from '@tests/support/onboard';
import { REVIEW_WAITING_LISTED, type ReviewWaiting } from '@shared/schemas/internal-review';
import { WORKSPACE_HEADER } from '@shared/team';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const waitingOf = async (who: Agent, workspaceId: string) => {
  const res = await who.json<{ waiting: ReviewWaiting }>('/api/internal-review/waiting', {
    headers: { [WORKSPACE_HEADER]: workspaceId },
  });
  expect(res.status).toBe(200);
  return res.body.waiting;
};

async function inReview(owner: User, clientId: string, title: string): Promise<string> {
  const id = (await insertClientTask(t, owner.userId, clientId, { title })).id;
  const res = await owner.json(`/api/internal-review/items/${id}/submit`, { method: 'POST' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

describe('what waits for the Revisor', () => {
  it('a Revisor limited to one client counts and sees only that client’s waiting items', async () => {
    const owner: User = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const academia = await createClient(owner, 'Academia Sol');
    const padaria = await createClient(owner, 'Padaria Pão');
    expect((await owner.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } })).status).toBe(
      200,
    );
    const reviewer: User = await joinTeam(t, owner, 'reviewer', { name: 'Rita Revisora', clientIds: [academia] });
    const fullReviewer: User = await joinTeam(t, owner, 'reviewer', { name: 'Rui Revisor' });
    const editor: User = await joinTeam(t, owner, 'editor', { name: 'Edu Editor' });

    expect(await waitingOf(reviewer, owner.userId)).toEqual({ count: 0, items: [] });

    const treino = await inReview(owner, academia, 'Treino de pernas');
    await inReview(owner, padaria, 'Pão de queijo');
    // A draft of her client and an approved item wait for nobody.
    await insertClientTask(t, owner.userId, academia, { title: 'Rascunho' });
    const approved = await inReview(owner, academia, 'Já aprovado');
    expect(
      (
        await fullReviewer.json(`/api/internal-review/items/${approved}/answer`, {
          method: 'POST',
          body: { decision: 'approve' },
          headers: { [WORKSPACE_HEADER]: owner.userId },
        })
      ).status,
    ).toBe(200);

    const hers = await waitingOf(reviewer, owner.userId);
    expect(hers).toEqual({
      count: 1,
      items: [
        { id: treino, type: 'caption', title: 'Treino de pernas', clientId: academia, clientName: 'Academia Sol' },
      ],
    });
    // A Revisor of every client sees both.
    const all = await waitingOf(fullReviewer, owner.userId);
    expect(all?.count).toBe(2);
    expect(all?.items.map((i) => i.clientName).sort()).toEqual(['Academia Sol', 'Padaria Pão']);

    // An Editor's and the Dono's dashboards do not lead with the review: no card.
    expect(await waitingOf(editor, owner.userId)).toBeNull();
    expect(await waitingOf(owner, owner.userId)).toBeNull();
  });

  it('counts every waiting item but names only the first few', async () => {
    const owner: User = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const clientId = await createClient(owner, 'Floricultura');
    await owner.json('/api/internal-review/setting', { method: 'PUT', body: { enabled: true } });
    const reviewer: User = await joinTeam(t, owner, 'reviewer');
    for (let i = 0; i < REVIEW_WAITING_LISTED + 2; i++) await inReview(owner, clientId, `Buquê ${i + 1}`);
    const waiting = await waitingOf(reviewer, owner.userId);
    expect(waiting?.count).toBe(REVIEW_WAITING_LISTED + 2);
    expect(waiting?.items).toHaveLength(REVIEW_WAITING_LISTED);
  });
});
