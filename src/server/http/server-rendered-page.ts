/**
 * The client's review page (/r/:token) and the month's report (/relatorio/:token), sent already drawn.
 * A client opens these links on a phone from WhatsApp, often on a slow network: with the empty SPA page,
 * nothing showed until the JavaScript had downloaded and run and the page had then asked for its data.
 * Here the server makes the page's one API read itself (through the app, so the link's checks, its rate
 * limit and its "opened" record are exactly those of the API), draws the page from the answer with the
 * SPA's own components (the build's server-side bundle, `web-ssr`), and puts the drawn HTML in index.html's
 * `<div id="root" data-prerendered>`. The report needs no script (figures and a link to its PDF): it goes
 * without the app. The review page goes with the answer in a JSON block that the browser's app hands to
 * the page's query before attaching React to the HTML (src/web/main.tsx).
 * Whatever goes wrong (no server-side bundle in this build, a refused link, a failed render) the request
 * goes on to the plain index.html, and the app in the browser asks and shows it as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { escapeHtml } from '@shared/escape-html';
import { getCookie } from 'hono/cookie';
import {
  HELD_PRELOAD_REL,
  HELD_PREFETCH_REL,
  HELD_SCRIPT_TYPE,
  SCRIPTLESS_ATTR,
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
  /**
   * The same page drawn to be sent without the app, with its title, when it needs no script (the month's
   * report); null for a page that does (the review page's answers). Absent from older bundles.
   */
  renderScriptlessPage?(pathname: string, data: unknown): Promise<{ html: string; title: string } | null>;
  /** Absent from a bundle built before the landing page was drawn for each visit. */
  renderLandingPage?(fetchApi: ApiFetch): Promise<{ html: string } | null>;
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
const HTML_TAG = /<html\b[^>]*>/;
const TITLE = /<title>[^<]*<\/title>/;

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
  // The page holds the client's content: kept by no shared cache, and asked for again on each visit.
  return encoded(c, html, 'private, no-store', new Map());
}

type Encoding = 'br' | 'gzip';
type Encoded = Uint8Array<ArrayBuffer>;

/** `html` in the encoding the browser accepts, compressed once per `cache` (a page served again as is). */
function encoded(c: Context, html: string, cacheControl: string, cache: Map<Encoding, Encoded>): Response {
  const accepts = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  const encoding: Encoding | null = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (!encoding) return c.html(html, 200, headers);
  let body = cache.get(encoding);
  if (!body) {
    body = new Uint8Array(
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(html),
    );
    cache.set(encoding, body);
  }
  return c.body(body, 200, { ...headers, 'Content-Encoding': encoding });
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
      // A page that needs no script (the month's report) goes without the app: a phone shows it as soon as
      // its HTML is in, and runs nothing.
      const scriptless = await renderer.renderScriptlessPage?.(c.req.path, data);
      const sent = scriptless && scriptlessPageWith(options.indexHtml, scriptless.html, { title: scriptless.title });
      if (sent) return compressed(c, sent);
      const body = await renderer.renderPublicPage(c.req.path, data);
      const page = body === null ? null : pageWith(options.indexHtml, body, data);
      if (page === null) return next();
      return compressed(c, page);
    } catch (error) {
      c.get('deps').logger.warn({ err: error, path: c.req.path }, 'página pública sem renderização no servidor');
      return next();
    }
  };
}

/**
 * The API client a drawing is given: it reads the API through `read` (with the address, path and query,
 * relative to the page's), and refuses anything else (a write, an address outside the API) with a 405
 * rather than make it on the visitor's behalf.
 */
function readsOnly(
  c: Context<AppEnv>,
  read: (address: string, request: Request) => Response | Promise<Response>,
): ApiFetch {
  return async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), c.req.url), init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/api/')) return new Response(null, { status: 405 });
    return read(url.pathname + url.search, request);
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
      const fetchApi = readsOnly(c, (address, request) => {
        const headers = new Headers(request.headers);
        if (workspace) headers.set(WORKSPACE_HEADER, workspace);
        return options.read(c, address, headers);
      });
      const url = c.req.path + (new URL(c.req.url).search || '');
      const drawn = await renderer.renderSignedInPage(url, fetchApi, { wide });
      if (!drawn) return next();
      const data: SignedInPageData = { kind: 'signed-in', workspace, wide, queries: drawn.queries };
      const page = pageWith(options.indexHtml, drawn.html, data);
      if (page === null) return next();
      return compressed(c, page);
    } catch (error) {
      c.get('deps').logger.warn({ err: error, path: c.req.path }, 'página sem renderização no servidor');
      return next();
    }
  };
}

/**
 * index.html with `body` drawn in its root and without the app's scripts, titled `title` when given. With
 * `prefetch`, the entry and its module preloads are named for a prefetch that the head script starts a
 * while after the page has loaded (into the browser's cache, without running them), so that the next page
 * (sign-up, sign-in, from the landing page) finds them there; without it they are left out, for a page that
 * leads nowhere in the app (a client's report). Null when index.html is not the expected shape.
 */
export function scriptlessPageWith(
  indexHtml: string,
  body: string,
  { title, prefetch = false }: { title?: string; prefetch?: boolean },
): string | null {
  if (!EMPTY_ROOT.test(indexHtml) || !HTML_TAG.test(indexHtml)) return null;
  if (title !== undefined && !TITLE.test(indexHtml)) return null;
  const scripts: string[] = [];
  const keep = (_tag: string, src: string) => {
    scripts.push(src);
    return '';
  };
  let page = indexHtml
    .replace(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g, keep)
    .replace(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g, keep);
  if (/<script type="module"|<link rel="modulepreload"/.test(page)) return null;
  if (prefetch) {
    const prefetches = scripts.map((src) => `<link rel="${HELD_PREFETCH_REL}" href="${src}">`).join('');
    page = page.replace('</head>', () => `${prefetches}</head>`);
  }
  if (title !== undefined) page = page.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  // On the <html> element, which the head script can read before anything else of the page is parsed.
  return page
    .replace(HTML_TAG, (tag) => `${tag.slice(0, -1)} ${SCRIPTLESS_ATTR}>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered>${body}</div>`);
}

/** The landing page last sent: the reads it was drawn from (address → answer), and the page as sent. */
interface SentLanding {
  reads: Map<string, string>;
  /** The year in its footer (the clock's, as the footer reads it). */
  year: number;
  html: string;
  encoded: Map<Encoding, Encoded>;
}

export interface LandingPageOptions {
  indexHtml: string;
  renderer: () => Promise<PageRenderer | null>;
  /** Makes an API read inside the app as an anonymous visitor would (no cookies: the page is everyone's). */
  read: (c: Context<AppEnv>, url: string) => Response | Promise<Response>;
}

/**
 * The landing page (`/`), drawn with the API's answers of the moment (the prices the admin set, the chat
 * link) and sent without the app's scripts: everything on it works as plain HTML (its choices are links, its
 * questions open by themselves, the head script shows the floating sign-up link). The page drawn at build
 * time could only show the prices of the build until the app had loaded and read them again; and running
 * the app (about 100 KB) on a slow phone held the page for as long, to do nothing the page needs.
 *
 * The page is the same for every visitor: the last one drawn is sent again while the reads it was drawn
 * from answer the same. An old payment return address (`/?payment=…`), and anything that goes wrong, gets
 * the page drawn at build time, with the app.
 */
export function landingRenderedPage(options: LandingPageOptions): MiddlewareHandler<AppEnv> {
  let sent: SentLanding | null = null;
  const answersOf = async (c: Context<AppEnv>, url: string) => {
    const res = await options.read(c, url);
    return res.status === 200 ? await res.text() : null;
  };
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.query('payment') !== undefined) return next();
    try {
      const last = sent;
      if (last && last.year === new Date().getFullYear()) {
        const urls = [...last.reads.keys()];
        const answers = await Promise.all(urls.map((url) => answersOf(c, url)));
        if (answers.every((answer, i) => answer === last.reads.get(urls[i]!)))
          return encoded(c, last.html, 'no-cache', last.encoded);
      }
      const renderer = await options.renderer();
      if (!renderer?.renderLandingPage) return next();
      const reads = new Map<string, string>();
      const year = new Date().getFullYear();
      let whole = true;
      const drawn = await renderer.renderLandingPage(
        readsOnly(c, async (address) => {
          const res = await options.read(c, address);
          if (res.status !== 200) whole = false;
          else reads.set(address, await res.clone().text());
          return res;
        }),
      );
      // A read that failed (the prices, say) is drawn as still loading, which a page without scripts would
      // show for ever: the page with the app goes instead, and reads it again.
      const html = drawn && whole && scriptlessPageWith(options.indexHtml, drawn.html, { prefetch: true });
      if (!html) return next();
      const page: SentLanding = { reads, year, html, encoded: new Map() };
      sent = page;
      return encoded(c, page.html, 'no-cache', page.encoded);
    } catch (error) {
      c.get('deps').logger.warn({ err: error }, 'página inicial sem renderização no servidor');
      return next();
    }
  };
}
