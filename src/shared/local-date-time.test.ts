import { describe, expect, it } from 'vitest';
import { DATE_FIRST_DAY, DATE_LAST_DAY } from './date-input';
import { formatLocalDateTime, parseLocalDateTime, readLocalDateTime } from './local-date-time';

describe('São Paulo date and time typed by a person', () => {
  it('reads a real moment as the São Paulo instant and writes it back the same', () => {
    const instant = parseLocalDateTime('2027-05-10T09:30');
    expect(instant?.toISOString()).toBe('2027-05-10T12:30:00.000Z');
    expect(formatLocalDateTime(instant!)).toBe('2027-05-10T09:30');
    expect(readLocalDateTime(`${DATE_FIRST_DAY}T00:00`).error).toBeNull();
    expect(readLocalDateTime(`${DATE_LAST_DAY}T23:59`).error).toBeNull();
  });

  it('refuses a day by the one date rule (DATE_INVALID) and a time that does not exist (TIME_INVALID)', () => {
    for (const v of [
      '2027-02-30T10:00',
      '2026-02-29T10:00',
      '1999-12-31T10:00',
      '2101-01-01T00:00',
      '10/05/2027T10:00',
      '',
    ])
      expect(readLocalDateTime(v), v).toEqual({ instant: null, error: 'DATE_INVALID' });
    for (const v of ['2027-05-10T24:00', '2027-05-10T10:60', '2027-05-10 10:00', '2027-05-10', '2027-05-10T9:30'])
      expect(readLocalDateTime(v), v).toEqual({ instant: null, error: 'TIME_INVALID' });
  });

  it('refuses a time skipped by a São Paulo clock change (summer time began at midnight on 2018-11-04)', () => {
    expect(readLocalDateTime('2018-11-04T00:30').error).toBe('TIME_INVALID');
    expect(readLocalDateTime('2018-11-04T01:30').error).toBeNull();
  });
});
