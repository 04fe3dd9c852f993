/**
 * The image stores on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL) and on disk: what is
 * put comes back byte for byte, a second put of the same hash changes nothing, an unknown hash is null
 * and a name that is not a hash never reaches a file path or a query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

describe.each([
  ['database', () => new DbImageStore(database.handle.db) as ImageStore],
  ['files', () => new FileImageStore(dir) as ImageStore],
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
});
