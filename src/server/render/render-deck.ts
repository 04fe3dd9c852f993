/**
 * Renders a deck through the pool with a cache in front: the layout (fitting, continuation frames) is
 * done by a worker, then each frame is looked up by its hash and only the frames never drawn before go
 * back to the pool. The hash covers everything the image depends on — the frame (texts, sizes, template,
 * position, notes, label), the brand kit (colours, font pair, handle, logo's hash) and the fonts version
 * plus this module's `TEMPLATES_VERSION` — so a change to any of them draws anew and nothing else does.
 */
import { createHash } from 'node:crypto';
import { fontsVersion } from './fonts';
import type { ImageStore } from './image-store';
import type { RenderPool } from './pool';
import type { DeckInput, Frame, RenderKit } from './types';

/** Raise when a template's drawing changes, so that cached images drawn the old way are not served. */
export const TEMPLATES_VERSION = 1;

export interface RenderedFrame {
  hash: string;
  frame: Frame;
  width: number;
  height: number;
  /** True when the image came from the store, not from this render. */
  cached: boolean;
}

export function kitFingerprint(kit: RenderKit): object {
  return { colors: kit.colors, fontPair: kit.fontPair, handle: kit.handle, logo: kit.logo?.hash ?? null };
}

export function frameHash(frame: Frame, kit: RenderKit): string {
  return createHash('sha256')
    .update(JSON.stringify({ frame, kit: kitFingerprint(kit), fonts: fontsVersion(), templates: TEMPLATES_VERSION }))
    .digest('hex');
}

/** Lays the deck out and makes sure every frame's image is in the store; answers the frames in order. */
export async function renderDeck(pool: RenderPool, store: ImageStore, deck: DeckInput): Promise<RenderedFrame[]> {
  const frames = await pool.run({ op: 'layout', deck });
  const rendered = await Promise.all(
    frames.map(async (frame) => {
      const hash = frameHash(frame, deck.kit);
      const stored = await store.get(hash);
      if (!stored) {
        const bytes = await pool.run({ op: 'draw', frame, kit: deck.kit });
        await store.put(hash, { bytes, width: frame.width, height: frame.height, contentType: 'image/jpeg' });
      }
      return { hash, frame, width: frame.width, height: frame.height, cached: !!stored };
    }),
  );
  // The images found already drawn are about to be named by this item: a prune must not take them now,
  // even when no item had used them for a long time (a deleted item's slides, made again).
  await store.touch(rendered.filter((r) => r.cached).map((r) => r.hash));
  return rendered;
}
