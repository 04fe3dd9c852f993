/**
 * Reads the session once per request and exposes the user (and, when read with it, the user's profile).
 * Every request reads the database, so a session revoked anywhere (sign-out on another device, a password
 * change or reset, a ban, a removed admin role) stops working at the very next request. The read is one
 * prepared query (auth/session-reader.ts); the unusual cases go through better-auth, whose cookie updates
 * (a renewed or ended session) are passed on to the browser here.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { createSessionReader, type SessionReader } from '../auth/session-reader';
import { membershipsJson, workspacesFromMemberships, type MembershipRow } from '../services/team-service';
import { PLATFORM_ROLES } from '@shared/platform-roles';

/**
 * `GET /api/me` (every page load, and the gate's check every minute) answers the person's workspaces too:
 * they are read in the session's query, so the answer costs one round trip for most people.
 */
const readsWorkspaces = (method: string, path: string) => method === 'GET' && path === '/api/me';

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, db } = c.get('deps');
  const read = await (readers.get(auth) ?? readerFor(auth, db));
  const withWorkspaces = readsWorkspaces(c.req.method, c.req.path);
  const fast = await read(c.req.header('cookie'), new Date(), withWorkspaces);
  let cookies: string[] = [];
  c.set('sessionWorkspaces', null);
  if (fast.kind === 'signed-in') {
    const signedIn = fast.user.emailVerified && !fast.banned;
    c.set('user', signedIn ? fast.user : null);
    c.set('sessionId', signedIn ? fast.sessionId : null);
    c.set('sessionProfile', signedIn ? fast.profile : null);
    // Only with the profile: an account whose profile is not made yet gets its own workspace when it is.
    if (signedIn && withWorkspaces && fast.profile) {
      c.set('sessionWorkspaces', workspacesFromMemberships(fast.alongside, fast.user.id));
    }
  } else if (fast.kind === 'anonymous') {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('sessionProfile', null);
  } else {
    const { headers, response: result } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (result?.user && result.user.emailVerified && !result.user.banned) {
      const u = result.user as typeof result.user & { role?: string | null };
      c.set('user', {
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role ?? PLATFORM_ROLES.user,
        emailVerified: u.emailVerified,
      });
      c.set('sessionId', result.session.id);
    } else {
      c.set('user', null);
      c.set('sessionId', null);
    }
    c.set('sessionProfile', null);
    cookies = headers.getSetCookie();
  }
  c.set('sessionCookies', cookies);
  await next();
  if (cookies.length === 0) return;
  // Some responses (static files, fetched bodies) have immutable headers: copy them before adding.
  c.res = new Response(c.res.body, c.res);
  for (const cookie of cookies) c.res.headers.append('set-cookie', cookie);
});

/** One reader per auth instance (tests make several apps in one process). */
const readers = new WeakMap<Auth, Promise<SessionReader<MembershipRow[] | null>>>();

function readerFor(auth: Auth, db: Database): Promise<SessionReader<MembershipRow[] | null>> {
  const reader = auth.$context.then((ctx) =>
    createSessionReader(
      db,
      {
        secret: ctx.secret,
        sessionCookie: ctx.authCookies.sessionToken.name,
        dontRememberCookie: ctx.authCookies.dontRememberToken.name,
        expiresIn: ctx.sessionConfig.expiresIn,
        updateAge: ctx.sessionConfig.updateAge,
      },
      membershipsJson,
    ),
  );
  readers.set(auth, reader);
  return reader;
}
