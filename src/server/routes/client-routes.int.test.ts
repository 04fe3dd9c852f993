import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { onboard } from '@tests/support/onboard';
import { agencyClients, agencySubscriptions, tasks } from '../db/schema';
import { upsertAgencySubscription } from '../services/client-service';
import { buildClientExport } from '@shared/client-export';
import { EXPORT_FIXTURE, EXPORT_FIXTURE_DATE } from '@tests/support/client-export-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type AgencyAgent = Agent & { email: string; userId: string };

async function newAgency(name = 'Agência Teste'): Promise<AgencyAgent> {
  const agent = await t.signUpVerified({ selectedPlan: 'agency', name });
  await onboard(agent, { name });
  return agent;
}

async function createClient(agent: Agent, body: Record<string, unknown>) {
  return agent.json('/api/clients', { method: 'POST', body });
}

async function countClients(agencyUserId: string): Promise<number> {
  const [row] = await t.pautei.deps.db
    .select({ n: count() })
    .from(agencyClients)
    .where(eq(agencyClients.agencyUserId, agencyUserId));
  if (!row) throw new Error('row not found');
  return row.n;
}

async function subscriptionOf(agencyUserId: string) {
  return t.pautei.deps.db.query.agencySubscriptions.findFirst({
    where: eq(agencySubscriptions.agencyUserId, agencyUserId),
  });
}

describe('clients API: who may use it', () => {
  it('answers 401 without a session and 403 AGENCY_ONLY to a creator', async () => {
    expect((await t.request('/api/clients')).status).toBe(401);
    const creator = await t.signUpVerified({ selectedPlan: 'creator' });
    await onboard(creator);
    for (const [method, path] of [
      ['GET', '/api/clients'],
      ['POST', '/api/clients'],
      ['PATCH', '/api/clients/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/clients/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/clients/00000000-0000-4000-8000-000000000000/export'],
    ] as const) {
      const res = await creator.json(path, {
        method,
        body: method === 'POST' || method === 'PATCH' ? { name: 'X' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('AGENCY_ONLY');
    }
    expect(await countClients(creator.userId)).toBe(0);
  });
});

describe('clients API: create, list, update, delete', () => {
  let agency: AgencyAgent;
  beforeAll(async () => {
    agency = await newAgency();
  });

  it('creates the agency subscription with the defaults on first need', async () => {
    const list = await agency.json('/api/clients');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ clients: [], quota: { limit: 5, current: 0, remaining: 5, unlimited: false } });
    expect(await subscriptionOf(agency.userId)).toMatchObject({
      planType: 'social',
      clientsLimit: 5,
      currentClients: 0,
      pricePerClient: 0,
      totalMonthlyPrice: 397,
    });
  });

  it('validates the form: name required, e-mail format, niche outros needs the typed text', async () => {
    const noName = await createClient(agency, { name: '   ', email: 'a@b.com' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.code).toBe('CLIENT_NAME_REQUIRED');
    expect(noName.body.error.fields.name).toBe('CLIENT_NAME_REQUIRED');

    const badEmail = await createClient(agency, { name: 'Ana', email: 'sem-arroba' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields.email).toBe('EMAIL_INVALID_FORMAT');

    const outros = await createClient(agency, { name: 'Ana', niche: 'outros', customNiche: '' });
    expect(outros.status).toBe(400);
    expect(outros.body.error.fields.customNiche).toBe('CLIENT_CUSTOM_NICHE_REQUIRED');

    const badNiche = await createClient(agency, { name: 'Ana', niche: 'astrologia' });
    expect(badNiche.status).toBe(400);

    const tooLong = await createClient(agency, { name: 'x'.repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.name).toBe('CLIENT_FIELD_TOO_LONG');

    expect(await countClients(agency.userId)).toBe(0);
    expect((await subscriptionOf(agency.userId))?.currentClients).toBe(0);
  });

  it('creates clients (the typed niche replaces outros), lists them newest first and counts them', async () => {
    const first = await createClient(agency, {
      name: 'Pet Feliz',
      email: 'contato@petfeliz.com',
      phone: '(11) 98765-4321',
      niche: 'outros',
      customNiche: 'Pet shop',
      dailyRoutine: 'Banho e tosa o dia todo',
      notes: 'Postar às 18h',
    });
    expect(first.status).toBe(201);
    expect(first.body.client).toMatchObject({
      name: 'Pet Feliz',
      email: 'contato@petfeliz.com',
      phone: '(11) 98765-4321',
      niche: 'Pet shop',
      dailyRoutine: 'Banho e tosa o dia todo',
      notes: 'Postar às 18h',
      status: 'active',
    });
    expect(first.body.quota).toEqual({ limit: 5, current: 1, remaining: 4, unlimited: false });

    const second = await createClient(agency, { name: 'Academia Forte', niche: 'fitness', email: '' });
    expect(second.status).toBe(201);
    expect(second.body.client).toMatchObject({ name: 'Academia Forte', niche: 'fitness', email: null, phone: null });

    const list = await agency.json('/api/clients');
    expect(list.body.clients.map((c: { name: string }) => c.name)).toEqual(['Academia Forte', 'Pet Feliz']);
    expect(list.body.quota).toEqual({ limit: 5, current: 2, remaining: 3, unlimited: false });
  });

  it('updates a client', async () => {
    const list = await agency.json('/api/clients');
    const pet = list.body.clients.find((c: { name: string }) => c.name === 'Pet Feliz');
    const res = await agency.json(`/api/clients/${pet.id}`, {
      method: 'PATCH',
      body: { name: 'Pet Feliz Centro', niche: 'business', phone: '', notes: 'Nova nota' },
    });
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({
      id: pet.id,
      name: 'Pet Feliz Centro',
      niche: 'business',
      phone: null,
      notes: 'Nova nota',
    });
    const again = await agency.json(`/api/clients/${pet.id}`);
    expect(again.body.client.name).toBe('Pet Feliz Centro');
  });

  it('deletes a client, frees its slot and answers 404 for an unknown id', async () => {
    const list = await agency.json('/api/clients');
    const target = list.body.clients[0];
    const res = await agency.json(`/api/clients/${target.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.quota).toEqual({ limit: 5, current: 1, remaining: 4, unlimited: false });
    const gone = await agency.json(`/api/clients/${target.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('CLIENT_NOT_FOUND');
    expect((await agency.json('/api/clients/not-a-uuid')).status).toBe(404);
    expect((await subscriptionOf(agency.userId))?.currentClients).toBe(1);
  });
});

describe('the client limit', () => {
  it('20 concurrent creates by an agency with 4 clients: exactly 5 clients, counter 5', async () => {
    const agency = await newAgency();
    for (let i = 1; i <= 4; i++) expect((await createClient(agency, { name: `Cliente ${i}` })).status).toBe(201);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createClient(agency, { name: `Concorrente ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.error).toEqual({ code: 'CLIENT_LIMIT_REACHED', params: { n: 5 } });
    }

    expect(await countClients(agency.userId)).toBe(5);
    expect((await subscriptionOf(agency.userId))?.currentClients).toBe(5);
    const list = await agency.json('/api/clients');
    expect(list.body.clients).toHaveLength(5);
    expect(list.body.quota).toEqual({ limit: 5, current: 5, remaining: 0, unlimited: false });

    // After a deletion one slot is free again.
    await agency.json(`/api/clients/${list.body.clients[0].id}`, { method: 'DELETE' });
    expect((await createClient(agency, { name: 'Depois da exclusão' })).status).toBe(201);
    expect((await createClient(agency, { name: 'Além do limite' })).status).toBe(409);
  });

  it('never lets the counter go below 0 when more clients are deleted than were counted', async () => {
    const agency = await newAgency();
    const a = await createClient(agency, { name: 'A' });
    const b = await createClient(agency, { name: 'B' });
    await t.pautei.deps.db
      .update(agencySubscriptions)
      .set({ currentClients: 0 })
      .where(eq(agencySubscriptions.agencyUserId, agency.userId));

    expect((await agency.json(`/api/clients/${a.body.client.id}`, { method: 'DELETE' })).body.quota.current).toBe(0);
    expect((await agency.json(`/api/clients/${b.body.client.id}`, { method: 'DELETE' })).body.quota.current).toBe(0);
    expect((await subscriptionOf(agency.userId))?.currentClients).toBe(0);
    expect(await countClients(agency.userId)).toBe(0);
  });

  it('clients_limit 999 is unlimited; the upsert sets price_per_client 50 and keeps the count', async () => {
    const agency = await newAgency();
    for (let i = 1; i <= 5; i++) await createClient(agency, { name: `C${i}` });
    expect((await createClient(agency, { name: 'Sexto' })).status).toBe(409);

    const sub = await upsertAgencySubscription(t.pautei.deps.db, agency.userId, {
      planType: 'enterprise',
      clientsLimit: 999,
    });
    expect(sub).toMatchObject({ planType: 'enterprise', clientsLimit: 999, currentClients: 5, pricePerClient: 50 });

    const sixth = await createClient(agency, { name: 'Sexto' });
    expect(sixth.status).toBe(201);
    expect(sixth.body.quota).toEqual({ limit: 999, current: 6, remaining: null, unlimited: true });

    // A first upsert (no row yet) creates the social plan with 50 per client.
    const other = await newAgency();
    expect(await upsertAgencySubscription(t.pautei.deps.db, other.userId)).toMatchObject({
      planType: 'social',
      clientsLimit: 5,
      currentClients: 0,
      pricePerClient: 50,
      totalMonthlyPrice: 397,
    });
  });
});

describe('isolation between agencies', () => {
  it("agency B cannot read, change, delete, export or list agency A's clients and content", async () => {
    const a = await newAgency('Agência A');
    const b = await newAgency('Agência B');
    const created = await createClient(a, { name: 'Cliente de A', niche: 'food', notes: 'original' });
    const id = created.body.client.id as string;
    await createClient(b, { name: 'Cliente de B' });
    const [task] = await t.pautei.deps.db
      .insert(tasks)
      .values({ clientId: id, userId: a.userId, title: 'Legenda de A', content: 'texto', type: 'caption' })
      .returning();
    if (!task) throw new Error('task not found');

    const attempts = [
      await b.json(`/api/clients/${id}`),
      await b.json(`/api/clients/${id}`, { method: 'PATCH', body: { name: 'Invadido' } }),
      await b.json(`/api/clients/${id}`, { method: 'DELETE' }),
      await b.json(`/api/clients/${id}/export`),
      await b.json(`/api/clients/${id}/export?format=whatsapp&date=2026-03-10`),
      await b.json(`/api/clients/${id}/content`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('CLIENT_NOT_FOUND');
    }

    // A's client task, through the content API: not found for B either.
    const taskAttempts = [
      await b.json(`/api/content/${task.id}`),
      await b.json(`/api/content/${task.id}/completed`, { method: 'PUT', body: { completed: true } }),
      await b.json(`/api/content/${task.id}`, { method: 'DELETE' }),
    ];
    for (const res of taskAttempts) expect(res.status).toBe(404);
    const contentB = await b.json('/api/content');
    expect(JSON.stringify(contentB.body)).not.toContain(task.id);
    const after = await t.pautei.deps.db.query.tasks.findFirst({ where: eq(tasks.id, task.id) });
    expect(after).toMatchObject({ completed: false, title: 'Legenda de A' });

    const listB = await b.json('/api/clients');
    expect(listB.body.clients.map((c: { name: string }) => c.name)).toEqual(['Cliente de B']);
    expect(listB.body.quota.current).toBe(1);

    // Nothing changed for A.
    const mine = await a.json(`/api/clients/${id}`);
    expect(mine.body.client).toMatchObject({ name: 'Cliente de A', niche: 'food', notes: 'original' });
    expect((await subscriptionOf(a.userId))?.currentClients).toBe(1);
    const [tasksOfA] = await t.pautei.deps.db.select({ n: count() }).from(tasks).where(eq(tasks.clientId, id));
    if (!tasksOfA) throw new Error('tasksOfA not found');
    expect(tasksOfA.n).toBe(1);
    expect((await a.json(`/api/clients/${id}/content`)).body.items).toHaveLength(1);
  });

  it("agency B cannot generate for agency A's client", async ({ skip }) => {
    const a = await newAgency('Agência A2');
    const b = await newAgency('Agência B2');
    const id = (await createClient(a, { name: 'Cliente de A2', niche: 'fitness' })).body.client.id as string;
    const res = await b.json('/api/generate/story', {
      method: 'POST',
      body: { clientId: id, description: 'Bastidores da academia', tone: 'amigavel' },
    });
    // The generation endpoints belong to another issue; until /api/generate/story exists the API answers NOT_FOUND.
    if (res.status === 404 && res.body?.error?.code === 'NOT_FOUND') skip();
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('CLIENT_NOT_FOUND');
    const [n] = await t.pautei.deps.db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.clientId, id)));
    if (!n) throw new Error('n not found');
    expect(n.n).toBe(0);
  });
});

describe('client content and export', () => {
  it('lists newest first, hides expired items and exports the roteiro with and without a date', async () => {
    const agency = await newAgency();
    const clientId = (await createClient(agency, { name: 'Academia Forte', niche: 'fitness' })).body.client
      .id as string;
    const db = t.pautei.deps.db;
    const now = Date.now();
    // Inserted oldest first, so the API order (newest first) is the fixture's reverse.
    for (const [i, item] of EXPORT_FIXTURE.entries()) {
      await db.insert(tasks).values({
        clientId,
        userId: agency.userId,
        type: item.type,
        title: item.title,
        content: item.content,
        parts: item.parts,
        tone: item.tone,
        completed: item.completed,
        status: item.status ?? 'pending',
        scheduledDate: item.scheduledDate ? new Date(item.scheduledDate) : null,
        createdAt: new Date(now - (EXPORT_FIXTURE.length - i) * 60_000),
        expiresAt: i === 0 ? new Date(now + 86_400_000) : null,
      });
    }
    // An expired item is hidden from the list and from the export.
    await db.insert(tasks).values({
      clientId,
      userId: agency.userId,
      type: 'caption',
      title: 'Legenda expirada',
      content: 'não deve aparecer',
      scheduledDate: new Date(`${EXPORT_FIXTURE_DATE}T12:00:00.000Z`),
      createdAt: new Date(now),
      expiresAt: new Date(now - 60_000),
    });

    const content = await agency.json(`/api/clients/${clientId}/content`);
    expect(content.status).toBe(200);
    expect(content.body.items.map((i: { title: string }) => i.title)).toEqual(
      EXPORT_FIXTURE.map((i) => i.title).reverse(),
    );
    expect(
      content.body.items.every(
        (i: { clientName: string; clientId: string }) => i.clientName === 'Academia Forte' && i.clientId === clientId,
      ),
    ).toBe(true);

    const all = await agency.json(`/api/clients/${clientId}/export`);
    expect(all.status).toBe(200);
    const expected = buildClientExport([...EXPORT_FIXTURE].reverse(), { clientName: 'Academia Forte' });
    expect(all.body).toEqual({ text: expected, count: 6 });
    expect(all.body.text).not.toContain('Legenda expirada');
    for (const heading of [
      'ROTEIROS DO DIA (1)',
      'STORIES (1)',
      'LEGENDAS (1)',
      'REELS (1)',
      'CARROSSÉIS (1)',
      'ANÚNCIOS + COPY (1)',
    ]) {
      expect(all.body.text).toContain(heading);
    }

    const day = await agency.json(`/api/clients/${clientId}/export?date=${EXPORT_FIXTURE_DATE}`);
    expect(day.body.count).toBe(3);
    expect(day.body.text).toContain('Data: 10/03/2026');
    expect(day.body.text).toContain('ROTEIROS DO DIA (1)');
    expect(day.body.text).not.toContain('REELS');
    expect(day.body.text).not.toContain('Legenda expirada');

    const wa = await agency.json(`/api/clients/${clientId}/export?date=${EXPORT_FIXTURE_DATE}&format=whatsapp`);
    expect(wa.body.text).toBe(
      buildClientExport([...EXPORT_FIXTURE].reverse(), {
        clientName: 'Academia Forte',
        date: EXPORT_FIXTURE_DATE,
        format: 'whatsapp',
      }),
    );
    expect(wa.body.text.startsWith('📋 *Roteiro de Conteúdo — Academia Forte*')).toBe(true);

    const bad = await agency.json(`/api/clients/${clientId}/export?date=10-03-2026`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('DATE_INVALID');
  });
});
