/** Analytics data: period summary and series, computed by the server in São Paulo time. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@shared/periods';
import { insightsKeys } from '@web/entities/insights/keys';
import { api, unwrap, type ResponseOf } from '@web/lib/api';

export type AnalyticsStats = ResponseOf<typeof api.insights.analytics.$get>;
export type SeriesPoint = AnalyticsStats['series'][number];

export interface AnalyticsParams {
  period: AnalyticsPeriod;
  start?: string;
  end?: string;
}

export const analyticsQuery = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: insightsKeys.analytics(params.period, params.start, params.end),
    queryFn: () =>
      unwrap(
        api.insights.analytics.$get({
          query:
            params.period === 'custom'
              ? { period: params.period, start: params.start, end: params.end }
              : { period: params.period },
        }),
      ),
    placeholderData: keepPreviousData,
  });
