/**
 * Admin report periods (spec part 2 §9), computed as calendar days in America/Sao_Paulo.
 * Pure: every function takes `now`. A resolved period is a half-open range [from, to) of whole
 * São Paulo days, given both as instants (for timestamps) and as 'YYYY-MM-DD' days (for date columns).
 * See docs/decisions/0004-admin-metrics.md. The time-zone and day maths live in ./sao-paulo-time.
 */
import {
  SAO_PAULO_TZ,
  addLocalDays,
  addLocalMonths,
  dayDiff,
  localDayOf,
  parseIsoDay,
  startOfLocalDay,
  toIsoDay,
  weekdayOf,
  type LocalDay,
} from './sao-paulo-time';

export {
  SAO_PAULO_TZ,
  addLocalDays as addDaysLocal,
  addLocalMonths as addMonthsLocal,
  dayDiff,
  daysInMonth,
  localDayOf,
  parseIsoDay,
  startOfLocalDay,
  timeZoneOffsetMinutes,
  toIsoDay,
  type LocalDay,
} from './sao-paulo-time';

export const DASHBOARD_PERIODS = [
  'today',
  'yesterday',
  'week',
  'month',
  'last_month',
  'year',
  'last_year',
  'all',
  'custom',
  'specific_day',
  'specific_month',
  'specific_year',
] as const;
export const EXPENSE_PERIODS = ['month', 'last_month', 'quarter', 'year', 'all', 'custom'] as const;
export const PERIOD_IDS = [...DASHBOARD_PERIODS, 'quarter'] as const;

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export type ExpensePeriod = (typeof EXPENSE_PERIODS)[number];
export type PeriodId = (typeof PERIOD_IDS)[number];

export const PERIOD_LABELS: Record<PeriodId, string> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  week: 'Esta semana',
  month: 'Este mês',
  last_month: 'Mês passado',
  quarter: 'Este trimestre',
  year: 'Este ano',
  last_year: 'Ano passado',
  all: 'Todo o período',
  custom: 'Personalizado',
  specific_day: 'Dia específico',
  specific_month: 'Mês específico',
  specific_year: 'Ano específico',
};

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

const MONTH_SHORT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

export interface PeriodQuery {
  period: PeriodId;
  /** custom: first and last day, inclusive ('YYYY-MM-DD'). */
  start?: string;
  end?: string;
  /** specific_day ('YYYY-MM-DD'). */
  day?: string;
  /** specific_month (1–12, with year) and specific_year. */
  month?: number;
  year?: number;
}

export interface ResolvedPeriod {
  period: PeriodId;
  label: string;
  /** Start instant (inclusive); null = since the beginning. */
  from: Date | null;
  /** End instant (exclusive); null = no end. */
  to: Date | null;
  /** The same bounds as São Paulo days: first day, and the day after the last one. */
  fromDay: string | null;
  toDay: string | null;
  /** The last day included (for display), null for 'all'. */
  lastDay: string | null;
  /** Chart buckets: per day for short ranges, per month otherwise. */
  granularity: 'day' | 'month';
}

export class PeriodError extends Error {
  constructor(message = 'ADMIN_PERIOD_INVALID') {
    super(message);
    this.name = 'PeriodError';
  }
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' without any time-zone shift (a date column is a calendar day). */
export function formatIsoDay(value: string | null | undefined): string {
  const d = parseIsoDay(value ?? null);
  return d ? formatDayLabel(d) : '';
}

export function todayIn(now: Date, timeZone = SAO_PAULO_TZ): string {
  return toIsoDay(localDayOf(now, timeZone));
}

/** The year list of the selects: this year and the 9 before it. */
export function periodYears(now: Date, count = 10): number[] {
  const year = localDayOf(now).year;
  return Array.from({ length: count }, (_, i) => year - i);
}

function formatDayLabel(d: LocalDay): string {
  return `${pad(d.day)}/${pad(d.month)}/${d.year}`;
}

function range(period: PeriodId, label: string, first: LocalDay, afterLast: LocalDay): ResolvedPeriod {
  const last = addLocalDays(afterLast, -1);
  return {
    period,
    label,
    from: startOfLocalDay(first),
    to: startOfLocalDay(afterLast),
    fromDay: toIsoDay(first),
    toDay: toIsoDay(afterLast),
    lastDay: toIsoDay(last),
    granularity: dayDiff(first, afterLast) <= 62 ? 'day' : 'month',
  };
}

/** Turns a period choice into its São Paulo day range. Throws PeriodError on missing/invalid inputs. */
export function resolvePeriod(query: PeriodQuery, now: Date): ResolvedPeriod {
  const today = localDayOf(now);
  const monthStart: LocalDay = { year: today.year, month: today.month, day: 1 };
  const base = PERIOD_LABELS[query.period];
  switch (query.period) {
    case 'today':
      return range('today', base, today, addLocalDays(today, 1));
    case 'yesterday':
      return range('yesterday', base, addLocalDays(today, -1), today);
    case 'week': {
      // Weeks start on Sunday (as the analytics periods do).
      const first = addLocalDays(today, -weekdayOf(today));
      return range('week', base, first, addLocalDays(first, 7));
    }
    case 'month':
      return range('month', base, monthStart, addLocalMonths(monthStart, 1));
    case 'last_month':
      return range('last_month', base, addLocalMonths(monthStart, -1), monthStart);
    case 'quarter': {
      const first: LocalDay = { year: today.year, month: Math.floor((today.month - 1) / 3) * 3 + 1, day: 1 };
      return range('quarter', base, first, addLocalMonths(first, 3));
    }
    case 'year':
      return range('year', base, { year: today.year, month: 1, day: 1 }, { year: today.year + 1, month: 1, day: 1 });
    case 'last_year':
      return range(
        'last_year',
        base,
        { year: today.year - 1, month: 1, day: 1 },
        { year: today.year, month: 1, day: 1 },
      );
    case 'all':
      return {
        period: 'all',
        label: base,
        from: null,
        to: null,
        fromDay: null,
        toDay: null,
        lastDay: null,
        granularity: 'month',
      };
    case 'custom': {
      const first = parseIsoDay(query.start);
      const last = parseIsoDay(query.end);
      if (!first || !last || dayDiff(first, last) < 0) throw new PeriodError();
      return range('custom', `${formatDayLabel(first)} a ${formatDayLabel(last)}`, first, addLocalDays(last, 1));
    }
    case 'specific_day': {
      const day = parseIsoDay(query.day);
      if (!day) throw new PeriodError();
      return range('specific_day', formatDayLabel(day), day, addLocalDays(day, 1));
    }
    case 'specific_month': {
      const { month, year } = query;
      if (!isYear(year) || !month || !Number.isInteger(month) || month < 1 || month > 12) throw new PeriodError();
      const first = { year, month, day: 1 };
      return range('specific_month', `${MONTH_NAMES[month - 1]} de ${year}`, first, addLocalMonths(first, 1));
    }
    case 'specific_year': {
      const { year } = query;
      if (!isYear(year)) throw new PeriodError();
      return range('specific_year', String(year), { year, month: 1, day: 1 }, { year: year + 1, month: 1, day: 1 });
    }
    default:
      throw new PeriodError();
  }
}

function isYear(year: number | undefined): year is number {
  return year !== undefined && Number.isInteger(year) && year >= 2000 && year <= 2100;
}

/** A human description: 'Este mês (01/05/2026 a 31/05/2026)'; 'Todo o período' for all. */
export function describePeriod(p: Pick<ResolvedPeriod, 'label' | 'fromDay' | 'lastDay' | 'period'>): string {
  if (!p.fromDay || !p.lastDay) return p.label;
  const from = formatIsoDay(p.fromDay);
  const last = formatIsoDay(p.lastDay);
  if (p.period === 'custom') return `${p.label}`;
  return from === last ? `${p.label} (${from})` : `${p.label} (${from} a ${last})`;
}

export interface Bucket {
  /** 'YYYY-MM-DD' for days, 'YYYY-MM' for months. */
  key: string;
  label: string;
  fromDay: string;
  /** Exclusive. */
  toDay: string;
}

/**
 * Chart buckets of a period up to today (no future buckets). For 'all', `earliestDay` (the first day
 * with data) starts the range; with no data at all the current month is the only bucket.
 */
export function periodBuckets(p: ResolvedPeriod, now: Date, earliestDay?: string | null): Bucket[] {
  const today = localDayOf(now);
  const tomorrow = addLocalDays(today, 1);
  let first = parseIsoDay(p.fromDay);
  let afterLast = parseIsoDay(p.toDay) ?? tomorrow;
  if (!first) {
    const earliest = parseIsoDay(earliestDay ?? null);
    first = earliest && dayDiff(earliest, today) >= 0 ? earliest : { year: today.year, month: today.month, day: 1 };
  }
  if (dayDiff(tomorrow, afterLast) > 0) afterLast = tomorrow;
  const buckets: Bucket[] = [];
  if (dayDiff(first, afterLast) <= 0) return buckets;
  if (p.granularity === 'day') {
    for (let d = first; dayDiff(d, afterLast) > 0; d = addLocalDays(d, 1)) {
      const next = addLocalDays(d, 1);
      buckets.push({
        key: toIsoDay(d),
        label: `${pad(d.day)}/${pad(d.month)}`,
        fromDay: toIsoDay(d),
        toDay: toIsoDay(next),
      });
    }
    return buckets;
  }
  for (
    let m: LocalDay = { year: first.year, month: first.month, day: 1 };
    dayDiff(m, afterLast) > 0;
    m = addLocalMonths(m, 1)
  ) {
    const next = addLocalMonths(m, 1);
    const from = dayDiff(m, first) > 0 ? first : m;
    const to = dayDiff(next, afterLast) < 0 ? afterLast : next;
    buckets.push({
      key: `${pad(m.year, 4)}-${pad(m.month)}`,
      label: `${MONTH_SHORT[m.month - 1]}/${String(m.year).slice(2)}`,
      fromDay: toIsoDay(from),
      toDay: toIsoDay(to),
    });
  }
  return buckets;
}
