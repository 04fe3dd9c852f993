/**
 * The posting plan on each client's card: scheduled, overdue, published this month and the next time,
 * per client, read in one query for the whole list, within the caller's workspace only. Runs on PGlite
 * and on PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientPublicationSummaries } from '../services/publication-service';
import { ownerScopeOf } from '../scope/owner-scope';
import { countingQueries } from '@tests/support/count-queries';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createClient, insertClientTask, signUpOnboarded } from '@tests/support/onboard';
import { formatLocalDateTime } from '@shared/local-date-time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2027-03-15T15:00:00Z') });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => t.clock.reset());

const HOUR = 3_600_000;

describe('GET /api/publication/clients', () => {
  it("counts each client's scheduled, overdue and published-this-month items, with the next time", async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const padaria = await createClient(owner, 'Padaria');
    const academia = await createClient(owner, 'Academia');
    const quiet = await createClient(owner, 'Sem agenda');
    const approved = (clientId: string, title: string) =>
      insertClientTask(t, owner.userId, clientId, { title, approvalState: 'approved', createdBy: owner.userId });
    const schedule = async (id: string, hours: number) => {
      const at = formatLocalDateTime(new Date(t.clock.now.getTime() + hours * HOUR));
      const res = await owner.json(`/api/publication/items/${id}/schedule`, { method: 'PUT', body: { publishAt: at } });
      expect(res.status).toBe(200);
    };

    const soon = await approved(padaria, 'Pão de queijo');
    const later = await approved(padaria, 'Bolo de fubá');
    const missed = await approved(padaria, 'Promoção');
    const posted = await approved(padaria, 'Fornada');
    await schedule(soon.id, 5);
    await schedule(later.id, 30);
    await schedule(missed.id, 1);
    await schedule(posted.id, 1);
    const posting = await owner.json(`/api/publication/items/${posted.id}/published`, {
      method: 'PUT',
      body: { channel: 'instagram_feed' },
    });
    expect(posting.status).toBe(200);
    // Published last month: not this month's count.
    const old = await approved(academia, 'Treino');
    await owner.json(`/api/publication/items/${old.id}/published`, {
      method: 'PUT',
      body: { channel: 'tiktok', publishedAt: '2027-02-20T10:00' },
    });
    const academiaNext = await approved(academia, 'Alongamento');
    await schedule(academiaNext.id, 8);

    // Three hours on: "Promoção" is overdue.
    t.clock.set(new Date(t.clock.now.getTime() + 3 * HOUR));
    const res = await owner.json('/api/publication/clients');
    expect(res.status).toBe(200);
    const byClient = new Map((res.body.clients as { clientId: string }[]).map((c) => [c.clientId, c] as const));
    expect(byClient.get(padaria)).toEqual({
      clientId: padaria,
      scheduled: 2,
      overdue: 1,
      publishedThisMonth: 1,
      nextPublishAt: new Date(new Date('2027-03-15T15:00:00Z').getTime() + 5 * HOUR).toISOString(),
    });
    expect(byClient.get(academia)).toMatchObject({ scheduled: 1, overdue: 0, publishedThisMonth: 0 });
    expect(byClient.has(quiet)).toBe(false);

    // Another workspace sees none of it.
    const stranger = await signUpOnboarded(t, { selectedPlan: 'agency' });
    expect((await stranger.json('/api/publication/clients')).body).toEqual({ clients: [] });
    const refused = await t.agent().json('/api/publication/clients');
    expect(refused.status).toBe(401);

    // One query for the whole list.
    const sent = await countingQueries(t.pautei.deps.db, () =>
      clientPublicationSummaries(t.pautei.deps.db, ownerScopeOf(owner.userId, true), t.clock.now),
    );
    expect(sent).toHaveLength(1);
  });
});
