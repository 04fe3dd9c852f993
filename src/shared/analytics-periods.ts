/**
 * Analytics periods (F3, spec part 2 §9) computed in the America/Sao_Paulo time zone: 'day' is today
 * in São Paulo, 'week' starts on Sunday 00:00, 'month' is the calendar month, 'all' has no bounds and
 * 'custom' runs from its start day 00:00 to the end of its end day. Pure: the caller passes `now`.
 * Ranges are half-open, [start, end). The time-zone and day maths live in ./sao-paulo-time.
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
  addLocalDays,
  localDayOf as localDateOf,
  parseIsoDay as parseLocalDate,
  startOfLocalDay,
  toIsoDay as formatLocalDate,
  weekdayOf,
} from './sao-paulo-time';

export const ANALYTICS_PERIODS = ['day', 'week', 'month', 'all', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

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

/** A calendar day (month 1-12), with no time zone attached. */
export type LocalDate = LocalDay;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export interface CustomRange {
  start: string;
  end: string;
}

/** Half-open [start, end) in instants; null bounds mean "unbounded" (period 'all'). */
export interface PeriodRange {
  start: Date | null;
  end: Date | null;
  /** The calendar days covered, both inclusive ('YYYY-MM-DD'); null for 'all'. */
  firstDay: string | null;
  lastDay: string | null;
}

function rangeOfDays(first: LocalDate, lastInclusive: LocalDate, timeZone: string): PeriodRange {
  return {
    start: startOfLocalDay(first, timeZone),
    end: startOfLocalDay(addLocalDays(lastInclusive, 1), timeZone),
    firstDay: toIsoDay(first),
    lastDay: toIsoDay(lastInclusive),
  };
}

/** Is a custom range usable: both days real and start on or before end. */
export function isValidCustomRange(custom: Partial<CustomRange> | null | undefined): custom is CustomRange {
  const start = parseIsoDay(custom?.start);
  const end = parseIsoDay(custom?.end);
  return !!start && !!end && dayDiff(start, end) >= 0;
}

/**
 * The range of a period at `now`. 'custom' needs a valid range (see isValidCustomRange) and includes
 * the whole of its end day.
 */
export function periodRange(
  period: AnalyticsPeriod,
  now: Date,
  custom?: Partial<CustomRange> | null,
  timeZone: string = SAO_PAULO_TZ,
): PeriodRange {
  const today = localDayOf(now, timeZone);
  switch (period) {
    case 'day':
      return rangeOfDays(today, today, timeZone);
    case 'week': {
      const sunday = addLocalDays(today, -weekdayOf(today));
      return rangeOfDays(sunday, addLocalDays(sunday, 6), timeZone);
    }
    case 'month': {
      const first = { year: today.year, month: today.month, day: 1 };
      const last = addLocalDays(addLocalMonths(first, 1), -1);
      return rangeOfDays(first, last, timeZone);
    }
    case 'all':
      return { start: null, end: null, firstDay: null, lastDay: null };
    case 'custom': {
      if (!isValidCustomRange(custom)) throw new RangeError('invalid custom range');
      return rangeOfDays(parseIsoDay(custom.start)!, parseIsoDay(custom.end)!, timeZone);
    }
  }
}

/** Is the instant inside the range ([start, end); null bounds are open). */
export function isInRange(instant: Date, range: Pick<PeriodRange, 'start' | 'end'>): boolean {
  const t = instant.getTime();
  return (!range.start || t >= range.start.getTime()) && (!range.end || t < range.end.getTime());
}

/** Chart buckets: one per day up to this many days, else one per month. */
export const MAX_DAILY_BUCKETS = 92;
export type ChartBucket = 'day' | 'month';

/**
 * The bucket keys of a chart over [firstDay, lastDay] (inclusive): 'YYYY-MM-DD' per day for spans of up
 * to 92 days, otherwise 'YYYY-MM' per month.
 */
export function chartBuckets(firstDay: string, lastDay: string): { bucket: ChartBucket; keys: string[] } {
  const first = parseIsoDay(firstDay);
  const last = parseIsoDay(lastDay);
  if (!first || !last || dayDiff(first, last) < 0) return { bucket: 'day', keys: [] };
  const days = dayDiff(first, last) + 1;
  if (days <= MAX_DAILY_BUCKETS) {
    return { bucket: 'day', keys: Array.from({ length: days }, (_, i) => toIsoDay(addLocalDays(first, i))) };
  }
  const keys: string[] = [];
  let y = first.year;
  let m = first.month;
  while (y < last.year || (y === last.year && m <= last.month)) {
    keys.push(`${pad(y, 4)}-${pad(m)}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return { bucket: 'month', keys };
}

/** A bucket key as a short pt-BR label: '21/11' for a day, '11/2026' for a month. */
export function bucketLabel(key: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (day) return `${day[3]}/${day[2]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${month[2]}/${month[1]}`;
  return key;
}
