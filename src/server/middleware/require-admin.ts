import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { isAdmin } from './require-user';

/**
 * Admin routes: 401 anonymous, 403 for everyone whose server-side role is not admin. The role is read
 * from the database, never from the short-lived session cache, so a removed admin role, a ban or a
 * revoked session stops admin access at once. Admin requests are few; the extra read costs nothing.
 */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) throw new HttpError(401, 'UNAUTHENTICATED');
  if (!isAdmin(c.var.user)) throw new HttpError(403, 'ADMIN_ONLY');
  const fresh = await c.var.deps.auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: true },
  });
  if (!fresh?.user || fresh.user.banned || !fresh.user.emailVerified) throw new HttpError(401, 'UNAUTHENTICATED');
  if ((fresh.user as { role?: string | null }).role !== 'admin') throw new HttpError(403, 'ADMIN_ONLY');
  await next();
});
