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
import { IMAGE_STRIP_SIZES, POSTING_GRID_SIZES } from './image-sizes';

export { IMAGE_RENDITION_WIDTHS };

export { IMAGE_STRIP_SIZES, POSTING_GRID_SIZES };

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
