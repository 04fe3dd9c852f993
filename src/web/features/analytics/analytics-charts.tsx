/**
 * The analytics charts (recharts). Loaded with React.lazy from the analytics page only, so recharts
 * never lands in the landing or dashboard bundles.
 */
import { Bar, BarChart, CartesianGrid, Legend, Rectangle, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { bucketLabel } from '@shared/periods';
import { CONTENT_KINDS, kindInfo, type ContentKind } from '@shared/content-kinds';
import { Card, CardTitle } from '@web/components/ui/card';
import type { AnalyticsStats } from './api';

const tick = { fill: 'currentColor', fontSize: 12 };
const tooltipStyle = {
  contentStyle: { borderRadius: 8, border: '1px solid #cbd5e1', background: '#ffffff', color: '#0f172a' },
  labelStyle: { fontWeight: 600, color: '#0f172a' },
};

/** Each bar of the per-kind chart in its kind's colour. */
function kindColoredBar(props: BarShapeProps) {
  const kind = (props.payload as { kind?: ContentKind } | undefined)?.kind;
  return <Rectangle {...props} fill={kind ? kindInfo(kind).color : props.fill} />;
}

export default function AnalyticsCharts({ stats }: { stats: AnalyticsStats }) {
  const perBucket = stats.series.map((p) => ({ ...p, label: bucketLabel(p.key) }));
  const perKind = stats.byKind.map((k) => ({ kind: k.kind, label: kindInfo(k.kind).label, count: k.count }));
  const bucketTitle = stats.bucket === 'day' ? 'Conteúdos criados por dia' : 'Conteúdos criados por mês';

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-5">
      <Card className="min-w-0 lg:col-span-3">
        <figure className="min-w-0" aria-labelledby="chart-per-day-title" data-testid="chart-per-day">
          <CardTitle as="h2" className="mb-4 text-base">
            <span id="chart-per-day-title">{bucketTitle}</span>
          </CardTitle>
          <div className="text-slate-500 dark:text-slate-400">
            <BarChart
              responsive
              style={{ width: '100%', height: 280 }}
              data={perBucket}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} vertical={false} />
              <XAxis dataKey="label" tick={tick} stroke="currentColor" tickLine={false} minTickGap={12} />
              <YAxis allowDecimals={false} tick={tick} stroke="currentColor" tickLine={false} width={40} />
              <Tooltip {...tooltipStyle} cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {CONTENT_KINDS.map((kind) => (
                <Bar
                  key={kind}
                  dataKey={kind}
                  name={kindInfo(kind).label}
                  stackId="kinds"
                  fill={kindInfo(kind).color}
                  maxBarSize={40}
                />
              ))}
            </BarChart>
          </div>
        </figure>
      </Card>
      <Card className="min-w-0 lg:col-span-2">
        <figure className="min-w-0" aria-labelledby="chart-per-kind-title" data-testid="chart-per-kind">
          <CardTitle as="h2" className="mb-4 text-base">
            <span id="chart-per-kind-title">Conteúdos por tipo</span>
          </CardTitle>
          <div className="text-slate-500 dark:text-slate-400">
            <BarChart
              responsive
              layout="vertical"
              style={{ width: '100%', height: 280 }}
              data={perKind}
              margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={tick} stroke="currentColor" tickLine={false} />
              <YAxis type="category" dataKey="label" tick={tick} stroke="currentColor" tickLine={false} width={104} />
              <Tooltip {...tooltipStyle} cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} />
              <Bar dataKey="count" name="Conteúdos" maxBarSize={28} radius={[0, 4, 4, 0]} shape={kindColoredBar} />
            </BarChart>
          </div>
        </figure>
      </Card>
    </div>
  );
}
