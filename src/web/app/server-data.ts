/**
 * The public pages the server sends already drawn: the client's review page (/r/:token) and the month's
 * report (/relatorio/:token). Each is drawn from one API read (the one the page makes itself); the server
 * makes it and draws the page with its answer (prerender/server-entry.tsx). The report needs no script and
 * goes without the app. The review page goes with the answer in a
 * `<script type="application/json" id="pautei-server-data">` block: main.tsx hands that answer to the
 * page's query before attaching React to the HTML, so the first render in the browser is the server's
 * and nothing is asked twice.
 */
import { hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Preloadable } from './preloadable';
import { PublicReportPage, ReviewPage, signedInPiecesFor } from './router';
import { reviewKeys } from '../features/approval/review-keys';
import { publicReportTitle, reportKeys } from '../features/reports/public-api';
import type { MonthlyReport } from '@shared/schemas/report';

import { SERVER_DATA_ID, WIDE_SCREEN_QUERY, type SignedInPageData } from '@shared/server-drawn-page';
import { activeWorkspace } from '../lib/workspace';
import { rememberDrawnAnswers } from './drawn-answers';

export interface ServerRead {
  /** The API path whose JSON answer the page is drawn from. */
  url: string;
  /** The page's query that takes that answer. */
  queryKey: QueryKey;
  /** The page's lazy component, loaded before a render that must draw it at once. */
  page: Preloadable;
  /**
   * For a page that needs no script (its links work as they are, nothing on it changes): its title, from
   * the answer. The server sends it without the app (prerender/server-entry.tsx).
   */
  scriptlessTitle?: (answer: unknown) => string | null;
}

/** The read a server-drawn page is made of, or null for every other address. */
export function serverReadFor(pathname: string): ServerRead | null {
  const review = /^\/r\/([^/]+)\/?$/.exec(pathname);
  if (review) {
    const token = decodeURIComponent(review[1]!);
    return { url: `/api/review/${encodeURIComponent(token)}`, queryKey: reviewKeys.page(token), page: ReviewPage };
  }
  const report = /^\/relatorio\/([^/]+)\/?$/.exec(pathname);
  if (report) {
    const token = decodeURIComponent(report[1]!);
    return {
      url: `/api/report-links/${encodeURIComponent(token)}`,
      queryKey: reportKeys.publicPage(token),
      page: PublicReportPage,
      // The figures, the plan and "Baixar PDF" (a plain link to the PDF): nothing for a script to do.
      scriptlessTitle: (answer) => {
        const report = (answer as { report?: MonthlyReport } | null)?.report;
        return report ? publicReportTitle(report) : null;
      },
    };
  }
  return null;
}

/**
 * Puts the page's answer where its query finds it and loads the page's module, so that the next render
 * draws the page at once (preloadable.ts); false when the address is not a server-drawn page.
 */
export async function seedServerData(client: QueryClient, pathname: string, data: unknown): Promise<boolean> {
  const read = serverReadFor(pathname);
  if (!read) return false;
  client.setQueryData(read.queryKey, data);
  await read.page.preload();
  return true;
}

const isSignedInPage = (data: unknown): data is SignedInPageData =>
  typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'signed-in';

/**
 * In the browser: the answer the server put in the page, handed over (seedServerData), and the media
 * queries the page was drawn as matching (lib/server-media.ts); false if there is no answer to take.
 * A signed-in page (prerender/signed-in-page.tsx) brings its whole query cache. It is taken only when it
 * was drawn for the workspace this browser has chosen; otherwise the page is drawn again here.
 */
export async function takeServerData(client: QueryClient, pathname: string): Promise<ReadonlySet<string> | false> {
  const block = document.getElementById(SERVER_DATA_ID);
  if (!block) return false;
  const data: unknown = JSON.parse(block.textContent ?? '');
  // The public pages are drawn for a phone, whatever the screen.
  if (!isSignedInPage(data)) return (await seedServerData(client, pathname, data)) && new Set();
  if (data.workspace !== activeWorkspace()) return false;
  const queries = data.queries as DehydratedState;
  hydrate(client, queries);
  rememberDrawnAnswers(client, queries);
  await Promise.all(signedInPiecesFor(pathname).map((piece) => piece.preload()));
  return new Set(data.wide === true ? [WIDE_SCREEN_QUERY] : []);
}
