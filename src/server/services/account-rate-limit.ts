/**
 * Per-account limits on auth attempts, on top of better-auth's per-IP limits. Counters live in the
 * database (rate_limit table) so that several instances share them.
 *
 * Sign-up and resend are capped per e-mail address: rotating IPs buys no extra attempts.
 *
 * Sign-in is different, because a hard cap per account lets anyone lock the owner out just by typing
 * wrong passwords. So (see docs/decisions/0002):
 * - the hard limit counts failures per (account, address): an address that keeps failing is refused for
 *   the window, the others are not;
 * - across all addresses the account's failures only slow sign-in down (a growing, capped delay), so a
 *   botnet gets few guesses per second while the owner, from an address that has not failed, still gets in.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';

export interface AccountLimitRule {
  windowSeconds: number;
  max: number;
}

export const ACCOUNT_LIMITS: Record<string, AccountLimitRule> = {
  '/sign-up/email': { windowSeconds: 15 * 60, max: 5 },
  '/send-verification-email': { windowSeconds: 15 * 60, max: 5 },
};

export const SIGN_IN_PATH = '/sign-in/email';

export const SIGN_IN_POLICY = {
  windowSeconds: 15 * 60,
  /** Failures from one address against one account before that address is refused. */
  maxFailuresPerAddress: 10,
  /** Failures across all addresses before every attempt on the account is slowed down. */
  slowDownAfter: 10,
  /** Each failure beyond `slowDownAfter` adds this much delay... */
  delayStepMs: 250,
  /** ...up to this. */
  maxDelayMs: 3_000,
};

const normalize = (email: string) => email.trim().toLowerCase();
const addressKey = (email: string, ip: string) => `signin-fail:${normalize(email)}:${ip}`;
const accountKey = (email: string) => `signin-fail:${normalize(email)}`;

/** Adds one to a windowed counter (a new window starts at 1) and returns the count. One atomic upsert. */
async function bump(db: Database, key: string, windowSeconds: number, nowMs: number): Promise<number> {
  const windowStart = nowMs - windowSeconds * 1000;
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO rate_limit (id, key, count, last_request)
    VALUES (${randomUUID()}, ${key}, 1, ${nowMs})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request < ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request < ${windowStart} THEN ${nowMs} ELSE rate_limit.last_request END
    RETURNING count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** The counter's value within its window (0 once the window has passed). */
async function peek(db: Database, key: string, windowSeconds: number, nowMs: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`SELECT count FROM rate_limit WHERE key = ${key} AND last_request >= ${nowMs - windowSeconds * 1000}`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Counts one attempt and tells whether it is within the cap. */
export async function hitAccountLimit(
  db: Database,
  action: string,
  email: string,
  rule: AccountLimitRule,
  nowMs = Date.now(),
): Promise<boolean> {
  return hitRateLimit(db, `account:${action}:${normalize(email)}`, rule, nowMs);
}

/**
 * Counts one request under `key` (a fixed window that starts with the first request) and tells whether
 * it is within the cap. Shared by every limit that must hold across instances.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: AccountLimitRule,
  nowMs = Date.now(),
): Promise<boolean> {
  return (await bump(db, key, rule.windowSeconds, nowMs)) <= rule.max;
}

/** The delay for an account with this many recent failures across all addresses. */
export function signInDelayMs(accountFailures: number, policy = SIGN_IN_POLICY): number {
  const over = accountFailures - policy.slowDownAfter;
  return over <= 0 ? 0 : Math.min(policy.maxDelayMs, over * policy.delayStepMs);
}

export interface SignInGate {
  /** The address has failed too often against this account: refuse without checking the password. */
  refused: boolean;
  /** Wait this long before checking the password (0 for a calm account). */
  delayMs: number;
}

/** Before a sign-in: is this address still allowed to try, and how much to slow the account down. */
export async function checkSignIn(db: Database, email: string, ip: string, nowMs = Date.now()): Promise<SignInGate> {
  const { windowSeconds, maxFailuresPerAddress } = SIGN_IN_POLICY;
  const [fromAddress, total] = await Promise.all([
    peek(db, addressKey(email, ip), windowSeconds, nowMs),
    peek(db, accountKey(email), windowSeconds, nowMs),
  ]);
  return { refused: fromAddress >= maxFailuresPerAddress, delayMs: signInDelayMs(total) };
}

/** After a sign-in: a wrong password counts against the address and the account; success clears the address. */
export async function recordSignIn(
  db: Database,
  email: string,
  ip: string,
  outcome: 'failed' | 'succeeded',
  nowMs = Date.now(),
): Promise<void> {
  const { windowSeconds } = SIGN_IN_POLICY;
  if (outcome === 'succeeded') {
    await db.execute(sql`DELETE FROM rate_limit WHERE key = ${addressKey(email, ip)}`);
    return;
  }
  await Promise.all([
    bump(db, addressKey(email, ip), windowSeconds, nowMs),
    bump(db, accountKey(email), windowSeconds, nowMs),
  ]);
}
