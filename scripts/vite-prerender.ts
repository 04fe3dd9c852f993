/**
 * Vite plugin for the production build's first paint:
 *
 * - index.html shows the app's loading text from its first paint (the app replaces it).
 * - `landing.html`: index.html with the landing page's HTML rendered at build time (scripts/build.mjs
 *   renders it and names the file in LANDING_HTML_FILE) inside `<div id="root">`. The server sends it
 *   for `/`; every other path gets the empty index.html.
 * - In both pages' head, a small script (`bootScript`) that asks the browser, from the page's address, to
 *   fetch the page's chunks at once, beside the entry, instead of one after another as each lazy piece
 *   asks for the next, and sends the page's first API reads right away, so their answers are there when
 *   the app asks (lib/api.ts):
 *   - a signed-in page: the frame (guards, shell, subscription gate) and the reads every such page makes,
 *     plus the page's own chunk on /dashboard (and its reads), /calendar and /postar/:id (and its reads);
 *   - a client's review page (/r/:token) and a report's page (/relatorio/:token), signed out: the page's
 *     chunk and its one read, the link's answer (no frame, no /api/me);
 *   - on the review page and the posting kit, the first image, preloaded as soon as the read that names it
 *     is in.
 */
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { STORAGE_KEYS } from '../src/shared/constants';
import {
  FLOATING_TRIAL_ATTR,
  HELD_PRELOAD_REL,
  HELD_PREFETCH_REL,
  HERO_TRIAL_ATTR,
  PREFETCH_AFTER_LOAD_MS,
  SCRIPTLESS_ATTR,
  HELD_SCRIPT_TYPE,
  SERVER_DATA_ID,
  WIDE_COOKIE,
  WIDE_SCREEN_QUERY,
  WORKSPACE_COOKIE,
} from '../src/shared/server-drawn-page';
import { IMAGE_RENDITION_WIDTHS } from '../src/shared/render/renditions';
import { IMAGE_STRIP_SIZES, POSTING_GRID_SIZES } from '../src/web/lib/image-sizes';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Lazy modules every signed-in page needs, and the dashboard page (the first page after sign-in). */
const FRAME_MODULES = [
  'src/web/app/guards.tsx',
  'src/web/app/app-shell.tsx',
  'src/web/components/gate/subscription-gate.tsx',
];
const DASHBOARD_MODULE = 'src/web/features/dashboard/dashboard-page.tsx';
/** Signed-in pages people open from a link or a notification, whose chunk comes after the frame's. */
const CALENDAR_MODULE = 'src/web/features/calendar/calendar-page.tsx';
const POSTING_MODULE = 'src/web/features/posting/posting-page.tsx';
/** The pages a client opens from WhatsApp, signed out. */
const REVIEW_MODULE = 'src/web/features/approval/review-page.tsx';
const REPORT_MODULE = 'src/web/features/reports/public-report-page.tsx';
/** What the app loads to take the answer a server-drawn page holds (main.tsx), on every such page. */
const SERVER_DATA_MODULE = 'src/web/app/server-data.ts';
/**
 * What those pages read first from the API (the signed-in user; on the dashboard its figures and the
 * menu's approval notices), asked for by the page itself before its scripts have even arrived.
 */
const EARLY_READS = ['/api/me', '/api/approval/notices'];
const DASHBOARD_READS = ['/api/insights/dashboard', '/api/tokens', '/api/approval/counts'];
/** What the app's <Spinner> shows (components/ui/spinner.tsx), as plain HTML. */
const LOADING =
  '<div role="status" class="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-500 dark:text-slate-400">' +
  '<span class="text-sm">Carregando...</span></div>';
/** How long a server-drawn page's scripts wait for its first image at most (the page is inert till then). */
export const HELD_MAX_MS = 3000;
/** How many of a drawn page's held scripts and chunks are started per task (the entry first). */
export const HELD_START_SLICE = 4;
/** Where the page leaves those requests for lib/api.ts (the name is repeated there). */
const EARLY_GLOBAL = '__pauteiEarlyReads';

function chunkFiles(bundle: OutputBundle, modules: string[], skip: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const out = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (out.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    out.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const module of modules) {
    // A module grouped with others (vite.config.ts) is in a chunk that is not named after it.
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`vite-prerender: no chunk for ${module}`);
    visit(chunk);
  }
  return [...out].map((file) => `/${file}`);
}

/** The chunks (paths) each kind of page asks for at once, beside the entry. */
export interface BootChunks {
  frame: string[];
  /**
   * What main.tsx loads before attaching to a page the server drew with its answer (app/server-data.ts):
   * asked for with the page's chunks, so that attaching does not wait for one more round trip.
   */
  serverData: string[];
  dashboard: string[];
  calendar: string[];
  posting: string[];
  review: string[];
  report: string[];
}

/**
 * The head script, as plain ES5 (it runs before any bundle): from `location.pathname`, the chunks to
 * preload and the first reads to send. The landing page, the sign-in pages and the checkout pages get
 * neither (their entry is enough; nobody is signed in to read for).
 */
export function bootScript(chunks: BootChunks): string {
  const j = JSON.stringify;
  return (
    // g: which early read lists the page's images, and how to find the first one in its answer.
    // z: the `sizes` of that image's <img>.
    `(function(){var p=location.pathname,f=[],d=[],m,g,w,z,r;` +
    // Whether this screen is wide, for the next page the server draws (on every page: the first signed-in
    // page is often reached from the sign-in form without a page load).
    `try{document.cookie='${WIDE_COOKIE}='+(matchMedia(${j(WIDE_SCREEN_QUERY)}).matches?1:0)+'; Max-Age=31536000; Path=/; SameSite=Lax'}catch(x){}` +
    // A link's token is one path segment, sent on as the browser has it (already percent-encoded).
    `if(m=/^\\/r\\/([^/]+)\\/?$/.exec(p)){f=${j(chunks.review)};d=['/api/review/'+m[1]];` +
    `w=d[0];z=${j(IMAGE_STRIP_SIZES)};g=function(a){var i=(a.items||[]).filter(function(x){return x.images&&x.images.length})[0];return i&&i.images[0]}}` +
    `else if(m=/^\\/relatorio\\/([^/]+)\\/?$/.exec(p)){f=${j(chunks.report)};d=['/api/report-links/'+m[1]]}` +
    // The landing page sent without the app (server-rendered-page.ts): its floating sign-up link shows
    // once the hero's own has scrolled off screen (landing-page.tsx does the same when the app draws it).
    `else if(p==='/'){document.addEventListener('DOMContentLoaded',function(){var b=document.querySelector('[${FLOATING_TRIAL_ATTR}]'),` +
    `h=document.querySelector('[${HERO_TRIAL_ATTR}]');if(b&&h&&window.IntersectionObserver&&document.documentElement.hasAttribute('${SCRIPTLESS_ATTR}'))` +
    `new IntersectionObserver(function(e){b.hidden=e[e.length-1].isIntersecting}).observe(h)});` +
    // Its held scripts (named, not run) go into the browser's cache a while after it has loaded, for the next page.
    `addEventListener('load',function(){setTimeout(function(){[].forEach.call(document.querySelectorAll('link[rel="${HELD_PREFETCH_REL}"]'),function(x){` +
    `var l=document.createElement('link');l.rel='prefetch';l.as='script';l.crossOrigin='anonymous';l.href=x.href;document.head.appendChild(l)})},${PREFETCH_AFTER_LOAD_MS})});return}` +
    `else if(/^\\/(auth|r|relatorio|checkout)(\\/|$)/.test(p))return;` +
    `else{f=${j(chunks.frame)};d=${j(EARLY_READS)};` +
    // The workspace chosen in this browser goes to the server in a cookie (lib/workspace.ts), for a browser
    // that chose it before the cookie existed too. A page the server drew for another workspace is hidden
    // (styles.css) and drawn again by the app (main.tsx finds no answer to take).
    `try{var n=localStorage.getItem(${j(STORAGE_KEYS.workspace)}),b=document.getElementById('${SERVER_DATA_ID}');` +
    `document.cookie='${WORKSPACE_COOKIE}='+(n?encodeURIComponent(n)+'; Max-Age=31536000':'; Max-Age=0')+'; Path=/; SameSite=Lax';` +
    `if(b&&JSON.parse(b.textContent).workspace!==n){b.parentNode.removeChild(b);r=1;document.documentElement.setAttribute('data-redraw','')}}catch(x){}` +
    `if(p==='/dashboard'){f=f.concat(${j(chunks.dashboard)});d=d.concat(${j(DASHBOARD_READS)})}` +
    `else if(p==='/calendar')f=f.concat(${j(chunks.calendar)});` +
    // The posting kit reads the item, its publication and its images, all at once (posting-page.tsx).
    `else if(m=/^\\/postar\\/([^/]+)\\/?$/.exec(p)){f=f.concat(${j(chunks.posting)});` +
    `w='/api/content/'+m[1]+'/images';d=d.concat(['/api/content/'+m[1],'/api/publication/items/'+m[1],w]);` +
    `z=${j(POSTING_GRID_SIZES)};g=function(a){return a.images&&a.images[0]}}}` +
    // A page the server sent already drawn has its answers in the page: nothing to read (and one drawn for
    // another workspace is drawn again by the app, which reads for itself).
    // A page sent without the app (the month's report) needs neither the reads nor the chunks.
    `if(document.documentElement.hasAttribute('${SCRIPTLESS_ATTR}'))return;` +
    `var h=document.getElementById('${SERVER_DATA_ID}');if(r||h){d=[];g=0}` +
    `if(h&&!r)${j(chunks.serverData)}.forEach(function(x){if(f.indexOf(x)<0)f.push(x)});` +
    `var k=function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)},` +
    `q=document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"],link[rel="${HELD_PRELOAD_REL}"]');` +
    // A drawn page whose scripts the server held back (server-rendered-page.ts): its main image (the one it
    // asks for first, `fetchpriority=high`: the first slide, not the agency's logo above it) loads alone,
    // then, once it has been painted (the frame after), the entry, its preloads and the page's chunks go.
    // An image that never loads holds them for HELD_MAX_MS at most.
    // They go a few per task (HELD_START_SLICE): each tag added starts a request, and twenty of them in one
    // task kept a slow phone from answering a tap for as long.
    `if(q.length){var s=0,o=function(){if(s)return;s=1;var a=[].slice.call(q).concat(f),n=function(){` +
    `a.splice(0,${HELD_START_SLICE}).forEach(function(x){if(typeof x==='string')k(x);else if(x.tagName==='LINK')k(x.href);else{var t=document.createElement('script');t.type='module';t.crossOrigin='anonymous';t.src=x.src;document.head.appendChild(t)}});` +
    `if(a.length)setTimeout(n,0)};requestAnimationFrame(function(){setTimeout(n,0)})};` +
    `document.addEventListener('DOMContentLoaded',function(){var i=document.querySelector('#root img[fetchpriority=high]')||document.querySelector('#root img');` +
    `if(!i||i.complete)o();else{i.addEventListener('load',o);i.addEventListener('error',o);setTimeout(o,${HELD_MAX_MS})}})}` +
    `else f.forEach(k);` +
    // The first reads of the page, sent now; lib/api.ts takes these answers instead of asking again.
    `var e=window.${EARLY_GLOBAL}={};d.forEach(function(u){var r=fetch(u,{credentials:'same-origin'});r.catch(function(){});e[u]=r});` +
    // The page's largest paint is its first image, whose address is in one of those answers: it is asked
    // for as soon as the answer is in, not after the page's scripts have arrived and drawn the page.
    // It is asked for with the <img>'s own srcset and sizes (lib/image-srcset.ts), so that the browser picks
    // the same screen-sized copy for both and downloads it once.
    `if(g)e[w].then(function(r){return r.ok&&r.clone().json()}).then(function(a){var i=a&&g(a),u=i&&i.url;if(typeof u==='string'&&u.charAt(0)==='/'){` +
    `var l=document.createElement('link');l.rel='preload';l.as='image';l.href=u;` +
    `if(i.width>0){l.imageSrcset=${j(IMAGE_RENDITION_WIDTHS)}.filter(function(x){return x<i.width}).map(function(x){return u+(u.indexOf('?')<0?'?':'&')+'w='+x+' '+x+'w'}).concat(u+' '+i.width+'w').join(', ');l.imageSizes=z}` +
    `l.fetchPriority='high';document.head.appendChild(l)}}).catch(function(){})})()`
  );
}

export function prerender(): Plugin {
  return {
    name: 'pautei-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
      // The entry and what it imports are already in the page.
      const inPage = new Set([entry?.fileName ?? '', ...(entry?.imports ?? [])]);
      const frame = chunkFiles(bundle, FRAME_MODULES, inPage);
      const afterFrame = new Set([...inPage, ...frame.map((f) => f.slice(1))]);
      const script = `<script>${bootScript({
        frame,
        dashboard: chunkFiles(bundle, [DASHBOARD_MODULE], afterFrame),
        calendar: chunkFiles(bundle, [CALENDAR_MODULE], afterFrame),
        posting: chunkFiles(bundle, [POSTING_MODULE], afterFrame),
        serverData: chunkFiles(bundle, [SERVER_DATA_MODULE], inPage),
        review: chunkFiles(bundle, [REVIEW_MODULE], inPage),
        report: chunkFiles(bundle, [REPORT_MODULE], inPage),
      })}</script>`;
      // At the end of the head, after the stylesheet, so it runs once the stylesheet is in: sent before
      // it, the page's chunks and reads took bandwidth from the stylesheet, which every first paint waits
      // for (Lighthouse: the calendar's first paint 90 ms later, its blocking time doubled).
      const html = String(index.source).replace('</head>', `  ${script}\n  </head>`);
      const empty = '<div id="root"></div>';
      if (!html.includes(empty)) throw new Error('vite-prerender: no empty <div id="root"> in index.html');
      // Other pages show the app's loading text from the first paint, until the app draws the page.
      index.source = html.replace(empty, `<div id="root">${LOADING}</div>`);

      const landingFile = process.env.LANDING_HTML_FILE;
      if (!landingFile) return;
      const body = readFileSync(landingFile, 'utf8');
      // main.tsx hydrates only a root marked as rendered at build time.
      const landing = html.replace(empty, `<div id="root" data-prerendered>${body}</div>`);
      this.emitFile({ type: 'asset', fileName: 'landing.html', source: landing });
    },
  };
}
