/**
 * The one way web tests render a component and answer its API calls.
 *
 * `renderWithProviders(ui)` wraps the component in a fresh QueryClient (no retries, so a failing call
 * shows at once) and a router, and returns the client so a test can wait for a query to settle.
 * `stubApi(routes)` replaces `fetch`: each route key is `'/api/path'` (any method) or `'PATCH /api/path'`,
 * its value the JSON body of a 200 answer or a handler that decides the answer from the request.
 * Anything else answers 404 NOT_FOUND. Every request is recorded in `calls`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath } from 'react-router';
import { vi } from 'vitest';

export interface StubCall {
  method: string;
  /** Path and query string, e.g. `/api/content?type=story`. */
  url: string;
  path: string;
  /** The parsed JSON body (null when there was none). */
  body: unknown;
}

export interface StubReply {
  status: number;
  body: unknown;
}

export type StubHandler = (call: StubCall) => StubReply | Promise<StubReply>;

/** Marks a route value as a handler (a plain function value would be ambiguous with a body). */
export function handle(handler: StubHandler): { handler: StubHandler } {
  return { handler };
}

export function reply(status: number, body: unknown): StubReply {
  return { status, body };
}

function isHandler(value: unknown): value is { handler: StubHandler } {
  return typeof value === 'object' && value !== null && 'handler' in value && typeof value.handler === 'function';
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function stubApi(routes: Record<string, unknown>) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    const call: StubCall = {
      method: request.method,
      url: url.pathname + url.search,
      path,
      body: parseBody(await request.text()),
    };
    calls.push(call);
    const route = routes[`${call.method} ${path}`] ?? routes[path];
    const answer =
      route === undefined
        ? reply(404, { error: { code: 'NOT_FOUND' } })
        : isHandler(route)
          ? await route.handler(call)
          : reply(200, route);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock };
}

/** `route` is where the router starts; `state`, the navigation state it was reached with (a link's). */
export function renderWithProviders(
  ui: ReactElement,
  options: { route?: string; state?: unknown } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const route = options.route ?? '/';
  const entry = options.state === undefined ? route : { ...parsePath(route), state: options.state };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
