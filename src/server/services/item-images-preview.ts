/**
 * The live preview while an item's text is edited: the draft (not saved) is laid out and drawn by the
 * same renderer and templates as the real images, so what the editor shows is what "Gerar imagens" will
 * make. Nothing is saved — neither the item nor the images — and no token is spent.
 *
 * The renderer's fitting answer is passed on as it is: a frame whose text went on to the next frame
 * ("continua →"), a text set smaller than its template's largest size, or a text the renderer refuses
 * (too long a title, too many frames) is told to the editor, never cut silently.
 *
 * Cost: the client sends the hashes of the frames it already shows (`known`); only new frames are drawn,
 * and a frame already in the image store is read from there, so typing in one slide draws one slide.
 */
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import type { OwnerScope } from '../scope/owner-scope';
import type { ImageStore } from '../render/image-store';
import type { RenderPool } from '../render/pool';
import { frameHash } from '../render/render-deck';
import { boxesOf } from '../render/templates';
import { RenderRefusal, type Frame } from '../render/types';
import { getContent } from './content-service';
import { loadRenderKit } from './brand-kit-service';
import { savedTemplates } from './item-images-service';
import { isPaidItem } from '@shared/claims/publi';
import { checkEditedContent } from '@shared/content-kind-schemas';
import { hasImages, itemDeck } from '@shared/render/item-deck';
import type { ImagesPreview, PreviewFrame, PreviewImagesInput } from '@shared/schemas/item-images';

export interface PreviewDeps {
  db: Database;
  pool: RenderPool;
  store: ImageStore;
}

/** True when a text of the frame is set below the largest size its box allows. */
function shrunk(frame: Frame): boolean {
  const sizes: Record<string, number | undefined> = {
    title: frame.title?.size,
    body: frame.body?.size,
    list: frame.list?.size,
    compare: frame.compare?.size,
  };
  return boxesOf(frame.template, { body: !!frame.body, list: !!frame.list }).some((b) => {
    const size = sizes[b.field];
    return size !== undefined && size < b.rule.maxSize;
  });
}

const toDataUrl = (bytes: Uint8Array) => `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`;

export async function previewItemImages(
  deps: PreviewDeps,
  scope: OwnerScope,
  itemId: string,
  input: PreviewImagesInput,
): Promise<ImagesPreview> {
  const { db, pool, store } = deps;
  const item = await getContent(db, scope, itemId);
  if (!hasImages(item.type)) throw new HttpError(400, 'RENDER_KIND_WITHOUT_IMAGES');
  // The draft is checked the way a save checks it, so a broken JSON is told the same way.
  const check = checkEditedContent(item.type, input.content);
  if (!check.ok) throw new HttpError(400, check.code);
  const templates = input.templates ?? (await savedTemplates(db, item.id));
  // A script's parts follow its JSON; the saved parts would show the old text.
  const draft = { type: item.type, title: item.title, content: check.content };
  const slides = itemDeck(draft, templates);
  if (!slides.length) return { frames: [], refusal: { code: 'RENDER_NOTHING_TO_DRAW', params: {} } };
  const kit = await loadRenderKit(db, scope, item.clientId);
  let frames: Frame[];
  try {
    frames = await pool.run({ op: 'layout', deck: { slides, kit, publi: isPaidItem(item) } });
  } catch (error) {
    if (error instanceof RenderRefusal) return { frames: [], refusal: { code: error.code, params: error.params } };
    throw error;
  }
  const known = new Set(input.known ?? []);
  const out: PreviewFrame[] = await Promise.all(
    frames.map(async (frame, i) => {
      const hash = frameHash(frame, kit);
      let image: string | null = null;
      if (!known.has(hash)) {
        const stored = await store.get(hash);
        image = toDataUrl(stored ? stored.bytes : await pool.run({ op: 'draw', frame, kit }));
      }
      return {
        hash,
        position: frame.number,
        template: frame.template,
        width: frame.width,
        height: frame.height,
        title: frame.title?.text ?? '',
        image,
        continues: frame.continues,
        continued: i > 0 && !!frames[i - 1]?.continues,
        shrunk: shrunk(frame),
      };
    }),
  );
  return { frames: out, refusal: null };
}
