/**
 * The answers a signed-in page brought with it (the server read them to draw it: app/server-data.ts), kept
 * fresh while the page that brought them is on screen, for a few seconds.
 *
 * Why: most queries have no freshness of their own (staleTime 0: asked again whenever a component that
 * shows them mounts). Attaching React to the drawn page mounts every one of them, so the browser asked
 * the server again, at once, for every answer the server had read a moment before to draw the page: each
 * signed-in page load made its reads twice, and the phone started and parsed those requests while it was
 * still attaching the page. An answer that has changed since (a refetch, a change the app made) and every
 * query on another page are as before; a query with a freshness of its own keeps it.
 */
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';

/** How long after the page took them its answers count as fresh: the page attaches well within it. */
export const DRAWN_ANSWER_FRESH_MS = 10_000;

interface Taken {
  /**
   * The answer as it came, and its time: a newer answer is no longer the drawn one. Both are compared, since
   * an answer put in within the same millisecond has the same time.
   */
  data: unknown;
  updatedAt: number;
  /** By this browser's clock (the server's may differ). */
  freshUntil: number;
  /** The address the page was drawn for: after a navigation, its queries are asked as usual. */
  address: string;
}

const taken = new WeakMap<Query, Taken>();

const currentAddress = () => window.location.pathname + window.location.search;

/** Remembers the answers of `state`, just put into `client`, as the drawn page's. */
export function rememberDrawnAnswers(client: QueryClient, state: DehydratedState, now = Date.now()): void {
  const cache = client.getQueryCache();
  for (const { queryHash } of state.queries) {
    const query = cache.get(queryHash);
    if (query)
      taken.set(query, {
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
        freshUntil: now + DRAWN_ANSWER_FRESH_MS,
        address: currentAddress(),
      });
  }
}

/** The default staleTime: 0, except for an unchanged answer of the drawn page while that page is shown. */
export function drawnAnswerStaleTime(query: Query): number {
  const t = taken.get(query);
  const unchanged = t && t.data === query.state.data && t.updatedAt === query.state.dataUpdatedAt;
  if (!unchanged || t.address !== currentAddress()) return 0;
  return Math.max(0, t.freshUntil - query.state.dataUpdatedAt);
}
