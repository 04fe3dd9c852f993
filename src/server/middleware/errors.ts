/** One error shape for every failure; no stack trace ever reaches a user. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '@shared/api-error';
import { isErrorCode, type ErrorCode } from '@shared/messages';
import { HttpError } from '../http-error';

export function errorBody(code: ErrorCode, extra: Omit<ApiErrorBody['error'], 'code'> = {}): ApiErrorBody {
  return { error: { code, ...extra } };
}

/** Zod issues whose message is a catalogue code become field errors; others are generic. */
export function fieldsFromZod(error: ZodError): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!fields[key]) fields[key] = isErrorCode(issue.message) ? issue.message : 'VALIDATION';
  }
  return fields;
}

/** The first catalogue code among the issues, so a form shows the rule's own message. */
export function firstCode(fields: Record<string, ErrorCode>): ErrorCode {
  return Object.values(fields).find((c) => c !== 'VALIDATION') ?? 'VALIDATION';
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) {
    return c.json(errorBody(err.code, err.extra), err.status);
  }
  if (err instanceof ZodError) {
    const fields = fieldsFromZod(err);
    return c.json(errorBody(firstCode(fields), { fields }), 400);
  }
  if (err instanceof HTTPException) {
    if (err.status === 401) return c.json(errorBody('UNAUTHENTICATED'), 401);
    if (err.status === 403) return c.json(errorBody('FORBIDDEN'), 403);
    if (err.status === 404) return c.json(errorBody('NOT_FOUND'), 404);
    if (err.status === 413) return c.json(errorBody('BODY_TOO_LARGE'), 413, { Connection: 'close' });
    if (err.status < 500) return c.json(errorBody('VALIDATION'), err.status);
  }
  c.get('deps').logger.error({ err, method: c.req.method, path: loggablePath(c.req.path) }, 'requisição falhou');
  return c.json(errorBody('INTERNAL'), 500);
}

/**
 * The request path as it may be logged: the secret of a review link, of a calendar feed or of a team
 * invitation is in its path, and whoever reads the logs must not be able to open them.
 */
export function loggablePath(path: string): string {
  return path.replace(/^(\/api\/review|\/r|\/api\/feeds|\/api\/invitations|\/convite)\/[^/]+/, '$1/…');
}
