/**
 * Report periods, computed as calendar days in America/Sao_Paulo, for the admin dashboard and expense
 * pages and for the user's analytics page. Pure: every function takes `now`. A resolved period is a
 * half-open range [from, to) of whole São Paulo days, given both as instants (for timestamps) and as
 * 'YYYY-MM-DD' days (for date columns). One resolver turns a period choice into that range; one bucketer
 * cuts a range into chart buckets (per day or per month). See docs/decisions/0004-admin-metrics.md.
 * The time-zone and calendar maths live in ./sao-paulo-time.
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

/** The admin dashboard's period choices. */
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
/** The admin expense page's period choices. */
export const EXPENSE_PERIODS = ['month', 'last_month', 'quarter', 'year', 'all', 'custom'] as const;
/** Every period the admin pages accept. */
export const PERIOD_IDS = [...DASHBOARD_PERIODS, 'quarter'] as const;
/** The analytics page's period choices ('day' is today, as the analytics URLs have always said). */
export const ANALYTICS_PERIODS = ['day', 'week', 'month', 'all', 'custom'] as const;

export type PeriodId = (typeof PERIOD_IDS)[number];
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

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

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  day: 'Hoje',
  week: 'Esta semana',
  month: 'Este mês',
  all: 'Tudo',
  custom: 'Personalizado',
};

export function isAnalyticsPeriod(value: unknown): value is AnalyticsPeriod {
  return typeof value === 'string' && (ANALYTICS_PERIODS as readonly string[]).includes(value);
}

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
  period: PeriodId | AnalyticsPeriod;
  /** custom: first and last day, inclusive ('YYYY-MM-DD'). */
  start?: string;
  end?: string;
  /** specific_day ('YYYY-MM-DD'). */
  day?: string;
  /** specific_month (1–12, with year) and specific_year. */
  month?: number;
  year?: number;
}

export type Granularity = 'day' | 'month';

export interface ResolvedPeriod {
  period: PeriodId | AnalyticsPeriod;
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
  granularity: Granularity;
}

export interface ResolveOptions {
  /**
   * The longest range, in days, still charted per day. The admin charts switch to months after about
   * two months; the analytics charts keep days up to a quarter.
   */
  maxDailyDays?: number;
}

/** Admin charts show days up to this many days, months beyond. */
const ADMIN_MAX_DAILY_DAYS = 62;
/** Analytics charts show days up to this many days, months beyond. */
export const ANALYTICS_MAX_DAILY_DAYS = 92;

/** A period that cannot be resolved (missing or invalid days). A RangeError, so callers may catch either. */
export class PeriodError extends RangeError {
  constructor(message = 'ADMIN_PERIOD_INVALID') {
    super(message);
    this.name = 'PeriodError';
  }
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

function formatDayLabel(d: LocalDay): string {
  return `${pad(d.day)}/${pad(d.month)}/${d.year}`;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' without any time-zone shift (a date column is a calendar day). */
export function formatIsoDay(value: string | null | undefined): string {
  const d = parseIsoDay(value ?? null);
  return d ? formatDayLabel(d) : '';
}

/** Today in São Paulo as 'YYYY-MM-DD'. */
export function todayIn(now: Date, timeZone = SAO_PAULO_TZ): string {
  return toIsoDay(localDayOf(now, timeZone));
}

/** The year list of the selects: this year and the 9 before it. */
export function periodYears(now: Date, count = 10): number[] {
  const year = localDayOf(now).year;
  return Array.from({ length: count }, (_, i) => year - i);
}

/** Is a custom range usable: both days real and start on or before end. */
export function isValidCustomRange(
  custom: { start?: string; end?: string } | null | undefined,
): custom is { start: string; end: string } {
  const start = parseIsoDay(custom?.start);
  const end = parseIsoDay(custom?.end);
  return !!start && !!end && dayDiff(start, end) >= 0;
}

function isYear(year: number | undefined): year is number {
  return year !== undefined && Number.isInteger(year) && year >= 2000 && year <= 2100;
}

/**
 * Turns a period choice into its São Paulo day range. 'week' starts on Sunday; 'custom' includes the
 * whole of its end day. Throws PeriodError on missing or invalid inputs.
 */
export function resolvePeriod(query: PeriodQuery, now: Date, options: ResolveOptions = {}): ResolvedPeriod {
  const maxDailyDays = options.maxDailyDays ?? ADMIN_MAX_DAILY_DAYS;
  const range = (label: string, first: LocalDay, afterLast: LocalDay): ResolvedPeriod => ({
    period: query.period,
    label,
    from: startOfLocalDay(first),
    to: startOfLocalDay(afterLast),
    fromDay: toIsoDay(first),
    toDay: toIsoDay(afterLast),
    lastDay: toIsoDay(addLocalDays(afterLast, -1)),
    granularity: dayDiff(first, afterLast) <= maxDailyDays ? 'day' : 'month',
  });
  const today = localDayOf(now);
  const monthStart: LocalDay = { year: today.year, month: today.month, day: 1 };
  const yearStart = (year: number): LocalDay => ({ year, month: 1, day: 1 });
  switch (query.period) {
    case 'today':
    case 'day':
      return range(PERIOD_LABELS.today, today, addLocalDays(today, 1));
    case 'yesterday':
      return range(PERIOD_LABELS.yesterday, addLocalDays(today, -1), today);
    case 'week': {
      const sunday = addLocalDays(today, -weekdayOf(today));
      return range(PERIOD_LABELS.week, sunday, addLocalDays(sunday, 7));
    }
    case 'month':
      return range(PERIOD_LABELS.month, monthStart, addLocalMonths(monthStart, 1));
    case 'last_month':
      return range(PERIOD_LABELS.last_month, addLocalMonths(monthStart, -1), monthStart);
    case 'quarter': {
      const first: LocalDay = { year: today.year, month: Math.floor((today.month - 1) / 3) * 3 + 1, day: 1 };
      return range(PERIOD_LABELS.quarter, first, addLocalMonths(first, 3));
    }
    case 'year':
      return range(PERIOD_LABELS.year, yearStart(today.year), yearStart(today.year + 1));
    case 'last_year':
      return range(PERIOD_LABELS.last_year, yearStart(today.year - 1), yearStart(today.year));
    case 'all':
      return {
        period: 'all',
        label: PERIOD_LABELS.all,
        from: null,
        to: null,
        fromDay: null,
        toDay: null,
        lastDay: null,
        granularity: 'month',
      };
    case 'custom': {
      if (!isValidCustomRange(query)) throw new PeriodError();
      const first = parseIsoDay(query.start)!;
      const last = parseIsoDay(query.end)!;
      return range(`${formatDayLabel(first)} a ${formatDayLabel(last)}`, first, addLocalDays(last, 1));
    }
    case 'specific_day': {
      const day = parseIsoDay(query.day);
      if (!day) throw new PeriodError();
      return range(formatDayLabel(day), day, addLocalDays(day, 1));
    }
    case 'specific_month': {
      const { month, year } = query;
      if (!isYear(year) || !month || !Number.isInteger(month) || month < 1 || month > 12) throw new PeriodError();
      const first = { year, month, day: 1 };
      return range(`${MONTH_NAMES[month - 1]} de ${year}`, first, addLocalMonths(first, 1));
    }
    case 'specific_year': {
      const { year } = query;
      if (!isYear(year)) throw new PeriodError();
      return range(String(year), yearStart(year), yearStart(year + 1));
    }
    default:
      throw new PeriodError();
  }
}

/** A human description: 'Este mês (01/05/2026 a 31/05/2026)'; 'Todo o período' for all. */
export function describePeriod(p: Pick<ResolvedPeriod, 'label' | 'fromDay' | 'lastDay' | 'period'>): string {
  if (!p.fromDay || !p.lastDay) return p.label;
  const from = formatIsoDay(p.fromDay);
  const last = formatIsoDay(p.lastDay);
  if (p.period === 'custom') return `${p.label}`;
  return from === last ? `${p.label} (${from})` : `${p.label} (${from} a ${last})`;
}

/** Is the instant inside the period ([from, to); null bounds are open). */
export function isInPeriod(instant: Date, period: Pick<ResolvedPeriod, 'from' | 'to'>): boolean {
  const t = instant.getTime();
  return (!period.from || t >= period.from.getTime()) && (!period.to || t < period.to.getTime());
}

export interface Bucket {
  /** 'YYYY-MM-DD' for days, 'YYYY-MM' for months. */
  key: string;
  label: string;
  fromDay: string;
  /** Exclusive. */
  toDay: string;
}

export interface BucketOptions {
  /** For 'all': the first day with data starts the range (with no data, the current month does). */
  earliestDay?: string | null;
  /** Stop at today, leaving out the days still to come (default true). */
  untilToday?: boolean;
}

/**
 * Chart buckets of a period, per day or per month as its granularity says. A month bucket that the
 * range only partly covers is cut to the range.
 */
export function periodBuckets(p: ResolvedPeriod, now: Date, options: BucketOptions = {}): Bucket[] {
  const today = localDayOf(now);
  const tomorrow = addLocalDays(today, 1);
  let first = parseIsoDay(p.fromDay);
  let afterLast = parseIsoDay(p.toDay) ?? tomorrow;
  if (!first) {
    const earliest = parseIsoDay(options.earliestDay ?? null);
    first = earliest && dayDiff(earliest, today) >= 0 ? earliest : { year: today.year, month: today.month, day: 1 };
  }
  if ((options.untilToday ?? true) && dayDiff(tomorrow, afterLast) > 0) afterLast = tomorrow;
  const buckets: Bucket[] = [];
  const step = p.granularity === 'day' ? 1 : 0;
  let start: LocalDay = step ? first : { year: first.year, month: first.month, day: 1 };
  while (dayDiff(start, afterLast) > 0) {
    const next = step ? addLocalDays(start, 1) : addLocalMonths(start, 1);
    const key = step ? toIsoDay(start) : `${pad(start.year, 4)}-${pad(start.month)}`;
    buckets.push({
      key,
      label: bucketLabel(key, 'short'),
      fromDay: toIsoDay(dayDiff(start, first) > 0 ? first : start),
      toDay: toIsoDay(dayDiff(next, afterLast) < 0 ? afterLast : next),
    });
    start = next;
  }
  return buckets;
}

/**
 * A bucket key as a short pt-BR label: '21/11' for a day; for a month '11/2026' ('numeric', the
 * analytics charts) or 'nov/26' ('short', the admin charts).
 */
export function bucketLabel(key: string, monthStyle: 'numeric' | 'short' = 'numeric'): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (day) return `${day[3]}/${day[2]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (!month) return key;
  const [, year = '', mm = ''] = month;
  return monthStyle === 'short' ? `${MONTH_SHORT[Number(mm) - 1]}/${year.slice(2)}` : `${mm}/${year}`;
}
