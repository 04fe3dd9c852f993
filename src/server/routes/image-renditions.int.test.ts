/**
 * Screen-sized copies of the rendered images (`?w=` on both image routes), on a real database (PGlite;
 * PostgreSQL with TEST_DATABASE_URL) and the real render pool: the copy's size and pixels, made once and
 * then served from the store, the original when it is already small enough, the same cache headers, a
 * Portuguese refusal for any other width that changes nothing, and exactly the original's access rules —
 * another workspace, another item, a link that no longer holds the item, a revoked link.
 */
import { createHash } from 'node:crypto';
import jpeg from 'jpeg-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageFor } from '@shared/messages';
import { itemImages } from '../db/schema';
import { jpegSize } from '../render/image-store';
import { renditionHash } from '../render/renditions';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { insertTask, signUpOnboarded } from '@tests/support/onboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 240_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ORIGINAL = { width: 1080, height: 1349 };
const RED: [number, number, number] = [220, 30, 30];
const BLUE: [number, number, number] = [30, 30, 220];

/** A real JPEG, left half red and right half blue, so a copy can be told from a blank or cropped one. */
function halvesJpeg(width: number, height: number): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = x < width / 2 ? RED : BLUE;
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, 90).data);
}

function pixel(bytes: Uint8Array, x: number, y: number): [number, number, number] {
  const img = jpeg.decode(bytes, { useTArray: true });
  const i = (y * img.width + x) * 4;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
}

function near(actual: [number, number, number], want: [number, number, number]) {
  actual.forEach((v, i) => expect(Math.abs(v - want[i]!), `${actual} vs ${want}`).toBeLessThanOrEqual(24));
}

type User = Agent & { email: string; userId: string };

/** A creator's carousel with one stored image of the given size, linked to it: the item and the hash. */
async function itemWithImage(owner: User, size = ORIGINAL) {
  const item = await insertTask(t, owner.userId, { title: 'Carrossel', type: 'carousel', createdBy: owner.userId });
  const hash = createHash('sha256').update(`${item.id}-${size.width}`).digest('hex');
  await t.pautei.deps.services.render.store.put(hash, {
    bytes: halvesJpeg(size.width, size.height),
    ...size,
    contentType: 'image/jpeg',
  });
  await t.pautei.deps.db.insert(itemImages).values({ taskId: item.id, position: 1, hash, template: 'capa', ...size });
  return { item, hash };
}

/** Counts, from now on, the scale jobs sent to the render pool and the puts into the image store. */
function watchRender() {
  // A new watch replaces the last one; the calls still go through to the real pool and store.
  vi.restoreAllMocks();
  const { pool, store } = t.pautei.deps.services.render;
  const run = vi.spyOn(pool, 'run');
  const put = vi.spyOn(store, 'put');
  return {
    scales: () => run.mock.calls.filter(([job]) => job.op === 'scale').length,
    puts: () => put.mock.calls.length,
  };
}

async function bytesOf(who: Agent, url: string, init: RequestInit = {}) {
  const res = await who.request(url, init);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function refusalOf(who: Agent, url: string) {
  const res = await who.request(url);
  return { status: res.status, body: (await res.json()) as { error: { code: string } } };
}

/** Asks for each wrong width: 400, the catalogue's Portuguese message, and nothing drawn or stored. */
async function expectWidthRefusals(who: Agent, url: string, hash: string) {
  const watch = watchRender();
  for (const query of ['w=999', 'w=abc', 'w=', 'w=360&w=720', 'w=360.0', 'w=%20720']) {
    const refused = await refusalOf(who, `${url}?${query}`);
    expect(refused.status, query).toBe(400);
    expect(refused.body.error.code, query).toBe('RENDER_IMAGE_WIDTH_INVALID');
  }
  expect(messageFor('RENDER_IMAGE_WIDTH_INVALID')).toMatch(/^Largura de imagem inválida: peça w=360 ou w=720/);
  expect(watch.scales()).toBe(0);
  expect(watch.puts()).toBe(0);
  expect(await t.pautei.deps.services.render.store.get(renditionHash(hash, 999))).toBeNull();
}

/** The copy at 720 and at 360: its size, its pixels, its ETag; made once, then served from the store. */
async function expectRenditions(who: Agent, url: string, hash: string, cacheControl: string) {
  const { store } = t.pautei.deps.services.render;
  for (const [width, height] of [
    [720, 899], // 1349 × 720 / 1080 = 899.3
    [360, 450], // 1349 × 360 / 1080 = 449.7
  ] as const) {
    const key = renditionHash(hash, width);
    expect(await store.get(key)).toBeNull();
    const watch = watchRender();
    const first = await bytesOf(who, `${url}?w=${width}`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/jpeg');
    expect(first.res.headers.get('cache-control')).toBe(cacheControl);
    expect(first.res.headers.get('etag')).toBe(`"${key}"`);
    expect(jpegSize(first.bytes)).toEqual({ width, height });
    near(pixel(first.bytes, Math.round(width / 4), Math.round(height / 2)), RED);
    near(pixel(first.bytes, Math.round((width * 3) / 4), Math.round(height / 2)), BLUE);
    expect(watch.scales()).toBe(1);
    const kept = await store.get(key);
    expect(kept && { width: kept.width, height: kept.height }).toEqual({ width, height });
    expect(kept && Buffer.from(kept.bytes).equals(Buffer.from(first.bytes))).toBe(true);

    const second = await bytesOf(who, `${url}?w=${width}`);
    expect(second.res.status).toBe(200);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(watch.scales()).toBe(1);
    expect(watch.puts()).toBe(1);
    const notModified = await who.request(`${url}?w=${width}`, { headers: { 'If-None-Match': `"${key}"` } });
    expect(notModified.status).toBe(304);
  }
  // Without `w`: the original, as before.
  const original = await bytesOf(who, url);
  expect(original.res.headers.get('etag')).toBe(`"${hash}"`);
  expect(original.res.headers.get('cache-control')).toBe(cacheControl);
  expect(jpegSize(original.bytes)).toEqual(ORIGINAL);
}

describe('screen-sized copies on the workspace route', () => {
  it('draws a copy 720 or 360 px wide once, then serves it from the store', async () => {
    const owner = (await signUpOnboarded(t)) as User;
    const { item, hash } = await itemWithImage(owner);
    const url = `/api/content/${item.id}/images/${hash}`;
    await expectRenditions(owner, url, hash, 'private, max-age=31536000, immutable');
  }, 120_000);

  it('refuses any other width in Portuguese and changes nothing', async () => {
    const owner = (await signUpOnboarded(t)) as User;
    const { item, hash } = await itemWithImage(owner);
    await expectWidthRefusals(owner, `/api/content/${item.id}/images/${hash}`, hash);
  }, 120_000);

  it('answers the original when it is no wider than the width asked, and stores nothing', async () => {
    const owner = (await signUpOnboarded(t)) as User;
    const { item, hash } = await itemWithImage(owner, { width: 360, height: 450 });
    const url = `/api/content/${item.id}/images/${hash}`;
    const original = await bytesOf(owner, url);
    const watch = watchRender();
    for (const width of [360, 720]) {
      const copy = await bytesOf(owner, `${url}?w=${width}`);
      expect(copy.res.status).toBe(200);
      expect(copy.res.headers.get('etag')).toBe(`"${hash}"`);
      expect(Buffer.from(copy.bytes).equals(Buffer.from(original.bytes))).toBe(true);
    }
    expect(watch.scales()).toBe(0);
    expect(watch.puts()).toBe(0);
  }, 120_000);

  it('keeps one good copy when several first requests arrive at once', async () => {
    const owner = (await signUpOnboarded(t)) as User;
    const { item, hash } = await itemWithImage(owner);
    const url = `/api/content/${item.id}/images/${hash}?w=720`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => bytesOf(owner, url)));
    for (const { res, bytes } of answers) {
      expect(res.status).toBe(200);
      expect(jpegSize(bytes)).toEqual({ width: 720, height: 899 });
    }
    const kept = await t.pautei.deps.services.render.store.get(renditionHash(hash, 720));
    expect(kept && jpegSize(kept.bytes)).toEqual({ width: 720, height: 899 });
    // Every request drew the same bytes; the store kept one copy, and a later request gets exactly it.
    const later = await bytesOf(owner, url);
    expect(kept && Buffer.from(later.bytes).equals(Buffer.from(kept.bytes))).toBe(true);
    for (const { bytes } of answers) expect(Buffer.from(bytes).equals(Buffer.from(later.bytes))).toBe(true);
  }, 120_000);

  it('gives another workspace, someone signed out and another item the same refusal as for the original', async () => {
    const owner = (await signUpOnboarded(t)) as User;
    const { item, hash } = await itemWithImage(owner);
    const url = `/api/content/${item.id}/images/${hash}`;
    const watch = watchRender();

    const stranger = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Outra' })) as User;
    const refused = await refusalOf(stranger, url);
    expect(refused.status).toBe(404);
    for (const width of [360, 720]) expect(await refusalOf(stranger, `${url}?w=${width}`)).toEqual(refused);

    const signedOut = await refusalOf(t.agent(), url);
    expect(signedOut.status).toBe(401);
    expect(await refusalOf(t.agent(), `${url}?w=720`)).toEqual(signedOut);

    // The hash of this item's image asked through another item of the same owner.
    const other = await insertTask(t, owner.userId, { title: 'Outro', type: 'carousel', createdBy: owner.userId });
    const elsewhere = `/api/content/${other.id}/images/${hash}`;
    const notHere = await refusalOf(owner, elsewhere);
    expect(notHere.status).toBe(404);
    expect(await refusalOf(owner, `${elsewhere}?w=720`)).toEqual(notHere);

    expect(watch.scales()).toBe(0);
    expect(watch.puts()).toBe(0);
  }, 120_000);
});

describe('screen-sized copies on the review link', () => {
  async function linkFor(owner: User, itemIds: string[]) {
    const link = await owner.json('/api/approval/links', { method: 'POST', body: { items: itemIds } });
    expect(link.status).toBe(201);
    return { token: link.body.token as string, id: link.body.link.id as string };
  }

  it('draws a copy once and serves it from the store, with the review cache headers', async () => {
    const owner = (await signUpOnboarded(t)) as User;
    const { item, hash } = await itemWithImage(owner);
    const { token } = await linkFor(owner, [item.id]);
    const page = await t.agent().json(`/api/review/${token}`);
    const url = page.body.items[0].images[0].url as string;
    expect(url).toBe(`/api/review/${token}/items/${item.id}/images/${hash}`);
    await expectRenditions(t.agent(), url, hash, 'private, max-age=3600');
  }, 120_000);

  it('refuses any other width in Portuguese and changes nothing', async () => {
    const owner = (await signUpOnboarded(t)) as User;
    const { item, hash } = await itemWithImage(owner);
    const { token } = await linkFor(owner, [item.id]);
    await expectWidthRefusals(t.agent(), `/api/review/${token}/items/${item.id}/images/${hash}`, hash);
  }, 120_000);

  it('serves copies only of its own items, and none once the link is revoked', async () => {
    const owner = (await signUpOnboarded(t)) as User;
    const sent = await itemWithImage(owner);
    const kept = await itemWithImage(owner);
    const { token, id } = await linkFor(owner, [sent.item.id]);
    const client = t.agent();
    const url = `/api/review/${token}/items/${sent.item.id}/images/${sent.hash}`;
    expect((await client.request(`${url}?w=720`)).status).toBe(200);

    const watch = watchRender();
    // An item the link does not hold, and its image asked through the item the link holds.
    for (const other of [
      `/api/review/${token}/items/${kept.item.id}/images/${kept.hash}`,
      `/api/review/${token}/items/${sent.item.id}/images/${kept.hash}`,
    ]) {
      const refused = await refusalOf(client, other);
      expect(refused.status).toBe(404);
      expect(await refusalOf(client, `${other}?w=720`)).toEqual(refused);
    }

    expect((await owner.json(`/api/approval/links/${id}/revoke`, { method: 'POST' })).status).toBe(200);
    const revoked = await refusalOf(client, url);
    expect(revoked.status).toBe(410);
    // Even the copy already made is refused, like the original.
    for (const width of [360, 720]) expect(await refusalOf(client, `${url}?w=${width}`)).toEqual(revoked);
    expect(watch.scales()).toBe(0);
    expect(watch.puts()).toBe(0);
  }, 120_000);
});
