/**
 * The admin dashboard's churn figure (docs/decisions/0004-admin-metrics.md): of the accounts paying at the
 * start of a 30-day window, the share that no longer had a paid plan in force at its end. Accounts are
 * workspaces (an agency's team counts once: its members never pay), admins are never counted, and the
 * history comes from `paid_access_periods` (billing/paid-access.ts).
 */
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paidAccessPeriods, subscriptions, user } from '../db/schema';
import { CHURN_WINDOW_DAYS } from '@shared/constants';
import { PLATFORM_ROLES } from '@shared/platform-roles';
import type { ResolvedPeriod } from '@shared/periods';
import { addLocalDays, localDayOf, parseIsoDay, startOfLocalDay, toIsoDay } from '@shared/sao-paulo-time';

export interface ChurnWindow {
  /** First and last São Paulo day of the window. */
  fromDay: string;
  lastDay: string;
  /** The instant the paying accounts are counted (00:00 of the first day in São Paulo). */
  start: Date;
  /** The instant they are looked at again: now when the window ends today, else the last day's last instant. */
  end: Date;
}

/**
 * The 30 São Paulo days that end on the selected period's last day, or today when the period reaches
 * today or beyond (and for 'all', which has no last day). So "Este mês" shows the last 30 days, and a
 * past month the 30 days up to its last day.
 */
export function churnWindow(period: Pick<ResolvedPeriod, 'lastDay'>, now: Date): ChurnWindow {
  const today = toIsoDay(localDayOf(now));
  const lastDay = period.lastDay && period.lastDay < today ? period.lastDay : today;
  const last = parseIsoDay(lastDay)!;
  const first = addLocalDays(last, -(CHURN_WINDOW_DAYS - 1));
  const end = lastDay === today ? now : new Date(startOfLocalDay(addLocalDays(last, 1)).getTime() - 1);
  return { fromDay: toIsoDay(first), lastDay, start: startOfLocalDay(first), end };
}

/** One stretch of paid access of a workspace; `endsAt` null while it lasts with no end date known. */
export interface AccessStretch {
  workspaceId: string;
  startedAt: Date;
  endsAt: Date | null;
}

export interface Churn {
  /** Workspaces paying at the window's start. */
  paying: number;
  /** Of those, the ones not paying at its end. */
  churned: number;
  /** churned / paying × 100 (2 decimals); null when nobody was paying (shown as "—", never NaN). */
  rate: number | null;
  fromDay: string;
  lastDay: string;
}

function payingAt(s: AccessStretch, instant: Date): boolean {
  const t = instant.getTime();
  return s.startedAt.getTime() <= t && (s.endsAt === null || s.endsAt.getTime() > t);
}

/** churned / paying as a percentage with 2 decimals; null when there was nobody to lose. */
export function churnRate(churned: number, paying: number): number | null {
  if (paying <= 0) return null;
  return Math.round((churned / paying) * 10_000) / 100;
}

/**
 * The cohort rule: an account counts if it was paying at the start; it churned if it was not paying at the
 * end (so one that stopped and paid again inside the window has not churned). Accounts that started paying
 * inside the window are not in the count. Each workspace counts once, whatever its number of stretches.
 */
export function computeChurn(stretches: AccessStretch[], window: ChurnWindow): Churn {
  const atStart = new Set<string>();
  const atEnd = new Set<string>();
  for (const s of stretches) {
    if (payingAt(s, window.start)) atStart.add(s.workspaceId);
    if (payingAt(s, window.end)) atEnd.add(s.workspaceId);
  }
  let churned = 0;
  for (const id of atStart) if (!atEnd.has(id)) churned += 1;
  return {
    paying: atStart.size,
    churned,
    rate: churnRate(churned, atStart.size),
    fromDay: window.fromDay,
    lastDay: window.lastDay,
  };
}

/**
 * The stretches of non-admin workspaces that overlap the window. A stretch still open ends where the
 * profile's paid period ends, when it has one (a prepaid period, a revoked Pix Automático): the job that
 * closes it runs a little after that instant.
 */
export async function queryAccessStretches(db: Database, window: ChurnWindow): Promise<AccessStretch[]> {
  const endsAt = sql<Date | null>`coalesce(${paidAccessPeriods.endedAt}, ${subscriptions.paidUntil})`.mapWith(
    paidAccessPeriods.endedAt,
  );
  const rows = await db
    .select({ workspaceId: paidAccessPeriods.userId, startedAt: paidAccessPeriods.startedAt, endsAt })
    .from(paidAccessPeriods)
    .innerJoin(user, eq(user.id, paidAccessPeriods.userId))
    .innerJoin(subscriptions, eq(subscriptions.userId, paidAccessPeriods.userId))
    .where(
      and(
        ne(user.role, PLATFORM_ROLES.admin),
        lte(paidAccessPeriods.startedAt, window.end),
        or(isNull(paidAccessPeriods.endedAt), gt(paidAccessPeriods.endedAt, window.start)),
      ),
    );
  return rows;
}

export async function queryChurn(db: Database, period: Pick<ResolvedPeriod, 'lastDay'>, now: Date): Promise<Churn> {
  const window = churnWindow(period, now);
  return computeChurn(await queryAccessStretches(db, window), window);
}
