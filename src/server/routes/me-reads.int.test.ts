/**
 * What `GET /api/me` costs the database. Every page load and the access gate's check every minute call it,
 * so its reads are counted here: a regression that adds a round trip fails this test instead of showing up
 * only in the benchmark. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { countingQueries as countQueries } from '@tests/support/count-queries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceMembers } from '../db/schema';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { joinTeam, signUpAgency, signUpOnboarded } from '@tests/support/onboard';
import { WORKSPACE_HEADER } from '@shared/team';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const countingQueries = (work: () => Promise<unknown>) => countQueries(t.pautei.deps.db, work);

describe('GET /api/me', () => {
  it("reads a creator's session, profile and workspaces in one query", async () => {
    const creator = await signUpOnboarded(t);
    let res: Response | undefined;
    const sent = await countingQueries(async () => {
      res = await creator.request('/api/me');
    });
    expect(res?.status).toBe(200);
    const me = await res!.json();
    expect(me.workspaces).toEqual([{ id: creator.userId, role: 'owner', name: 'Usuária Teste', own: true }]);
    expect(me.workspace).toMatchObject({ id: creator.userId, own: true, role: 'owner' });
    expect(sent).toHaveLength(1);
  });

  it("reads a member's team once more, for the membership in the workspace they name", async () => {
    const owner = await signUpAgency(t);
    const editor = await joinTeam(t, owner, 'editor', { name: 'Edi' });
    let res: Response | undefined;
    const sent = await countingQueries(async () => {
      res = await editor.request('/api/me', { headers: { [WORKSPACE_HEADER]: owner.userId } });
    });
    expect(res?.status).toBe(200);
    const me = await res!.json();
    expect(me.workspace).toMatchObject({ id: owner.userId, own: false, role: 'editor' });
    expect(me.workspaces.map((w: { id: string }) => w.id)).toEqual([owner.userId]);
    expect(sent).toHaveLength(2);
  });

  it('shows a team joined a moment ago at the next call (nothing is kept between requests)', async () => {
    const owner = await signUpAgency(t);
    const creator = await signUpOnboarded(t);
    expect((await creator.json('/api/me')).body.workspaces).toHaveLength(1);
    await t.pautei.deps.db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.userId, userId: creator.userId, role: 'reviewer' });
    const after = (await creator.json('/api/me')).body.workspaces;
    expect(after.map((w: { id: string; own: boolean; role: string }) => [w.id, w.own, w.role])).toEqual([
      [creator.userId, true, 'owner'],
      [owner.userId, false, 'reviewer'],
    ]);
  });
});
