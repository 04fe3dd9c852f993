/**
 * The keys of the calendar's queries. The calendar shows items' dates and approval states, so the
 * approval entity refreshes `all` when a client answers; the calendar feature builds its queries on them.
 */
import type { CalendarExportFormat } from '@shared/schemas/calendar';

export const calendarKeys = {
  all: ['calendar'] as const,
  ranges: () => ['calendar', 'range'] as const,
  range: (from: string, to: string, clientId: string | null) => ['calendar', 'range', { from, to, clientId }] as const,
  tray: (clientId: string | null) => ['calendar', 'tray', { clientId }] as const,
  feed: ['calendar', 'feed'] as const,
  monthPlan: (month: string, clientId: string | null, format: CalendarExportFormat) =>
    ['calendar', 'export', { month, clientId, format }] as const,
};
