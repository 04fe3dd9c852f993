import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MAX_DAILY_DAYS,
  DASHBOARD_PERIODS,
  EXPENSE_PERIODS,
  PeriodError,
  bucketLabel,
  describePeriod,
  isInPeriod,
  isValidCustomRange,
  periodBuckets,
  periodYears,
  resolvePeriod,
  type PeriodQuery,
} from './periods';
import {
  addLocalDays,
  localDayOf,
  parseIsoDay,
  startOfLocalDay,
  timeZoneOffsetMinutes,
  weekdayOf,
} from './sao-paulo-time';

// Thursday 14 May 2026, 12:00 in São Paulo (15:00 UTC).
const NOW = new Date('2026-05-14T15:00:00.000Z');
const iso = (d: Date | null) => d?.toISOString() ?? null;

function bounds(query: PeriodQuery, now = NOW) {
  const p = resolvePeriod(query, now);
  return {
    from: iso(p.from),
    to: iso(p.to),
    fromDay: p.fromDay,
    toDay: p.toDay,
    lastDay: p.lastDay,
    granularity: p.granularity,
    label: p.label,
  };
}

describe('São Paulo time', () => {
  it('computes the offset with Intl (UTC−3 since 2019, −2 under the old summer time)', () => {
    expect(timeZoneOffsetMinutes(NOW)).toBe(-180);
    expect(timeZoneOffsetMinutes(new Date('2018-01-15T12:00:00Z'))).toBe(-120);
  });

  it('a day starts at 03:00 UTC, and late evening still belongs to the São Paulo day', () => {
    expect(startOfLocalDay({ year: 2026, month: 5, day: 14 }).toISOString()).toBe('2026-05-14T03:00:00.000Z');
    expect(localDayOf(new Date('2026-06-01T02:59:59.999Z'))).toEqual({ year: 2026, month: 5, day: 31 });
    expect(localDayOf(new Date('2026-06-01T03:00:00.000Z'))).toEqual({ year: 2026, month: 6, day: 1 });
  });

  it('the 10-year list runs from this year backwards', () => {
    expect(periodYears(NOW)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    // 31 Dec 23:30 in São Paulo is already 1 Jan in UTC, and still 2026 here.
    expect(periodYears(new Date('2027-01-01T02:30:00Z'))[0]).toBe(2026);
  });
});

describe('resolvePeriod — every period value, fixed now', () => {
  it('today and yesterday', () => {
    expect(bounds({ period: 'today' })).toMatchObject({
      from: '2026-05-14T03:00:00.000Z',
      to: '2026-05-15T03:00:00.000Z',
      fromDay: '2026-05-14',
      toDay: '2026-05-15',
      lastDay: '2026-05-14',
      granularity: 'day',
    });
    expect(bounds({ period: 'yesterday' })).toMatchObject({
      from: '2026-05-13T03:00:00.000Z',
      to: '2026-05-14T03:00:00.000Z',
      lastDay: '2026-05-13',
    });
  });

  it('today just before midnight in São Paulo is still that day (already the next day in UTC)', () => {
    expect(bounds({ period: 'today' }, new Date('2026-05-15T02:30:00Z'))).toMatchObject({
      fromDay: '2026-05-14',
      toDay: '2026-05-15',
    });
  });

  it('week starts on Sunday', () => {
    expect(bounds({ period: 'week' })).toMatchObject({
      fromDay: '2026-05-10',
      toDay: '2026-05-17',
      from: '2026-05-10T03:00:00.000Z',
      to: '2026-05-17T03:00:00.000Z',
    });
    // On a Sunday the week starts that very day.
    expect(bounds({ period: 'week' }, new Date('2026-05-17T12:00:00Z'))).toMatchObject({
      fromDay: '2026-05-17',
      toDay: '2026-05-24',
    });
  });

  it('month and last_month, including across a year boundary', () => {
    expect(bounds({ period: 'month' })).toMatchObject({
      from: '2026-05-01T03:00:00.000Z',
      to: '2026-06-01T03:00:00.000Z',
      lastDay: '2026-05-31',
      granularity: 'day',
    });
    expect(bounds({ period: 'last_month' })).toMatchObject({
      fromDay: '2026-04-01',
      toDay: '2026-05-01',
      lastDay: '2026-04-30',
    });
    const jan = new Date('2026-01-10T12:00:00Z');
    expect(bounds({ period: 'last_month' }, jan)).toMatchObject({ fromDay: '2025-12-01', toDay: '2026-01-01' });
    expect(bounds({ period: 'last_month' }, new Date('2026-03-31T12:00:00Z'))).toMatchObject({
      fromDay: '2026-02-01',
      lastDay: '2026-02-28',
    });
  });

  it('quarter is the 3-month block holding today', () => {
    expect(bounds({ period: 'quarter' })).toMatchObject({
      fromDay: '2026-04-01',
      toDay: '2026-07-01',
      lastDay: '2026-06-30',
      granularity: 'month',
    });
    expect(bounds({ period: 'quarter' }, new Date('2026-12-31T20:00:00Z'))).toMatchObject({
      fromDay: '2026-10-01',
      toDay: '2027-01-01',
    });
    expect(bounds({ period: 'quarter' }, new Date('2026-01-01T03:00:00Z'))).toMatchObject({
      fromDay: '2026-01-01',
      toDay: '2026-04-01',
    });
  });

  it('year and last_year', () => {
    expect(bounds({ period: 'year' })).toMatchObject({
      from: '2026-01-01T03:00:00.000Z',
      to: '2027-01-01T03:00:00.000Z',
      granularity: 'month',
    });
    expect(bounds({ period: 'last_year' })).toMatchObject({
      fromDay: '2025-01-01',
      toDay: '2026-01-01',
      lastDay: '2025-12-31',
    });
  });

  it('all has no bounds', () => {
    expect(bounds({ period: 'all' })).toMatchObject({
      from: null,
      to: null,
      fromDay: null,
      toDay: null,
      lastDay: null,
      granularity: 'month',
      label: 'Todo o período',
    });
  });

  it('custom includes the whole end day; a reversed or missing range is refused', () => {
    expect(bounds({ period: 'custom', start: '2026-03-10', end: '2026-03-20' })).toMatchObject({
      from: '2026-03-10T03:00:00.000Z',
      to: '2026-03-21T03:00:00.000Z',
      lastDay: '2026-03-20',
      label: '10/03/2026 a 20/03/2026',
    });
    expect(bounds({ period: 'custom', start: '2026-03-10', end: '2026-03-10' })).toMatchObject({ toDay: '2026-03-11' });
    expect(bounds({ period: 'custom', start: '2025-01-01', end: '2026-03-10' }).granularity).toBe('month');
    expect(() => resolvePeriod({ period: 'custom', start: '2026-03-20', end: '2026-03-10' }, NOW)).toThrow(PeriodError);
    expect(() => resolvePeriod({ period: 'custom', start: '2026-03-20' }, NOW)).toThrow(PeriodError);
    expect(() => resolvePeriod({ period: 'custom', start: '2026-02-30', end: '2026-03-10' }, NOW)).toThrow(PeriodError);
  });

  it('specific_day, specific_month and specific_year', () => {
    expect(bounds({ period: 'specific_day', day: '2024-02-29' })).toMatchObject({
      from: '2024-02-29T03:00:00.000Z',
      to: '2024-03-01T03:00:00.000Z',
      label: '29/02/2024',
    });
    expect(bounds({ period: 'specific_month', month: 2, year: 2024 })).toMatchObject({
      fromDay: '2024-02-01',
      toDay: '2024-03-01',
      lastDay: '2024-02-29',
      label: 'Fevereiro de 2024',
    });
    expect(bounds({ period: 'specific_month', month: 12, year: 2025 })).toMatchObject({
      fromDay: '2025-12-01',
      toDay: '2026-01-01',
    });
    expect(bounds({ period: 'specific_year', year: 2024 })).toMatchObject({
      fromDay: '2024-01-01',
      toDay: '2025-01-01',
      granularity: 'month',
      label: '2024',
    });
    expect(() => resolvePeriod({ period: 'specific_day' }, NOW)).toThrow(PeriodError);
    expect(() => resolvePeriod({ period: 'specific_month', month: 13, year: 2024 }, NOW)).toThrow(PeriodError);
    expect(() => resolvePeriod({ period: 'specific_month', month: 5 }, NOW)).toThrow(PeriodError);
    expect(() => resolvePeriod({ period: 'specific_year' }, NOW)).toThrow(PeriodError);
  });

  it('every dashboard and expense period value resolves', () => {
    const extra: Partial<PeriodQuery> = {
      start: '2026-05-01',
      end: '2026-05-02',
      day: '2026-05-01',
      month: 5,
      year: 2026,
    };
    for (const period of [...DASHBOARD_PERIODS, ...EXPENSE_PERIODS]) {
      const p = resolvePeriod({ period, ...extra }, NOW);
      expect(p.period).toBe(period);
      if (p.from && p.to) expect(p.to.getTime()).toBeGreaterThan(p.from.getTime());
    }
  });

  it('describes a period for the report', () => {
    expect(describePeriod(resolvePeriod({ period: 'month' }, NOW))).toBe('Este mês (01/05/2026 a 31/05/2026)');
    expect(describePeriod(resolvePeriod({ period: 'today' }, NOW))).toBe('Hoje (14/05/2026)');
    expect(describePeriod(resolvePeriod({ period: 'all' }, NOW))).toBe('Todo o período');
    expect(describePeriod(resolvePeriod({ period: 'custom', start: '2026-05-01', end: '2026-05-03' }, NOW))).toBe(
      '01/05/2026 a 03/05/2026',
    );
  });
});

describe('periodBuckets', () => {
  it('per day up to today, never into the future', () => {
    const b = periodBuckets(resolvePeriod({ period: 'month' }, NOW), NOW);
    expect(b).toHaveLength(14);
    expect(b[0]).toEqual({ key: '2026-05-01', label: '01/05', fromDay: '2026-05-01', toDay: '2026-05-02' });
    expect(b.at(-1)?.key).toBe('2026-05-14');
  });

  it('per month for a year, cut at the current month', () => {
    const b = periodBuckets(resolvePeriod({ period: 'year' }, NOW), NOW);
    expect(b.map((x) => x.key)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    expect(b[4]).toMatchObject({ label: 'mai/26', fromDay: '2026-05-01', toDay: '2026-05-15' });
  });

  it('all starts at the earliest data; a future period has no buckets', () => {
    const all = periodBuckets(resolvePeriod({ period: 'all' }, NOW), NOW, { earliestDay: '2025-11-20' });
    expect(all.map((x) => x.key)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(all[0]?.fromDay).toBe('2025-11-20');
    expect(periodBuckets(resolvePeriod({ period: 'all' }, NOW), NOW).map((x) => x.key)).toEqual(['2026-05']);
    expect(periodBuckets(resolvePeriod({ period: 'specific_month', month: 7, year: 2026 }, NOW), NOW)).toEqual([]);
  });
});

// São Paulo is UTC-3 (no daylight saving time since 2019).
const sp = (local: string) => new Date(`${local}-03:00`);

/** The analytics view of the resolver: periods charted per day up to a quarter. */
const analyticsRange = (
  period: 'day' | 'week' | 'month' | 'all' | 'custom',
  now: Date,
  custom: { start?: string; end?: string } = {},
) => resolvePeriod({ period, ...custom }, now, { maxDailyDays: ANALYTICS_MAX_DAILY_DAYS });

/** The analytics chart over [firstDay, lastDay], including days after today. */
function chartBuckets(firstDay: string, lastDay: string) {
  const p = analyticsRange('custom', new Date('2026-11-22T12:00:00Z'), { start: firstDay, end: lastDay });
  return { bucket: p.granularity, keys: periodBuckets(p, new Date(0), { untilToday: false }).map((b) => b.key) };
}

describe('São Paulo calendar', () => {
  it('a late evening in São Paulo is still that day there, though already the next day in UTC', () => {
    const instant = sp('2026-11-21T23:30:00');
    expect(instant.toISOString()).toBe('2026-11-22T02:30:00.000Z');
    expect(localDayOf(instant)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(weekdayOf(localDayOf(instant))).toBe(6); // Saturday
  });

  it('a day starts at 03:00 UTC', () => {
    expect(startOfLocalDay({ year: 2026, month: 11, day: 22 }).toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });

  it('parses real calendar days only', () => {
    expect(parseIsoDay('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('2026-2-3')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
    expect(addLocalDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
  });
});

describe('periodRange', () => {
  it('week: a Saturday 23:30 in São Paulo belongs to the week that began on the Sunday before', () => {
    const saturdayNight = sp('2026-11-21T23:30:00');
    const week = analyticsRange('week', saturdayNight);
    expect(week.fromDay).toBe('2026-11-15');
    expect(week.lastDay).toBe('2026-11-21');
    expect(week.from!.toISOString()).toBe(sp('2026-11-15T00:00:00').toISOString());
    expect(week.to!.toISOString()).toBe(sp('2026-11-22T00:00:00').toISOString());
    expect(isInPeriod(saturdayNight, week)).toBe(true);
  });

  it('week: Sunday 00:10 in São Paulo starts the next week', () => {
    const sundayEarly = sp('2026-11-22T00:10:00');
    const previousWeek = analyticsRange('week', sp('2026-11-21T23:30:00'));
    expect(isInPeriod(sundayEarly, previousWeek)).toBe(false);
    const week = analyticsRange('week', sundayEarly);
    expect(week.fromDay).toBe('2026-11-22');
    expect(week.lastDay).toBe('2026-11-28');
    expect(isInPeriod(sundayEarly, week)).toBe(true);
    expect(isInPeriod(sp('2026-11-21T23:59:59'), week)).toBe(false);
  });

  it('day: today in São Paulo, not in UTC', () => {
    // 01:00 UTC on the 22nd is still the 21st in São Paulo.
    const day = analyticsRange('day', new Date('2026-11-22T01:00:00Z'));
    expect(day.fromDay).toBe('2026-11-21');
    expect(day.lastDay).toBe('2026-11-21');
    expect(isInPeriod(sp('2026-11-21T00:00:00'), day)).toBe(true);
    expect(isInPeriod(sp('2026-11-20T23:59:59'), day)).toBe(false);
    expect(isInPeriod(sp('2026-11-22T00:00:00'), day)).toBe(false);
  });

  it('month: the calendar month in São Paulo', () => {
    const month = analyticsRange('month', sp('2026-12-31T22:00:00'));
    expect(month.fromDay).toBe('2026-12-01');
    expect(month.lastDay).toBe('2026-12-31');
    expect(month.to!.toISOString()).toBe(sp('2027-01-01T00:00:00').toISOString());
    expect(analyticsRange('month', sp('2028-02-10T12:00:00')).lastDay).toBe('2028-02-29');
    // The first evening hours of a month in UTC are the previous month in São Paulo.
    expect(analyticsRange('month', new Date('2026-12-01T02:00:00Z')).fromDay).toBe('2026-11-01');
  });

  it('all: unbounded', () => {
    const all = analyticsRange('all', new Date());
    expect(all).toMatchObject({ from: null, to: null, fromDay: null, lastDay: null });
    expect(isInPeriod(new Date(0), all)).toBe(true);
  });

  it('custom: includes its whole end day', () => {
    const range = analyticsRange('custom', new Date(), { start: '2026-11-01', end: '2026-11-10' });
    expect(range.from!.toISOString()).toBe(sp('2026-11-01T00:00:00').toISOString());
    expect(isInPeriod(sp('2026-11-10T23:59:59'), range)).toBe(true);
    expect(isInPeriod(sp('2026-11-11T00:00:00'), range)).toBe(false);
    expect(isInPeriod(sp('2026-10-31T23:59:59'), range)).toBe(false);
    const oneDay = analyticsRange('custom', new Date(), { start: '2026-11-10', end: '2026-11-10' });
    expect(isInPeriod(sp('2026-11-10T12:00:00'), oneDay)).toBe(true);
  });

  it('custom: refuses missing, unreal or inverted ranges', () => {
    expect(isValidCustomRange({ start: '2026-11-10', end: '2026-11-01' })).toBe(false);
    expect(isValidCustomRange({ start: '2026-11-10' })).toBe(false);
    expect(isValidCustomRange({ start: '2026-02-30', end: '2026-03-01' })).toBe(false);
    expect(() => analyticsRange('custom', new Date(), { start: '2026-11-10', end: '2026-11-01' })).toThrow(RangeError);
  });
});

describe('periodBuckets — analytics charts', () => {
  it('one bucket per day over short spans', () => {
    const { bucket, keys } = chartBuckets('2026-11-15', '2026-11-21');
    expect(bucket).toBe('day');
    expect(keys).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(bucketLabel(keys[0] ?? '')).toBe('15/11');
  });

  it('one bucket per month over long spans', () => {
    const { bucket, keys } = chartBuckets('2025-11-20', '2026-02-28');
    expect(bucket).toBe('month');
    expect(keys).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(bucketLabel('2026-02')).toBe('02/2026');
  });
});
