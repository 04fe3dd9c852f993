/** /admin — the business dashboard. Every figure comes from GET /api/admin/dashboard. */
import { useQuery } from '@tanstack/react-query';
import { LayoutDashboard } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { AiOfflineNotice } from '@web/components/ai-offline-notice';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { DASHBOARD_PERIODS, describePeriod } from '@shared/periods';
import { adminMessages, adminToasts } from '@shared/messages/admin';
import { dashboardQuery, useRefreshStats, type PeriodFilter } from './api';
import {
  AnnualProjections,
  GrowthMetrics,
  KpiCards,
  PlanDistribution,
  SubscriptionCards,
} from './components/business-cards';
import { RecentAgencyClients, RecentExpenses, RecentUsers } from './components/dashboard-lists';
import { PeriodFilters } from './components/period-filters';
import { PixPayments } from './components/pix-payments';
import { PricingEditor } from './components/pricing-editor';
import { QuickExpenseForms } from './components/quick-expense-forms';
import { filterComplete, filterFromParams, filterToParams } from './labels';

const AdminCharts = lazy(() => import('./components/admin-charts'));

const DEFAULT_FILTER: PeriodFilter = { period: 'month' };

export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo<PeriodFilter>(() => {
    const { category: _c, ...f } = filterFromParams(params, DASHBOARD_PERIODS, 'month');
    return f;
  }, [params]);
  const [draft, setDraft] = useState<PeriodFilter>(applied);
  useEffect(() => setDraft(applied), [applied]);
  const query = useQuery(dashboardQuery(applied));
  const refresh = useRefreshStats();
  const data = query.data;

  const apply = () => {
    if (!filterComplete(draft)) {
      toast.error(adminMessages.ADMIN_PERIOD_INVALID);
      return;
    }
    setParams(filterToParams(draft));
    toast.success(adminToasts.FILTERS_APPLIED);
  };

  const clear = () => {
    setDraft(DEFAULT_FILTER);
    setParams({});
  };

  const refreshStats = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast.success(adminToasts.STATS_REFRESHED),
      onError: () => toast.error(adminMessages.ADMIN_STATS_FAILED),
    });

  const busyClass = query.isFetching ? 'opacity-80 transition-opacity' : undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard Master"
        icon={<LayoutDashboard className="h-6 w-6" aria-hidden />}
        description={
          data
            ? `Visão geral do negócio — ${describePeriod({ ...data.period, period: data.period.id })}`
            : 'Visão geral do negócio'
        }
      />
      {/* The figures come first (on a phone the admin sees them without scrolling past forms); the filters
          that change them follow right below. */}
      {query.isError && (
        <Notice
          tone="danger"
          title={adminMessages.ADMIN_LOAD_FAILED}
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      )}
      {data ? (
        <section aria-label="Indicadores" className={busyClass} aria-busy={query.isFetching || undefined}>
          <KpiCards data={data} />
        </section>
      ) : (
        query.isPending && <Spinner label="Carregando dados do painel..." />
      )}

      <AiOfflineNotice admin />
      <PeriodFilters
        value={draft}
        onChange={setDraft}
        onApply={apply}
        onClear={clear}
        onRefresh={refreshStats}
        refreshing={refresh.isPending}
      />
      <QuickExpenseForms />

      {data && (
        <div className={cn('space-y-6', busyClass)} aria-busy={query.isFetching || undefined}>
          <Card>
            <CardTitle className="mb-4">Receita, Custos e Lucro</CardTitle>
            {data.series.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">Sem dados para o período selecionado.</p>
            ) : (
              <Suspense fallback={<Spinner label="Carregando gráfico..." className="h-72" />}>
                <AdminCharts series={data.series} granularity={data.period.granularity} />
              </Suspense>
            )}
          </Card>

          <SubscriptionCards data={data} />

          <div className="grid gap-6 lg:grid-cols-2">
            <RecentExpenses expenses={data.recentExpenses} />
            <PlanDistribution data={data} />
          </div>

          <div className="grid gap-6 lg:grid-cols-2">
            <GrowthMetrics data={data} />
            <AnnualProjections data={data} />
          </div>

          <PricingEditor pricing={data.pricing} />
          <PixPayments />
          <RecentUsers users={data.recentUsers} onReload={() => void query.refetch()} reloading={query.isFetching} />
          <RecentAgencyClients clients={data.recentAgencyClients} />

          {data.latestStats && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Último registro diário de estatísticas: {data.latestStats.date.split('-').reverse().join('/')}.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
