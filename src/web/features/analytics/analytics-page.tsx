/**
 * Analytics: period selector (today, this week from Sunday, this month, all, custom range) in
 * São Paulo time; summary cards; charts of content created per day and per kind. The charts (recharts)
 * are a lazily loaded chunk.
 */
import { useQuery } from '@tanstack/react-query';
import { BarChart3, CalendarClock, CheckCircle2, Clock, Layers, Percent, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ANALYTICS_PERIODS,
  ANALYTICS_PERIOD_LABELS,
  isAnalyticsPeriod,
  isValidCustomRange,
  resolvePeriod,
  todayIn,
  type AnalyticsPeriod,
} from '@shared/periods';
import { parseIsoDay } from '@shared/sao-paulo-time';
import { DATE_INVALID, isDateInput } from '@shared/date-input';
import { ERROR_MESSAGES, messageFor } from '@shared/messages';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { EmptyState } from '@web/components/ui/empty-state';
import { DateField } from '@web/components/ui/date-field';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatInteger, formatPercent } from '@web/lib/format';
import { analyticsQuery, type AnalyticsParams, type AnalyticsStats } from './api';
import { ApprovalRateCard } from '@web/components/approval/approval-figures';
import { useWorksWithOthers } from '@web/entities/activity/api';
import { PublishedCard } from './published-card';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const DEFAULT_PERIOD: AnalyticsPeriod = 'month';

/** 'YYYY-MM-DD' as '21/11/2026' (a calendar day, no time zone shift). */
function dayLabel(day: string | null): string {
  const d = parseIsoDay(day);
  return d ? formatDate(new Date(Date.UTC(d.year, d.month - 1, d.day, 12))) : '';
}

function readParams(search: URLSearchParams): { period: AnalyticsPeriod; start: string; end: string } {
  const raw = search.get('period');
  return {
    period: isAnalyticsPeriod(raw) ? raw : DEFAULT_PERIOD,
    start: search.get('start') ?? '',
    end: search.get('end') ?? '',
  };
}

function customRangeError(start: string, end: string): string | null {
  if (!start) return ERROR_MESSAGES.ANALYTICS_START_REQUIRED;
  if (!end) return ERROR_MESSAGES.ANALYTICS_END_REQUIRED;
  if (!isDateInput(start) || !isDateInput(end)) return messageFor(DATE_INVALID);
  if (!isValidCustomRange({ start, end })) return ERROR_MESSAGES.ANALYTICS_RANGE_INVERTED;
  return null;
}

function PeriodSelector({ period, onChange }: { period: AnalyticsPeriod; onChange: (p: AnalyticsPeriod) => void }) {
  return (
    <div role="group" aria-label="Período" className="flex flex-wrap gap-2">
      {ANALYTICS_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={p === period}
          onClick={() => onChange(p)}
          className={buttonClasses(p === period ? 'primary' : 'outline', 'sm')}
        >
          {ANALYTICS_PERIOD_LABELS[p]}
        </button>
      ))}
    </div>
  );
}

const CARDS: {
  key: 'total' | 'completed' | 'pending' | 'scheduled' | 'completionRate';
  label: string;
  icon: LucideIcon;
}[] = [
  { key: 'total', label: 'Total', icon: Layers },
  { key: 'completed', label: 'Concluídos', icon: CheckCircle2 },
  { key: 'pending', label: 'Pendentes', icon: Clock },
  { key: 'scheduled', label: 'Agendados', icon: CalendarClock },
  { key: 'completionRate', label: 'Taxa de conclusão', icon: Percent },
];

function SummaryCards({ stats }: { stats: AnalyticsStats }) {
  return (
    <section aria-label="Resumo do período" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className={cn('min-w-0 p-4 sm:p-4', key === 'completionRate' && 'col-span-2 sm:col-span-1')}>
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm leading-tight font-medium text-slate-600 dark:text-slate-400">{label}</p>
            <Icon className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
          </div>
          <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
            {key === 'completionRate' ? formatPercent(stats.completionRate) : formatInteger(stats[key])}
          </p>
        </Card>
      ))}
    </section>
  );
}

export default function AnalyticsPage() {
  const [search, setSearch] = useSearchParams();
  const { period, start, end } = readParams(search);
  const rangeError = period === 'custom' ? customRangeError(start, end) : null;
  const params: AnalyticsParams = period === 'custom' ? { period, start, end } : { period };
  const query = useQuery({ ...analyticsQuery(params), enabled: !rangeError });

  const choosePeriod = (next: AnalyticsPeriod) => {
    const nextSearch = new URLSearchParams({ period: next });
    if (next === 'custom') {
      // Start from this month up to today, then let the user change the days.
      const now = new Date();
      nextSearch.set('start', start || resolvePeriod({ period: 'month' }, now).fromDay!);
      nextSearch.set('end', end || todayIn(now));
    }
    setSearch(nextSearch, { replace: true });
  };

  const setDay = (key: 'start' | 'end', value: string) => {
    const next = new URLSearchParams(search);
    next.set('period', 'custom');
    next.set(key, value);
    setSearch(next, { replace: true });
  };

  const stats = query.data;
  // In a team the figures count everyone's work in the workspace, so the page says whose work it is.
  const team = useWorksWithOthers();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Desempenho"
        description={`Acompanhe o que ${team ? 'a equipe criou' : 'você criou'} e o que já foi concluído.`}
        icon={<BarChart3 className="h-5 w-5" aria-hidden />}
      />

      <Card className="space-y-4">
        <PeriodSelector period={period} onChange={choosePeriod} />
        {period === 'custom' && (
          <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
            <DateField
              label="Data inicial"
              checkOnBlur
              value={start}
              max={end || undefined}
              onChange={(e) => setDay('start', e.target.value)}
            />
            <DateField
              label="Data final"
              checkOnBlur
              value={end}
              min={start || undefined}
              onChange={(e) => setDay('end', e.target.value)}
              error={rangeError ?? undefined}
            />
          </div>
        )}
        {stats && !rangeError && (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {stats.firstDay && stats.lastDay
              ? stats.firstDay === stats.lastDay
                ? `Dia ${dayLabel(stats.firstDay)} (horário de Brasília)`
                : `De ${dayLabel(stats.firstDay)} a ${dayLabel(stats.lastDay)} (horário de Brasília)`
              : 'Todo o período'}
          </p>
        )}
      </Card>
      {!rangeError && <ApprovalRateCard params={params} />}
      <PublishedCard />

      {rangeError ? null : query.isError ? (
        <Notice tone="danger" title={ERROR_MESSAGES.INSIGHTS_LOAD_FAILED}>
          {errorMessage(query.error, ERROR_MESSAGES.INSIGHTS_LOAD_FAILED)}
        </Notice>
      ) : !stats ? (
        <Spinner label="Carregando estatísticas..." />
      ) : (
        <div
          className={cn('space-y-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isFetching || undefined}
        >
          <SummaryCards stats={stats} />
          {stats.series.length === 0 ? (
            <EmptyState icon={<BarChart3 className="h-8 w-8" aria-hidden />} title="Nenhum conteúdo criado ainda">
              <p className="text-sm">Gere seu primeiro conteúdo para ver os gráficos aqui.</p>
              <Link to="/scripts" className={buttonClasses('primary', 'sm', 'mt-2')}>
                Criar Roteiro do Dia
              </Link>
            </EmptyState>
          ) : (
            <>
              {stats.total === 0 && <Notice tone="info">Nenhum conteúdo criado neste período.</Notice>}
              <Suspense fallback={<Spinner label="Carregando gráficos..." />}>
                <AnalyticsCharts stats={stats} />
              </Suspense>
            </>
          )}
        </div>
      )}
    </div>
  );
}
