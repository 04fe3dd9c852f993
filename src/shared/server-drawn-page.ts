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
