/**
 * The removal of rendered images no item uses, on a real database (PGlite with its image files;
 * PostgreSQL's table with TEST_DATABASE_URL): a deleted item's slides and their screen-sized copies go
 * after a day, a live item's stay and are still served, and slides a new render finds already drawn are
 * marked as used so that a prune running meanwhile leaves them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, insertClientTask, signUpOnboarded } from '@tests/support/onboard';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { carouselContent, type SlideText } from '@tests/support/carousel-content';
import { renditionHash } from '../render/renditions';
import { pruneUnusedImages, UNUSED_IMAGE_GRACE_MS } from './image-store-prune';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 240_000);
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };
interface Img {
  hash: string;
  url: string;
}

const store = () => t.pautei.deps.services.render.store;
const prune = () => pruneUnusedImages({ db: t.pautei.deps.db, store: store(), now: t.pautei.deps.now });
const stored = async (hash: string) => (await store().get(hash)) !== null;

function slides(topic: string): SlideText[] {
  return [
    { title: `${topic}: capa`, content: 'Três passos simples' },
    { title: `${topic}: passos`, content: '- Um\n- Dois\n- Três' },
  ];
}

async function carouselWithImages(owner: User, clientId: string, topic: string) {
  const item = await insertClientTask(t, owner.userId, clientId, {
    type: 'carousel',
    title: topic,
    content: carouselContent(slides(topic), `Siga: ${topic}`),
  });
  const drawn = await owner.json(`/api/content/${item.id}/images`, { method: 'POST', body: {} });
  expect(drawn.status).toBe(200);
  return { id: item.id as string, images: drawn.body.images as Img[], cached: drawn.body.cached as number };
}

describe('rendered images no item uses', () => {
  it('go a day after their item is deleted, with their copies; a live item keeps its own', async () => {
    t.clock.reset();
    const owner = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Agência Poda' })) as User;
    const clientId = await createClient(owner, 'Floricultura Ipê');
    const deleted = await carouselWithImages(owner, clientId, 'Orquídeas');
    const live = await carouselWithImages(owner, clientId, 'Suculentas');
    // A screen-sized copy of a slide of each, as the phone asks for them.
    for (const img of [deleted.images[0]!, live.images[0]!]) {
      expect((await owner.request(`${img.url}?w=360`)).status).toBe(200);
    }
    const deletedKeys = [...deleted.images.map((i) => i.hash), renditionHash(deleted.images[0]!.hash, 360)];
    const liveKeys = [...live.images.map((i) => i.hash), renditionHash(live.images[0]!.hash, 360)];
    for (const key of [...deletedKeys, ...liveKeys]) expect(await stored(key)).toBe(true);

    expect((await owner.json(`/api/content/${deleted.id}`, { method: 'DELETE' })).status).toBe(200);
    // Within the day nothing goes: an image drawn a moment ago may be about to be named.
    t.clock.advance(UNUSED_IMAGE_GRACE_MS - 60_000);
    expect(await prune()).toBe(0);
    for (const key of deletedKeys) expect(await stored(key)).toBe(true);

    t.clock.advance(2 * 60_000);
    expect(await prune()).toBe(deletedKeys.length);
    for (const key of deletedKeys) expect(await stored(key)).toBe(false);
    for (const key of liveKeys) expect(await stored(key)).toBe(true);
    for (const img of live.images) expect((await owner.request(img.url)).status).toBe(200);
    expect((await owner.request(`${live.images[0]!.url}?w=360`)).status).toBe(200);
    // A second run finds nothing more.
    expect(await prune()).toBe(0);
  });

  it('leaves the slides a new render found already drawn, even when no item named them for days', async () => {
    t.clock.reset();
    const owner = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Agência Ramo' })) as User;
    const clientId = await createClient(owner, 'Viveiro Jacarandá');
    const first = await carouselWithImages(owner, clientId, 'Bromélias');
    expect((await owner.json(`/api/content/${first.id}`, { method: 'DELETE' })).status).toBe(200);

    // Days later the same carousel is made again: its slides are found in the store, not drawn again…
    t.clock.advance(2 * UNUSED_IMAGE_GRACE_MS); // inside the 3-day trial
    const again = await carouselWithImages(owner, clientId, 'Bromélias');
    expect(again.cached).toBe(again.images.length);
    expect(again.images.map((i) => i.hash)).toEqual(first.images.map((i) => i.hash));
    // …and a prune that read the named images before the new item named them still leaves them.
    // (Nothing is kept by name here, so older images of other tests may go; these must not.)
    await store().prune(new Set(), new Date(t.pautei.deps.now().getTime() - UNUSED_IMAGE_GRACE_MS));
    for (const img of again.images) expect(await stored(img.hash)).toBe(true);
    for (const img of again.images) expect((await owner.request(img.url)).status).toBe(200);
  });
});
