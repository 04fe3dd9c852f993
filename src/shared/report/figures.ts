/**
 * The monthly report's rules, pure so that the service, the PDF and the tests read the same figures:
 * which São Paulo month a report covers, when an item was approved at the first round, the median time
 * to approve, and when a post went out on time. The service feeds them the rows; nothing here reads a
 * database or a clock.
 */
import { MONTH_NAMES } from '../month-names';
import { ON_TIME_GRACE_MINUTES } from '../publication';
import { addLocalMonths, localDayOf, startOfLocalDay } from '../sao-paulo-time';

/** A report month, 'YYYY-MM' on the São Paulo calendar. */
export const REPORT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface ReportMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export function parseReportMonth(value: string): ReportMonth | null {
  const m = REPORT_MONTH_PATTERN.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 2000 || year > 2100) return null;
  return { year, month: Number(m[2]) };
}

export function formatReportMonth(m: ReportMonth): string {
  return `${String(m.year).padStart(4, '0')}-${String(m.month).padStart(2, '0')}`;
}

/** The São Paulo month an instant falls in. */
export function reportMonthOf(instant: Date): ReportMonth {
  const d = localDayOf(instant);
  return { year: d.year, month: d.month };
}

export function addReportMonths(m: ReportMonth, months: number): ReportMonth {
  const d = addLocalMonths({ year: m.year, month: m.month, day: 1 }, months);
  return { year: d.year, month: d.month };
}

/** Compares two months: negative when `a` comes first. */
export function compareReportMonths(a: ReportMonth, b: ReportMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The instants [start, end) of a São Paulo month: from 00:00 of its first day to 00:00 of the next month's. */
export function monthRange(m: ReportMonth): { start: Date; end: Date } {
  const next = addReportMonths(m, 1);
  return {
    start: startOfLocalDay({ year: m.year, month: m.month, day: 1 }),
    end: startOfLocalDay({ year: next.year, month: next.month, day: 1 }),
  };
}

export function inRange(instant: Date | null | undefined, range: { start: Date; end: Date }): boolean {
  if (!instant) return false;
  const t = instant.getTime();
  return t >= range.start.getTime() && t < range.end.getTime();
}

/** "novembro de 2026". */
export function monthLabel(m: ReportMonth): string {
  return `${MONTH_NAMES[m.month - 1]} de ${m.year}`;
}

/**
 * Why a month cannot be reported: it has not begun yet in São Paulo, or it ends before the workspace
 * existed (the month the workspace was created in is allowed: it holds its first days).
 */
export function refuseReportMonth(
  m: ReportMonth,
  now: Date,
  workspaceCreatedAt: Date,
): 'REPORT_MONTH_FUTURE' | 'REPORT_MONTH_BEFORE_START' | null {
  if (compareReportMonths(m, reportMonthOf(now)) > 0) return 'REPORT_MONTH_FUTURE';
  if (compareReportMonths(m, reportMonthOf(workspaceCreatedAt)) < 0) return 'REPORT_MONTH_BEFORE_START';
  return null;
}

// ---------------------------------------------------------------------------
// Approval
// ---------------------------------------------------------------------------

/** One answer in an item's approval history, in the order it was given. */
export interface ApprovalStep {
  state: string;
  /** client | owner */
  actor: string;
  at: Date;
}

export interface ApprovalOutcome {
  /** When the client first approved the item. */
  approvedAt: Date;
  /** True when the client approved it without asking for an adjustment before. */
  firstRound: boolean;
  /** How many adjustments the client asked before approving. */
  adjustments: number;
  /** Milliseconds from the first time the item was sent to the client to the approval; null when unknown. */
  timeToApproveMs: number | null;
}

/**
 * The client's approval of one item: its first "approved" answer, and whether the client asked for
 * adjustments ("changes_requested") before it. An approval after adjustments is a later round; what
 * happens after the first approval (an edit that reopens it) does not change the round it was approved
 * in. Null when the client never approved it.
 */
export function approvalOutcome(steps: readonly ApprovalStep[], firstSentAt: Date | null): ApprovalOutcome | null {
  let adjustments = 0;
  for (const step of steps) {
    if (step.actor !== 'client') continue;
    if (step.state === 'changes_requested') adjustments += 1;
    if (step.state === 'approved') {
      const wait = firstSentAt ? step.at.getTime() - firstSentAt.getTime() : null;
      return {
        approvedAt: step.at,
        firstRound: adjustments === 0,
        adjustments,
        timeToApproveMs: wait !== null && wait >= 0 ? wait : null,
      };
    }
  }
  return null;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const HOUR_MS = 3_600_000;

/** "3 h", "1 dia e 4 h", "menos de 1 h": how the report says a waiting time. */
export function durationLabel(ms: number): string {
  const hours = Math.round(ms / HOUR_MS);
  if (hours < 1) return 'menos de 1 h';
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const dayText = days === 1 ? '1 dia' : `${days} dias`;
  return rest ? `${dayText} e ${rest} h` : dayText;
}

// ---------------------------------------------------------------------------
// Publication
// ---------------------------------------------------------------------------

export type Punctuality = 'on_time' | 'late' | 'unplanned';

/**
 * Whether a post went out on time: within ON_TIME_GRACE_MINUTES after its planned time (the analytics'
 * rule), late after that, and "unplanned" when it had no planned time.
 */
export function punctualityOf(publishAt: Date | null, publishedAt: Date): Punctuality {
  if (!publishAt) return 'unplanned';
  return publishedAt.getTime() <= publishAt.getTime() + ON_TIME_GRACE_MINUTES * 60_000 ? 'on_time' : 'late';
}
