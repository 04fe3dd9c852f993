/**
 * Requests of the calendar API (/api/calendar). Days are São Paulo calendar days 'YYYY-MM-DD'; the
 * limits keep every query small (one month view plus its leading and trailing weeks fits in 62 days)
 * and refuse nonsense years before they reach the database.
 */
import { z } from 'zod';
import { dayDiff, parseIsoDay } from '../sao-paulo-time';
import { DATE_INVALID, isMonthInput } from '../date-input';
import { isScheduledDay, SCHEDULED_DATE_INVALID } from '../scheduled-day';

/** The longest range one calendar request may ask for, both ends included. */
export const CALENDAR_MAX_RANGE_DAYS = 62;
/** How many unscheduled items the tray shows, newest first. */
export const CALENDAR_TRAY_SIZE = 30;

/** A day of the calendar: the one rule for planned days (scheduled-day.ts), with its one message. */
export const scheduledDaySchema = z.string().refine(isScheduledDay, SCHEDULED_DATE_INVALID);
const calendarDay = scheduledDaySchema;

const clientIdFilter = z
  .union([z.guid(), z.literal('')])
  .optional()
  .transform((v) => v || undefined);

/** GET /api/calendar?from&to&clientId */
export const calendarRangeQuerySchema = z
  .object({ from: calendarDay, to: calendarDay, clientId: clientIdFilter })
  .superRefine((v, ctx) => {
    const from = parseIsoDay(v.from);
    const to = parseIsoDay(v.to);
    if (!from || !to) return;
    const span = dayDiff(from, to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'CALENDAR_RANGE_ORDER' });
    else if (span + 1 > CALENDAR_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'CALENDAR_RANGE_TOO_LONG' });
    }
  });
export type CalendarRangeQuery = z.infer<typeof calendarRangeQuerySchema>;

/** GET /api/calendar/tray?clientId */
export const calendarTrayQuerySchema = z.object({ clientId: clientIdFilter });

/** PUT /api/calendar/items/:id/date — a day moves the item there; null sends it back to the tray. */
export const calendarRescheduleSchema = z.object({ date: calendarDay.nullable() });
export type CalendarRescheduleInput = z.infer<typeof calendarRescheduleSchema>;

export const CALENDAR_EXPORT_FORMATS = ['text', 'whatsapp'] as const;
export type CalendarExportFormat = (typeof CALENDAR_EXPORT_FORMATS)[number];

/** GET /api/calendar/export?month=YYYY-MM&clientId&format */
export const calendarExportQuerySchema = z.object({
  /** A month of the one date rule's years: 2027-13 and 0002-02 are refused with its message. */
  month: z.string().refine(isMonthInput, DATE_INVALID),
  clientId: clientIdFilter,
  format: z.enum(CALENDAR_EXPORT_FORMATS).optional().default('text'),
});
export type CalendarExportQuery = z.infer<typeof calendarExportQuerySchema>;

/** POST /api/calendar/feed — creates (or replaces) the private feed link. */
export const calendarFeedCreateSchema = z.object({ includeDates: z.boolean().default(false) });
