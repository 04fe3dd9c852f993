/**
 * The keys of the counted figures (/api/insights): the dashboard's cards and the analytics page. Saving,
 * deleting or answering content changes them, so the content and approval entities refresh `all`.
 */
import type { AnalyticsPeriod } from '@shared/periods';

export const insightsKeys = {
  all: ['insights'] as const,
  dashboard: () => ['insights', 'dashboard'] as const,
  analytics: (period: AnalyticsPeriod, start = '', end = '') => ['insights', 'analytics', period, start, end] as const,
};
