/** Analytics data (F3): period summary and series, computed by the server in São Paulo time. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@shared/periods';
import { api, unwrap } from '@web/lib/api';
import type { AnalyticsStats, SeriesPoint } from '@server/services/insights-service';

export type { AnalyticsStats, SeriesPoint };

export interface AnalyticsParams {
  period: AnalyticsPeriod;
  start?: string;
  end?: string;
}

export const analyticsQuery = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: ['insights', 'analytics', params.period, params.start ?? '', params.end ?? ''],
    queryFn: () =>
      unwrap<AnalyticsStats>(
        api.insights.analytics.$get({
          query:
            params.period === 'custom'
              ? { period: params.period, start: params.start, end: params.end }
              : { period: params.period },
        }),
      ),
    placeholderData: keepPreviousData,
  });
