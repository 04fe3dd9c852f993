/**
 * Approvals that stay true: rewriting one part of a daily script is an edit like a whole one, so an item
 * the client asked to change waits for the client again (with its timeline event), while a done tick alone
 * changes nothing; an item left on an expired or revoked link waits for nobody, so it is counted as needing
 * a new send, not as "aguardando". Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalEvents, tasks } from '../db/schema';
import type { TaskPart } from '../db/schema/content';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { insertTask, signUpOnboarded, type TestUser } from '@tests/support/onboard';

let t: TestApp;
let creator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  creator = await signUpOnboarded(t);
});
afterAll(async () => {
  await t?.close();
});

const scriptJson = JSON.stringify({
  title: 'Rotina',
  daily_hook: 'Bom dia!',
  parts: [
    { time: '07:00', content: 'Café da manhã' },
    { time: '12:00', content: 'Alongamento' },
  ],
  daily_cta: 'Comente',
});
const parts = (): TaskPart[] => [
  { id: 'p1', time: '07:00', content: 'Café da manhã', completed: false },
  { id: 'p2', time: '12:00', content: 'Alongamento', completed: false },
];

/** A daily script sent to the client, who asked for a change. */
async function scriptWithChangesAsked() {
  const row = await insertTask(t, creator.userId, { type: 'daily_script', content: scriptJson, parts: parts() });
  const link = await creator.json('/api/approval/links', { method: 'POST', body: { items: [row.id] } });
  expect(link.status).toBe(201);
  const answered = await t.agent().json(`/api/review/${link.body.token}/answers`, {
    method: 'POST',
    body: { itemId: row.id, decision: 'changes_requested', comment: 'Troque o almoço' },
  });
  expect(answered.status).toBe(200);
  return row.id;
}

const stateOf = async (id: string) =>
  (await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, id)))[0]!.approvalState;
const ownerEvents = (id: string) =>
  t.pautei.deps.db
    .select()
    .from(approvalEvents)
    .where(and(eq(approvalEvents.taskId, id), eq(approvalEvents.actor, 'owner')));

describe('editing one part of a daily script', () => {
  it('reopens the client approval like a whole edit, and records it once', async () => {
    const id = await scriptWithChangesAsked();
    expect(await stateOf(id)).toBe('changes_requested');
    const rewritten = parts().map((p) => (p.id === 'p2' ? { ...p, content: 'Almoço leve' } : p));
    const res = await creator.json(`/api/content/${id}/parts`, { method: 'PUT', body: { parts: rewritten } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.approvalState).toBe('pending');
    expect(await stateOf(id)).toBe('pending');
    expect(await ownerEvents(id)).toHaveLength(1);
    expect((await creator.json('/api/approval/counts')).body).toMatchObject({ changesRequested: 0 });
  });

  it('a done tick alone is no edit: the client’s request for a change stands', async () => {
    const id = await scriptWithChangesAsked();
    const ticked = parts().map((p) => (p.id === 'p1' ? { ...p, completed: true } : p));
    const res = await creator.json(`/api/content/${id}/parts`, { method: 'PUT', body: { parts: ticked } });
    expect(res.status).toBe(200);
    expect(await stateOf(id)).toBe('changes_requested');
    expect(await ownerEvents(id)).toHaveLength(0);
  });
});

describe('items on expired or revoked links', () => {
  it('count as needing a new send, not as waiting, on the dashboard and the client summary', async () => {
    const user = await signUpOnboarded(t);
    const revokedItem = (await insertTask(t, user.userId, { title: 'No link revogado' })).id;
    const expiringItem = (await insertTask(t, user.userId, { title: 'No link que expira' })).id;
    const revoked = await user.json('/api/approval/links', { method: 'POST', body: { items: [revokedItem] } });
    const expiring = await user.json('/api/approval/links', {
      method: 'POST',
      body: { items: [expiringItem], expiresInDays: 1 },
    });
    expect([revoked.status, expiring.status]).toEqual([201, 201]);
    expect((await user.json('/api/approval/counts')).body).toEqual({ pending: 2, changesRequested: 0, needsResend: 0 });

    expect((await user.json(`/api/approval/links/${revoked.body.link.id}/revoke`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await user.json('/api/approval/counts')).body).toEqual({ pending: 1, changesRequested: 0, needsResend: 1 });

    t.clock.advance(2 * 86_400_000);
    try {
      expect((await user.json('/api/approval/counts')).body).toEqual({
        pending: 0,
        changesRequested: 0,
        needsResend: 2,
      });
      const [own] = (await user.json('/api/approval/clients?period=all')).body.clients;
      expect(own).toMatchObject({ pending: 0, needsResend: 2 });
      // Sent again, the item waits once more.
      const again = await user.json('/api/approval/links', { method: 'POST', body: { items: [revokedItem] } });
      expect(again.status).toBe(201);
      expect((await user.json('/api/approval/counts')).body).toEqual({
        pending: 1,
        changesRequested: 0,
        needsResend: 1,
      });
    } finally {
      t.clock.reset();
    }
  });
});

describe('open rounds on the Aprovações page', () => {
  it('come longest waiting first', async () => {
    const user = await signUpOnboarded(t);
    const first = (await insertTask(t, user.userId, { title: 'Enviado antes' })).id;
    const second = (await insertTask(t, user.userId, { title: 'Enviado depois' })).id;
    const older = await user.json('/api/approval/links', { method: 'POST', body: { items: [first] } });
    t.clock.advance(3_600_000);
    try {
      const newer = await user.json('/api/approval/links', { method: 'POST', body: { items: [second] } });
      const links = (await user.json('/api/approval/links')).body.links as Array<{ id: string; status: string }>;
      expect(links.filter((l) => l.status === 'open').map((l) => l.id)).toEqual([
        older.body.link.id,
        newer.body.link.id,
      ]);
    } finally {
      t.clock.reset();
    }
  });
});
