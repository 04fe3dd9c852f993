/**
 * The `sizes` of the rendered slide images (image-srcset.ts builds their `srcset`). A module with no
 * imports: the build's head script generator (scripts/vite-prerender.ts) reads it from outside Vite's module
 * graph, where the path aliases do not exist, to preload the first image with the same strings.
 */
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
