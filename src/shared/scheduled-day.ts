/**
 * The day a user plans content on ("Data agendada", the calendar's moves, the API, the iCalendar feed).
 * It follows the one date rule of date-input.ts; these names are kept for the code that speaks of
 * planned days.
 */
import {
  DATE_FIRST_DAY,
  DATE_INVALID,
  DATE_LAST_DAY,
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  isDateInput,
  parseDateInput,
} from './date-input';

export const SCHEDULE_MIN_YEAR = DATE_MIN_YEAR;
export const SCHEDULE_MAX_YEAR = DATE_MAX_YEAR;
export const SCHEDULE_FIRST_DAY = DATE_FIRST_DAY;
export const SCHEDULE_LAST_DAY = DATE_LAST_DAY;
/** The catalogue code of every refused day: the one date rule's. */
export const SCHEDULED_DATE_INVALID = DATE_INVALID;
export const parseScheduledDay = parseDateInput;
export const isScheduledDay = isDateInput;
