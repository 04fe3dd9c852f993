/** KPI cards, subscriptions, plan distribution, growth metrics and annual projections. */
import { Bot, DollarSign, Receipt, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@web/components/ui/card';
import { formatInteger, formatMoney, formatPercent } from '@web/lib/format';
import { formatIsoDay } from '@shared/periods';
import { CHURN_WINDOW_DAYS } from '@shared/constants';
import { PLAN_TYPES, PLAN_TYPE_LABELS } from '@shared/schemas/admin';
import type { DashboardData } from '../api';
import { monthlyPriceText } from '../labels';
import { StatCard } from './stat-card';

const icon = (I: typeof Users) => <I className="h-5 w-5" aria-hidden />;

export function KpiCards({ data }: { data: DashboardData }) {
  const k = data.kpis;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        title="Usuários Ativos"
        value={formatInteger(k.activeUsers)}
        hint={`de ${formatInteger(k.totalUsers)} ${k.totalUsers === 1 ? 'usuário' : 'usuários'} no total`}
        icon={icon(Users)}
      />
      {/* The people who work in an agency's workspace: not users of their own (no trial, no plan). */}
      <StatCard
        title="Membros"
        value={formatInteger(k.members)}
        hint={k.members === 1 ? 'pessoa em equipes de agências' : 'pessoas em equipes de agências'}
        icon={icon(Users)}
      />
      <StatCard
        title="Receita Mensal"
        value={formatMoney(k.monthlyRevenue)}
        hint={`Projeção anual: ${formatMoney(k.annualRevenue)}`}
        icon={icon(DollarSign)}
        tone="good"
      />
      <StatCard
        title="Custos OpenAI"
        value={formatMoney(k.aiCosts)}
        hint={`${formatMoney(k.costPerActiveUser)} por usuário ativo`}
        icon={icon(Bot)}
      />
      <StatCard
        title="Gastos Operacionais"
        value={formatMoney(k.operatingExpenses)}
        hint={`${formatInteger(k.operatingExpensesCount)} ${k.operatingExpensesCount === 1 ? 'gasto registrado' : 'gastos registrados'}`}
        icon={icon(Receipt)}
      />
      <StatCard
        title="Lucro Mensal"
        value={formatMoney(k.profit)}
        hint={`Margem: ${formatPercent(k.margin, 1)}`}
        icon={icon(TrendingUp)}
        tone={k.profit >= 0 ? 'good' : 'bad'}
      />
    </div>
  );
}

export function SubscriptionCards({ data }: { data: DashboardData }) {
  const s = data.subscriptions;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Assinaturas Ativas" value={formatInteger(s.active)} hint="Usuários pagantes" />
      <StatCard title="Em Trial" value={formatInteger(s.trial)} hint="Período de teste em andamento" />
      <StatCard
        title="Taxa de Conversão"
        value={formatPercent(s.conversion, 1)}
        hint="Trial → pago: pagantes / (trial + pagantes)"
      />
      <ChurnCard churn={data.churn} />
    </div>
  );
}

/**
 * Of the accounts paying when the 30 days began, the share whose paid plan was no longer in force at their
 * end. Nobody paying at the start: a dash, not 0% (nothing could be lost).
 */
export function ChurnCard({ churn }: { churn: DashboardData['churn'] }) {
  const days = `${formatIsoDay(churn.fromDay)} a ${formatIsoDay(churn.lastDay)}`;
  return (
    <StatCard
      title={`Churn (${CHURN_WINDOW_DAYS} dias)`}
      value={
        churn.rate === null ? (
          <>
            <span aria-hidden>—</span>
            <span className="sr-only">Sem assinaturas no início do período</span>
          </>
        ) : (
          formatPercent(churn.rate, 1)
        )
      }
      hint={`${formatInteger(churn.churned)} de ${formatInteger(churn.paying)} ${churn.paying === 1 ? 'assinatura' : 'assinaturas'} · ${days}`}
    />
  );
}

export function PlanDistribution({ data }: { data: DashboardData }) {
  const price = (plan: string) => data.pricing.find((p) => p.planType === plan)?.basePrice ?? null;
  return (
    <Card>
      <CardTitle className="mb-4">Distribuição por Plano</CardTitle>
      <ul className="space-y-3">
        {PLAN_TYPES.map((plan) => (
          <li
            key={plan}
            className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-slate-100">{PLAN_TYPE_LABELS[plan]}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{monthlyPriceText(price(plan))}</p>
            </div>
            <span
              className="text-xl font-bold tabular-nums text-slate-900 dark:text-white"
              aria-label={`${data.planDistribution[plan]} assinantes ${PLAN_TYPE_LABELS[plan]}`}
            >
              {formatInteger(data.planDistribution[plan])}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-3 py-2 text-sm">
          <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="whitespace-nowrap text-right font-semibold tabular-nums text-slate-900 dark:text-slate-100">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function GrowthMetrics({ data }: { data: DashboardData }) {
  const g = data.growth;
  return (
    <Card>
      <CardTitle className="mb-2">Métricas de Crescimento</CardTitle>
      <Rows
        rows={[
          ['Taxa de conversão', formatPercent(g.conversion, 1)],
          ['Receita média por usuário (ARPU)', formatMoney(g.arpu)],
          ['Custo médio por cliente', formatMoney(g.averageCostPerClient)],
          ['Agências ativas', formatInteger(g.activeAgencies)],
          ['Total de clientes das agências', formatInteger(g.totalAgencyClients)],
        ]}
      />
    </Card>
  );
}

export function AnnualProjections({ data }: { data: DashboardData }) {
  const p = data.projections;
  return (
    <Card>
      <CardTitle className="mb-2">Projeções Anuais</CardTitle>
      <Rows
        rows={[
          ['Receita anual', formatMoney(p.revenue)],
          ['Custos anuais (OpenAI + operacionais)', formatMoney(p.costs)],
          ['Lucro anual', formatMoney(p.profit)],
          ['Margem de lucro', formatPercent(p.margin, 1)],
          ['Gastos operacionais anuais', formatMoney(p.operatingExpenses)],
        ]}
      />
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Valores do período selecionado × 12.</p>
    </Card>
  );
}
