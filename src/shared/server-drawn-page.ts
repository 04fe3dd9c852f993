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

/** What the JSON block of a drawn signed-in page holds. */
export interface SignedInPageData {
  kind: 'signed-in';
  /** The workspace the page was drawn for (null: the person's own account). */
  workspace: string | null;
  /** The query cache the page was drawn from (TanStack Query's dehydrated state). */
  queries: unknown;
}
