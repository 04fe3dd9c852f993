import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';

/** 401 for anonymous callers. After it, `c.get('user')` is set. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.get('user')) throw new HttpError(401, 'UNAUTHENTICATED');
  await next();
});
