/**
 * A per-account cap on auth attempts, on top of better-auth's per-IP limits: rotating IPs (or forged
 * X-Forwarded-For headers) buys no extra attempts against one e-mail. Counters live in the database
 * (rate_limit table) so that several instances share them.
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
  '/sign-in/email': { windowSeconds: 15 * 60, max: 10 },
  '/sign-up/email': { windowSeconds: 15 * 60, max: 5 },
  '/send-verification-email': { windowSeconds: 15 * 60, max: 5 },
};

/** Counts one attempt and tells whether it is within the cap. One atomic upsert. */
export async function hitAccountLimit(
  db: Database,
  action: string,
  email: string,
  rule: AccountLimitRule,
  nowMs = Date.now(),
): Promise<boolean> {
  return hitRateLimit(db, `account:${action}:${email.trim().toLowerCase()}`, rule, nowMs);
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
  const windowStart = nowMs - rule.windowSeconds * 1000;
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
  return Number(rows[0]?.count ?? 0) <= rule.max;
}
