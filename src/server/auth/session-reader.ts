/**
 * The common case of reading a signed-in request, in one database round trip: the session cookie's
 * signature is checked with Node's own HMAC (synchronous, microseconds; better-auth goes through WebCrypto,
 * which imports the key again on every request), then one prepared query reads the session, its user and
 * the user's profile together.
 *
 * Anything out of the ordinary is left to better-auth (`auth.api.getSession`), which knows how to handle
 * it: a session that is unknown, expired or due for renewal (it deletes or extends the row and answers the
 * cookie to set), a "don't remember me" session, or a leftover session-cache cookie to clear. So the rules
 * of a session stay better-auth's; this module only skips the work when none of them applies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parse as parseCookie } from 'hono/utils/cookie';
import type { Database } from '../db/client';
import { profiles, session, subscriptions, user } from '../db/schema';
import type { SessionUser } from './session-user';
import type { Profile } from '../db/schema/profiles';
import { accountJson } from '../billing/account';

export interface SessionReaderOptions {
  /** The secret better-auth signs its cookies with. */
  secret: string;
  /** better-auth's cookie names (they carry a `__Secure-` prefix on https). */
  sessionCookie: string;
  dontRememberCookie: string;
  /** better-auth's session lifetime and renewal age, in seconds. */
  expiresIn: number;
  updateAge: number;
}

export type SessionRead<A = unknown> =
  /** No session cookie, or one whose signature does not match: an anonymous request. */
  | { kind: 'anonymous' }
  /** A case better-auth must handle (see the module's comment). */
  | { kind: 'delegate' }
  | {
      kind: 'signed-in';
      sessionId: string;
      user: SessionUser;
      profile: Profile | null;
      banned: boolean;
      /** What `alongside` read, when it was asked for (null otherwise). */
      alongside: A | null;
    };

/** `withAlongside`: read the reader's `alongside` expression in the same query. */
export type SessionReader<A = unknown> = (
  cookieHeader: string | undefined,
  now: Date,
  withAlongside?: boolean,
) => Promise<SessionRead<A>>;

const SIGNATURE_LENGTH = 44; // base64 of a 32-byte HMAC-SHA256, with its one '=' of padding

/**
 * `alongside`, when given, is more of the account's state (an SQL expression of its user id column) that
 * some requests need at once: those asking for it get it in the same round trip, from a second prepared
 * statement, while every other request's read stays as small as before.
 */
export function createSessionReader<A = unknown>(
  db: Database,
  options: SessionReaderOptions,
  alongside?: (userId: AnyPgColumn) => SQL<A>,
): SessionReader<A> {
  const fields = {
    sessionId: session.id,
    expiresAt: session.expiresAt,
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    emailVerified: user.emailVerified,
    banned: user.banned,
    // The account (profile and subscription state) in one column, read as one flat object: merging two
    // objects afterwards, or reading each of its columns apart, cost more per request than the query.
    profile: accountJson(),
  };
  // Built once: drizzle then sends the same named statement, which PostgreSQL plans once per connection.
  const byToken = db
    .select(fields)
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, session.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('pautei_session_by_token');
  const withAlongsideByToken =
    alongside &&
    db
      .select({ ...fields, alongside: alongside(session.userId) })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.userId, session.userId))
      .leftJoin(subscriptions, eq(subscriptions.userId, session.userId))
      .where(eq(session.token, sql.placeholder('token')))
      .prepare('pautei_session_with_alongside_by_token');

  return async (cookieHeader, now, withAlongside = false) => {
    if (!cookieHeader || !cookieHeader.includes(options.sessionCookie)) return { kind: 'anonymous' };
    // A leftover session-cache cookie (from before the cache was turned off) or "don't remember me".
    if (cookieHeader.includes('.session_data') || cookieHeader.includes(options.dontRememberCookie)) {
      return { kind: 'delegate' };
    }
    const signed = parseCookie(cookieHeader, options.sessionCookie)[options.sessionCookie];
    const token = signed ? verifiedValue(signed, options.secret) : null;
    if (!token) return { kind: 'anonymous' };

    const [row] =
      withAlongside && withAlongsideByToken
        ? await withAlongsideByToken.execute({ token })
        : await byToken.execute({ token });
    if (!row) return { kind: 'delegate' };
    const expiresAt = row.expiresAt.getTime();
    const dueForRenewal = expiresAt - options.expiresIn * 1000 + options.updateAge * 1000 <= now.getTime();
    if (expiresAt <= now.getTime() || dueForRenewal) return { kind: 'delegate' };
    return {
      kind: 'signed-in',
      sessionId: row.sessionId,
      user: { id: row.userId, email: row.email, name: row.name, role: row.role, emailVerified: row.emailVerified },
      profile: row.profile,
      banned: row.banned === true,
      alongside: 'alongside' in row ? (row.alongside as A | null) : null,
    };
  };
}

/** The value of a better-auth signed cookie (`value.base64(HMAC-SHA256(secret, value))`), or null if forged. */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const value = signed.slice(0, dot);
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
