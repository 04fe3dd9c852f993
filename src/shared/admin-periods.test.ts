import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_PERIODS,
  EXPENSE_PERIODS,
  PeriodError,
  describePeriod,
  localDayOf,
  periodBuckets,
  periodYears,
  resolvePeriod,
  startOfLocalDay,
  timeZoneOffsetMinutes,
  type PeriodQuery,
} from './admin-periods';

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
    const all = periodBuckets(resolvePeriod({ period: 'all' }, NOW), NOW, '2025-11-20');
    expect(all.map((x) => x.key)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(all[0].fromDay).toBe('2025-11-20');
    expect(periodBuckets(resolvePeriod({ period: 'all' }, NOW), NOW).map((x) => x.key)).toEqual(['2026-05']);
    expect(periodBuckets(resolvePeriod({ period: 'specific_month', month: 7, year: 2026 }, NOW), NOW)).toEqual([]);
  });
});
