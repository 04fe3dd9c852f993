/**
 * The common case of reading a signed-in request, in one database round trip: the session cookie's
 * signature is checked with Node's own HMAC (synchronous, microseconds; better-auth goes through WebCrypto,
 * which imports the key again on every request, and a cookie already checked is remembered), then one
 * prepared query reads the session, its user and the user's profile together, in the same query as every
 * other request's session of that moment.
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
import { statementBatches } from '../db/statement-batches';
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
  // Each reads every session asked for in the same moment in one query (see `sessionBatches`).
  const byTokens = db
    .select({ ...fields, token: session.token })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, session.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, session.userId))
    .where(sql`${session.token} = ANY(${sql.placeholder('tokens')}::text[])`)
    .prepare('pautei_sessions_by_tokens');
  const withAlongsideByTokens =
    alongside &&
    db
      .select({ ...fields, token: session.token, alongside: alongside(session.userId) })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.userId, session.userId))
      .leftJoin(subscriptions, eq(subscriptions.userId, session.userId))
      .where(sql`${session.token} = ANY(${sql.placeholder('tokens')}::text[])`)
      .prepare('pautei_sessions_with_alongside_by_tokens');
  const plain = sessionBatches((tokens) => byTokens.execute({ tokens }));
  const alongsideBatches =
    withAlongsideByTokens && sessionBatches((tokens) => withAlongsideByTokens.execute({ tokens }));
  const verified = verifiedCookies(options.secret);

  return async (cookieHeader, now, withAlongside = false) => {
    if (!cookieHeader || !cookieHeader.includes(options.sessionCookie)) return { kind: 'anonymous' };
    // A leftover session-cache cookie (from before the cache was turned off) or "don't remember me".
    if (cookieHeader.includes('.session_data') || cookieHeader.includes(options.dontRememberCookie)) {
      return { kind: 'delegate' };
    }
    const signed = parseCookie(cookieHeader, options.sessionCookie)[options.sessionCookie];
    const token = signed ? verified(signed) : null;
    if (!token) return { kind: 'anonymous' };

    const row = await (withAlongside && alongsideBatches ? alongsideBatches : plain).load(token);
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

/**
 * Reads the sessions asked for in the same moment with one query (`statementBatches`: one turn of the event
 * loop, or while the previous read is on its way to the database): a
 * burst of requests, each with its own cookie, costs a few reads instead of one each. Nothing is kept once
 * the batch has answered, so a session ended a moment ago is never read from memory.
 */
export function sessionBatches<R extends { token: string }>(read: (tokens: string[]) => Promise<R[]>) {
  return statementBatches<string, R | undefined>(async (tokens) => {
    const rows = await read([...new Set(tokens)]);
    const byToken = new Map(rows.map((row) => [row.token, row]));
    return tokens.map((token) => byToken.get(token));
  }, SESSION_BATCH_MAX);
}

/** More than this many sessions read together go in several queries (a bounded parameter and answer). */
const SESSION_BATCH_MAX = 50;

/** How many checked cookies `verifiedCookies` remembers before it starts over. */
const VERIFIED_COOKIES_MAX = 10_000;

/**
 * `verifiedValue` with a memory of the cookies already checked with this secret. A browser sends the same
 * signed cookie with each of its requests, and the HMAC (with its key set-up) was a tenth of a signed-in
 * request's CPU. Only cookies whose signature matched are kept, under their whole signed text, so a forged
 * one is still checked (and refused) every time; the memory says nothing about whether the session is still
 * valid, which the database read decides on every request.
 */
export function verifiedCookies(secret: string): (signed: string) => string | null {
  const known = new Map<string, string>();
  return (signed) => {
    const remembered = known.get(signed);
    if (remembered !== undefined) return remembered;
    const value = verifiedValue(signed, secret);
    if (value === null) return null;
    if (known.size >= VERIFIED_COOKIES_MAX) known.clear();
    known.set(signed, value);
    return value;
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
