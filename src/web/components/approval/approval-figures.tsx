/** Approval figures for the dashboard (waiting / adjustments asked) and analytics (approval rate). */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../ui/card';
import { formatPercent } from '@web/lib/format';
import { approvalCountsQuery, approvalRateQuery } from '@web/entities/approval/api';

export function ApprovalCountsCards() {
  const { data } = useQuery(approvalCountsQuery());
  const figures = [
    { label: 'Aguardando aprovação', value: data?.pending, filter: 'pending' },
    { label: 'Ajustes pedidos', value: data?.changesRequested, filter: 'changes_requested' },
  ];
  return (
    <section aria-label="Aprovação dos clientes" className="grid grid-cols-2 gap-3">
      {figures.map((f) => (
        <Link key={f.filter} to={`/history?aprovacao=${f.filter}`} className="min-w-0">
          <Card className="p-4 sm:p-4">
            <p className="text-sm text-slate-600 dark:text-slate-300">{f.label}</p>
            <p className="text-2xl font-bold">{f.value ?? '–'}</p>
          </Card>
        </Link>
      ))}
    </section>
  );
}

/** The share of items whose clients' last answer in the period was "approved". */
export function ApprovalRateCard({ params }: { params: { period: string; start?: string; end?: string } }) {
  const query: Record<string, string> = { period: params.period };
  if (params.start) query.start = params.start;
  if (params.end) query.end = params.end;
  const { data } = useQuery(approvalRateQuery(query));
  return (
    <Card className="p-4 sm:p-4" aria-label="Taxa de aprovação">
      <p className="text-sm text-slate-600 dark:text-slate-300">Taxa de aprovação dos clientes</p>
      <p className="text-2xl font-bold">{data?.rate == null ? '–' : formatPercent(data.rate * 100)}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {data ? `${data.approved} de ${data.answered} conteúdos respondidos no período` : ' '}
      </p>
    </Card>
  );
}
