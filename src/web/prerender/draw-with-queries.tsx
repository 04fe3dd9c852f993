/**
 * Draws a React tree on the server with the answers of the queries it asks for, the way the browser would
 * draw it: no page lists what it reads. A first drawing records every query the tree asks for (and does
 * not leave disabled); those are read through `fetchApi` (every API call of the app goes there while the
 * drawing runs: lib/server-fetch.ts), and the tree is drawn again, which may ask for more (a query enabled
 * once the session is known). When a drawing asks for nothing new, it is the page. Its query cache comes
 * with it, for the browser's first drawing to be the same (app/server-data.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type DefaultError, type QueryKey } from '@tanstack/react-query';
import type { DefaultedQueryObserverOptions } from '@tanstack/react-query';
import { type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { installServerFetch } from '../lib/server-fetch';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
type Defaulted = DefaultedQueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>;

/** A few rounds at most: each one can only add queries that depend on the answers of the one before. */
const MAX_ROUNDS = 4;
/** A drawing that takes longer than this (a lazy piece that never loads) is abandoned: the plain page goes. */
const DRAW_TIMEOUT_MS = 3000;

const drawing = new AsyncLocalStorage<Fetch>();
installServerFetch(() => drawing.getStore());

/** A query cache that notes every query a drawing asks for, enabled, with no answer yet. */
function recordingClient(): { client: QueryClient; wanted: Map<string, Defaulted> } {
  // One cache per request: no answer ever reaches another visitor's page.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wanted = new Map<string, Defaulted>();
  const defaults = client.defaultQueryOptions.bind(client);
  // Every useQuery() passes its options through here while the page is drawn (the cache's own calls pass
  // options already defaulted, and are not the page asking).
  let noting = false;
  const recording = (options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options) as Defaulted;
    if (noting || (options as { _defaulted?: boolean })._defaulted) return defaulted;
    const hash = defaulted.queryHash;
    if (wanted.has(hash) || client.getQueryCache().get(hash)?.state.status === 'success') return defaulted;
    noting = true;
    try {
      const query = client.getQueryCache().build(client, defaulted);
      const enabled = typeof defaulted.enabled === 'function' ? defaulted.enabled(query) : defaulted.enabled;
      if (enabled !== false && typeof defaulted.queryFn === 'function') wanted.set(hash, defaulted);
    } finally {
      noting = false;
    }
    return defaulted;
  };
  client.defaultQueryOptions = recording as typeof client.defaultQueryOptions;
  return { client, wanted };
}

/**
 * A drawing that waits for the page's lazy pieces to load (React's static prerender), for what it asks
 * for; its HTML is not sent: when pieces arrive late, it has them placed by inline scripts, which the
 * page's security policy would block.
 */
async function drawAndWait(tree: ReactElement): Promise<void> {
  const { prelude } = await prerender(tree, { signal: AbortSignal.timeout(DRAW_TIMEOUT_MS) });
  await new Response(prelude).arrayBuffer();
}

export interface DrawnPage {
  html: string;
  /** The query cache it was drawn from (TanStack Query's dehydrated state), for the browser's first drawing. */
  queries: unknown;
}

/**
 * `tree` (given the request's own query cache) drawn with the answers it asks for; null when an API read
 * answered 401 (nobody signed in), when `accept` refuses the answers, or when the tree could not be drawn
 * whole.
 */
export async function drawWithQueries(
  tree: (client: QueryClient) => ReactElement,
  fetchApi: Fetch,
  accept: (client: QueryClient) => boolean = () => true,
): Promise<DrawnPage | null> {
  let signedOut = false;
  const watched: Fetch = async (input, init) => {
    const res = await fetchApi(input, init);
    if (res.status === 401) signedOut = true;
    return res;
  };
  const { client, wanted } = recordingClient();
  return drawing.run(watched, async () => {
    const asked = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      await drawAndWait(tree(client));
      const next = [...wanted].filter(([hash]) => !asked.has(hash));
      if (next.length === 0) break;
      for (const [hash] of next) asked.add(hash);
      await Promise.all(next.map(([, options]) => client.prefetchQuery(options)));
      if (signedOut) return null;
    }
    if (!accept(client)) return null;
    // A read that failed is left for the browser to make again: neither side draws it as failed, so both
    // draw it as still loading.
    client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    // Every piece is loaded now and every answer is in: the page draws in one go, as plain HTML. A part
    // that still could not be drawn (left for the browser to draw, `<!--$!-->`) would make React redraw it
    // there and report it: such a page is not sent, the plain one is.
    const html = renderToString(tree(client));
    if (html.includes('<!--$!') || html.includes('<!--$?')) return null;
    return { html, queries: dehydrate(client) };
  });
}
