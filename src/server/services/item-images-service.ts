/**
 * The rendered images of a content item: derived data linked to the item (`item_image_sets`,
 * `item_images`), drawn by the render pool in the brand kit of the item's client (else the workspace's,
 * else the default). Every call reads the item through the owner scope first, so another workspace's item
 * is simply not found (404). The images themselves live in the image store, keyed by hash, so an edit
 * draws again only the frames whose texts changed.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Database } from '../db/client';
import { itemImageSets, itemImages, tasks } from '../db/schema';
import { HttpError } from '../http-error';
import type { OwnerScope } from '../scope/owner-scope';
import type { ImageStore } from '../render/image-store';
import type { RenderPool } from '../render/pool';
import { kitFingerprint, renderDeck } from '../render/render-deck';
import { RenderRefusal, type RenderKit } from '../render/types';
import { getContent } from './content-service';
import { altText, imageOfItem, imageRows, storedImage, type ImageFile, type ImageRow } from './item-images-read';
import { loadRenderKit } from './brand-kit-service';
import type { ContentItem } from '@shared/content-item';
import { checkClaims, type ClaimWarning } from '@shared/claims/check-claims';
import { isPaidItem, PUBLI_HEADLINE } from '@shared/claims/publi';
import {
  deckText,
  hasImages,
  visualsOf,
  itemDeck,
  SLIDE_TEMPLATE_IDS,
  TEMPLATE_HINTS,
  TEMPLATE_LABELS,
  type DeckSlide,
} from '@shared/render/item-deck';
import { imageFileName } from '@shared/render/file-name';
import type { ItemImage, ItemImages, RenderImagesInput } from '@shared/schemas/item-images';
import type { ImageRenditionWidth } from '@shared/render/renditions';

export interface RenderDeps {
  db: Database;
  pool: RenderPool;
  store: ImageStore;
  now: Date;
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** What the images are drawn from: the slides' texts and templates and the publi switch. */
const sourceHashOf = (slides: readonly DeckSlide[], publi: boolean) => sha256({ slides, publi });
const kitHashOf = (kit: RenderKit) => sha256(kitFingerprint(kit));

function imageView(itemId: string, row: ImageRow, total: number): ItemImage {
  return {
    position: row.position,
    hash: row.hash,
    width: row.width,
    height: row.height,
    template: row.template,
    alt: altText(row.template, row.position, total, row.title),
    url: `/api/content/${itemId}/images/${row.hash}`,
  };
}

async function setOf(db: Database, taskId: string) {
  const [set] = await db.select().from(itemImageSets).where(eq(itemImageSets.taskId, taskId));
  return set;
}

/** The per-slide templates saved on the item (empty: every slide by its role). */
export async function savedTemplates(db: Database, taskId: string): Promise<Array<string | null>> {
  return (await setOf(db, taskId))?.templates ?? [];
}

/** The templates a user may pick for each slide of this kind, with their names (carousels only). */
function templateChoicesOf(type: string): ItemImages['templateChoices'] {
  // Only slides take a template per slide; story frames and a reel's cover have one each.
  if (visualsOf(type) !== 'slides') return [];
  return SLIDE_TEMPLATE_IDS.map((id) => ({ id, label: TEMPLATE_LABELS[id], hint: TEMPLATE_HINTS[id] }));
}

/** The claims the images' texts would carry; a paid item's images carry the label, so it counts as placed. */
function findingsOf(item: ContentItem, slides: readonly DeckSlide[]): ClaimWarning[] {
  const text = deckText(slides);
  const isAd = isPaidItem(item);
  return checkClaims(text, { kind: 'caption', isAd, publiContent: isAd ? `${PUBLI_HEADLINE} ${text}` : text });
}

async function describe(db: Database, scope: OwnerScope, item: ContentItem): Promise<ItemImages> {
  const [rows, set] = await Promise.all([imageRows(db, item.id), setOf(db, item.id)]);
  const templates = set?.templates ?? [];
  const slides = hasImages(item.type) ? itemDeck(item, templates) : [];
  let outdated = { content: false, kit: false };
  if (set && rows.length) {
    const kit = await loadRenderKit(db, scope, item.clientId);
    outdated = {
      content: set.sourceHash !== sourceHashOf(slides, isPaidItem(item)),
      kit: set.kitHash !== kitHashOf(kit),
    };
  }
  return {
    itemId: item.id,
    renderable: slides.length > 0,
    slides: slides.map((s, i) => ({ template: s.template, title: s.title, chosen: templates[i] ?? null })),
    templateChoices: templateChoicesOf(item.type),
    images: rows.map((r) => imageView(item.id, r, rows.length)),
    outdated,
    renderedAt: set?.renderedAt.toISOString() ?? null,
  };
}

export async function listItemImages(db: Database, scope: OwnerScope, itemId: string): Promise<ItemImages> {
  return describe(db, scope, await getContent(db, scope, itemId));
}

export type RenderOutcome =
  { rendered: false; findings: ClaimWarning[] } | ({ rendered: true; drawn: number; cached: number } & ItemImages);

/**
 * Draws the item's images and links them to it. A text with a risky claim is not drawn until the user
 * confirms (`confirm`): the answer is the findings. Template choices, when given, are saved on the item.
 */
export async function renderItemImages(
  deps: RenderDeps,
  scope: OwnerScope,
  itemId: string,
  input: RenderImagesInput,
): Promise<RenderOutcome> {
  const { db } = deps;
  const item = await getContent(db, scope, itemId);
  if (!hasImages(item.type)) throw new HttpError(400, 'RENDER_KIND_WITHOUT_IMAGES');
  const saved = await setOf(db, item.id);
  const templates = input.templates ?? saved?.templates ?? [];
  const slides = itemDeck(item, templates);
  if (!slides.length) throw new HttpError(400, 'RENDER_NOTHING_TO_DRAW');
  const findings = findingsOf(item, slides);
  if (findings.length && !input.confirm) return { rendered: false, findings };
  const result = await draw(deps, scope, item, slides, templates);
  return { rendered: true, ...result, ...(await describe(db, scope, item)) };
}

async function draw(
  deps: RenderDeps,
  scope: OwnerScope,
  item: ContentItem,
  slides: DeckSlide[],
  templates: ReadonlyArray<string | null>,
): Promise<{ drawn: number; cached: number }> {
  const { db, pool, store, now } = deps;
  const publi = isPaidItem(item);
  const kit = await loadRenderKit(db, scope, item.clientId);
  let frames;
  try {
    // The request waits for the pool's promise; the drawing runs in worker threads.
    frames = await renderDeck(pool, store, { slides, kit, publi });
  } catch (error) {
    if (error instanceof RenderRefusal) throw new HttpError(422, error.code, { params: error.params });
    throw error;
  }
  await db.transaction(async (tx) => {
    // The item's row is locked so that two renders of one item write one after the other; an item deleted
    // meanwhile is not found and nothing is written.
    const [locked] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, item.id)).for('update');
    if (!locked) throw new HttpError(404, 'CONTENT_NOT_FOUND');
    await tx.delete(itemImages).where(eq(itemImages.taskId, item.id));
    await tx.insert(itemImages).values(
      frames.map((f) => ({
        taskId: item.id,
        position: f.frame.number,
        hash: f.hash,
        template: f.frame.template,
        width: f.width,
        height: f.height,
        title: f.frame.title?.text ?? '',
      })),
    );
    const values = {
      templates: [...templates],
      sourceHash: sourceHashOf(slides, publi),
      kitHash: kitHashOf(kit),
      renderedAt: now,
    };
    await tx
      .insert(itemImageSets)
      .values({ taskId: item.id, ...values })
      .onConflictDoUpdate({ target: itemImageSets.taskId, set: values });
  });
  const cached = frames.filter((f) => f.cached).length;
  return { drawn: frames.length - cached, cached };
}

/**
 * After an edit or a restore: an item that has images is drawn again from its new text, with the
 * templates saved on it (frames whose texts did not change come from the store). A text that no longer
 * fits leaves the old images, marked out of date, rather than failing the edit.
 */
export async function refreshItemImages(deps: RenderDeps, scope: OwnerScope, itemId: string): Promise<void> {
  const set = await setOf(deps.db, itemId);
  if (!set) return;
  const item = await getContent(deps.db, scope, itemId);
  const slides = hasImages(item.type) ? itemDeck(item, set.templates) : [];
  if (!slides.length || set.sourceHash === sourceHashOf(slides, isPaidItem(item))) return;
  try {
    await draw(deps, scope, item, slides, set.templates);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return;
    throw error;
  }
}

/**
 * One of the item's images, read through the owner scope (another workspace's item is not found): only
 * a hash the item links to is served; with `width`, its screen-sized copy.
 */
export async function getItemImage(
  deps: { db: Database; store: ImageStore; pool: RenderPool },
  scope: OwnerScope,
  itemId: string,
  hash: string,
  width?: ImageRenditionWidth,
): Promise<ImageFile> {
  const item = await getContent(deps.db, scope, itemId);
  return imageOfItem(deps, item.id, hash, width);
}

/**
 * The item's images as one ZIP, in order, named `<título>_01.jpg`… (the spec's safe file name). JPEGs do
 * not shrink, so they are stored, not compressed.
 */
export async function zipItemImages(
  deps: { db: Database; store: ImageStore },
  scope: OwnerScope,
  itemId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const item = await getContent(deps.db, scope, itemId);
  const rows = await imageRows(deps.db, item.id);
  if (!rows.length) throw new HttpError(404, 'RENDER_IMAGES_NONE');
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const row of rows) {
    const image = await storedImage(deps.store, row.hash);
    files[imageFileName(item.title, row.position, rows.length)] = [image.bytes, { level: 0 }];
  }
  const base = imageFileName(item.title, 1, rows.length).replace(/_0*1\.jpg$/, '');
  return { bytes: zipSync(files), fileName: `${base}.zip` };
}

export { imageOfItem, imagesOfItems, itemImageAlt, type ImageFile } from './item-images-read';
