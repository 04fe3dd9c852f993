/** Reads the better-auth session (cookie) once per request and exposes the user. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  if (result?.user && result.user.emailVerified && !result.user.banned) {
    const u = result.user as typeof result.user & { role?: string | null };
    c.set('user', { id: u.id, email: u.email, name: u.name, role: u.role ?? 'user', emailVerified: u.emailVerified });
    c.set('sessionId', result.session.id);
  } else {
    c.set('user', null);
    c.set('sessionId', null);
  }
  await next();
});
