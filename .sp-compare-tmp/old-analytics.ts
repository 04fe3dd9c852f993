/**
 * Analytics periods (F3, spec part 2 §9) computed in the America/Sao_Paulo time zone: 'day' is today
 * in São Paulo, 'week' starts on Sunday 00:00, 'month' is the calendar month, 'all' has no bounds and
 * 'custom' runs from its start day 00:00 to the end of its end day. Pure: the caller passes `now`.
 * Ranges are half-open, [start, end).
 */

export const SAO_PAULO_TZ = 'America/Sao_Paulo';

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
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The zone's offset from UTC at an instant, in ms (São Paulo: -3 h). */
function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day an instant falls on in the zone. */
export function localDateOf(instant: Date, timeZone: string = SAO_PAULO_TZ): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** The instant at which a calendar day begins (00:00) in the zone. */
export function startOfLocalDay(date: LocalDate, timeZone: string = SAO_PAULO_TZ): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  const first = guess - offsetMs(new Date(guess), timeZone);
  const second = guess - offsetMs(new Date(first), timeZone);
  return new Date(second);
}

/** Calendar arithmetic on days (months and years roll over). */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' */
export function formatLocalDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** 'YYYY-MM-DD' -> a real calendar day, or null (31/02 and the like are refused). */
export function parseLocalDate(value: string | null | undefined): LocalDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = addLocalDays(date, 0);
  if (check.year !== date.year || check.month !== date.month || check.day !== date.day) return null;
  return date;
}

function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}

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
    firstDay: formatLocalDate(first),
    lastDay: formatLocalDate(lastInclusive),
  };
}

/** Is a custom range usable: both days real and start on or before end. */
export function isValidCustomRange(custom: Partial<CustomRange> | null | undefined): custom is CustomRange {
  const start = parseLocalDate(custom?.start);
  const end = parseLocalDate(custom?.end);
  return !!start && !!end && compareLocalDates(start, end) <= 0;
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
  const today = localDateOf(now, timeZone);
  switch (period) {
    case 'day':
      return rangeOfDays(today, today, timeZone);
    case 'week': {
      const sunday = addLocalDays(today, -weekdayOf(today));
      return rangeOfDays(sunday, addLocalDays(sunday, 6), timeZone);
    }
    case 'month': {
      const first = { year: today.year, month: today.month, day: 1 };
      const last = addLocalDays({ year: today.month === 12 ? today.year + 1 : today.year, month: (today.month % 12) + 1, day: 1 }, -1);
      return rangeOfDays(first, last, timeZone);
    }
    case 'all':
      return { start: null, end: null, firstDay: null, lastDay: null };
    case 'custom': {
      if (!isValidCustomRange(custom)) throw new RangeError('invalid custom range');
      return rangeOfDays(parseLocalDate(custom.start)!, parseLocalDate(custom.end)!, timeZone);
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
  const first = parseLocalDate(firstDay);
  const last = parseLocalDate(lastDay);
  if (!first || !last || compareLocalDates(first, last) > 0) return { bucket: 'day', keys: [] };
  const days = Math.round(compareLocalDates(last, first) / 86_400_000) + 1;
  if (days <= MAX_DAILY_BUCKETS) {
    return { bucket: 'day', keys: Array.from({ length: days }, (_, i) => formatLocalDate(addLocalDays(first, i))) };
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
