/**
 * Calendar data (/api/calendar): the range and tray queries, rescheduling (which refreshes the content
 * lists, the history and the analytics "agendados" too), the month plan and the private feed link.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { formatDay } from '@shared/client-export';
import { api, errorMessage, unwrap } from '@web/lib/api';
import { calendarKeys } from '@web/entities/calendar/keys';
import { refreshContent } from '@web/entities/content/api';
import type { CalendarRange } from '@shared/calendar';
import type { CalendarExportFormat } from '@shared/schemas/calendar';

export type CalendarRangeData = CalendarRange & { niche: string | null };
export interface FeedInfo {
  createdAt: string;
  includeDates: boolean;
}

export { calendarKeys };

const clientQuery = (clientId: string | null) => (clientId ? { clientId } : {});

export function calendarRangeQuery(from: string, to: string, clientId: string | null) {
  return queryOptions({
    queryKey: calendarKeys.range(from, to, clientId),
    queryFn: () => unwrap(api.calendar.$get({ query: { from, to, ...clientQuery(clientId) } })),
  });
}

export function calendarTrayQuery(clientId: string | null) {
  return queryOptions({
    queryKey: calendarKeys.tray(clientId),
    queryFn: () => unwrap(api.calendar.tray.$get({ query: clientQuery(clientId) })),
  });
}

/**
 * Moves an item to a day (or, with null, back to the tray); every list that shows it is refreshed. The
 * toasts live here, not in the caller: the moved item's own component may be gone by the time it is saved.
 */
export function useReschedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string | null; title: string }) =>
      unwrap(api.calendar.items[':id'].date.$put({ param: { id }, json: { date } })),
    onMutate: async ({ id, date }) => {
      // Move it on screen at once; the refetch below confirms (or puts it back on failure).
      await qc.cancelQueries({ queryKey: calendarKeys.all });
      qc.setQueriesData<CalendarRangeData>({ queryKey: calendarKeys.ranges() }, (old) =>
        old ? { ...old, items: old.items.map((i) => (i.id === id ? { ...i, date } : i)) } : old,
      );
    },
    onSuccess: (_item, { date, title }) =>
      toast.success(
        date ? `"${title}" agendado para ${formatDay(date)}` : `Data removida. "${title}" está na bandeja.`,
      ),
    onError: (err) => toast.error(errorMessage(err, 'Não foi possível mudar a data.')),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: calendarKeys.all });
      refreshContent(qc);
    },
  });
}

export function monthPlanQuery(month: string, clientId: string | null, format: CalendarExportFormat) {
  return queryOptions({
    queryKey: calendarKeys.monthPlan(month, clientId, format),
    queryFn: () => unwrap(api.calendar.export.$get({ query: { month, format, ...clientQuery(clientId) } })),
    staleTime: 0,
  });
}

export const feedInfoQuery = queryOptions({
  queryKey: calendarKeys.feed,
  queryFn: () => unwrap(api.calendar.feed.$get()),
});

export function useCreateFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (includeDates: boolean) => unwrap(api.calendar.feed.$post({ json: { includeDates } })),
    onSuccess: ({ feed }) => qc.setQueryData(calendarKeys.feed, { feed }),
  });
}

export function useRevokeFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.calendar.feed.$delete()),
    onSuccess: () => qc.setQueryData(calendarKeys.feed, { feed: null }),
  });
}
