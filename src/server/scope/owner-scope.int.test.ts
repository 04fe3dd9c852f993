/**
 * The owner scope is the one ownership filter of the services: each workspace reads only its own rows,
 * and a scope limited to some clients (the coming team members) sees only those clients' rows, through
 * the same services, without any change to them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { onboard } from '@tests/support/onboard';
import { agencyClients, tasks } from '../db/schema';
import type { Database } from '../db/client';
import { getCalendarTray } from '../services/calendar-service';
import { getClient, listClients } from '../services/client-service';
import { getContent, listContent, updateContent } from '../services/content-service';
import { getDashboardStats } from '../services/insights-service';
import { getVoice } from '../services/voice-service';
import { contentListQuerySchema } from '@shared/schemas/content';
import { findScopedClient, ownerScopeOf, resolveOwnerScope, type OwnerScope } from './owner-scope';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.pautei.deps.db;
});
afterAll(() => t.close());

const listAll = contentListQuerySchema.parse({});

async function newAccount(plan: 'creator' | 'agency') {
  const agent = await t.signUpVerified({ selectedPlan: plan });
  await onboard(agent);
  return agent.userId;
}

async function addClient(agencyUserId: string, name: string) {
  const [row] = await db.insert(agencyClients).values({ agencyUserId, name, niche: 'fitness' }).returning();
  return row!;
}

async function addClientItem(agencyUserId: string, clientId: string, title: string) {
  const [row] = await db
    .insert(tasks)
    .values({ userId: agencyUserId, clientId, title, content: `Texto de ${title}`, type: 'caption' })
    .returning();
  return row!;
}

async function addOwnItem(userId: string, title: string) {
  const [row] = await db
    .insert(tasks)
    .values({ userId, title, content: `Texto de ${title}`, type: 'caption' })
    .returning();
  return row!;
}

describe('owner scope', () => {
  it('is today the signed-in account itself: its own workspace, as owner, with every client', async () => {
    const scope = await resolveOwnerScope(db, { id: 'user-1' }, { subscriptionType: 'agency' });
    expect(scope).toEqual({
      workspaceId: 'user-1',
      actorUserId: 'user-1',
      agency: true,
      role: 'owner',
      clients: 'all',
    });
    expect((await resolveOwnerScope(db, { id: 'user-2' }, { subscriptionType: 'creator' })).agency).toBe(false);
  });

  it("keeps each creator to their own items: another creator's item is not found and stays unchanged", async () => {
    const ana = ownerScopeOf(await newAccount('creator'), false);
    const bia = ownerScopeOf(await newAccount('creator'), false);
    const anas = await addOwnItem(ana.workspaceId, 'Item da Ana');
    await addOwnItem(bia.workspaceId, 'Item da Bia');

    const seen = await listContent(db, bia, listAll, new Date());
    expect(seen.items.map((i) => i.title)).toEqual(['Item da Bia']);
    await expect(getContent(db, bia, anas.id)).rejects.toMatchObject({ status: 404, code: 'CONTENT_NOT_FOUND' });
    await expect(updateContent(db, bia, anas.id, { title: 'Tomado' }, new Date())).rejects.toMatchObject({
      status: 404,
    });
    expect((await getContent(db, ana, anas.id)).title).toBe('Item da Ana');
    expect((await getDashboardStats(db, bia)).total).toBe(1);
  });

  it('keeps each agency to its own clients and their items', async () => {
    const one = ownerScopeOf(await newAccount('agency'), true);
    const two = ownerScopeOf(await newAccount('agency'), true);
    const client = await addClient(one.workspaceId, 'Cliente da Um');
    const item = await addClientItem(one.workspaceId, client.id, 'Post da Um');

    expect(await findScopedClient(db, two, client.id)).toBeUndefined();
    expect((await listClients(db, two)).clients).toEqual([]);
    await expect(getClient(db, two, client.id)).rejects.toMatchObject({ status: 404, code: 'CLIENT_NOT_FOUND' });
    await expect(getContent(db, two, item.id)).rejects.toMatchObject({ status: 404 });
    await expect(getVoice(db, two, client.id)).rejects.toMatchObject({ status: 404, code: 'VOICE_NOT_FOUND' });
    expect((await listContent(db, two, listAll, new Date())).items).toEqual([]);
    expect((await getDashboardStats(db, two)).total).toBe(0);
    // The owner itself sees both.
    expect((await findScopedClient(db, one, client.id))?.name).toBe('Cliente da Um');
    expect((await getContent(db, one, item.id)).clientName).toBe('Cliente da Um');
  });

  it('limits a scope restricted to some clients in every service, with no change to the services', async () => {
    const agencyId = await newAccount('agency');
    const assigned = await addClient(agencyId, 'Cliente atribuído');
    const other = await addClient(agencyId, 'Outro cliente');
    await addClientItem(agencyId, assigned.id, 'Post atribuído');
    const hidden = await addClientItem(agencyId, other.id, 'Post de outro cliente');
    const whole = ownerScopeOf(agencyId, true);
    const editor: OwnerScope = { ...whole, actorUserId: 'editor-1', role: 'editor', clients: { only: [assigned.id] } };
    const nobody: OwnerScope = { ...editor, clients: { only: [] } };

    expect((await listContent(db, whole, listAll, new Date())).items).toHaveLength(2);
    expect((await listContent(db, editor, listAll, new Date())).items.map((i) => i.title)).toEqual(['Post atribuído']);
    expect((await listContent(db, nobody, listAll, new Date())).items).toEqual([]);
    await expect(getContent(db, editor, hidden.id)).rejects.toMatchObject({ status: 404 });
    expect((await listClients(db, editor)).clients.map((c) => c.name)).toEqual(['Cliente atribuído']);
    expect(await findScopedClient(db, editor, other.id)).toBeUndefined();
    expect((await getDashboardStats(db, whole)).total).toBe(2);
    expect((await getDashboardStats(db, editor)).total).toBe(1);
    expect((await getCalendarTray(db, editor, { now: new Date() })).items.map((i) => i.title)).toEqual([
      'Post atribuído',
    ]);
  });
});
