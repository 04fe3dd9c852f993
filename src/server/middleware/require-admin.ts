import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { isPlatformAdmin } from '@shared/platform-roles';

/**
 * Admin routes: 401 anonymous, 403 for everyone whose server-side role is not admin. The role comes from
 * the database with the session, read at every request, so a removed admin role, a ban or a revoked
 * session stops admin access at once.
 */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.get('user')) throw new HttpError(401, 'UNAUTHENTICATED');
  if (!isPlatformAdmin(c.get('user'))) throw new HttpError(403, 'ADMIN_ONLY');
  await next();
});
