/**
 * The head script that index.html runs before any bundle: from the page's address, which chunks it asks
 * for at once and which API reads it sends early. Run here in a small sandbox standing in for the page.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  FLOATING_TRIAL_ATTR,
  HELD_PREFETCH_REL,
  HELD_PRELOAD_REL,
  HELD_SCRIPT_TYPE,
  HERO_TRIAL_ATTR,
  PREFETCH_AFTER_LOAD_MS,
  SCRIPTLESS_ATTR,
  SERVER_DATA_ID,
} from '../src/shared/server-drawn-page';
import { IMAGE_STRIP_SIZES, POSTING_GRID_SIZES, slideSrcset } from '../src/web/lib/image-srcset';
import { bootScript, HELD_MAX_MS, HELD_START_SLICE, type BootChunks } from './vite-prerender';

const chunks: BootChunks = {
  frame: ['/assets/app-frame.js'],
  serverData: ['/assets/server-data.js', '/assets/review-keys.js'],
  dashboard: ['/assets/dashboard.js'],
  calendar: ['/assets/calendar-page.js'],
  posting: ['/assets/posting-page.js'],
  review: ['/assets/review-page.js', '/assets/review-keys.js'],
  report: ['/assets/public-report-page.js'],
};

interface Link {
  rel: string;
  href: string;
  as?: string;
  fetchPriority?: string;
  imageSrcset?: string;
  imageSizes?: string;
}

/**
 * Runs the script as a page at `pathname` would: the modules it preloads and the addresses it fetches.
 * `answers` are the API's JSON bodies by address (any other read answers 404); `settled` waits until what
 * the script does with them is done.
 */
/** A page the server drew with its scripts held (server-rendered-page.ts), and its first image. */
interface HeldPage {
  /** The entry's tags, as the server rewrote them. */
  held: Array<{ tagName: string; src?: string; href?: string }>;
  image: { complete: boolean } | null;
}

/** The landing page as the server sends it without the app (server-rendered-page.ts), or with it. */
interface LandingPage {
  scriptless: boolean;
  /** The entry scripts it names for a later prefetch. */
  held: string[];
  floating: { hidden: boolean };
}

function open(
  pathname: string,
  answers: Record<string, unknown> = {},
  /** true: drawn with its answer in a JSON block; 'scriptless': drawn and sent without the app. */
  serverData: boolean | 'scriptless' = false,
  drawn?: HeldPage,
  screen: { width: number } = { width: 390 },
  landing?: LandingPage,
) {
  const preloaded: string[] = [];
  const cookies: string[] = [];
  const fetched: string[] = [];
  const window: Record<string, unknown> = {};
  const listeners: Record<string, () => void> = {};
  const imageListeners: Record<string, () => void> = {};
  const windowListeners: Record<string, () => void> = {};
  const timers: Array<{ ms: number; run: () => void }> = [];
  const observers: Array<{ report: (entries: Array<{ isIntersecting: boolean }>) => void; observed: unknown[] }> = [];
  const hero = { mark: HERO_TRIAL_ATTR };
  class IntersectionObserver {
    observed: unknown[] = [];
    constructor(public report: (entries: Array<{ isIntersecting: boolean }>) => void) {
      observers.push(this);
    }
    observe(el: unknown) {
      this.observed.push(el);
    }
  }
  runInNewContext(bootScript(chunks), {
    window: Object.assign(window, { IntersectionObserver }),
    IntersectionObserver,
    addEventListener: (type: string, run: () => void) => (windowListeners[type] = run),
    location: { pathname },
    requestAnimationFrame: (run: () => void) => run(),
    matchMedia: (query: string) => {
      const minWidth = /^\(min-width: (\d+)px\)$/.exec(query);
      if (!minWidth) throw new Error(`consulta inesperada: ${query}`);
      return { matches: screen.width >= Number(minWidth[1]) };
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    document: {
      documentElement: {
        hasAttribute: (name: string) =>
          name === SCRIPTLESS_ATTR && (serverData === 'scriptless' || landing?.scriptless === true),
        setAttribute: () => {},
      },
      set cookie(value: string) {
        cookies.push(value);
      },
      createElement: () => ({}),
      querySelectorAll: (selector: string) =>
        selector === `script[type="${HELD_SCRIPT_TYPE}"],link[rel="${HELD_PRELOAD_REL}"]`
          ? (drawn?.held ?? [])
          : selector === `link[rel="${HELD_PREFETCH_REL}"]`
            ? (landing?.held ?? []).map((href) => ({ href }))
            : [],
      querySelector: (selector: string) => {
        if (selector === '#root img[fetchpriority=high]' && drawn?.image)
          return { ...drawn.image, addEventListener: (type: string, run: () => void) => (imageListeners[type] = run) };
        if (!landing) return null;
        if (selector === `[${FLOATING_TRIAL_ATTR}]`) return landing.floating;
        if (selector === `[${HERO_TRIAL_ATTR}]`) return hero;
        return null;
      },
      addEventListener: (type: string, run: () => void) => (listeners[type] = run),
      // The JSON block of a page the server sent already drawn (src/server/http/server-rendered-page.ts).
      getElementById: (id: string) => (serverData === true && id === SERVER_DATA_ID ? {} : null),
      head: {
        appendChild: (link: Link & { type?: string; src?: string; crossOrigin?: string }) =>
          preloaded.push(
            link.type
              ? `script ${link.type} ${link.src} (${link.crossOrigin})`
              : link.as
                ? `${link.rel} ${link.as} ${link.href} (${link.fetchPriority})` +
                  (link.imageSrcset ? ` srcset="${link.imageSrcset}" sizes="${link.imageSizes}"` : '')
                : `${link.rel} ${link.href}`,
          ),
      },
    },
    fetch: (url: string, init: { credentials: string }) => {
      fetched.push(`${url} (${init.credentials})`);
      const body = answers[url];
      return Promise.resolve({ ok: body !== undefined, clone: () => ({ json: () => Promise.resolve(body) }) });
    },
  });
  const early = window.__pauteiEarlyReads as Record<string, unknown> | undefined;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Runs the timers set so far (the 0 ms one after a frame, or the longest wait too). */
  const tick = (upTo = 0) => timers.splice(0).forEach((t) => (t.ms <= upTo ? t.run() : timers.push(t)));
  /** Runs the timers set so far and those they set in turn (a start in several tasks), till none is due. */
  const ticks = (upTo = 0) => {
    while (timers.some((t) => t.ms <= upTo)) tick(upTo);
  };
  return {
    preloaded,
    fetched,
    cookies,
    early: early ? Object.keys(early) : null,
    settled,
    tick,
    ticks,
    domReady: () => listeners.DOMContentLoaded?.(),
    loaded: () => windowListeners.load?.(),
    /** What the page's IntersectionObservers watch, and a way to tell them the hero is (not) on screen. */
    watched: () => observers.flatMap((o) => o.observed),
    heroOnScreen: (onScreen: boolean) => observers.forEach((o) => o.report([{ isIntersecting: onScreen }])),
    hero,
    image: (event: 'load' | 'error') => imageListeners[event]?.(),
  };
}

describe('the head script of index.html', () => {
  it('on a review link: the review page’s chunks and the link’s answer, no signed-in reads', () => {
    const page = open('/r/abc_DEF-123');
    expect(page.preloaded).toEqual(['modulepreload /assets/review-page.js', 'modulepreload /assets/review-keys.js']);
    expect(page.fetched).toEqual(['/api/review/abc_DEF-123 (same-origin)']);
    expect(page.early).toEqual(['/api/review/abc_DEF-123']);
  });

  it('on a report link: the report page’s chunk and the link’s answer', () => {
    const page = open('/relatorio/tok_9');
    expect(page.preloaded).toEqual(['modulepreload /assets/public-report-page.js']);
    expect(page.fetched).toEqual(['/api/report-links/tok_9 (same-origin)']);
  });

  it('on the dashboard: the frame, the dashboard and the first reads of a signed-in page', () => {
    const page = open('/dashboard');
    expect(page.preloaded).toEqual(['modulepreload /assets/app-frame.js', 'modulepreload /assets/dashboard.js']);
    expect(page.early).toEqual([
      '/api/me',
      '/api/approval/notices',
      '/api/insights/dashboard',
      '/api/tokens',
      '/api/approval/counts',
    ]);
  });

  it('on a signed-in page the server drew: also what the app takes its answer with, before attaching', () => {
    const page = open('/dashboard', {}, true);
    expect(page.preloaded).toEqual([
      'modulepreload /assets/app-frame.js',
      'modulepreload /assets/dashboard.js',
      'modulepreload /assets/server-data.js',
      'modulepreload /assets/review-keys.js',
    ]);
    expect(page.fetched).toEqual([]);
  });

  it('on the calendar and a posting kit: the frame and the page’s own chunk', () => {
    expect(open('/calendar').preloaded).toEqual([
      'modulepreload /assets/app-frame.js',
      'modulepreload /assets/calendar-page.js',
    ]);
    expect(open('/postar/3f6c2f4e').preloaded).toEqual([
      'modulepreload /assets/app-frame.js',
      'modulepreload /assets/posting-page.js',
    ]);
    expect(open('/calendar').early).toEqual(['/api/me', '/api/approval/notices']);
    expect(open('/postar/3f6c2f4e').early).toEqual([
      '/api/me',
      '/api/approval/notices',
      '/api/content/3f6c2f4e',
      '/api/publication/items/3f6c2f4e',
      '/api/content/3f6c2f4e/images',
    ]);
  });

  it('preloads the first image of a review link and of a posting kit once the read naming it is in', async () => {
    const review = open('/r/tok', {
      '/api/review/tok': {
        items: [{ images: [] }, { images: [{ url: '/api/review/tok/items/b/images/h1.jpg' }, { url: '/x/2.jpg' }] }],
      },
    });
    await review.settled();
    expect(review.preloaded.at(-1)).toBe('preload image /api/review/tok/items/b/images/h1.jpg (high)');

    const kit = open('/postar/item-1', { '/api/content/item-1/images': { images: [{ url: '/api/img/a.jpg' }] } });
    await kit.settled();
    expect(kit.preloaded.at(-1)).toBe('preload image /api/img/a.jpg (high)');
  });

  it('preloads the first image with its <img>’s srcset and sizes when the answer gives its width', async () => {
    const url = '/api/review/tok/items/b/images/h1';
    const review = open('/r/tok', { '/api/review/tok': { items: [{ images: [{ url, width: 1080 }] }] } });
    await review.settled();
    expect(review.preloaded.at(-1)).toBe(
      `preload image ${url} (high) srcset="${slideSrcset(url, 1080)}" sizes="${IMAGE_STRIP_SIZES}"`,
    );

    const kit = open('/postar/item-1', {
      '/api/content/item-1/images': { images: [{ url: '/api/img/a', width: 1080 }] },
    });
    await kit.settled();
    expect(kit.preloaded.at(-1)).toBe(
      `preload image /api/img/a (high) srcset="${slideSrcset('/api/img/a', 1080)}" sizes="${POSTING_GRID_SIZES}"`,
    );
  });

  it('on a review or report link the server sent drawn: the chunks, and no read (the answer is in the page)', () => {
    for (const pathname of ['/r/tok', '/relatorio/tok_9']) {
      const page = open(pathname, {}, true);
      expect(page.fetched, pathname).toEqual([]);
      expect(page.early, pathname).toEqual([]);
      expect(page.preloaded.length, pathname).toBeGreaterThan(0);
    }
  });

  it('on a report the server sent without the app: no read and no chunk (it runs no script)', () => {
    const page = open('/relatorio/tok_9', {}, 'scriptless');
    expect(page.fetched).toEqual([]);
    expect(page.early).toBeNull();
    expect(page.preloaded).toEqual([]);
  });

  describe('on a drawn page whose scripts the server held until its first image is in', () => {
    const held = () => [
      { tagName: 'SCRIPT', src: '/assets/index.js' },
      { tagName: 'LINK', href: '/assets/runtime.js' },
    ];
    const started = [
      'script module /assets/index.js (anonymous)',
      'modulepreload /assets/runtime.js',
      'modulepreload /assets/review-page.js',
      'modulepreload /assets/review-keys.js',
      'modulepreload /assets/server-data.js',
    ];

    it('starts nothing before the image has loaded, then the entry, its preloads and the page’s chunks', () => {
      const page = open('/r/tok', {}, true, { held: held(), image: { complete: false } });
      page.domReady();
      page.tick(HELD_MAX_MS - 1);
      expect(page.preloaded).toEqual([]);
      page.image('load');
      expect(page.preloaded).toEqual([]); // the frame after the one that paints the image
      page.ticks();
      expect(page.preloaded).toEqual(started);
      // The image's error, the time limit: nothing is started twice.
      page.image('error');
      page.tick(HELD_MAX_MS);
      expect(page.preloaded).toEqual(started);
    });

    it('starts them a few per task, the entry first, so that no task adds them all', () => {
      const many = [
        { tagName: 'SCRIPT', src: '/assets/index.js' },
        ...['a', 'b', 'c', 'd', 'e'].map((name) => ({ tagName: 'LINK', href: `/assets/${name}.js` })),
      ];
      const page = open('/r/tok', {}, true, { held: many, image: { complete: true } });
      page.domReady();
      const slices: number[] = [];
      for (let before = 0; slices.length < 5; before = page.preloaded.length) {
        page.tick();
        if (page.preloaded.length === before) break;
        slices.push(page.preloaded.length - before);
      }
      // Six held tags, the page's two chunks and what takes its answer (review-keys is listed once).
      expect(slices).toEqual([HELD_START_SLICE, HELD_START_SLICE, 1]);
      expect(page.preloaded[0]).toBe('script module /assets/index.js (anonymous)');
      expect(page.preloaded.slice(-3)).toEqual([
        'modulepreload /assets/review-page.js',
        'modulepreload /assets/review-keys.js',
        'modulepreload /assets/server-data.js',
      ]);
    });

    it('an image already in by the time the page is parsed, a broken one or none: at once', () => {
      const already = open('/r/tok', {}, true, { held: held(), image: { complete: true } });
      already.domReady();
      already.ticks();
      expect(already.preloaded).toEqual(started);

      const broken = open('/r/tok', {}, true, { held: held(), image: { complete: false } });
      broken.domReady();
      broken.image('error');
      broken.ticks();
      expect(broken.preloaded).toEqual(started);

      const none = open('/r/tok', {}, true, { held: held(), image: null });
      none.domReady();
      none.ticks();
      expect(none.preloaded).toEqual(started);
    });

    it('an image that never loads holds them for HELD_MAX_MS at most', () => {
      const page = open('/r/tok', {}, true, { held: held(), image: { complete: false } });
      page.domReady();
      page.tick(HELD_MAX_MS);
      expect(page.preloaded).toEqual([]);
      page.ticks();
      expect(page.preloaded).toEqual(started);
    });
  });

  it('preloads no image when the read fails, lists none, or names something that is not a path here', async () => {
    for (const [pathname, answers] of [
      ['/r/tok', {}],
      ['/r/tok', { '/api/review/tok': { items: [{ images: [] }] } }],
      ['/r/tok', { '/api/review/tok': { items: [{ images: [{ url: 'https://elsewhere.example/a.jpg' }] }] } }],
      ['/postar/i', { '/api/content/i/images': { images: [] } }],
      ['/postar/i', { '/api/content/i/images': null }],
    ] as const) {
      const page = open(pathname, answers);
      await page.settled();
      expect(
        page.preloaded.filter((l) => l.startsWith('preload ')),
        JSON.stringify(answers),
      ).toEqual([]);
    }
  });

  it('on another signed-in page: the frame and the signed-in reads only', () => {
    const page = open('/history');
    expect(page.preloaded).toEqual(['modulepreload /assets/app-frame.js']);
    expect(page.early).toEqual(['/api/me', '/api/approval/notices']);
  });

  it('tells the server on every page whether the screen is wide, for the next page it draws', () => {
    for (const pathname of ['/', '/auth/signin', '/calendar', '/r/abc']) {
      for (const [width, wide] of [
        [390, '0'],
        [767, '0'],
        [768, '1'],
        [1280, '1'],
      ] as const) {
        const { cookies } = open(pathname, {}, false, undefined, { width });
        expect(cookies[0], `${pathname} ${width}`).toBe(`pautei_wide=${wide}; Max-Age=31536000; Path=/; SameSite=Lax`);
      }
    }
  });

  describe('on the landing page the server sent without the app', () => {
    const landing = (scriptless = true): LandingPage => ({
      scriptless,
      held: ['/assets/index.js', '/assets/runtime.js'],
      floating: { hidden: true },
    });

    it('shows the floating sign-up link while the hero’s own is off screen, and hides it again', () => {
      const drawn = landing();
      const page = open('/', {}, false, undefined, undefined, drawn);
      expect(page.watched()).toEqual([]);
      page.domReady();
      expect(page.watched()).toEqual([page.hero]);
      page.heroOnScreen(false);
      expect(drawn.floating.hidden).toBe(false);
      page.heroOnScreen(true);
      expect(drawn.floating.hidden).toBe(true);
    });

    it('prefetches the app’s entry for the next page a while after it has loaded, and runs nothing', () => {
      const page = open('/', {}, false, undefined, undefined, landing());
      page.domReady();
      page.loaded();
      page.tick(PREFETCH_AFTER_LOAD_MS - 1);
      expect(page.preloaded).toEqual([]);
      page.tick(PREFETCH_AFTER_LOAD_MS);
      expect(page.preloaded).toEqual([
        'prefetch script /assets/index.js (undefined)',
        'prefetch script /assets/runtime.js (undefined)',
      ]);
      expect(page.fetched).toEqual([]);
    });

    it('the landing page sent with the app (drawn at build time) is left to the app', () => {
      const drawn = landing(false);
      const page = open('/', {}, false, undefined, undefined, drawn);
      page.domReady();
      expect(page.watched()).toEqual([]);
      expect(drawn.floating.hidden).toBe(true);
    });
  });

  it('on the landing, sign-in, checkout pages and malformed link addresses: nothing', () => {
    for (const pathname of ['/', '/auth/signin', '/checkout/pix', '/r/', '/r/a/b', '/relatorio']) {
      const { preloaded, fetched, early } = open(pathname);
      expect({ preloaded, fetched, early }, pathname).toEqual({ preloaded: [], fetched: [], early: null });
    }
  });
});
