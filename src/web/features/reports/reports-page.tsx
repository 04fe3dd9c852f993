/**
 * "Relatório do mês" (/relatorios): the report of one client's month (an agency) or of the creator's own
 * month, with "Baixar PDF" and, for who may send reports (Dono and Editor), "Enviar por WhatsApp": it
 * makes a no-login link and offers the wa.me message to the client's number. A Revisor reads only.
 */
import { useQuery } from '@tanstack/react-query';
import { Download, FileText, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { addReportMonths, formatReportMonth, monthLabel, reportMonthOf } from '@shared/report/figures';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/field';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useClients } from '@web/entities/clients/api';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { useMay, useMe } from '@web/lib/session';
import { reportLinksQuery, reportPdfHref, reportQuery, useCreateReportLink } from './api';
import { MetricsForm } from './metrics-form';
import { ReportView } from './report-view';

/** The current São Paulo month and the eleven before it, newest first. */
function monthOptions() {
  const current = reportMonthOf(new Date());
  return Array.from({ length: 12 }, (_, i) => {
    const m = addReportMonths(current, -i);
    const label = monthLabel(m);
    return { value: formatReportMonth(m), label: label.charAt(0).toUpperCase() + label.slice(1) };
  });
}

export default function ReportsPage() {
  const { data: me } = useMe();
  const agency = me?.profile.subscriptionType === 'agency';
  const maySend = useMay('sendReports');
  const clients = useClients({ enabled: agency });
  const months = monthOptions();
  const [month, setMonth] = useState(months[0]!.value);
  const [picked, setPicked] = useState<string | null>(null);
  const clientId = agency ? (picked ?? clients.data?.clients[0]?.id ?? null) : null;
  const ready = !!me && (!agency || !!clientId);
  const report = useQuery(reportQuery(month, clientId, ready));
  const links = useQuery(reportLinksQuery(month, clientId, ready && maySend));
  const create = useCreateReportLink(month, clientId);
  const live = links.data?.links.find((l) => l.status === 'live' && l.whatsappUrl);

  const send = () =>
    create.mutate(undefined, {
      onSuccess: () => toast.success('Link do relatório criado. Agora é só enviar pelo WhatsApp.'),
      onError: (e) => toast.error(errorMessage(e, 'Não foi possível criar o link do relatório.')),
    });

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title="Relatório do mês"
        description="O que foi produzido, aprovado e publicado no mês, pronto para enviar ao cliente."
        icon={<FileText className="h-6 w-6" aria-hidden />}
      />
      <Card className="grid gap-3 sm:grid-cols-2">
        {agency && (
          <SelectField
            label="Cliente do relatório"
            value={clientId ?? ''}
            onChange={(e) => setPicked(e.target.value)}
            options={(clients.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        )}
        <SelectField
          label="Mês do relatório"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          options={months}
        />
      </Card>

      {agency && clients.data && clients.data.clients.length === 0 && (
        <Notice>Cadastre um cliente para ver o relatório do mês dele.</Notice>
      )}
      {report.isLoading && <Spinner />}
      {report.error && (
        <Notice tone="danger">{errorMessage(report.error, 'Não foi possível montar o relatório.')}</Notice>
      )}
      {report.data && (
        <>
          <div className="flex flex-wrap gap-2">
            <a className={buttonClasses('outline')} href={reportPdfHref(month, clientId)} download>
              <Download className="mr-2 h-4 w-4" aria-hidden />
              Baixar PDF
            </a>
            {maySend && (
              <Button onClick={send} busy={create.isPending} icon={<MessageCircle className="h-4 w-4" aria-hidden />}>
                Enviar por WhatsApp
              </Button>
            )}
          </div>
          {maySend && live && (
            <Card className="space-y-2">
              <p className="text-sm">
                Link do relatório (vale até {formatDate(live.expiresAt)}), sem cadastro para o cliente:
              </p>
              <p className="break-all text-sm font-mono">{live.url}</p>
              <a
                className={buttonClasses('primary')}
                href={live.whatsappUrl!}
                target="_blank"
                rel="noopener noreferrer"
              >
                Abrir no WhatsApp
              </a>
            </Card>
          )}
          <ReportView report={report.data.report} />
          {maySend && <MetricsForm report={report.data.report} clientId={clientId} />}
        </>
      )}
    </div>
  );
}
