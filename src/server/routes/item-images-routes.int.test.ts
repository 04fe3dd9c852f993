/**
 * An item's rendered images through the API, on a real database (PGlite; PostgreSQL with
 * TEST_DATABASE_URL): sizes and format, the brand colour and the publi label at known pixels, the cache,
 * the claims asked about before drawing, edits drawing only what changed, the ZIP, the owner scope and
 * roles on every route, and the review page serving only its link's images.
 */
import { unzipSync } from 'fflate';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, inWorkspace, insertClientTask, joinTeam, signUpOnboarded } from '@tests/support/onboard';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { BAKERY_SLIDES, carouselContent } from '@tests/support/carousel-content';
import { publiRegion } from '../render/templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 240_000);
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const KIT = {
  colors: { background: '#0B3D91', text: '#FFFFFF', accent: '#FFB703' },
  fontPair: 'moderna',
  handle: 'sol',
};

interface Img {
  position: number;
  hash: string;
  width: number;
  height: number;
  alt: string;
  url: string;
  template: string;
}

async function setup() {
  const owner = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Agência Sol' })) as User;
  const clientId = await createClient(owner, 'Padaria Pão Quente');
  const kit = await owner.json(`/api/clients/${clientId}/brand-kit`, { method: 'PUT', body: KIT });
  expect(kit.status).toBe(200);
  return { owner, clientId };
}

async function bytesOf(who: Agent, url: string, init: RequestInit = {}) {
  const res = await who.request(url, init);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

function pixel(img: { data: Uint8Array; width: number }, x: number, y: number): [number, number, number] {
  const i = (y * img.width + x) * 4;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
}

function near(actual: [number, number, number], hex: string, tolerance = 16) {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  actual.forEach((v, i) => expect(Math.abs(v - want[i]!), `${actual} vs ${hex}`).toBeLessThanOrEqual(tolerance));
}

describe('rendered images of an item', () => {
  it('draws a carousel in the client kit, with the label when paid, and serves the cache the second time', async () => {
    const { owner, clientId } = await setup();
    const item = await insertClientTask(t, owner.userId, clientId, {
      type: 'carousel',
      title: 'Dicas de pão',
      content: carouselContent(BAKERY_SLIDES),
    });
    const first = await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ rendered: true, drawn: 3, cached: 0 });
    const images = first.body.images as Img[];
    expect(images.map((i) => i.template)).toEqual(['capa', 'passo', 'cta']);
    expect(images.map((i) => i.alt)).toEqual([
      'Slide 1 de 3: Pão em casa',
      'Slide 2 de 3: Os ingredientes',
      'Slide 3 de 3: Siga a padaria',
    ]);

    const { res, bytes } = await bytesOf(owner, images[0]!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('etag')).toBe(`"${images[0]!.hash}"`);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const decoded = jpeg.decode(bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([1080, 1350]);
    near(pixel(decoded, 40, 700), KIT.colors.background);
    const r = publiRegion('capa');
    // No label yet: the label's place is the background.
    near(pixel(decoded, r.x + 8, r.y + r.height / 2), KIT.colors.background);

    const again = await owner.request(images[0]!.url, { headers: { 'If-None-Match': `"${images[0]!.hash}"` } });
    expect(again.status).toBe(304);

    const second = await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: {} });
    expect(second.body).toMatchObject({ rendered: true, drawn: 0, cached: 3 });
    expect((second.body.images as Img[]).map((i) => i.hash)).toEqual(images.map((i) => i.hash));

    // "É publicidade?" on: the images are drawn again with the label on slide 1 only.
    const publi = await owner.json(`/api/content/${item.id}/publi`, { method: 'PUT', body: { isAd: true } });
    expect(publi.status).toBe(200);
    const listed = await owner.json(`/api/content/${item.id}/images`);
    const paid = listed.body.images as Img[];
    expect(paid[0]!.hash).not.toBe(images[0]!.hash);
    const labelled = jpeg.decode((await bytesOf(owner, paid[0]!.url)).bytes, { useTArray: true });
    near(pixel(labelled, r.x + 8, r.y + r.height / 2), KIT.colors.text);
    const second2 = jpeg.decode((await bytesOf(owner, paid[1]!.url)).bytes, { useTArray: true });
    near(pixel(second2, r.x + 8, r.y + r.height / 2), KIT.colors.background);
  }, 180_000);

  it('draws story frames from each part of a daily script, every one labelled when paid', async () => {
    const { owner, clientId } = await setup();
    const item = await insertClientTask(t, owner.userId, clientId, {
      type: 'daily_script',
      title: 'Roteiro',
      content: '{}',
      options: { isAd: 1 },
      parts: [
        { id: 'a', time: '08:00', content: 'Bom dia! Olha o pão saindo do forno.', completed: false },
        {
          id: 'b',
          time: '12:00',
          content: 'Hora do almoço: sanduíche no pão de fermentação natural.',
          completed: false,
        },
      ],
    });
    const res = await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: {} });
    expect(res.status).toBe(200);
    const images = res.body.images as Img[];
    expect(images.map((i) => i.alt)).toEqual(['Story 1 de 2: 08:00', 'Story 2 de 2: 12:00']);
    const r = publiRegion('story');
    for (const img of images) {
      const decoded = jpeg.decode((await bytesOf(owner, img.url)).bytes, { useTArray: true });
      expect([decoded.width, decoded.height]).toEqual([1080, 1920]);
      near(pixel(decoded, r.x + 8, r.y + r.height / 2), KIT.colors.text);
    }
  }, 180_000);

  it('asks before drawing a risky claim and draws after the confirmation', async () => {
    const { owner, clientId } = await setup();
    const item = await insertClientTask(t, owner.userId, clientId, {
      type: 'carousel',
      content: carouselContent([{ title: 'Verão', content: 'Conheça a fórmula milagrosa do verão.' }], ''),
    });
    const asked = await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: {} });
    expect(asked.status).toBe(200);
    expect(asked.body.rendered).toBe(false);
    expect(asked.body.findings.map((f: { code: string }) => f.code)).toContain('CLAIM_HEALTH_MIRACLE');
    expect((await owner.json(`/api/content/${item.id}/images`)).body.images).toEqual([]);
    const confirmed = await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: { confirm: true } });
    expect(confirmed.body).toMatchObject({ rendered: true });
    expect(confirmed.body.images).toHaveLength(1);
  }, 120_000);

  it('keeps the template a user chose, and an edit draws again only the slides that changed', async () => {
    const { owner, clientId } = await setup();
    const item = await insertClientTask(t, owner.userId, clientId, {
      type: 'carousel',
      content: carouselContent(BAKERY_SLIDES),
    });
    const chosen = await owner.json(`/api/content/${item.id}/images`, {
      method: 'POST',
      body: { templates: [null, 'citacao', null] },
    });
    expect((chosen.body.images as Img[]).map((i) => i.template)).toEqual(['capa', 'citacao', 'cta']);
    const bad = await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: { templates: ['quadro'] } });
    expect(bad.status).toBe(400);

    const edited = BAKERY_SLIDES.map((s, i) => (i === 1 ? { ...s, title: 'O que você precisa' } : s));
    const patch = await owner.json(`/api/content/${item.id}`, {
      method: 'PATCH',
      body: { content: carouselContent(edited) },
    });
    expect(patch.status).toBe(200);
    const after = (await owner.json(`/api/content/${item.id}/images`)).body;
    const before = chosen.body.images as Img[];
    const now = after.images as Img[];
    expect(now.map((i) => i.template)).toEqual(['capa', 'citacao', 'cta']);
    expect(now[0]!.hash).toBe(before[0]!.hash);
    expect(now[1]!.hash).not.toBe(before[1]!.hash);
    expect(now[2]!.hash).toBe(before[2]!.hash);
    expect(after.outdated).toEqual({ content: false, kit: false });

    // A new kit does not redraw anything by itself: the images say they are out of date.
    await owner.json(`/api/clients/${clientId}/brand-kit`, {
      method: 'PUT',
      body: { ...KIT, colors: { ...KIT.colors, background: '#222222' } },
    });
    const stale = (await owner.json(`/api/content/${item.id}/images`)).body;
    expect(stale.outdated).toEqual({ content: false, kit: true });
    expect((stale.images as Img[]).map((i) => i.hash)).toEqual(now.map((i) => i.hash));
  }, 180_000);

  it('zips the images in order with safe file names', async () => {
    const { owner, clientId } = await setup();
    const item = await insertClientTask(t, owner.userId, clientId, {
      type: 'carousel',
      title: 'Dicas de pão!',
      content: carouselContent(BAKERY_SLIDES),
    });
    expect((await owner.json(`/api/content/${item.id}/images/zip`)).status).toBe(404);
    const images = (await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: {} })).body
      .images as Img[];
    const { res, bytes } = await bytesOf(owner, `/api/content/${item.id}/images/zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('Dicas_de_p_o_.zip');
    const entries = unzipSync(bytes);
    expect(Object.keys(entries)).toEqual(['Dicas_de_p_o__01.jpg', 'Dicas_de_p_o__02.jpg', 'Dicas_de_p_o__03.jpg']);
    for (const [i, name] of Object.keys(entries).entries()) {
      const one = (await bytesOf(owner, images[i]!.url)).bytes;
      expect(Buffer.from(entries[name]!).equals(Buffer.from(one))).toBe(true);
    }
  }, 180_000);

  it('belongs to the workspace: strangers get 404, a Revisor reads but does not draw', async () => {
    const { owner, clientId } = await setup();
    const item = await insertClientTask(t, owner.userId, clientId, {
      type: 'carousel',
      content: carouselContent(BAKERY_SLIDES),
    });
    const images = (await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: {} })).body
      .images as Img[];
    const base = `/api/content/${item.id}/images`;

    const stranger = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Outra' })) as User;
    expect((await stranger.json(base)).status).toBe(404);
    expect((await stranger.json(base, { method: 'POST', body: { confirm: true } })).status).toBe(404);
    expect((await stranger.request(images[0]!.url)).status).toBe(404);
    expect((await stranger.request(`${base}/zip`)).status).toBe(404);
    expect((await t.request(images[0]!.url)).status).toBe(401);

    const reviewer = (await joinTeam(t, owner, 'reviewer', { name: 'Rita' })) as User;
    expect((await inWorkspace(reviewer, owner.userId, base)).body.images).toHaveLength(3);
    const refused = await inWorkspace(reviewer, owner.userId, base, { method: 'POST', body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ROLE_FORBIDDEN');

    // A hash of another item's image is not served through this item.
    const other = await insertClientTask(t, owner.userId, clientId, { type: 'caption' });
    expect((await owner.request(`/api/content/${other.id}/images/${images[0]!.hash}`)).status).toBe(404);
    expect((await owner.json(`/api/content/${other.id}/images`, { method: 'POST', body: {} })).status).toBe(400);
    expect((await owner.request(`${base}/not-a-hash`)).status).toBe(400);
  }, 180_000);

  it('serves on the review page only the images of its own items', async () => {
    const { owner, clientId } = await setup();
    const sent = await insertClientTask(t, owner.userId, clientId, {
      type: 'carousel',
      content: carouselContent(BAKERY_SLIDES),
    });
    const kept = await insertClientTask(t, owner.userId, clientId, {
      type: 'carousel',
      content: carouselContent([{ title: 'Outro', content: 'Só da agência' }], ''),
    });
    for (const id of [sent.id, kept.id]) {
      expect((await owner.json(`/api/content/${id}/images`, { method: 'POST', body: {} })).status).toBe(200);
    }
    const keptHash = ((await owner.json(`/api/content/${kept.id}/images`)).body.images as Img[])[0]!.hash;
    const link = await owner.json('/api/approval/links', { method: 'POST', body: { items: [sent.id] } });
    expect(link.status).toBe(201);
    const token = link.body.token as string;

    const client = t.agent();
    const page = await client.json(`/api/review/${token}`);
    expect(page.status).toBe(200);
    const shown = page.body.items[0].images as Img[];
    expect(shown.map((i) => i.alt)).toEqual([
      'Slide 1 de 3: Pão em casa',
      'Slide 2 de 3: Os ingredientes',
      'Slide 3 de 3: Siga a padaria',
    ]);
    const { res, bytes } = await bytesOf(client, shown[0]!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.decode(bytes).width).toBe(1080);

    expect((await client.request(`/api/review/${token}/items/${kept.id}/images/${keptHash}`)).status).toBe(404);
    expect((await client.request(`/api/review/${token}/items/${sent.id}/images/${keptHash}`)).status).toBe(404);
    expect((await client.request(`/api/review/${token}/items/nope/images/${keptHash}`)).status).toBe(404);

    expect((await owner.json(`/api/approval/links/${link.body.link.id}/revoke`, { method: 'POST' })).status).toBe(200);
    expect((await client.request(shown[0]!.url)).status).toBe(410);
  }, 180_000);
});
