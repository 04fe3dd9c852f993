/**
 * The image stores on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL) and on disk: what is
 * put comes back byte for byte, a second put of the same hash changes nothing, an unknown hash is null
 * and a name that is not a hash never reaches a file path or a query.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-app';
import { DbImageStore, FileImageStore, jpegSize, type ImageStore, type StoredImage } from './image-store';

let database: TestDatabase;
const dir = mkdtempSync(path.join(os.tmpdir(), 'pautei-image-store-'));
beforeAll(async () => {
  database = await createTestDatabase();
}, 180_000);
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

function image(shade: number): StoredImage {
  const width = 40;
  const height = 30;
  const bytes = new Uint8Array(jpeg.encode({ data: Buffer.alloc(width * height * 4, shade), width, height }, 90).data);
  return { bytes, width, height, contentType: 'image/jpeg' };
}

const hash = (c: string) => c.repeat(64);

let folders = 0;
describe.each([
  ['database', (now?: () => Date) => new DbImageStore(database.handle.db, now) as ImageStore],
  ['files', (now?: () => Date) => new FileImageStore(path.join(dir, String(++folders)), now) as ImageStore],
])('image store (%s)', (_name, make) => {
  it('gives back what was put, keeps the first copy of a hash and knows nothing of other hashes', async () => {
    const store = make();
    const first = image(10);
    await store.put(hash('a'), first);
    await store.put(hash('a'), image(200));
    const got = await store.get(hash('a'));
    expect(got && Buffer.from(got.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(got && jpegSize(got.bytes)).toEqual({ width: 40, height: 30 });
    expect(await store.get(hash('b'))).toBeNull();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/not an image hash/);
  });

  it('prunes what is unused and older than the time given; a touch or a second put makes an image new', async () => {
    let now = new Date('2026-11-02T12:00:00Z');
    const store = make(() => now);
    const [kept, unused, touched, putAgain, fresh] = ['1', '2', '3', '4', '5'].map(hash);
    for (const h of [kept, unused, touched, putAgain]) await store.put(h!, image(30));
    now = new Date('2026-11-03T12:00:00Z');
    await store.touch([touched!, hash('6')]); // an unknown hash is no error
    await store.put(putAgain!, image(30));
    await store.put(fresh!, image(30));
    const removed = await store.prune(new Set([kept!]), new Date('2026-11-03T00:00:00Z'));
    expect(removed).toBe(1);
    expect(await store.get(unused!)).toBeNull();
    for (const h of [kept, touched, putAgain, fresh]) expect(await store.get(h!), h).not.toBeNull();
    // Kept only while asked to be.
    expect(await store.prune(new Set(), new Date('2026-11-03T00:00:00Z'))).toBe(1);
    expect(await store.get(kept!)).toBeNull();
    expect(await store.prune(new Set(), new Date('2026-11-04T00:00:00Z'))).toBe(3);
    await expect(store.touch(['../x'])).rejects.toThrow(/not an image hash/);
  });
});

describe('image files', () => {
  it('a prune also clears the half-written files a crash left, once they are old', async () => {
    const folder = path.join(dir, 'leftovers');
    const store = new FileImageStore(folder, () => new Date('2026-11-03T12:00:00Z'));
    mkdirSync(path.join(folder, 'ab'), { recursive: true });
    const old = path.join(folder, 'ab', `${hash('a')}.jpg.1a2b3c4d.tmp`);
    const recent = path.join(folder, 'ab', `${hash('b')}.jpg.5e6f7a8b.tmp`);
    const stranger = path.join(folder, 'ab', 'notes.txt');
    for (const file of [old, recent, stranger]) writeFileSync(file, 'x');
    utimesSync(old, new Date('2026-11-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'));
    utimesSync(stranger, new Date('2026-11-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'));
    utimesSync(recent, new Date('2026-11-03T06:00:00Z'), new Date('2026-11-03T06:00:00Z'));
    // Leftovers are not images: they are cleared but not counted.
    expect(await store.prune(new Set(), new Date('2026-11-02T12:00:00Z'))).toBe(0);
    expect([old, recent, stranger].map((f) => existsSync(f))).toEqual([false, true, true]);
    // A store that never held an image has nothing to prune.
    expect(await new FileImageStore(path.join(dir, 'never')).prune(new Set(), new Date())).toBe(0);
  });
});
