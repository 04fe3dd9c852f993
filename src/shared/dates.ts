import { DAY_MS } from './constants';
import { addLocalDays, addLocalMonths, localDayOf, startOfLocalDay, type LocalDay } from './sao-paulo-time';
import { parseScheduledDay } from './scheduled-day';

/** Whole days until `target`, rounded up, never below 0 (days-until-renewal and trial days left). */
export function daysUntil(target: Date | string | null | undefined, now: Date = new Date()): number {
  if (!target) return 0;
  const t = target instanceof Date ? target.getTime() : new Date(target).getTime();
  if (Number.isNaN(t)) return 0;
  return Math.max(0, Math.ceil((t - now.getTime()) / DAY_MS));
}

/** Days left, rounded up, that may be negative (the access rule needs the sign). */
export function signedDaysUntil(target: Date | string | null | undefined, now: Date = new Date()): number {
  if (!target) return 0;
  const t = target instanceof Date ? target.getTime() : new Date(target).getTime();
  if (Number.isNaN(t)) return 0;
  return Math.ceil((t - now.getTime()) / DAY_MS);
}

/**
 * The same time of day `days` calendar days later (or earlier) in São Paulo: the trial's 3 days, an
 * invitation's 7, a reminder's "7 days before". Counted on the São Paulo calendar rather than as 24-hour
 * blocks so that a day is always one day on the user's calendar, whatever the zone's offset did meanwhile.
 */
export function addDays(from: Date, days: number): Date {
  return shiftLocalDay(from, (day) => addLocalDays(day, days));
}

/**
 * The same day `months` later (clamped to that month's last day: 31/01 + 1 = 28 or 29/02), same time of
 * day, counted on the São Paulo calendar: a payment at 22:30 on 30/08 in São Paulo (01:30 UTC on 31/08)
 * renews on 30/11 at 22:30, not on 29/11 as the UTC calendar would have it. Paid periods, token renewals
 * and reminders all count months here.
 */
export function addMonths(from: Date, months: number): Date {
  return shiftLocalDay(from, (day) => addLocalMonths(day, months));
}

/**
 * Moves an instant to another São Paulo calendar day and keeps its time of day (the time elapsed since
 * that day's local midnight, so 22:30 stays 22:30 even on days whose offset differs).
 */
function shiftLocalDay(from: Date, move: (day: LocalDay) => LocalDay): Date {
  const day = localDayOf(from);
  const timeOfDay = from.getTime() - startOfLocalDay(day).getTime();
  return new Date(startOfLocalDay(move(day)).getTime() + timeOfDay);
}

/** How many São Paulo calendar months separate two instants' months (03/2026 → 05/2026: 2), ignoring days. */
function calendarMonthsBetween(from: Date, to: Date): number {
  const a = localDayOf(from);
  const b = localDayOf(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The whole months from `anchor` to `date` (rounded up), so periods keep the anchor's day of the month. */
export function monthsFromAnchor(anchor: Date, date: Date): number {
  // Start from the month before the calendar difference (always still before `date`) rather than from 0:
  // a few steps instead of one per month since the anchor, which matters for anchors years old.
  let months = Math.max(0, calendarMonthsBetween(anchor, date) - 1);
  while (addMonths(anchor, months).getTime() < date.getTime()) months += 1;
  return months;
}

/**
 * The moment `months` months after `start` in a period counted from `anchor`: on the anchor's calendar when
 * `start` is one of its monthly dates (an anchor on the 31st gives 28/02 then 31/03, never drifting after a
 * short month), else counted from `start` itself (a period a refund made begin at that moment).
 */
export function monthsAfter(anchor: Date, start: Date, months: number): Date {
  const k = monthsFromAnchor(anchor, start);
  if (addMonths(anchor, k).getTime() === start.getTime()) return addMonths(anchor, k + months);
  return addMonths(start, months);
}

/**
 * The first monthly date after `now` counted from `anchor`, as a card subscription bills: an anchor on
 * the 31st gives 28/02 then 31/03 (each month from the anchor, not from the previous date).
 */
export function nextAnchoredDate(anchor: Date, now: Date): Date {
  // Every month before the calendar difference falls before `now`, so the search starts there.
  let months = Math.max(1, calendarMonthsBetween(anchor, now));
  while (addMonths(anchor, months).getTime() <= now.getTime()) months += 1;
  return addMonths(anchor, months);
}

/**
 * A date-only value 'YYYY-MM-DD' is stored as noon UTC that day (spec part 1 §5). Null for no date and
 * for a day the one date rule refuses (scheduled-day.ts): 30/02 never becomes 02/03.
 */
export function scheduledDateToTimestamp(value: string | null | undefined): Date | null {
  const day = parseScheduledDay(value);
  if (!day) return null;
  return new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
}
