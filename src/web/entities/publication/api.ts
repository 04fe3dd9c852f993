/**
 * An item's publication ("Hora de postar"): read it, schedule it, mark it published or not published.
 * Every change refreshes the content lists, the calendar and the dashboard, which show its badge.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { calendarKeys } from '@web/entities/calendar/keys';
import { refreshContent } from '@web/entities/content/api';
import type { NotPublishedBody, PublishedBody } from '@shared/schemas/publication';

export const publicationKeys = {
  all: ['publication'] as const,
  item: (id: string) => ['publication', id] as const,
};

export function publicationQuery(id: string) {
  return queryOptions({
    queryKey: publicationKeys.item(id),
    queryFn: () => unwrap(api.publication.items[':id'].$get({ param: { id } })),
  });
}

function useRefreshAfter() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: publicationKeys.all });
    void qc.invalidateQueries({ queryKey: calendarKeys.all });
    refreshContent(qc);
  };
}

/** `publishAt`: São Paulo 'YYYY-MM-DDTHH:MM'. */
export function useSchedulePublication() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, publishAt }: { id: string; publishAt: string }) =>
      unwrap(api.publication.items[':id'].schedule.$put({ param: { id }, json: { publishAt } })),
    onSettled: refresh,
  });
}

export function useMarkPublished() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PublishedBody }) =>
      unwrap(api.publication.items[':id'].published.$put({ param: { id }, json: body })),
    onSettled: refresh,
  });
}

export function useMarkNotPublished() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NotPublishedBody }) =>
      unwrap(api.publication.items[':id']['not-published'].$put({ param: { id }, json: body })),
    onSettled: refresh,
  });
}

/** The dashboard's "Hoje para postar": today's scheduled items and those whose time passed unmarked. */
export const toPostQuery = queryOptions({
  queryKey: [...publicationKeys.all, 'today'] as const,
  queryFn: () => unwrap(api.publication.today.$get()),
  staleTime: 30_000,
});

/** Analytics: published per month, on time and late. */
export const publicationStatsQuery = queryOptions({
  queryKey: [...publicationKeys.all, 'stats'] as const,
  queryFn: () => unwrap(api.publication.stats.$get()),
});

/** Each client's posting plan (scheduled, overdue, published this month, next time), for the clients page. */
export function clientPublicationQuery(enabled: boolean) {
  return queryOptions({
    queryKey: [...publicationKeys.all, 'clients'] as const,
    queryFn: () => unwrap(api.publication.clients.$get()),
    staleTime: 30_000,
    enabled,
  });
}
