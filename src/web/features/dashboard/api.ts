/** Dashboard data: per-kind counts and the completion rate, counted by the server. */
import { queryOptions } from '@tanstack/react-query';
import { insightsKeys } from '@web/entities/insights/keys';
import { api, unwrap, type ResponseOf } from '@web/lib/api';

export type DashboardStats = ResponseOf<typeof api.insights.dashboard.$get>;

export const dashboardStatsQuery = queryOptions({
  queryKey: insightsKeys.dashboard(),
  queryFn: () => unwrap(api.insights.dashboard.$get()),
});
