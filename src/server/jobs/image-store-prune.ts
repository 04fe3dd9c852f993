/**
 * Removes the rendered images no item uses any more, once a day. An image is kept by its hash and never
 * overwritten, so the slides of a deleted item, or of an item whose slides were drawn again (an edit, a
 * new template, a new brand kit), stayed in the store for good: 100–250 KB each, in the database with
 * PostgreSQL and in DATA_DIR with PGlite.
 *
 * An image is kept while an item names it (`item_images`), and so are its screen-sized copies. One no
 * item names is removed only after a day without being put or reused: a render draws its images into
 * the store before it names them, and one that finds an image already drawn marks it as used
 * (`renderDeck`), so a prune running meanwhile never takes an image an item is about to name.
 */
import { IMAGE_RENDITION_WIDTHS } from '@shared/render/renditions';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { itemImages } from '../db/schema';
import type { ImageStore } from '../render/image-store';
import { renditionHash } from '../render/renditions';
import type { Job } from './job';

/** How long an image no item names stays in the store. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Every key the store must keep: each image an item names, and its screen-sized copies. */
async function namedImages(db: Database): Promise<Set<string>> {
  const rows = await db.selectDistinct({ hash: itemImages.hash }).from(itemImages);
  const keep = new Set<string>();
  for (const { hash } of rows) {
    keep.add(hash);
    for (const width of IMAGE_RENDITION_WIDTHS) keep.add(renditionHash(hash, width));
  }
  return keep;
}

/** Removes the images unused for a day; answers how many went. */
export async function pruneUnusedImages(deps: { db: Database; store: ImageStore; now: () => Date }): Promise<number> {
  const keep = await namedImages(deps.db);
  return deps.store.prune(keep, new Date(deps.now().getTime() - UNUSED_IMAGE_GRACE_MS));
}

export const imageStorePruneJob: Job = {
  name: 'image-store-prune',
  intervalMs: 24 * 60 * 60 * 1000,
  // Not in the minutes after a start, when the instance has its own work to warm up.
  initialDelayMs: 30 * 60 * 1000,
  async run(deps: AppDeps) {
    const removed = await pruneUnusedImages({ db: deps.db, store: deps.services.render.store, now: deps.now });
    if (removed) deps.logger.info({ removed }, 'imagens sem uso removidas');
  },
};
