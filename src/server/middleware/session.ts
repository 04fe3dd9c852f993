/**
 * Reads the better-auth session once per request and exposes the user. Within the session cache's
 * lifetime (auth.ts) the session comes from a signed cookie without touching the database; when that
 * cache is stale better-auth reads the database and answers a fresh cache cookie, which is passed on to
 * the browser here (as are the cookie updates of a renewed or ended session).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  const { headers, response: result } = await auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  if (result?.user && result.user.emailVerified && !result.user.banned) {
    const u = result.user as typeof result.user & { role?: string | null };
    c.set('user', { id: u.id, email: u.email, name: u.name, role: u.role ?? 'user', emailVerified: u.emailVerified });
    c.set('sessionId', result.session.id);
  } else {
    c.set('user', null);
    c.set('sessionId', null);
  }
  c.set('sessionCookies', headers.getSetCookie());
  await next();
  let cookies = headers.getSetCookie();
  // A successful change (name, e-mail, role...) must not be hidden behind this browser's cached copy of
  // the user, nor behind the copy read just before the change: drop it, so the next request reads the
  // database and caches the new state.
  if (c.var.user && c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) {
    const names = new Set(cachedSessionCookies(c.req.header('cookie')));
    for (const cookie of cookies) names.add(cookie.split('=')[0]!.trim());
    cookies = cookies.filter((cookie) => !isCacheCookie(cookie.split('=')[0]!.trim()));
    for (const name of names) {
      if (!isCacheCookie(name)) continue;
      cookies.push(
        `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
      );
    }
  }
  if (cookies.length === 0) return;
  // Some responses (static files, fetched bodies) have immutable headers: copy them before adding.
  c.res = new Response(c.res.body, c.res);
  for (const cookie of cookies) c.res.headers.append('set-cookie', cookie);
});

/** Names of the session cache cookies a request carries (better-auth may split a large one in parts). */
function cachedSessionCookies(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(isCacheCookie);
}

function isCacheCookie(name: string): boolean {
  return /session_data(\.\d+)?$/.test(name);
}
