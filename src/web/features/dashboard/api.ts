/** Dashboard data (F1): per-kind counts and the completion rate, counted by the server. */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import type { DashboardStats } from '@server/services/insights-service';

export type { DashboardStats };

export const dashboardStatsQuery = queryOptions({
  queryKey: ['insights', 'dashboard'],
  queryFn: () => unwrap<DashboardStats>(api.insights.dashboard.$get()),
});
