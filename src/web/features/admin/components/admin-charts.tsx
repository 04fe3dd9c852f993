/**
 * Revenue, costs and profit over time. recharts lives only in this module, which the dashboard
 * imports lazily, so no other page downloads it.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { onFirstUse } from '@shared/format';
import { formatMoney } from '@web/lib/format';
import type { DashboardData } from '../api';

const compact = onFirstUse(() => new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }));

export default function AdminCharts({
  series,
  granularity,
}: {
  series: DashboardData['series'];
  granularity: 'day' | 'month';
}) {
  const total = series.reduce(
    (acc, p) => ({ revenue: acc.revenue + p.revenue, costs: acc.costs + p.costs, profit: acc.profit + p.profit }),
    { revenue: 0, costs: 0, profit: 0 },
  );
  return (
    <figure className="space-y-3">
      <div
        className="h-72 w-full min-w-0"
        role="img"
        aria-label={`Gráfico ${granularity === 'day' ? 'diário' : 'mensal'} de receita, custos e lucro`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12, fill: 'currentColor' }}
              className="text-slate-500 dark:text-slate-400"
              minTickGap={12}
            />
            <YAxis
              tick={{ fontSize: 12, fill: 'currentColor' }}
              className="text-slate-500 dark:text-slate-400"
              tickFormatter={(v: number) => compact().format(v)}
              width={48}
            />
            <Tooltip
              formatter={(value) => formatMoney(Number(value))}
              contentStyle={{ borderRadius: 8, fontSize: 12 }}
              labelStyle={{ fontWeight: 600, color: '#0f172a' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="revenue" name="Receita" fill="#16a34a" radius={[4, 4, 0, 0]} />
            <Bar dataKey="costs" name="Custos" fill="#dc2626" radius={[4, 4, 0, 0]} />
            <Line type="monotone" dataKey="profit" name="Lucro" stroke="#7c3aed" strokeWidth={2} dot={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-slate-500 dark:text-slate-400">
        No período exibido: receita {formatMoney(total.revenue)}, custos {formatMoney(total.costs)}, lucro{' '}
        {formatMoney(total.profit)}. A receita de cada{' '}
        {granularity === 'day'
          ? 'dia é a receita mensal dividida pelos dias do mês'
          : 'mês é a receita mensal registrada'}
        .
      </figcaption>
    </figure>
  );
}
