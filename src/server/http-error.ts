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
