/**
 * Reading stored item images: their rows, the bytes in the image store and their alt texts. Apart from
 * item-images-service (which draws them through the content service) so that the review page can read
 * them without the approval and content modules importing each other.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { itemImages } from '../db/schema';
import { HttpError } from '../http-error';
import type { ImageStore } from '../render/image-store';
import type { RenderPool } from '../render/pool';
import { imageRendition } from '../render/renditions';
import { templateRow } from '../render/templates';
import type { ImageRenditionWidth } from '@shared/render/renditions';

/** "Slide 1 de 5: <título>" (stories: "Story 1 de 5", a reel: "Capa do reel"). */
export function altText(template: string, position: number, total: number, title: string): string {
  const { imageName, numbered } = templateRow(template);
  const where = numbered ? `${imageName} ${position} de ${total}` : imageName;
  return title.trim() ? `${where}: ${title.trim()}` : where;
}

export type ImageRow = typeof itemImages.$inferSelect;

export async function imageRows(db: Database, taskId: string): Promise<ImageRow[]> {
  return db.select().from(itemImages).where(eq(itemImages.taskId, taskId)).orderBy(asc(itemImages.position));
}

export interface ImageFile {
  bytes: Uint8Array;
  contentType: string;
  /** The key the bytes are stored under: the image's hash, or its screen-sized copy's (the ETag). */
  hash: string;
}

export async function storedImage(store: ImageStore, hash: string): Promise<ImageFile> {
  const image = await store.get(hash);
  if (!image) throw new HttpError(404, 'RENDER_IMAGE_NOT_FOUND');
  return { bytes: image.bytes, contentType: image.contentType, hash };
}

/**
 * The image of an item the caller may see (the callers check the scope or the review link first): the
 * original, or with `width` its screen-sized copy, made on first request. Only a hash the item links to
 * is served, at any size.
 */
export async function imageOfItem(
  deps: { db: Database; store: ImageStore; pool: RenderPool },
  itemId: string,
  hash: string,
  width?: ImageRenditionWidth,
): Promise<ImageFile> {
  const [row] = await deps.db
    .select({ hash: itemImages.hash })
    .from(itemImages)
    .where(and(eq(itemImages.taskId, itemId), eq(itemImages.hash, hash)))
    .limit(1);
  if (!row) throw new HttpError(404, 'RENDER_IMAGE_NOT_FOUND');
  if (!width) return storedImage(deps.store, row.hash);
  const copy = await imageRendition(deps, row.hash, width);
  if (!copy) throw new HttpError(404, 'RENDER_IMAGE_NOT_FOUND');
  return { bytes: copy.image.bytes, contentType: copy.image.contentType, hash: copy.hash };
}

/**
 * The images of items, for the review page: per item, in order (urls filled in by the caller). One query
 * for all of them, however many items the link holds; an item without images maps to an empty list.
 */
export async function imagesOfItems(db: Database, itemIds: readonly string[]): Promise<Map<string, ImageRow[]>> {
  const out = new Map<string, ImageRow[]>(itemIds.map((id) => [id, []]));
  if (!itemIds.length) return out;
  const rows = await db
    .select()
    .from(itemImages)
    .where(inArray(itemImages.taskId, [...itemIds]))
    .orderBy(asc(itemImages.taskId), asc(itemImages.position));
  for (const row of rows) out.get(row.taskId)?.push(row);
  return out;
}

export { altText as itemImageAlt };
