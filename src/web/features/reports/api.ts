/** The monthly report: the team's report of a client's month, its links, and the client's public page. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

import { reportKeys } from './public-api';

export { publicReportPdfHref, publicReportQuery, reportKeys } from './public-api';

const queryOf = (month: string, clientId: string | null) => (clientId ? { month, clientId } : { month });

export function reportQuery(month: string, clientId: string | null, enabled = true) {
  return queryOptions({
    queryKey: reportKeys.report(month, clientId),
    queryFn: () => unwrap(api.reports.$get({ query: queryOf(month, clientId) })),
    enabled,
    retry: false,
  });
}

export function reportLinksQuery(month: string, clientId: string | null, enabled = true) {
  return queryOptions({
    queryKey: reportKeys.links(month, clientId),
    queryFn: () => unwrap(api.reports.links.$get({ query: queryOf(month, clientId) })),
    enabled,
    retry: false,
  });
}

export function useCreateReportLink(month: string, clientId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.reports.links.$post({ json: clientId ? { month, clientId } : { month } })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: reportKeys.links(month, clientId) }),
  });
}

export function useRevokeReportLink(month: string, clientId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.reports.links[':id'].revoke.$post({ param: { id } })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: reportKeys.links(month, clientId) }),
  });
}

/** The PDF's address for the team (a plain download: the browser sends the session cookie). */
export function reportPdfHref(month: string, clientId: string | null): string {
  const query = new URLSearchParams({ month });
  if (clientId) query.set('clientId', clientId);
  return `/api/reports/pdf?${query.toString()}`;
}

/** Reach and engagement of one published item (null clears a figure); the report is read again after. */
export function useSetItemMetrics(month: string, clientId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reach: number | null; engagement: number | null }) =>
      unwrap(
        api.reports.items[':id'].metrics.$put({
          param: { id: input.id },
          json: { reach: input.reach, engagement: input.engagement },
        }),
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: reportKeys.report(month, clientId) }),
  });
}
