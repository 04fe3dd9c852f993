/**
 * The review page's images have their own rate-limit budget: a client looking at a link's carousels does
 * not spend the page's (and so can still answer), while too many image requests, or image requests that
 * find nothing (guessing tokens), are refused. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { createHash } from 'node:crypto';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemImages, rateLimit } from '../db/schema';
import { hashReviewToken } from '../services/approval';
import { REVIEW_LIMITS } from './approval-routes';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { insertTask, signUpOnboarded } from '@tests/support/onboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
/** A client on its own address, so each test's counters start at zero. */
function clientAt(): { agent: Agent; ip: string; get: (path: string) => Promise<number> } {
  ipCounter += 1;
  const ip = `203.0.113.${ipCounter}`;
  const agent = t.agent();
  return { agent, ip, get: async (path) => (await agent.request(path, { headers: { 'x-forwarded-for': ip } })).status };
}

/** A real 4×4 JPEG (the image store checks what it hands back), a shade per position. */
function tinyJpeg(shade: number): Uint8Array {
  const data = Buffer.alloc(4 * 4 * 4, shade * 40);
  return new Uint8Array(jpeg.encode({ data, width: 4, height: 4 }, 80).data);
}

/** A creator's item with two stored images on a fresh review link: the link's token and the images' paths. */
async function linkWithImages() {
  const creator = await signUpOnboarded(t);
  const item = await insertTask(t, creator.userId, { title: 'Carrossel', type: 'carousel', createdBy: creator.userId });
  const hashes: string[] = [];
  for (const position of [1, 2]) {
    const hash = createHash('sha256').update(`${item.id}-${position}`).digest('hex');
    await t.pautei.deps.services.render.store.put(hash, {
      bytes: tinyJpeg(position),
      width: 4,
      height: 4,
      contentType: 'image/jpeg',
    });
    await t.pautei.deps.db
      .insert(itemImages)
      .values({ taskId: item.id, position, hash, template: 'capa', width: 4, height: 4 });
    hashes.push(hash);
  }
  const link = await creator.json('/api/approval/links', { method: 'POST', body: { items: [item.id] } });
  expect(link.status).toBe(201);
  const token = link.body.token as string;
  return { token, images: hashes.map((h) => `/api/review/${token}/items/${item.id}/images/${h}`) };
}

/** Sets a rate-limit counter just where the test needs it (as if earlier requests had been made). */
async function counterAt(key: string, count: number) {
  await t.pautei.deps.db
    .insert(rateLimit)
    .values({ id: `test-${key}`, key, count, lastRequest: t.clock.now.getTime() });
}

describe('review page images and the rate limits', () => {
  it("a valid link's images do not spend the page's budget", async () => {
    const { token, images } = await linkWithImages();
    const client = clientAt();
    // One page load left in this address's budget.
    await counterAt(`review:ip:${client.ip}`, REVIEW_LIMITS.perIp.max - 1);
    for (let round = 0; round < 5; round++) for (const image of images) expect(await client.get(image)).toBe(200);
    expect(await client.get(`/api/review/${token}`)).toBe(200);
    expect(await client.get(`/api/review/${token}`)).toBe(429);
  });

  it('images have a budget of their own per address and per link', async () => {
    const { images } = await linkWithImages();
    const client = clientAt();
    await counterAt(`review:img:ip:${client.ip}`, REVIEW_LIMITS.imagesPerIp.max - 1);
    expect(await client.get(images[0]!)).toBe(200);
    expect(await client.get(images[1]!)).toBe(429);

    const other = await linkWithImages();
    // The link's image budget spent, from many addresses: a new address is refused too.
    await counterAt(`review:img:link:${hashReviewToken(other.token)}`, REVIEW_LIMITS.imagesPerLink.max);
    expect(await clientAt().get(other.images[0]!)).toBe(429);
  });

  it('image requests that find nothing spend the page budget: guessing tokens there gains nothing', async () => {
    const client = clientAt();
    await counterAt(`review:ip:${client.ip}`, REVIEW_LIMITS.perIp.max - 1);
    const guess = `/api/review/${'G'.repeat(43)}/items/00000000-0000-4000-8000-000000000000/images/${'a'.repeat(64)}`;
    expect(await client.get(guess)).toBe(404);
    expect(await client.get(guess)).toBe(429);
    expect(await client.get(`/api/review/${'H'.repeat(43)}`)).toBe(429);
  });
});
