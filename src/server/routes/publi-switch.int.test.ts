/** The "É publicidade?" switch of a saved item: PUT /api/content/:id/publi. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboard } from '@tests/support/onboard';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { PUBLI_HEADLINE } from '@shared/claims/publi';
import type { ContentItem } from '@shared/content-item';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function creator(): Promise<Agent> {
  const a = await t.signUpVerified();
  await onboard(a, { niche: 'beauty' });
  return a;
}

async function generate(a: Agent, kind: string, body: Record<string, unknown>): Promise<ContentItem> {
  const res = await a.json<{ item: ContentItem }>(`/api/generate/${kind}`, { method: 'POST', body });
  expect(res.status).toBe(200);
  return res.body.item;
}

const setPubli = (a: Agent, id: string, isAd: boolean) =>
  a.json<ContentItem & { error: { code: string } }>(`/api/content/${id}/publi`, { method: 'PUT', body: { isAd } });

describe('the publi switch of a saved item', () => {
  it('on: marks the item and puts the label at the start as a new version; off: keeps the text', async () => {
    const a = await creator();
    const item = await generate(a, 'caption', { description: 'Hidratante novo da marca parceira' });
    expect(item.options.isAd).toBeUndefined();

    const on = await setPubli(a, item.id, true);
    expect(on.status).toBe(200);
    expect(on.body.options.isAd).toBe(1);
    expect(on.body.content.startsWith(`${PUBLI_HEADLINE}\n`)).toBe(true);
    const versions = await a.json<{ versions: unknown[] }>(`/api/content/${item.id}/versions`);
    expect(versions.body.versions).toHaveLength(2);

    // Switching on again changes nothing more.
    const again = await setPubli(a, item.id, true);
    expect(again.body.content).toBe(on.body.content);

    const off = await setPubli(a, item.id, false);
    expect(off.status).toBe(200);
    expect(off.body.options.isAd).toBeUndefined();
    expect(off.body.content).toBe(on.body.content);
  });

  it('is refused for kinds without the switch and for someone else’s item', async () => {
    const a = await creator();
    const b = await creator();
    const script = await generate(a, 'daily_script', { routine: 'Treino às 7h e atendimento à tarde' });
    const refused = await setPubli(a, script.id, true);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('PUBLI_NOT_AVAILABLE');

    const caption = await generate(a, 'caption', { description: 'Legenda do produto' });
    expect((await setPubli(b, caption.id, true)).status).toBe(404);
    const stored = await a.json<ContentItem>(`/api/content/${caption.id}`);
    expect(stored.body.options.isAd).toBeUndefined();
    expect((await a.json(`/api/content/${caption.id}/publi`, { method: 'PUT', body: { isAd: 'sim' } })).status).toBe(
      400,
    );
  });
});
