/**
 * The token allowance (spec part 1 §4, §9; DESIGN §4.2): the only code that changes a balance.
 *
 * - spend: one conditional UPDATE ... WHERE tokens_remaining > 0, chained with the 'spend' ledger row in
 *   the same statement (a data-modifying CTE), so a balance never goes below 0 under concurrency;
 * - refund: the 'refund' ledger row is unique per generation id, and the balance goes up only when that
 *   row was inserted, in the same statement: exactly once whatever retries happen;
 * - renewal: a conditional UPDATE ... WHERE next_renewal_at <= now (billing's writer), so concurrent callers renew once.
 */
import type DataLoader from 'dataloader';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import { statementBatches } from '../db/statement-batches';
import { profiles, subscriptions, tokenLedger, usageTracking } from '../db/schema';
import { addMonths, daysUntil, nextAnchoredDate } from '@shared/dates';
import { costBrl } from '../ai/pricing';
import { HttpError } from '../http-error';
import { applyBillingEvent } from '../billing/subscription-writer';
import { voiceColumnsOf } from './voice-service';

export interface TokenStatus {
  tokensRemaining: number;
  tokensLimit: number;
  nextRenewalDate: string | null;
  daysUntilRenewal: number;
  hasTokens: boolean;
  /**
   * The end of a paid period that nothing renews (prepaid, or a revoked Pix Automático) when no token
   * renewal is left before it, i.e. in its last month: the token card says the plan ends then instead of
   * promising a renewal. Null otherwise.
   */
  planEndsAt: string | null;
}

export type SpendResult = { ok: true; remaining: number } | { ok: false };

type Row = Record<string, unknown>;

/** The first renewal date after `now`, whole months on from `due` (an idle account skips missed months). */
export function nextRenewalAfter(due: Date, now: Date): Date {
  let months = 1;
  let next = addMonths(due, months);
  while (next.getTime() <= now.getTime()) {
    months += 1;
    next = addMonths(due, months);
  }
  return next;
}

/**
 * Renews the allowance when its date has passed: the balance returns to the limit and the date moves on
 * by a month. Concurrent callers race on the same conditional UPDATE; the row lock makes the later ones
 * re-check `next_renewal_at <= now` against the moved date, so exactly one renews.
 */
export async function renewIfDue(db: Database, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({
      nextRenewalDate: subscriptions.nextRenewalDate,
      billingAnchor: subscriptions.billingAnchor,
      paidUntil: subscriptions.paidUntil,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  const due = row?.nextRenewalDate ?? null;
  if (!due || due.getTime() > now.getTime()) return false;
  // A prepaid period renews inside itself only: its end is not a renewal.
  if (row?.paidUntil && due.getTime() >= row.paidUntil.getTime()) return false;
  // A Pix period counts months from its anchor (the same day of the month a card would bill).
  const next = row?.billingAnchor ? nextAnchoredDate(row.billingAnchor, now) : nextRenewalAfter(due, now);
  // The date moves first, under the row lock (the billing writer's conditional update); only the caller that
  // moved it refills, in the same transaction.
  return db.transaction(async (tx) => {
    const renewed = await applyBillingEvent(tx, userId, { kind: 'renewal_due', next, at: now }, now);
    if (!renewed?.changed) return false;
    await tx
      .update(profiles)
      .set({ tokensRemaining: sql`${profiles.tokensLimit}`, updatedAt: now })
      .where(eq(profiles.userId, userId));
    return true;
  });
}

async function readBalance(db: Database, userId: string) {
  const [row] = await db
    .select({
      tokensRemaining: profiles.tokensRemaining,
      tokensLimit: profiles.tokensLimit,
      nextRenewalDate: subscriptions.nextRenewalDate,
      paidUntil: subscriptions.paidUntil,
    })
    .from(profiles)
    .innerJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

/** A period's end with no renewal before it (renewIfDue never renews at or after `paidUntil`). */
function lastMonthEnd(row: { nextRenewalDate: Date | null; paidUntil: Date | null }, now: Date): Date | null {
  const end = row.paidUntil;
  if (!end || end.getTime() <= now.getTime()) return null;
  return !row.nextRenewalDate || row.nextRenewalDate.getTime() >= end.getTime() ? end : null;
}

/** Token status of a user, after applying a renewal that is due (one read when none is due). */
export async function getTokenStatus(db: Database, userId: string, now: Date): Promise<TokenStatus> {
  let row = await readBalance(db, userId);
  if (!row) throw new HttpError(404, 'PROFILE_NOT_FOUND');
  if (row.nextRenewalDate && row.nextRenewalDate.getTime() <= now.getTime()) {
    await renewIfDue(db, userId, now);
    row = (await readBalance(db, userId)) ?? row;
  }
  return {
    tokensRemaining: row.tokensRemaining,
    tokensLimit: row.tokensLimit,
    nextRenewalDate: row.nextRenewalDate ? row.nextRenewalDate.toISOString() : null,
    daysUntilRenewal: daysUntil(row.nextRenewalDate, now),
    hasTokens: row.tokensRemaining > 0,
    planEndsAt: lastMonthEnd(row, now)?.toISOString() ?? null,
  };
}

/**
 * Spends one token for a generation, in ONE statement: the conditional decrement and the 'spend' ledger
 * row keyed by the generation id. Refused (ok: false) when nothing is left.
 */
export async function spendToken(db: Database, userId: string, generationId: string): Promise<SpendResult> {
  const rows = await queryRows<Row>(
    db,
    sql`WITH spent AS (
          UPDATE profiles
          SET tokens_remaining = tokens_remaining - 1, updated_at = now()
          WHERE user_id = ${userId} AND tokens_remaining > 0
          RETURNING user_id, tokens_remaining
        )
        INSERT INTO token_ledger (user_id, generation_id, entry)
        SELECT user_id, ${generationId}::uuid, 'spend' FROM spent
        RETURNING (SELECT tokens_remaining FROM spent) AS remaining`,
  );
  const row = rows[0];
  if (!row) return { ok: false };
  return { ok: true, remaining: Number(row.remaining) };
}

/** One generation's spend for `spendTogether`, with the voice it reads (null: the prompt goes without). */
export interface SpendRequest {
  /** The workspace whose balance pays. */
  userId: string;
  generationId: string;
  voice: { subject: string; kind: string } | null;
}

/** A spend's result, with the voice's columns (read whether or not a token was left). */
export type SpendWithVoice = SpendResult & { row: { voice_profile: unknown; voice_examples: unknown } | undefined };

/** More spends than this asked for together go in several statements. */
const SPEND_BATCH_MAX = 50;
const spendBatches = new WeakMap<Database, DataLoader<SpendRequest, SpendWithVoice>>();

/**
 * A generation's spend with its brand voice read, sharing its statement with every other generation that
 * spends in the same moment (`statementBatches`: the same turn of the event loop, or while the previous
 * spends are on their way to the database). When hundreds of people press "Gerar" in
 * the same second, each start-up used to wait its turn for a round trip of its own; now they go in a few
 * statements. Each spend is still exactly
 * `spendToken`'s: the conditional decrement of its own workspace's balance and its own 'spend' ledger row,
 * so the balance never goes below zero and a refused spend writes nothing.
 */
export function spendTogether(db: Database, request: SpendRequest): Promise<SpendWithVoice> {
  let batches = spendBatches.get(db);
  if (!batches) {
    batches = statementBatches((requests: readonly SpendRequest[]) => spendBatch(db, requests), SPEND_BATCH_MAX);
    spendBatches.set(db, batches);
  }
  return batches.load(request);
}

/**
 * The spends of one batch, in rounds where no workspace appears twice: one statement updates a row once, so
 * a team's two simultaneous generations are two conditional decrements in two statements, in the order they
 * were asked. A round whose statement fails (nothing of it is written) fails its spends and the later ones
 * (never sent); the spends of the rounds before it stand, and their generations go on.
 */
async function spendBatch(db: Database, requests: readonly SpendRequest[]): Promise<Array<SpendWithVoice | Error>> {
  const results: Array<SpendWithVoice | Error> = new Array(requests.length);
  let pending = requests.map((request, index) => ({ request, index }));
  while (pending.length > 0) {
    const inRound = new Set<string>();
    const round: typeof pending = [];
    const later: typeof pending = [];
    for (const entry of pending) {
      if (inRound.has(entry.request.userId)) later.push(entry);
      else {
        inRound.add(entry.request.userId);
        round.push(entry);
      }
    }
    try {
      const rows = await spendRound(
        db,
        round.map((e) => e.request),
      );
      const byGeneration = new Map(rows.map((row) => [row.generation_id, row]));
      for (const { request, index } of round) {
        const row = byGeneration.get(request.generationId);
        const voice = row ? { voice_profile: row.voice_profile, voice_examples: row.voice_examples } : undefined;
        results[index] =
          row?.remaining === null || row?.remaining === undefined
            ? { ok: false, row: voice }
            : { ok: true, remaining: Number(row.remaining), row: voice };
      }
    } catch (err) {
      const failure = err instanceof Error ? err : new Error(String(err));
      for (const { index } of [...round, ...later]) results[index] = failure;
      break;
    }
    pending = later;
  }
  return results;
}

type SpendRoundRow = { generation_id: string; remaining: unknown; voice_profile: unknown; voice_examples: unknown };

/** One statement: each request's conditional decrement, its ledger row and its voice (workspaces distinct). */
function spendRound(db: Database, requests: SpendRequest[]): Promise<SpendRoundRow[]> {
  // One text parameter for the whole round, read as rows by PostgreSQL (both drivers pass a string as is).
  const rows = JSON.stringify(
    requests.map((r) => ({
      user_id: r.userId,
      generation_id: r.generationId,
      subject: r.voice?.subject ?? null,
      kind: r.voice?.kind ?? null,
    })),
  );
  const voice = voiceColumnsOf(sql`req.user_id`, sql`req.subject`, sql`req.kind`);
  return queryRows<SpendRoundRow>(
    db,
    sql`WITH req AS (
          SELECT * FROM json_to_recordset(${rows}::json) AS r(user_id text, generation_id uuid, subject text, kind text)
        ), spent AS (
          UPDATE profiles
          SET tokens_remaining = profiles.tokens_remaining - 1, updated_at = now()
          FROM req
          WHERE profiles.user_id = req.user_id AND profiles.tokens_remaining > 0
          RETURNING profiles.user_id, profiles.tokens_remaining
        ), spend AS (
          INSERT INTO token_ledger (user_id, generation_id, entry)
          SELECT req.user_id, req.generation_id, 'spend' FROM spent JOIN req ON req.user_id = spent.user_id
        )
        SELECT req.generation_id::text AS generation_id, spent.tokens_remaining AS remaining, ${voice}
        FROM req LEFT JOIN spent ON spent.user_id = req.user_id`,
  );
}

/**
 * Gives back the token spent for `generationId`, exactly once: the 'refund' ledger row is inserted only
 * when a 'spend' row exists (ON CONFLICT DO NOTHING on the unique (generation_id, entry)), and the balance
 * goes up only for an inserted refund row, in the same statement. A refund never lifts the balance past
 * the limit (a renewal may have refilled it meanwhile). Returns whether this call refunded.
 */
export async function refundToken(db: Database, generationId: string): Promise<boolean> {
  const rows = await queryRows<Row>(
    db,
    sql`WITH refund AS (
          INSERT INTO token_ledger (user_id, generation_id, entry)
          SELECT user_id, generation_id, 'refund' FROM token_ledger
          WHERE generation_id = ${generationId}::uuid AND entry = 'spend'
          ON CONFLICT (generation_id, entry) DO NOTHING
          RETURNING user_id
        )
        UPDATE profiles
        SET tokens_remaining = CASE WHEN tokens_remaining < tokens_limit THEN tokens_remaining + 1 ELSE tokens_remaining END,
            updated_at = now()
        WHERE user_id IN (SELECT user_id FROM refund)
        RETURNING user_id`,
  );
  return rows.length > 0;
}

/**
 * Marks the spend of `generationId` as used by a saved item (inside the item's transaction), so the
 * reconciliation job never refunds it, even after the item is deleted.
 */
export async function settleSpend(db: Database, generationId: string, at: Date): Promise<void> {
  await settleSpendStatement(db, generationId, at);
}

/**
 * The settling UPDATE as a statement to run, or to put in a WITH clause so that it commits together with
 * the item it pays for (one statement is all-or-nothing, without a transaction's extra round trips).
 */
export function settleSpendStatement(db: Database, generationId: string, at: Date) {
  return db
    .update(tokenLedger)
    .set({ settledAt: at })
    .where(and(eq(tokenLedger.generationId, generationId), eq(tokenLedger.entry, 'spend')))
    .returning({ id: tokenLedger.id });
}

/**
 * Spends older than `before` that are neither settled by a saved item nor refunded: their generation died
 * with its process or its database (kill -9, a refund that could not be written). Oldest first.
 */
export async function findOpenSpends(db: Database, before: Date, limit = 500): Promise<string[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT s.generation_id FROM token_ledger s
        WHERE s.entry = 'spend' AND s.settled_at IS NULL
          AND s.created_at < ${before.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM token_ledger r WHERE r.generation_id = s.generation_id AND r.entry = 'refund')
          AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.generation_id = s.generation_id)
        ORDER BY s.created_at
        LIMIT ${limit}`,
  );
  return rows.map((r) => String(r.generation_id));
}

/** A paid invoice: the balance back to the limit and the next renewal a month on. */
export async function refillTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ tokensRemaining: sql`${profiles.tokensLimit}`, updatedAt: now })
      .where(eq(profiles.userId, userId));
    await applyBillingEvent(tx, userId, { kind: 'allowance_refilled', at: now }, now);
  });
}

/** Users whose renewal is due (the renewal job walks them in batches). */
export async function findDueRenewals(db: Database, now: Date, limit = 500): Promise<string[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT user_id FROM subscriptions
        WHERE next_renewal_at IS NOT NULL AND next_renewal_at <= ${now.toISOString()}::timestamptz
          AND (paid_until IS NULL OR next_renewal_at < paid_until)
        ORDER BY next_renewal_at
        LIMIT ${limit}`,
  );
  return rows.map((r) => String(r.user_id));
}

/** Renews every due allowance; returns how many were renewed. */
export async function renewAllDue(db: Database, now: Date): Promise<number> {
  let renewed = 0;
  for (;;) {
    const due = await findDueRenewals(db, now);
    if (due.length === 0) return renewed;
    let progressed = false;
    for (const userId of due) {
      if (await renewIfDue(db, userId, now)) {
        renewed += 1;
        progressed = true;
      }
    }
    if (!progressed) return renewed;
  }
}

export interface UsageInput {
  userId: string;
  actionType: string;
  tokensUsed: number;
  costUsd: number;
}

/** One usage-tracking row per AI call (admin dashboard): cost_brl = cost_usd x 5. */
export async function recordUsage(db: Database, input: UsageInput): Promise<void> {
  await usageStatement(db, input);
}

/** The values of a usage row, as stored (also filled into a saved item's prepared statement). */
export function usageValues(input: UsageInput) {
  // Rounded to the column's 6 decimals first, so the stored cost_brl is exactly the stored cost_usd x 5.
  const costUsd = Math.round(Math.max(0, input.costUsd) * 1e6) / 1e6;
  return {
    userId: input.userId,
    actionType: input.actionType,
    tokensUsed: Math.max(0, Math.round(input.tokensUsed)),
    costUsd,
    costBrl: costBrl(costUsd),
  };
}

/** The insert of a usage row, as a statement to run alone or inside another (a saved item's). */
export function usageStatement(db: Database, input: UsageInput) {
  return db.insert(usageTracking).values(usageValues(input)).returning({ id: usageTracking.id });
}
