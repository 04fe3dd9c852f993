/**
 * Screen-sized copies of the rendered images. Slides are drawn 1080 px wide for posting, but the screens
 * that show them (the client's review page, the posting kit) are a few hundred CSS pixels wide: a phone
 * needs about 720 px for the review page's full-width strip and 360–540 px for a two-column grid.
 * The image routes serve them with `?w=`; without it, the original (downloads, the ZIP, publishing).
 * Decision record: docs/decisions/0047-screen-sized-slide-renditions.md.
 */

/** The only widths a copy is made at: a few fixed sizes, so each is made once and kept. */
export const IMAGE_RENDITION_WIDTHS = [360, 720] as const;

export type ImageRenditionWidth = (typeof IMAGE_RENDITION_WIDTHS)[number];

/** The height of a copy `width` px wide of a `original.width` × `original.height` image (aspect kept). */
export function renditionHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}
