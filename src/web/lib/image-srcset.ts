/**
 * `srcset` and `sizes` of the rendered slide images (decision 0047). The server serves each image at a
 * few fixed widths with `?w=` (the original without it); the browser picks the smallest that fills the
 * image's CSS width at the screen's pixel density, so a phone no longer downloads the 1080 px original to
 * show it 186 or 356 CSS px wide. Downloads, the ZIP and sharing keep the original address.
 *
 * Plain strings and no browser APIs, so the page's head script (which preloads the first image before
 * the app runs) can be given the exact same `imagesrcset` and `imagesizes` as the <img> it stands for:
 * with different strings the browser would fetch the image twice.
 */
import { IMAGE_RENDITION_WIDTHS } from '@shared/render/renditions';

export { IMAGE_RENDITION_WIDTHS };

/**
 * The image strip (components/content/image-strip.tsx), whose width is that of the review page's item
 * card (/r/:token) on a phone: the viewport less the page's `px-3` and the card's `p-4` (56 px), up to
 * the page's `max-w-xl` (576 px, from which the card is 520 px wide); `sm:w-72` (288 px) from 640 px on.
 * In the app's own item card the strip is a little narrower on a phone; a slightly larger guess there
 * only ever picks the next width up.
 */
export const IMAGE_STRIP_SIZES = '(min-width: 640px) 288px, (min-width: 576px) 520px, calc(100vw - 56px)';

/**
 * The posting kit's two-column grid (features/posting/posting-images.tsx): half of the page's width less
 * the 8 px gap, the page being the viewport less the shell's `px-4` up to its `max-w-lg` (512 px, reached
 * at 544 px), so (512 − 8) / 2 = 252 px from there on.
 */
export const POSTING_GRID_SIZES = '(min-width: 544px) 252px, calc(50vw - 20px)';

/** The address of the image's copy `width` px wide. */
export function renditionUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * `srcset` of a rendered image `width` px wide at `url`: each smaller rendition width, then the original
 * at its own width ("url?w=360 360w, url?w=720 720w, url 1080w"). A width the image does not exceed is
 * left out (the server would answer the original for it anyway).
 */
export function slideSrcset(url: string, width: number): string {
  const smaller = IMAGE_RENDITION_WIDTHS.filter((w) => w < width).map((w) => `${renditionUrl(url, w)} ${w}w`);
  return [...smaller, `${url} ${width}w`].join(', ');
}
