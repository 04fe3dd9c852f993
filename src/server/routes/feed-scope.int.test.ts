/**
 * The calendar feed is one person's: it shows what that person may see in the workspace at the moment it
 * is read (their clients, their role), each member has their own link, and a removed or narrowed member's
 * link follows the membership at once. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  createClient,
  insertClientTask,
  inWorkspace,
  joinTeam,
  signUpAgency,
  type TestUser,
} from '@tests/support/onboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Creates the member's link in the owner's workspace and answers its path. */
async function feedPath(u: TestUser, ws: string): Promise<string> {
  const res = await inWorkspace(u, ws, '/api/calendar/feed', { method: 'POST', body: { includeDates: false } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const url = new URL(res.body.url);
  return url.pathname + url.search;
}

describe('a calendar feed per person, scoped when read', () => {
  let owner: TestUser;
  let clientA: string;
  let clientB: string;
  let itemA: string;
  let itemB: string;

  beforeAll(async () => {
    owner = await signUpAgency(t);
    clientA = await createClient(owner, 'Cliente A');
    clientB = await createClient(owner, 'Cliente B');
    const soon = new Date(Date.now() + 5 * 86_400_000);
    itemA = (await insertClientTask(t, owner.userId, clientA, { title: 'Pauta A', scheduledDate: soon })).id;
    itemB = (await insertClientTask(t, owner.userId, clientB, { title: 'Pauta B', scheduledDate: soon })).id;
  });

  it("an Editor limited to one client gets only that client's items; the Dono's link still shows all", async () => {
    const ownerPath = await feedPath(owner, owner.userId);
    const editor = await joinTeam(t, owner, 'editor', { clientIds: [clientA] });
    const editorPath = await feedPath(editor, owner.userId);

    const editorText = await (await t.request(editorPath)).text();
    expect(editorText).toContain(itemA);
    expect(editorText).not.toContain(itemB);
    expect(editorText).not.toContain('Cliente B');

    // The editor's link did not replace the owner's: both answer, each with its own view.
    const ownerRes = await t.request(ownerPath);
    expect(ownerRes.status).toBe(200);
    const ownerText = await ownerRes.text();
    expect(ownerText).toContain(itemA);
    expect(ownerText).toContain(itemB);
    // Each person reads their own link's state.
    expect((await inWorkspace(editor, owner.userId, '/api/calendar/feed')).body.feed).not.toBeNull();
    const revoked = await inWorkspace(editor, owner.userId, '/api/calendar/feed', { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect((await t.request(editorPath)).status).toBe(404);
    expect((await t.request(ownerPath)).status).toBe(200);
  });

  it('narrowing a member narrows their link at the next fetch; widening is read at once too', async () => {
    const editor = await joinTeam(t, owner, 'editor');
    const path = await feedPath(editor, owner.userId);
    expect(await (await t.request(path)).text()).toContain(itemB);

    const narrowed = await owner.json(`/api/team/members/${editor.userId}`, {
      method: 'PATCH',
      body: { role: 'editor', allClients: false, clientIds: [clientA] },
    });
    expect(narrowed.status).toBe(200);
    const text = await (await t.request(path)).text();
    expect(text).toContain(itemA);
    expect(text).not.toContain(itemB);
  });

  it('a member moved to Revisor (who may hold no link) or removed gets 404 like an unknown link', async () => {
    const demoted = await joinTeam(t, owner, 'editor');
    const demotedPath = await feedPath(demoted, owner.userId);
    const removed = await joinTeam(t, owner, 'editor', { clientIds: [clientA] });
    const removedPath = await feedPath(removed, owner.userId);

    const down = await owner.json(`/api/team/members/${demoted.userId}`, {
      method: 'PATCH',
      body: { role: 'reviewer', allClients: true, clientIds: [] },
    });
    expect(down.status).toBe(200);
    const gone = await owner.json(`/api/team/members/${removed.userId}`, { method: 'DELETE' });
    expect(gone.status).toBe(200);

    for (const path of [demotedPath, removedPath]) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'CALENDAR_FEED_NOT_FOUND' } });
    }
  });
});
