/**
 * One rule for "aguardando" on every item: an item in an open, unexpired link waits; one left only on
 * expired or revoked links needs a new send — on its own card (the content list and the item) exactly as
 * in the dashboard counts. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { onboard } from '@tests/support/onboard';
import { tasks } from '@server/db/schema';
import type { ContentItem } from '@shared/content-item';
import type { CreatedReviewLink } from '@shared/schemas/approval';

let t: TestApp;
type User = Agent & { userId: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setUp() {
  const agency: User = await t.signUpVerified({ selectedPlan: 'agency', name: 'Agência Sol' });
  await onboard(agency, { name: 'Agência Sol' });
  const client = await agency.json('/api/clients', { method: 'POST', body: { name: 'Padaria' } });
  const clientId = (client.body.client?.id ?? client.body.id) as string;
  const [row] = await t.pautei.deps.db
    .insert(tasks)
    .values({ userId: agency.userId, clientId, title: 'Pão de queijo', content: 'Quentinho', type: 'caption' })
    .returning();
  return { agency, id: row!.id };
}

const send = async (agency: User, id: string, expiresInDays = 7) => {
  const res = await agency.json<CreatedReviewLink>('/api/approval/links', {
    method: 'POST',
    body: { items: [id], expiresInDays },
  });
  expect(res.status).toBe(201);
  return res.body;
};

/** The item as its card reads it (the list) and as its detail reads it, and the dashboard's counts. */
async function seen(agency: User, id: string) {
  const list = await agency.json<{ items: ContentItem[] }>('/api/content?limit=50');
  const card = list.body.items.find((i) => i.id === id)!;
  const one = (await agency.json<ContentItem>(`/api/content/${id}`)).body;
  const counts = (await agency.json<{ pending: number; needsResend: number }>('/api/approval/counts')).body;
  return {
    card: [card.approvalState, card.approvalNeedsResend ?? false],
    detail: [one.approvalState, one.approvalNeedsResend ?? false],
    counts: [counts.pending, counts.needsResend],
  };
}

describe('the "aguardando" badge of an item', () => {
  it('waits on an open link, needs a new send once it is revoked, and waits again when sent again', async () => {
    const { agency, id } = await setUp();
    expect((await seen(agency, id)).card).toEqual(['none', false]);
    const link = await send(agency, id);
    expect(await seen(agency, id)).toEqual({
      card: ['pending', false],
      detail: ['pending', false],
      counts: [1, 0],
    });
    await agency.json(`/api/approval/links/${link.link.id}/revoke`, { method: 'POST', body: {} });
    expect(await seen(agency, id)).toEqual({
      card: ['pending', true],
      detail: ['pending', true],
      counts: [0, 1],
    });
    await send(agency, id);
    expect((await seen(agency, id)).card).toEqual(['pending', false]);
  });

  it('needs a new send once its only link expired', async () => {
    const { agency, id } = await setUp();
    await send(agency, id, 1);
    expect((await seen(agency, id)).card).toEqual(['pending', false]);
    t.clock.advance(2 * 86_400_000);
    expect(await seen(agency, id)).toEqual({
      card: ['pending', true],
      detail: ['pending', true],
      counts: [0, 1],
    });
  });
});
