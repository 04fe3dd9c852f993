/**
 * The typed API client (`hc<AppType>`) and the one place where server error codes become pt-BR text.
 */
import { hc } from 'hono/client';
import type { AppType } from '@server/app';
import { isApiErrorBody } from '@shared/api-error';
import { messageFor, type ErrorCode, type MessageParams } from '@shared/messages';

export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } }).api;

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

/** Turns a Response into its JSON body, or throws an ApiError with the catalogue message. */
export async function unwrap<T>(response: Response | Promise<Response>): Promise<T> {
  let res: Response;
  try {
    res = await response;
  } catch {
    throw new ApiError(0, 'NETWORK');
  }
  const text = await res.text();
  let body: unknown = null;
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
  return body as T;
}

/** Plain JSON fetch for endpoints outside the typed client (auth). */
export async function fetchJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  return unwrap<T>(
    fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    }),
  );
}

export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message;
  return fallback;
}
