/**
 * What a page drawn by the server (server/http/server-rendered-page.ts) says to the browser's scripts
 * (the head script of scripts/vite-prerender.ts, then web/app/server-data.ts).
 */

/** The id of the JSON block holding the answer the page was drawn from. */
export const SERVER_DATA_ID = 'pautei-server-data';

/**
 * A drawn page with an image holds its scripts back until that image is in: the server writes the entry's
 * `<script type="module">` with this type, which the browser neither fetches nor runs, and its module
 * preloads with this rel, which the browser ignores. The head script starts them once the page's first
 * image has loaded.
 */
export const HELD_SCRIPT_TYPE = 'text/x-pautei-held';
export const HELD_PRELOAD_REL = 'x-pautei-held-modulepreload';

/**
 * The signed-in pages the server also sends drawn, with the signed-in person's data (server-rendered-page.ts):
 * the dashboard, the calendar and the posting kit, the pages people open first, from a link or a
 * notification.
 */
export const SIGNED_IN_DRAWN_PAGE = /^\/(dashboard|calendar|postar\/[^/]+)\/?$/;

/**
 * The team workspace chosen in this browser (lib/workspace.ts keeps it in local storage, which the server
 * cannot see) is mirrored in this cookie, so that the server draws the same workspace the app will show.
 * It is a choice, never a permission: the server checks the membership on every read.
 */
export const WORKSPACE_COOKIE = 'pautei_workspace';

/**
 * The screen width from which the app lays pages out for a computer (the calendar's month grid; below it,
 * the phone's week agenda).
 */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';

/**
 * Whether this browser's screen matched `WIDE_SCREEN_QUERY` ("1") or not ("0") when it last opened a page
 * (the head script writes it), so that the server draws the layout the screen will show: without it, a
 * computer got the phone's layout drawn, swapped for its own as soon as the app attached. A screen that has
 * changed since (a phone turned) is drawn from its old width once, and the app lays it out again.
 */
export const WIDE_COOKIE = 'pautei_wide';

/** What the JSON block of a drawn signed-in page holds. */
export interface SignedInPageData {
  kind: 'signed-in';
  /** The workspace the page was drawn for (null: the person's own account). */
  workspace: string | null;
  /** Whether the page was drawn for a wide screen (`WIDE_COOKIE`): the app's first drawing must be the same. */
  wide: boolean;
  /** The query cache the page was drawn from (TanStack Query's dehydrated state). */
  queries: unknown;
}

/**
 * The pages sent drawn and without the app's scripts, because they need none: the landing page (its choices
 * are links, its questions open by themselves) and the month's report shared with a client (figures and a
 * PDF link). Their `<html>` element carries this attribute, which the head script reads before anything else
 * is parsed: such a page makes no early read and preloads no chunk; main.tsx never runs there.
 */
export const SCRIPTLESS_ATTR = 'data-scriptless';

/**
 * That page names the app's entry scripts with this rel, which the browser ignores: the head script turns
 * them into prefetches (fetched into the browser's cache, not run) a while after the page has loaded, so
 * that the next page (sign-up, sign-in) finds them there without them sharing the network with the
 * landing page's own first paint.
 */
export const HELD_PREFETCH_REL = 'x-pautei-held-prefetch';

/** How long after the landing page has loaded its held prefetches start. */
export const PREFETCH_AFTER_LOAD_MS = 2000;

/**
 * The landing page's floating "3 Dias Grátis" link and the hero's own sign-up link: the head script shows
 * the first once the second has scrolled off screen, on the landing page sent without the app.
 */
export const FLOATING_TRIAL_ATTR = 'data-floating-trial';
export const HERO_TRIAL_ATTR = 'data-hero-trial';
