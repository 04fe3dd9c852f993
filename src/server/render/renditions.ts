/**
 * Screen-sized copies of stored images (decision 0047): the original scaled down to one of the fixed
 * widths by the render pool, made on the first request for it and kept in the image store under a key of
 * its own. The key is derived from the original's hash and the width, so a copy is as immutable as its
 * original and never needs invalidating: a redrawn slide has a new hash, hence new copies.
 */
import { createHash } from 'node:crypto';
import { renditionHeight, type ImageRenditionWidth } from '@shared/render/renditions';
import type { ImageStore, StoredImage } from './image-store';
import type { RenderPool } from './pool';

/** The store key of the copy `width` px wide of the image stored under `hash` (a sha256 hex, like any key). */
export function renditionHash(hash: string, width: number): string {
  return createHash('sha256').update(`rendition:${width}:${hash}`).digest('hex');
}

/**
 * The copy of the image stored under `hash` at `width`, with the key it is stored under; the original
 * itself when it is no wider than that (it is never scaled up, and then nothing is stored). Null when the
 * original is not in the store. Two first requests at once both draw and both put: a store keeps one
 * copy of a key and the bytes are the same, so the later put changes nothing.
 */
export async function imageRendition(
  deps: { pool: RenderPool; store: ImageStore },
  hash: string,
  width: ImageRenditionWidth,
): Promise<{ hash: string; image: StoredImage } | null> {
  const key = renditionHash(hash, width);
  const kept = await deps.store.get(key);
  if (kept) return { hash: key, image: kept };
  const original = await deps.store.get(hash);
  if (!original) return null;
  if (original.width <= width) return { hash, image: original };
  const height = renditionHeight(original, width);
  const bytes = await deps.pool.run({ op: 'scale', bytes: original.bytes, width, height });
  const image: StoredImage = { bytes, width, height, contentType: 'image/jpeg' };
  await deps.store.put(key, image);
  return { hash: key, image };
}
