/**
 * São Paulo time (America/Sao_Paulo): the wall clock of an instant, the zone's offset, the calendar
 * day an instant falls on and the instant a day begins, and calendar arithmetic on days. Pure and
 * isomorphic (Intl only, no dependencies). Every function takes the zone as an optional last argument
 * (default São Paulo) so that the maths stays testable in any zone.
 */
import { steadyWallClock, type SteadyOffset, type WallClock } from './steady-offset';
import { SAO_PAULO_TZ } from './time-zone';

export { SAO_PAULO_TZ };

/** A calendar day (month 1–12), with no time zone attached. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

export type { WallClock };

const DAY_MS = 86_400_000;

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

/**
 * The wall clock parts of an instant in the zone (to the second). Without Intl where the build knows the
 * zone's offset holds still (steady-offset.ts), which is every São Paulo instant since 2019 up to a year
 * after the build; through Intl otherwise.
 */
export function wallClock(instant: Date, timeZone: string = SAO_PAULO_TZ): WallClock {
  return steadyWallClock(instant, timeZone) ?? intlWallClock(instant, timeZone);
}

/** The wall clock as the time-zone data of Intl reads it. */
export function intlWallClock(instant: Date, timeZone: string = SAO_PAULO_TZ): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  // The formatter is built with every one of these fields, so each part is present.
  const part = (type: string): number => {
    const value = parts[type];
    if (value === undefined) throw new Error(`the date formatter gave no ${type}`);
    return value;
  };
  const hour = part('hour');
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    // Some engines say 24 for midnight even with h23.
    hour: hour === 24 ? 0 : hour,
    minute: part('minute'),
    second: part('second'),
  };
}

/** The zone's offset from UTC at an instant, in ms (exact: old local mean times have seconds). */
function offsetMs(instant: Date, timeZone: string, read: typeof wallClock = wallClock): number {
  const w = read(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const STEADY_LOOK_BACK_YEARS = 10;

/**
 * The stretch around `now` over which the zone's offset stays what it is at `now`, read from Intl's
 * time-zone data (the build's): back to the last change (at most ten years back) and forward to the next
 * one, or to the first day of the month `horizonMonths` after now's when the data knows of none. Its ends
 * are exact instants or month starts, so every build of one month defines the same stretch. Null for an
 * offset that is not whole minutes. Days are sampled one by one, then each end is found to the millisecond.
 */
export function steadyOffsetAround(
  now: Date,
  timeZone: string = SAO_PAULO_TZ,
  horizonMonths = 12,
): SteadyOffset | null {
  const offsetAt = (t: number) => offsetMs(new Date(t), timeZone, intlWallClock);
  const offset = offsetAt(now.getTime());
  if (offset % 60_000 !== 0) return null;
  const same = (t: number) => offsetAt(t) === offset;
  // The first instant of `[lo, hi]` after the last one that `keeps`, with `keeps(lo)` and not `keeps(hi)`.
  const edge = (lo: number, hi: number, keeps: (t: number) => boolean) => {
    while (Math.abs(hi - lo) > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (keeps(mid)) lo = mid;
      else hi = mid;
    }
    return { lo, hi };
  };
  const floor = Date.UTC(now.getUTCFullYear() - STEADY_LOOK_BACK_YEARS, now.getUTCMonth(), 1);
  const horizon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + horizonMonths, 1);
  let from = now.getTime();
  while (from - DAY_MS > floor && same(from - DAY_MS)) from -= DAY_MS;
  const back = Math.max(from - DAY_MS, floor);
  from = same(back) ? back : edge(from, back, same).lo;
  let until = now.getTime();
  while (until + DAY_MS < horizon && same(until + DAY_MS)) until += DAY_MS;
  const ahead = Math.min(until + DAY_MS, horizon - 1);
  until = same(ahead) ? ahead + 1 : edge(until, ahead, same).hi;
  return { timeZone, fromMs: from, untilMs: until, offsetMinutes: offset / 60_000 };
}

/** The zone's offset from UTC at an instant, in whole minutes (São Paulo since 2019: −180). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string = SAO_PAULO_TZ): number {
  return Math.round(offsetMs(instant, timeZone) / 60_000);
}

/** The calendar day an instant falls on in the zone. */
export function localDayOf(instant: Date, timeZone: string = SAO_PAULO_TZ): LocalDay {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** The instant at which a calendar day begins (00:00) in the zone. */
export function startOfLocalDay(d: LocalDay, timeZone: string = SAO_PAULO_TZ): Date {
  const guess = Date.UTC(d.year, d.month - 1, d.day);
  const first = guess - offsetMs(new Date(guess), timeZone);
  // A second pass settles days whose offset differs from the guess's (historic DST changes).
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

/** Calendar arithmetic on days (UTC maths on a date without time: no DST can interfere). */
export function addLocalDays(d: LocalDay, days: number): LocalDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Whole months later (or earlier); the day is clamped to the target month's last day (31/01 + 1 = 28 or 29/02). */
export function addLocalMonths(d: LocalDay, months: number): LocalDay {
  const t = new Date(Date.UTC(d.year, d.month - 1 + months, 1));
  const year = t.getUTCFullYear();
  const month = t.getUTCMonth() + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** The number of days in a month (1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole days from a to b (b − a). */
export function dayDiff(a: LocalDay, b: LocalDay): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(d: LocalDay): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** LocalDay -> 'YYYY-MM-DD'. */
export function toIsoDay(d: LocalDay): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** 'YYYY-MM-DD' -> LocalDay, or null when it is not a real calendar day (31/02 and the like are refused). */
export function parseIsoDay(value: string | null | undefined): LocalDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = addLocalDays(d, 0);
  if (check.year !== d.year || check.month !== d.month || check.day !== d.day) return null;
  return d;
}

/** The build's `define` for steady-offset.ts: São Paulo's steady stretch around the moment of the build. */
export function steadyOffsetDefine(now = new Date()): Record<string, string> {
  return { __PAUTEI_STEADY_OFFSET__: JSON.stringify(steadyOffsetAround(now)) };
}
