/**
 * The head script that index.html runs before any bundle: from the page's address, which chunks it asks
 * for at once and which API reads it sends early. Run here in a small sandbox standing in for the page.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript, type BootChunks } from './vite-prerender';

const chunks: BootChunks = {
  frame: ['/assets/app-frame.js'],
  dashboard: ['/assets/dashboard.js'],
  calendar: ['/assets/calendar-page.js'],
  posting: ['/assets/posting-page.js'],
  review: ['/assets/review-page.js', '/assets/app-frame.js'],
  report: ['/assets/public-report-page.js'],
};

/** Runs the script as a page at `pathname` would: the modules it preloads and the addresses it fetches. */
function open(pathname: string) {
  const preloaded: string[] = [];
  const fetched: string[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(bootScript(chunks), {
    window,
    location: { pathname },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
    },
    fetch: (url: string, init: { credentials: string }) => {
      fetched.push(`${url} (${init.credentials})`);
      return Promise.resolve({});
    },
  });
  const early = window.__pauteiEarlyReads as Record<string, unknown> | undefined;
  return { preloaded, fetched, early: early ? Object.keys(early) : null };
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
  });

  it('on another signed-in page: the frame and the signed-in reads only', () => {
    const page = open('/history');
    expect(page.preloaded).toEqual(['modulepreload /assets/app-frame.js']);
    expect(page.early).toEqual(['/api/me', '/api/approval/notices']);
  });

  it('on the landing, sign-in, checkout pages and malformed link addresses: nothing', () => {
    for (const pathname of ['/', '/auth/signin', '/checkout/pix', '/r/', '/r/a/b', '/relatorio']) {
      const page = open(pathname);
      expect(page, pathname).toEqual({ preloaded: [], fetched: [], early: null });
    }
  });
});
