import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  bucketLabel,
  chartBuckets,
  isInRange,
  isValidCustomRange,
  localDateOf,
  parseLocalDate,
  periodRange,
  startOfLocalDay,
  weekdayOf,
} from './analytics-periods';

// São Paulo is UTC-3 (no daylight saving time since 2019).
const sp = (local: string) => new Date(`${local}-03:00`);

describe('São Paulo calendar', () => {
  it('a late evening in São Paulo is still that day there, though already the next day in UTC', () => {
    const instant = sp('2026-11-21T23:30:00');
    expect(instant.toISOString()).toBe('2026-11-22T02:30:00.000Z');
    expect(localDateOf(instant)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(weekdayOf(localDateOf(instant))).toBe(6); // Saturday
  });

  it('a day starts at 03:00 UTC', () => {
    expect(startOfLocalDay({ year: 2026, month: 11, day: 22 }).toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });

  it('parses real calendar days only', () => {
    expect(parseLocalDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('2026-2-3')).toBeNull();
    expect(parseLocalDate('')).toBeNull();
    expect(addLocalDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
  });
});

describe('periodRange', () => {
  it('week: a Saturday 23:30 in São Paulo belongs to the week that began on the Sunday before', () => {
    const saturdayNight = sp('2026-11-21T23:30:00');
    const week = periodRange('week', saturdayNight);
    expect(week.firstDay).toBe('2026-11-15');
    expect(week.lastDay).toBe('2026-11-21');
    expect(week.start!.toISOString()).toBe(sp('2026-11-15T00:00:00').toISOString());
    expect(week.end!.toISOString()).toBe(sp('2026-11-22T00:00:00').toISOString());
    expect(isInRange(saturdayNight, week)).toBe(true);
  });

  it('week: Sunday 00:10 in São Paulo starts the next week', () => {
    const sundayEarly = sp('2026-11-22T00:10:00');
    const previousWeek = periodRange('week', sp('2026-11-21T23:30:00'));
    expect(isInRange(sundayEarly, previousWeek)).toBe(false);
    const week = periodRange('week', sundayEarly);
    expect(week.firstDay).toBe('2026-11-22');
    expect(week.lastDay).toBe('2026-11-28');
    expect(isInRange(sundayEarly, week)).toBe(true);
    expect(isInRange(sp('2026-11-21T23:59:59'), week)).toBe(false);
  });

  it('day: today in São Paulo, not in UTC', () => {
    // 01:00 UTC on the 22nd is still the 21st in São Paulo.
    const day = periodRange('day', new Date('2026-11-22T01:00:00Z'));
    expect(day.firstDay).toBe('2026-11-21');
    expect(day.lastDay).toBe('2026-11-21');
    expect(isInRange(sp('2026-11-21T00:00:00'), day)).toBe(true);
    expect(isInRange(sp('2026-11-20T23:59:59'), day)).toBe(false);
    expect(isInRange(sp('2026-11-22T00:00:00'), day)).toBe(false);
  });

  it('month: the calendar month in São Paulo', () => {
    const month = periodRange('month', sp('2026-12-31T22:00:00'));
    expect(month.firstDay).toBe('2026-12-01');
    expect(month.lastDay).toBe('2026-12-31');
    expect(month.end!.toISOString()).toBe(sp('2027-01-01T00:00:00').toISOString());
    expect(periodRange('month', sp('2028-02-10T12:00:00')).lastDay).toBe('2028-02-29');
    // The first evening hours of a month in UTC are the previous month in São Paulo.
    expect(periodRange('month', new Date('2026-12-01T02:00:00Z')).firstDay).toBe('2026-11-01');
  });

  it('all: unbounded', () => {
    const all = periodRange('all', new Date());
    expect(all).toEqual({ start: null, end: null, firstDay: null, lastDay: null });
    expect(isInRange(new Date(0), all)).toBe(true);
  });

  it('custom: includes its whole end day', () => {
    const range = periodRange('custom', new Date(), { start: '2026-11-01', end: '2026-11-10' });
    expect(range.start!.toISOString()).toBe(sp('2026-11-01T00:00:00').toISOString());
    expect(isInRange(sp('2026-11-10T23:59:59'), range)).toBe(true);
    expect(isInRange(sp('2026-11-11T00:00:00'), range)).toBe(false);
    expect(isInRange(sp('2026-10-31T23:59:59'), range)).toBe(false);
    const oneDay = periodRange('custom', new Date(), { start: '2026-11-10', end: '2026-11-10' });
    expect(isInRange(sp('2026-11-10T12:00:00'), oneDay)).toBe(true);
  });

  it('custom: refuses missing, unreal or inverted ranges', () => {
    expect(isValidCustomRange({ start: '2026-11-10', end: '2026-11-01' })).toBe(false);
    expect(isValidCustomRange({ start: '2026-11-10' })).toBe(false);
    expect(isValidCustomRange({ start: '2026-02-30', end: '2026-03-01' })).toBe(false);
    expect(() => periodRange('custom', new Date(), { start: '2026-11-10', end: '2026-11-01' })).toThrow(RangeError);
  });
});

describe('chartBuckets', () => {
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
    expect(bucketLabel(keys[0])).toBe('15/11');
  });

  it('one bucket per month over long spans', () => {
    const { bucket, keys } = chartBuckets('2025-11-20', '2026-02-28');
    expect(bucket).toBe('month');
    expect(keys).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(bucketLabel('2026-02')).toBe('02/2026');
  });
});
