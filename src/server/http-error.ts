/** Errors a service throws to end a request with a code from the pt-BR catalogue. */
import type { ErrorCode, MessageParams } from '@shared/messages';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503 | 504,
    readonly code: ErrorCode,
    readonly extra: { params?: MessageParams; fields?: Record<string, ErrorCode> } = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: ErrorCode, extra?: HttpError['extra']) => new HttpError(400, code, extra);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new HttpError(404, code);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new HttpError(403, code);
