/**
 * The client's report page (/relatorio/:token): no account, phone first, in the agency's brand (its logo,
 * colours and name; not Pautei's), with "Baixar PDF". Expired, revoked and unknown links get a friendly page.
 * Nothing on it needs a script: the server sends it drawn and without the app (app/server-data.ts), and the
 * app draws it only when that fails.
 */
import { useQuery } from '@tanstack/react-query';
import { Download, LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { messageFor } from '@shared/messages';
import type { ReportBrand } from '@shared/schemas/report';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { usePrivatePageMeta } from '@web/lib/private-page-meta';
import { publicReportPdfHref, publicReportQuery, publicReportTitle } from './public-api';
import { ReportView } from './report-view';

function BrandHeader({ brand, children }: { brand: ReportBrand; children?: ReactNode }) {
  return (
    <header className="px-4 py-5" style={{ background: brand.background, color: brand.text }}>
      <div className="mx-auto flex max-w-xl items-center gap-3">
        {brand.logo && <img src={brand.logo} alt={`Logo de ${brand.name}`} className="h-12 w-12 object-contain" />}
        <div>
          <p className="text-sm font-semibold">{brand.name}</p>
          {children}
        </div>
      </div>
      {brand.accent && <div aria-hidden className="mt-4 h-1" style={{ background: brand.accent }} />}
    </header>
  );
}

export default function PublicReportPage() {
  const { token = '' } = useParams();
  const page = useQuery(publicReportQuery(token));
  const report = page.data?.report;
  usePrivatePageMeta(report ? publicReportTitle(report) : 'Relatório do mês');

  if (page.isLoading) return <Spinner className="min-h-dvh" />;
  if (!report) {
    return (
      <main className="mx-auto max-w-xl space-y-3 px-4 py-10 text-center">
        <LinkIcon className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
        <h1 className="text-xl font-bold">Não foi possível abrir o relatório</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{errorMessage(page.error, messageFor('INTERNAL'))}</p>
      </main>
    );
  }
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <BrandHeader brand={report.brand}>
        <h1 className="text-xl font-bold">Relatório de {report.monthLabel}</h1>
        {report.client && <p className="text-sm">{report.client.name}</p>}
      </BrandHeader>
      <main className="mx-auto w-full max-w-xl space-y-4 px-3 py-5">
        <a
          href={publicReportPdfHref(token)}
          download
          className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold"
          style={{ background: report.brand.text, color: report.brand.background }}
        >
          <Download className="mr-2 h-4 w-4" aria-hidden />
          Baixar PDF
        </a>
        <ReportView report={report} />
      </main>
      <footer className="pb-6 text-center text-xs text-slate-600 dark:text-slate-400">
        Enviado por {report.brand.name}
      </footer>
    </div>
  );
}
