import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  addLocalMonths,
  dayDiff,
  daysInMonth,
  localDayOf,
  parseIsoDay,
  startOfLocalDay,
  timeZoneOffsetMinutes,
  toIsoDay,
  wallClock,
  weekdayOf,
} from './sao-paulo-time';

const at = (iso: string) => new Date(iso);

describe('the zone', () => {
  it('is UTC−3 since 2019 and was UTC−2 under the old summer time', () => {
    expect(timeZoneOffsetMinutes(at('2026-11-22T12:00:00Z'))).toBe(-180);
    expect(timeZoneOffsetMinutes(at('2026-05-14T15:00:00Z'))).toBe(-180);
    expect(timeZoneOffsetMinutes(at('2018-01-15T12:00:00Z'))).toBe(-120);
    expect(timeZoneOffsetMinutes(at('2018-07-15T12:00:00Z'))).toBe(-180);
  });

  it('takes another zone when asked', () => {
    expect(timeZoneOffsetMinutes(at('2026-01-15T12:00:00Z'), 'UTC')).toBe(0);
    expect(timeZoneOffsetMinutes(at('2026-07-15T12:00:00Z'), 'Europe/Lisbon')).toBe(60);
    expect(localDayOf(at('2026-11-22T02:59:59Z'), 'UTC')).toEqual({ year: 2026, month: 11, day: 22 });
  });
});

describe('wall clock and local day', () => {
  it('gives the São Paulo wall clock of an instant, midnight as hour 0', () => {
    expect(wallClock(at('2026-11-22T02:59:59.999Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(wallClock(at('2026-11-22T03:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('2026-11-22T02:59Z is still 21/11 in São Paulo; 03:00Z is 22/11', () => {
    expect(localDayOf(at('2026-11-22T02:59:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(localDayOf(at('2026-11-22T02:59:59.999Z'))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(localDayOf(at('2026-11-22T03:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('new year comes three hours after UTC', () => {
    expect(localDayOf(at('2027-01-01T02:30:00Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(localDayOf(at('2027-01-01T03:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('a day starts at 03:00 UTC, and at 02:00 UTC under the old summer time', () => {
    expect(startOfLocalDay({ year: 2026, month: 11, day: 22 }).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(startOfLocalDay({ year: 2026, month: 1, day: 1 }).toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(startOfLocalDay({ year: 2018, month: 1, day: 15 }).toISOString()).toBe('2018-01-15T02:00:00.000Z');
  });

  it('the start of the local day of an instant is never after it', () => {
    for (const iso of ['2026-11-22T02:59:59Z', '2026-11-22T03:00:00Z', '2018-02-17T02:30:00Z']) {
      const start = startOfLocalDay(localDayOf(at(iso)));
      expect(start.getTime()).toBeLessThanOrEqual(at(iso).getTime());
      expect(at(iso).getTime() - start.getTime()).toBeLessThan(25 * 3_600_000);
    }
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addLocalDays({ year: 2026, month: 11, day: 30 }, 1)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(addLocalDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addLocalDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(addLocalDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addLocalDays({ year: 2026, month: 2, day: 28 }, 1)).toEqual({ year: 2026, month: 3, day: 1 });
  });

  it('adds months, clamping to the last day of the target month', () => {
    expect(addLocalMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addLocalMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addLocalMonths({ year: 2026, month: 3, day: 31 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addLocalMonths({ year: 2026, month: 11, day: 15 }, 2)).toEqual({ year: 2027, month: 1, day: 15 });
    expect(addLocalMonths({ year: 2026, month: 1, day: 1 }, -1)).toEqual({ year: 2025, month: 12, day: 1 });
    expect(addLocalMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({ year: 2025, month: 2, day: 28 });
  });

  it('knows the days in a month, leap years included', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('counts whole days between two days (b − a)', () => {
    expect(dayDiff({ year: 2026, month: 11, day: 21 }, { year: 2026, month: 11, day: 22 })).toBe(1);
    expect(dayDiff({ year: 2026, month: 11, day: 22 }, { year: 2026, month: 11, day: 21 })).toBe(-1);
    expect(dayDiff({ year: 2026, month: 1, day: 1 }, { year: 2027, month: 1, day: 1 })).toBe(365);
    expect(dayDiff({ year: 2024, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 })).toBe(366);
    expect(dayDiff({ year: 2026, month: 5, day: 14 }, { year: 2026, month: 5, day: 14 })).toBe(0);
  });

  it('gives the weekday (0 = Sunday)', () => {
    expect(weekdayOf({ year: 2026, month: 11, day: 21 })).toBe(6);
    expect(weekdayOf({ year: 2026, month: 11, day: 22 })).toBe(0);
  });
});

describe("'YYYY-MM-DD'", () => {
  it('formats with zero padding', () => {
    expect(toIsoDay({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect(toIsoDay({ year: 2026, month: 11, day: 22 })).toBe('2026-11-22');
  });

  it('parses real calendar days only', () => {
    expect(parseIsoDay('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('2026-02-31')).toBeNull();
    expect(parseIsoDay('2026-13-01')).toBeNull();
    expect(parseIsoDay('2026-00-10')).toBeNull();
    expect(parseIsoDay('2026-1-1')).toBeNull();
    expect(parseIsoDay('22/11/2026')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
    expect(parseIsoDay(null)).toBeNull();
    expect(parseIsoDay(undefined)).toBeNull();
  });

  it('round-trips', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29'])
      expect(toIsoDay(parseIsoDay(day)!)).toBe(day);
  });
});
