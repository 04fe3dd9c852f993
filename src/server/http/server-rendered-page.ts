/**
 * The client's review page (/r/:token) and the month's report (/relatorio/:token), sent already drawn.
 * A client opens these links on a phone from WhatsApp, often on a slow network: with the empty SPA page,
 * nothing showed until the JavaScript had downloaded and run and the page had then asked for its data.
 * Here the server makes the page's one API read itself (through the app, so the link's checks, its rate
 * limit and its "opened" record are exactly those of the API), draws the page from the answer with the
 * SPA's own components (the build's server-side bundle, `web-ssr`), and puts both in index.html: the
 * drawn HTML in `<div id="root" data-prerendered>` and the answer in a JSON block that the browser's app
 * hands to the page's query before attaching React to the HTML (src/web/main.tsx).
 * Whatever goes wrong (no server-side bundle in this build, a refused link, a failed render) the request
 * goes on to the plain index.html, and the app in the browser asks and shows it as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  HELD_PRELOAD_REL,
  HELD_SCRIPT_TYPE,
  SERVER_DATA_ID,
  SIGNED_IN_DRAWN_PAGE,
  WIDE_COOKIE,
  WORKSPACE_COOKIE,
  type SignedInPageData,
} from '@shared/server-drawn-page';
import { WORKSPACE_HEADER } from '@shared/workspace-header';
import type { AppEnv } from '../context';

/** What the server-side bundle (src/web/prerender/server-entry.tsx) offers the server. */
export interface PageRenderer {
  serverReadFor(pathname: string): { url: string } | null;
  renderPublicPage(pathname: string, data: unknown): Promise<string | null>;
  /** Absent from a bundle built before the signed-in pages were drawn (the tests' stand-ins). */
  renderSignedInPage?(
    url: string,
    fetchApi: ApiFetch,
    screen: { wide: boolean },
  ): Promise<{ html: string; queries: unknown } | null>;
}

type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The root element and the loading text in it: the last thing in the page's body. */
const EMPTY_ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;

/** Loads the build's server-side bundle beside `webDist` on first use; null when this build has none. */
export function pageRendererBeside(webDist: string): () => Promise<PageRenderer | null> {
  const file = path.join(webDist, '..', 'web-ssr', 'server-entry.js');
  let loading: Promise<PageRenderer | null> | undefined;
  return () =>
    (loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PageRenderer>)
      : Promise.resolve(null));
}

/** index.html with the drawn page in its root and the answer it was drawn from in its head. */
export function pageWith(indexHtml: string, body: string, data: unknown): string | null {
  // The block goes before the head's first script (the theme's, then the one that sends the page's first
  // reads, which skips them when it finds the block), after the charset and viewport.
  if (!EMPTY_ROOT.test(indexHtml) || !indexHtml.includes('<script>')) return null;
  // The answer is data, never markup: "<" is written as its JSON escape, so no text in it (a caption with
  // "</script>") can end the block.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // The held scripts are index.html's own tags, rewritten before any content goes in. The drawn page is
  // `inert` until the app has attached to it (app/page-attached.tsx): a field typed into or a button tapped
  // before then would do nothing, and the person would not know it.
  return withScriptsHeld(indexHtml)
    .replace('<script>', () => `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>\n    <script>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered inert>${body}</div>`);
}

/**
 * A drawn page can already be read without its scripts, which only make its buttons work. On a slow phone
 * network, the scripts (about 150 KB) would share the bandwidth with the page's first image (a slide, on
 * the review page and the posting kit) and delay it by as long as they take, and their running would hold
 * up the page's first paint. So they are held back: the browser neither fetches nor runs a script of an
 * unknown type, nor preloads under an unknown rel, and the head script (scripts/vite-prerender.ts) starts
 * them once the page is painted, with its first image when it has one (or after a few seconds, should that
 * image never load).
 */
export function withScriptsHeld(page: string): string {
  return page
    .replace(/<script type="module"/g, `<script type="${HELD_SCRIPT_TYPE}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="${HELD_PRELOAD_REL}"`);
}

/** The page compressed as the browser accepts (it is made per request, so it is compressed per request). */
function compressed(c: Context, html: string): Response {
  const accepts = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // The page holds the client's content: kept by no shared cache, and asked for again on each visit.
    'Cache-Control': 'private, no-store',
    Vary: 'Accept-Encoding',
  };
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Encoding': 'br' });
  }
  if (/\bgzip\b/.test(accepts))
    return c.body(new Uint8Array(gzipSync(html)), 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.html(html, 200, headers);
}

export interface ServerRenderedPageOptions {
  indexHtml: string;
  renderer: () => Promise<PageRenderer | null>;
  /**
   * Makes an API read inside the app, as the browser would (same connection, same headers, plus `headers`).
   */
  read: (c: Context<AppEnv>, url: string, headers?: Headers) => Response | Promise<Response>;
}

/**
 * Link preview fetchers (WhatsApp's, when the agency sends the link; Telegram's, Slack's...) and crawlers.
 * They read only the page's head (title, description, icon), which drawing the page does not change. Drawing
 * it for them would still make the page's API read: one more count against the link's rate limit and, for a
 * report, its opening paragraph written by the model before the client has even opened it.
 */
const PREVIEW_FETCHER =
  /whatsapp|facebookexternalhit|facebot|telegrambot|slackbot|twitterbot|discordbot|linkedinbot|skypeuripreview|[a-z]bot\/|\b(bot|crawler|spider)\b/i;

export function isPreviewFetcher(userAgent: string | undefined): boolean {
  return !!userAgent && PREVIEW_FETCHER.test(userAgent);
}

export function serverRenderedPage(options: ServerRenderedPageOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A HEAD (a link checker, a preview fetcher asking only for the headers) gets the plain page's, and so
    // does a preview fetcher's GET.
    if (c.req.method !== 'GET' || isPreviewFetcher(c.req.header('user-agent'))) return next();
    try {
      const renderer = await options.renderer();
      const read = renderer?.serverReadFor(c.req.path);
      if (!renderer || !read) return next();
      const answer = await options.read(c, read.url);
      // A refused link (unknown, expired, revoked, too many tries): the app shows the refusal itself.
      if (answer.status !== 200) return next();
      const data: unknown = await answer.json();
      const body = await renderer.renderPublicPage(c.req.path, data);
      const page = body === null ? null : pageWith(options.indexHtml, body, data);
      if (page === null) return next();
      return compressed(c, page);
    } catch (error) {
      c.var.deps.logger.warn({ err: error, path: c.req.path }, 'página pública sem renderização no servidor');
      return next();
    }
  };
}

/** The workspace this browser has chosen (lib/workspace.ts mirrors it in a cookie), or null: their own. */
function chosenWorkspace(c: Context<AppEnv>): string | null {
  const id = getCookie(c, WORKSPACE_COOKIE)?.trim();
  return id ? id : null;
}

/**
 * The dashboard, the calendar and the posting kit, sent drawn with the signed-in person's data
 * (prerender/signed-in-page.tsx draws them from the API's own answers, read inside the app with the
 * visitor's cookies and chosen workspace, so that every rule of the API holds: the session, the
 * subscription, the role, the ownership of each row). Anyone not signed in, and anything that goes wrong,
 * gets the plain index.html, and the app in the browser shows the page as before.
 */
export function signedInRenderedPage(options: ServerRenderedPageOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || !SIGNED_IN_DRAWN_PAGE.test(c.req.path)) return next();
    // Nobody signed in: nothing to draw, and no read to make.
    if (!c.req.header('cookie') || isPreviewFetcher(c.req.header('user-agent'))) return next();
    try {
      const renderer = await options.renderer();
      if (!renderer?.renderSignedInPage) return next();
      const workspace = chosenWorkspace(c);
      // The layout this browser's screen showed last time (the head script's cookie); the phone's when unknown.
      const wide = getCookie(c, WIDE_COOKIE) === '1';
      const fetchApi: ApiFetch = async (input, init) => {
        const request = new Request(new URL(input instanceof Request ? input.url : String(input), c.req.url), init);
        // Drawing a page only reads; anything else is refused rather than made on the visitor's behalf.
        if (request.method !== 'GET' || !new URL(request.url).pathname.startsWith('/api/'))
          return new Response(null, { status: 405 });
        const headers = new Headers(request.headers);
        if (workspace) headers.set(WORKSPACE_HEADER, workspace);
        const url = new URL(request.url);
        return options.read(c, url.pathname + url.search, headers);
      };
      const url = c.req.path + (new URL(c.req.url).search || '');
      const drawn = await renderer.renderSignedInPage(url, fetchApi, { wide });
      if (!drawn) return next();
      const data: SignedInPageData = { kind: 'signed-in', workspace, wide, queries: drawn.queries };
      const page = pageWith(options.indexHtml, drawn.html, data);
      if (page === null) return next();
      return compressed(c, page);
    } catch (error) {
      c.var.deps.logger.warn({ err: error, path: c.req.path }, 'página sem renderização no servidor');
      return next();
    }
  };
}
