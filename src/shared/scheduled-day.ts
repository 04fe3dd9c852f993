/**
 * The one rule for a day a user plans content on ("Data agendada", the calendar's moves, the API, the
 * iCalendar feed): a real calendar day 'YYYY-MM-DD' between 01/01/2000 and 31/12/2100. A day that does
 * not exist (30/02, 31/04) is refused rather than rolled over to the next month, and a far-off year is
 * refused because such an item would show in no calendar view and no feed window. Every refusal gives
 * the same message, so the user reads one sentence wherever they typed the date.
 */
import { parseIsoDay, type LocalDay } from './sao-paulo-time';

export const SCHEDULE_MIN_YEAR = 2000;
export const SCHEDULE_MAX_YEAR = 2100;
/** The bounds as the date inputs' min and max. */
export const SCHEDULE_FIRST_DAY = `${SCHEDULE_MIN_YEAR}-01-01`;
export const SCHEDULE_LAST_DAY = `${SCHEDULE_MAX_YEAR}-12-31`;
/** The catalogue code of every refused day (messages/calendar.ts). */
export const SCHEDULED_DATE_INVALID = 'SCHEDULED_DATE_INVALID' as const;

/** The day, when the text is a real day within the supported years; null otherwise. */
export function parseScheduledDay(value: string | null | undefined): LocalDay | null {
  const day = parseIsoDay(value);
  if (!day || day.year < SCHEDULE_MIN_YEAR || day.year > SCHEDULE_MAX_YEAR) return null;
  return day;
}

export function isScheduledDay(value: string | null | undefined): boolean {
  return parseScheduledDay(value) !== null;
}
