/** The dashboard's lists: recent expenses, recent users and recent agency clients. */
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatDate, formatMoney } from '@web/lib/format';
import { formatIsoDay } from '@shared/periods';
import { expenseCategoryLabel } from '@shared/schemas/admin';
import type { DashboardData } from '../api';
import { accessStateBadge } from '@web/lib/access-state';
import { nicheText, statusLabel, statusTone, typeLabel } from '../labels';

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the table cell (e.g. `break-all` for e-mails). */
  className?: string;
}

/**
 * A list that reads well on any screen: on phones each row is a small card (its first column as the
 * title, the others as label/value pairs), so nothing is clipped nor scrolls sideways at 390 px; from
 * `md` up the same rows are a table. Only one of the two is displayed, so screen readers meet it once.
 */
function ResponsiveRows<T extends { id: string }>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Array<Column<T>>;
  rows: T[];
}) {
  const [first, ...rest] = columns;
  return (
    <>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
            <p className="break-words font-medium text-slate-900 dark:text-slate-100">{first!.cell(row)}</p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {rest.map((col) => (
                <div key={col.label} className="contents">
                  <dt className="text-slate-500 dark:text-slate-400">{col.label}</dt>
                  <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">{col.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {/* Between md and a wide screen the table may still be wider than its card: it scrolls inside the
          card (the page never does), and the scroll box takes focus so keyboard users can scroll it too. */}
      <div className="hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-700 dark:text-slate-400">
            <tr>
              {columns.map((col) => (
                <th key={col.label} scope="col" className="px-3 py-2 font-medium">
                  {col.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((col) => (
                  <td key={col.label} className={cn('px-3 py-2 align-top', col.className)}>
                    {col.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

type RecentUser = DashboardData['recentUsers'][number];
type RecentClient = DashboardData['recentAgencyClients'][number];

const USER_COLUMNS: Array<Column<RecentUser>> = [
  { label: 'Nome', cell: (u) => u.name || 'Sem nome' },
  { label: 'Email', cell: (u) => u.email, className: 'break-all' },
  {
    label: 'Status',
    cell: (u) => <Badge tone={accessStateBadge(u.access).tone}>{accessStateBadge(u.access).label}</Badge>,
  },
  { label: 'Tipo', cell: (u) => typeLabel(u.subscriptionType) },
  { label: 'Cadastro', cell: (u) => formatDate(u.createdAt), className: 'tabular-nums' },
  { label: 'Nicho', cell: (u) => nicheText(u.niche) },
];

const CLIENT_COLUMNS: Array<Column<RecentClient>> = [
  { label: 'Nome', cell: (c) => c.name },
  { label: 'Agência', cell: (c) => c.agencyName || 'N/A' },
  { label: 'Nicho', cell: (c) => nicheText(c.niche) },
  { label: 'Status', cell: (c) => <Badge tone={statusTone(c.status)}>{statusLabel(c.status)}</Badge> },
  { label: 'Data', cell: (c) => formatDate(c.createdAt), className: 'tabular-nums' },
  { label: 'Email', cell: (c) => c.email || '-', className: 'break-all' },
];

export function RecentExpenses({ expenses }: { expenses: DashboardData['recentExpenses'] }) {
  return (
    <Card>
      <CardTitle className="mb-4">Gastos Recentes</CardTitle>
      {expenses.length === 0 ? (
        <EmptyState title="Nenhum gasto registrado no período." />
      ) : (
        <ul aria-label="Gastos recentes" className="divide-y divide-slate-100 dark:divide-slate-800">
          {expenses.map((e) => (
            <li key={e.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900 dark:text-slate-100">{e.description}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                  <Badge tone={e.category === 'openai' ? 'brand' : 'neutral'}>{expenseCategoryLabel(e.category)}</Badge>
                  {formatIsoDay(e.expenseDate) || formatDate(e.createdAt)}
                </p>
              </div>
              <span className="shrink-0 font-semibold tabular-nums text-red-700 dark:text-red-400">
                {formatMoney(e.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function RecentUsers({
  users,
  onReload,
  reloading,
}: {
  users: DashboardData['recentUsers'];
  onReload: () => void;
  reloading: boolean;
}) {
  return (
    <Card>
      <CardTitle className="mb-4">Usuários Recentes</CardTitle>
      {users.length === 0 ? (
        <EmptyState title="Nenhum usuário encontrado">
          <Button
            variant="outline"
            size="sm"
            onClick={onReload}
            busy={reloading}
            icon={<RefreshCw className="h-4 w-4" aria-hidden />}
          >
            Recarregar
          </Button>
        </EmptyState>
      ) : (
        <ResponsiveRows caption="Usuários recentes" columns={USER_COLUMNS} rows={users} />
      )}
    </Card>
  );
}

export function RecentAgencyClients({ clients }: { clients: DashboardData['recentAgencyClients'] }) {
  return (
    <Card>
      <CardTitle className="mb-4">Clientes de Agências Recentes</CardTitle>
      {clients.length === 0 ? (
        <EmptyState title="Nenhum cliente de agência cadastrado." />
      ) : (
        <ResponsiveRows caption="Clientes de agências recentes" columns={CLIENT_COLUMNS} rows={clients} />
      )}
    </Card>
  );
}
