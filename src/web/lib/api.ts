/**
 * The typed API client (`hc<AppType>`) and the one place where server error codes become pt-BR text.
 *
 * Response types come from the server's routes through `AppType`: `unwrap(api.x.$get())` resolves with
 * the body the route returns with `c.json(...)`, so a change to a server response shape fails the type
 * check of every screen that reads it. Nothing here names a response type by hand.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { StatusCode, SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '@server/app';
import { isApiErrorBody } from '@shared/api-error';
import { messageFor, type ErrorCode, type MessageParams } from '@shared/messages';
import { activeWorkspace, workspaceHeaders } from './workspace';
import { serverFetch } from './server-fetch';

/**
 * On a signed-in page's first load the page itself has already sent the first API reads (the script
 * that scripts/vite-prerender.ts puts into index.html), while the app's scripts were still arriving.
 * Each of those answers is handed out once, to the first GET of the same address, and only during the
 * first seconds after the page opened, so that a later visit to a screen never shows old figures.
 *
 * They are handed out together, bodies read, once the last of them is in: the page then draws once with
 * all its first figures instead of once per answer. Each drawing of a whole page takes a slow phone a
 * noticeable moment, during which it cannot answer a tap (the answers arrive within milliseconds of
 * each other, so nothing shows later than it would have).
 */
const EARLY_READS_GLOBAL = '__pauteiEarlyReads';
const EARLY_READS_FRESH_MS = 10_000;
const earlyReads = takeEarlyReads();

function takeEarlyReads(): Map<string, Promise<Response>> {
  const sent = (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] as
    Record<string, Promise<Response> | undefined> | undefined;
  // "In" means the whole body has arrived (read through a copy, so the answer itself is still unread).
  const received = Object.entries(sent ?? {}).flatMap(([path, response]) =>
    response ? [[path, response.then(async (res) => (await res.clone().arrayBuffer(), res))] as const] : [],
  );
  const allIn = Promise.allSettled(received.map(([, response]) => response));
  const reads = new Map<string, Promise<Response>>();
  for (const [path, response] of received) {
    const handedOut = allIn.then(() => response);
    // A failed read fails the GET that takes it; one that no screen takes is not an error on the page.
    handedOut.catch(() => {});
    reads.set(path, handedOut);
  }
  return reads;
}

function fetchOrEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // On the server, drawing a signed-in page: the call is made inside the app (lib/server-fetch.ts).
  const onServer = serverFetch();
  if (onServer) return onServer(input, init);
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  if (method.toUpperCase() === 'GET' && typeof location !== 'undefined') {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    // The early reads were sent without the team's header: in a team, every read goes out itself, except
    // a review or report link's, which is the same for everyone who holds the link.
    const sameForAnyTeam = /^\/api\/(review|report-links)\//.test(url.pathname);
    const early =
      url.origin === location.origin && !url.search && (sameForAnyTeam || !activeWorkspace())
        ? earlyReads.get(url.pathname)
        : undefined;
    if (early) {
      earlyReads.delete(url.pathname);
      if (performance.now() < EARLY_READS_FRESH_MS) return early;
    }
  }
  return fetch(input, init);
}

export const api = hc<AppType>('/', {
  init: { credentials: 'same-origin' },
  fetch: fetchOrEarly,
  headers: workspaceHeaders,
}).api;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    readonly params?: MessageParams,
    readonly fields?: Record<string, ErrorCode>,
  ) {
    super(messageFor(code, params));
    this.name = 'ApiError';
  }
}

type ErrorStatusCode = Exclude<StatusCode, SuccessStatusCode>;

/**
 * The body of the successful answers among a route's typed responses. Error answers (a validator's 400,
 * say) are dropped: `unwrap` throws them as ApiError instead of returning them. A route that replies
 * with `c.json(value)` without a status may answer any status, so it counts as a success.
 */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? ([S] extends [ErrorStatusCode] ? never : T) : never;

/** The body of a typed-client call's success, e.g. `ResponseOf<typeof api.tokens.$get>`. */
export type ResponseOf<F extends (...args: never[]) => Promise<ClientResponse<unknown, number>>> = SuccessBody<
  Awaited<ReturnType<F>>
>;

/** Reads a Response's JSON body, or throws an ApiError with the catalogue message. */
async function readBody(response: Response | Promise<Response>): Promise<unknown> {
  let res: Response;
  try {
    res = await response;
  } catch {
    throw new ApiError(0, 'NETWORK');
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    if (isApiErrorBody(body)) throw new ApiError(res.status, body.error.code, body.error.params, body.error.fields);
    if (res.status === 401) throw new ApiError(401, 'UNAUTHENTICATED');
    if (res.status === 429) throw new ApiError(429, 'RATE_LIMITED');
    throw new ApiError(res.status, 'INTERNAL');
  }
  return body;
}

/** Turns a typed-client response into its success body (typed by the route), or throws an ApiError. */
export const unwrap = async <R extends ClientResponse<unknown, number>>(
  response: Promise<R>,
): Promise<SuccessBody<R>> =>
  // The cast is the one trusted step: the body is what the route's `c.json(...)` declared.
  (await readBody(response as Promise<Response>)) as SuccessBody<R>;

/** The JSON body of a plain fetch Response (outside the typed client), or an ApiError. */
export function readJson(response: Response | Promise<Response>): Promise<unknown> {
  return readBody(response);
}

export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message;
  return fallback;
}
