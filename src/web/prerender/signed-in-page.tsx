/**
 * A signed-in page (the dashboard, the calendar, the posting kit) drawn by the server with the person's
 * data, so that a phone shows it as soon as the HTML arrives instead of after ~150 KB of script has
 * downloaded and run and the page has then asked for its data. It is drawn with the same components and
 * query functions as in the browser (draw-with-queries.tsx), the API read inside the server's app with the
 * visitor's cookies (server/http/server-rendered-page.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../lib/session';
import { WIDE_SCREEN_QUERY } from '@shared/server-drawn-page';
import { drawWithQueries, type DrawnPage } from './draw-with-queries';
import { pageTree } from './page-tree';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** What the server knows of the visitor's screen (server-drawn-page.ts: WIDE_COOKIE). */
export interface DrawnScreen {
  wide: boolean;
}

/**
 * The page at `url` (path and query) drawn for the visitor whose API calls `fetchApi` makes, laid out for
 * their screen; null for
 * anyone the session read does not know (signed out, or refused the workspace asked for), or a page that
 * could not be drawn whole, so that the plain page goes instead.
 */
export function renderSignedInPage(url: string, fetchApi: Fetch, screen: DrawnScreen): Promise<DrawnPage | null> {
  const media = new Set(screen.wide ? [WIDE_SCREEN_QUERY] : []);
  return drawWithQueries(
    (client: QueryClient) => pageTree(client, url, media),
    fetchApi,
    (client) => !!client.getQueryData(sessionKeys.me),
  );
}
