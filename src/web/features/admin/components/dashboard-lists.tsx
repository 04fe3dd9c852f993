/** The dashboard's lists: recent expenses, recent users and recent agency clients. */
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatDate, formatMoney } from '@web/lib/format';
import { formatIsoDay } from '@shared/admin-periods';
import { expenseCategoryLabel } from '@shared/schemas/admin';
import type { DashboardData } from '../api';
import { statusLabel, statusTone, typeLabel } from '../labels';

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    // Tables scroll inside their card; the page itself never scrolls sideways.
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-2 font-medium sm:px-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'px-4 py-2 align-top sm:px-3';

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
        <Table caption="Usuários recentes" head={['Nome', 'Email', 'Status', 'Tipo', 'Cadastro', 'Nicho']}>
          {users.map((u) => (
            <tr key={u.id}>
              <td className={cell}>{u.name || 'Sem nome'}</td>
              <td className={`${cell} break-all`}>{u.email}</td>
              <td className={cell}>
                <Badge tone={statusTone(u.subscriptionStatus)}>{statusLabel(u.subscriptionStatus)}</Badge>
              </td>
              <td className={cell}>{typeLabel(u.subscriptionType)}</td>
              <td className={`${cell} tabular-nums`}>{formatDate(u.createdAt)}</td>
              <td className={cell}>{u.niche || '-'}</td>
            </tr>
          ))}
        </Table>
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
        <Table caption="Clientes de agências recentes" head={['Nome', 'Agência', 'Nicho', 'Status', 'Data', 'Email']}>
          {clients.map((c) => (
            <tr key={c.id}>
              <td className={cell}>{c.name}</td>
              <td className={cell}>{c.agencyName || 'N/A'}</td>
              <td className={cell}>{c.niche || '-'}</td>
              <td className={cell}>
                <Badge tone={statusTone(c.status)}>{statusLabel(c.status)}</Badge>
              </td>
              <td className={`${cell} tabular-nums`}>{formatDate(c.createdAt)}</td>
              <td className={`${cell} break-all`}>{c.email || '-'}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
