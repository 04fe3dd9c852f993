/**
 * The head script that index.html runs before any bundle: from the page's address, which chunks it asks
 * for at once and which API reads it sends early. Run here in a small sandbox standing in for the page.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SERVER_DATA_ID } from '../src/web/app/server-data-id';
import { IMAGE_STRIP_SIZES, POSTING_GRID_SIZES, slideSrcset } from '../src/web/lib/image-srcset';
import { bootScript, type BootChunks } from './vite-prerender';

const chunks: BootChunks = {
  frame: ['/assets/app-frame.js'],
  dashboard: ['/assets/dashboard.js'],
  calendar: ['/assets/calendar-page.js'],
  posting: ['/assets/posting-page.js'],
  review: ['/assets/review-page.js', '/assets/app-frame.js'],
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
function open(pathname: string, answers: Record<string, unknown> = {}, serverData = false) {
  const preloaded: string[] = [];
  const fetched: string[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(bootScript(chunks), {
    window,
    location: { pathname },
    document: {
      createElement: () => ({}),
      // The JSON block of a page the server sent already drawn (src/server/http/server-rendered-page.ts).
      getElementById: (id: string) => (serverData && id === SERVER_DATA_ID ? {} : null),
      head: {
        appendChild: (link: Link) =>
          preloaded.push(
            link.as
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
  return { preloaded, fetched, early: early ? Object.keys(early) : null, settled };
}

describe('the head script of index.html', () => {
  it('on a review link: the review page’s chunks and the link’s answer, no signed-in reads', () => {
    const page = open('/r/abc_DEF-123');
    expect(page.preloaded).toEqual(['modulepreload /assets/review-page.js', 'modulepreload /assets/app-frame.js']);
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

  it('on the landing, sign-in, checkout pages and malformed link addresses: nothing', () => {
    for (const pathname of ['/', '/auth/signin', '/checkout/pix', '/r/', '/r/a/b', '/relatorio']) {
      const { preloaded, fetched, early } = open(pathname);
      expect({ preloaded, fetched, early }, pathname).toEqual({ preloaded: [], fetched: [], early: null });
    }
  });
});
