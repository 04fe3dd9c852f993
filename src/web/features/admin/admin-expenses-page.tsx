/** /admin/expenses — expense management: totals, filters, form, list, per-category totals, export. */
import { useQuery } from '@tanstack/react-query';
import { Download, Pencil, Receipt, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { DateField } from '@web/components/ui/date-field';
import { SelectField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { downloadText } from '@web/lib/download';
import { formatDate, formatInteger, formatMoney, formatPercent } from '@web/lib/format';
import { EXPENSE_PERIODS, PERIOD_LABELS, describePeriod, formatIsoDay, todayIn, type PeriodId } from '@shared/periods';
import { buildExpenseReport, expenseReportFileName } from '@shared/expense-report';
import { adminMessages, adminToasts } from '@shared/messages/admin';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  expenseCategoryLabel,
  type ExpenseCategory,
} from '@shared/schemas/admin';
import { expensesQuery, useDeleteExpense, type Expense, type ExpenseFilter } from './api';
import { ExpenseForm } from './components/expense-form';
import { StatCard } from './components/stat-card';
import { filterComplete, filterFromParams, filterToParams } from './labels';

const PRODUCT = 'Pautei';

export default function AdminExpensesPage() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params, EXPENSE_PERIODS, 'month'), [params]);
  const complete = filterComplete(filter);
  const query = useQuery({ ...expensesQuery(filter), enabled: complete });
  const remove = useDeleteExpense();
  const [editing, setEditing] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const data = query.data;

  const setFilter = (patch: Partial<ExpenseFilter>) =>
    setParams(filterToParams({ ...filter, ...patch }), { replace: true });

  const exportReport = () => {
    if (!data) return;
    try {
      const text = buildExpenseReport({
        product: PRODUCT,
        generatedAt: new Date(),
        periodText: describePeriod({ ...data.period, period: data.period.id }),
        category: data.category,
        expenses: data.expenses,
      });
      downloadText(expenseReportFileName(PRODUCT, todayIn(new Date())), text, { sanitize: false });
      toast.success(adminToasts.REPORT_EXPORTED);
    } catch {
      toast.error(adminMessages.ADMIN_EXPORT_FAILED);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(adminToasts.EXPENSE_DELETED);
        if (editing?.id === target.id) setEditing(null);
        setDeleting(null);
      },
      onError: () => toast.error(adminMessages.ADMIN_EXPENSE_DELETE_FAILED),
    });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Gestão de Gastos"
        icon={<Receipt className="h-6 w-6" aria-hidden />}
        description="Registre, acompanhe e exporte os gastos do negócio."
        actions={
          <Button
            variant="outline"
            onClick={exportReport}
            disabled={!data}
            icon={<Download className="h-4 w-4" aria-hidden />}
          >
            Exportar Relatório
          </Button>
        }
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Total de Gastos" value={formatMoney(data?.total ?? 0)} />
        <StatCard
          title="Quantidade"
          value={formatInteger(data?.count ?? 0)}
          hint={data?.count === 1 ? 'gasto registrado' : 'gastos registrados'}
        />
        <StatCard title="Média por Gasto" value={formatMoney(data?.average ?? 0)} />
      </div>

      <Card>
        <form
          aria-label="Filtros de gastos"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <SelectField
            label="Período"
            value={filter.period}
            onChange={(e) => setFilter({ period: e.target.value as PeriodId })}
            options={EXPENSE_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
          />
          <SelectField
            label="Categoria"
            value={filter.category ?? 'all'}
            onChange={(e) => setFilter({ category: e.target.value as ExpenseCategory | 'all' })}
            options={[
              { value: 'all', label: 'Todas' },
              ...EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] })),
            ]}
          />
          {filter.period === 'custom' && (
            <>
              <DateField
                label="Data inicial"
                checkOnBlur
                className="dark:[color-scheme:dark]"
                value={filter.start ?? ''}
                onChange={(e) => setFilter({ start: e.target.value || undefined })}
              />
              <DateField
                label="Data final"
                checkOnBlur
                className="dark:[color-scheme:dark]"
                value={filter.end ?? ''}
                min={filter.start}
                onChange={(e) => setFilter({ end: e.target.value || undefined })}
              />
            </>
          )}
        </form>
        {!complete && (
          <p className="mt-3 text-sm text-amber-700 dark:text-amber-300">
            Escolha a data inicial e a data final (a final não pode ser antes da inicial).
          </p>
        )}
        {data && complete && (
          <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
            {describePeriod({ ...data.period, period: data.period.id })}
          </p>
        )}
      </Card>

      <ExpenseForm editing={editing} onDone={() => setEditing(null)} />

      {query.isError && (
        <Notice
          tone="danger"
          title={adminMessages.ADMIN_EXPENSES_LOAD_FAILED}
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardTitle className="mb-4">Gastos</CardTitle>
          {complete && query.isPending ? (
            <Spinner label="Carregando gastos..." />
          ) : !data || data.expenses.length === 0 ? (
            <EmptyState title="Nenhum gasto encontrado para os filtros escolhidos." />
          ) : (
            <ul aria-label="Lista de gastos" className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.expenses.map((e) => (
                <li key={e.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="break-words font-medium text-slate-900 dark:text-slate-100">{e.description}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                      <Badge tone={e.category === 'openai' ? 'brand' : 'neutral'}>
                        {expenseCategoryLabel(e.category)}
                      </Badge>
                      <span>{formatIsoDay(e.expenseDate) || formatDate(e.createdAt)}</span>
                    </p>
                    {e.notes && (
                      <p className="mt-1 break-words text-sm text-slate-600 dark:text-slate-300">{e.notes}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 items-center justify-between gap-2 sm:flex-col sm:items-end">
                    <span className="font-semibold tabular-nums text-slate-900 dark:text-slate-100">
                      {formatMoney(e.amount)}
                    </span>
                    <div className="flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Editar gasto ${e.description}`}
                        onClick={() => setEditing(e)}
                        icon={<Pencil className="h-4 w-4" aria-hidden />}
                      >
                        Editar
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700 dark:text-red-400"
                        aria-label={`Excluir gasto ${e.description}`}
                        onClick={() => setDeleting(e)}
                        icon={<Trash2 className="h-4 w-4" aria-hidden />}
                      >
                        Excluir
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card>
          <CardTitle className="mb-4">Por Categoria</CardTitle>
          {!data || data.byCategory.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">Sem gastos no período.</p>
          ) : (
            <ul className="space-y-3">
              {data.byCategory.map((c) => (
                <li key={c.category}>
                  <div className="flex items-center justify-between gap-2 text-sm">
                    <span className="font-medium text-slate-800 dark:text-slate-100">{c.label}</span>
                    <span className="tabular-nums text-slate-600 dark:text-slate-300">
                      {formatMoney(c.total)} · {formatPercent(c.percent, 1)}
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
                    <div className="h-2 rounded-full bg-brand-600" style={{ width: `${Math.min(100, c.percent)}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Modal open={!!deleting} onClose={() => setDeleting(null)} title="Excluir gasto">
        <p className="text-sm text-slate-700 dark:text-slate-200">
          Tem certeza que deseja excluir o gasto &quot;{deleting?.description}&quot;? Esta ação não pode ser desfeita.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={confirmDelete}
            icon={<Trash2 className="h-4 w-4" aria-hidden />}
          >
            Excluir
          </Button>
        </div>
      </Modal>
    </div>
  );
}
