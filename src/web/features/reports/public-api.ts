/**
 * The client's report page (/relatorio/:token): its read and its PDF's address, and the query keys of
 * the reports. Apart from the team's report calls (api.ts) so that the public page, which a client opens
 * from WhatsApp, does not download the data library's mutation code with them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MonthlyReport } from '@shared/schemas/report';
import { api, unwrap } from '@web/lib/api';

export const reportKeys = {
  all: ['reports'] as const,
  report: (month: string, clientId: string | null) => ['reports', month, clientId ?? 'own'] as const,
  links: (month: string, clientId: string | null) => ['reports', month, clientId ?? 'own', 'links'] as const,
  publicPage: (token: string) => ['report-link', token] as const,
};

export function publicReportQuery(token: string) {
  return queryOptions({
    queryKey: reportKeys.publicPage(token),
    queryFn: () => unwrap(api['report-links'][':token'].$get({ param: { token } })),
    // An unknown, expired or revoked link will not get better by asking again.
    retry: false,
    // The answer the server drew the page from (app/server-data.ts) is not asked for again right away.
    staleTime: 30_000,
  });
}

export const publicReportPdfHref = (token: string) => `/api/report-links/${encodeURIComponent(token)}/pdf`;

/** The page's title: the month and the agency's name, not Pautei's (white label). */
export const publicReportTitle = (report: Pick<MonthlyReport, 'monthLabel' | 'brand'>) =>
  `Relatório de ${report.monthLabel} — ${report.brand.name}`;
