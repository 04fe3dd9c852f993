import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthsAfter, nextAnchoredDate } from './dates';

const d = (iso: string) => new Date(iso);

describe('monthsAfter', () => {
  const anchor = d('2027-01-31T15:00:00Z');

  it("counts on the anchor's calendar from one of its monthly dates, never drifting after a short month", () => {
    // 30/04 is the anchor's third month: three more end on 31/07, not 30/07.
    expect(monthsAfter(anchor, d('2027-04-30T15:00:00Z'), 3).toISOString()).toBe('2027-07-31T15:00:00.000Z');
    expect(monthsAfter(anchor, anchor, 1).toISOString()).toBe('2027-02-28T15:00:00.000Z');
  });

  it('counts from the start itself when it is not on the calendar (a period begun by a refund "now")', () => {
    expect(monthsAfter(anchor, d('2027-03-15T18:20:00Z'), 3).toISOString()).toBe('2027-06-15T18:20:00.000Z');
  });
});

/** An instant given by its São Paulo wall clock (UTC−3 since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('addMonths on the São Paulo calendar', () => {
  it('renews a payment made at 22:30 on 30/08 in São Paulo (already 31/08 in UTC) on 30/11 at 22:30', () => {
    const paid = sp('2026-08-30T22:30:00');
    expect(paid.toISOString()).toBe('2026-08-31T01:30:00.000Z');
    expect(addMonths(paid, 3).toISOString()).toBe(sp('2026-11-30T22:30:00').toISOString());
    expect(addMonths(paid, 1).toISOString()).toBe(sp('2026-09-30T22:30:00').toISOString());
  });

  it('ends 28/02 + 3 months on 28/05, late in the evening too', () => {
    expect(addMonths(sp('2027-02-28T22:30:00'), 3).toISOString()).toBe(sp('2027-05-28T22:30:00').toISOString());
    expect(addMonths(sp('2027-02-28T09:00:00'), 3).toISOString()).toBe(sp('2027-05-28T09:00:00').toISOString());
  });

  it("clamps to the target month's last day: 30/01 + 1 is 28/02, or 29/02 in a leap year", () => {
    expect(addMonths(sp('2027-01-30T21:00:00'), 1).toISOString()).toBe(sp('2027-02-28T21:00:00').toISOString());
    expect(addMonths(sp('2028-01-30T21:00:00'), 1).toISOString()).toBe(sp('2028-02-29T21:00:00').toISOString());
    expect(addMonths(sp('2027-12-31T23:59:00'), 2).toISOString()).toBe(sp('2028-02-29T23:59:00').toISOString());
    expect(addMonths(sp('2028-02-29T23:00:00'), 12).toISOString()).toBe(sp('2029-02-28T23:00:00').toISOString());
    expect(addMonths(sp('2027-03-31T22:00:00'), -1).toISOString()).toBe(sp('2027-02-28T22:00:00').toISOString());
  });

  it('keeps the São Paulo day and time for every minute of the 21:00–23:59 window, when UTC is already tomorrow', () => {
    for (const time of ['21:00:00', '21:45:10', '22:00:00', '23:00:00', '23:59:59.999']) {
      const from = sp(`2026-10-31T${time}`);
      // 31/10 + 1 month: 30/11 (November has 30 days); the UTC calendar would have read 01/11 + 1 = 01/12.
      expect(addMonths(from, 1).toISOString(), time).toBe(sp(`2026-11-30T${time}`).toISOString());
      expect(addMonths(from, 4).toISOString(), time).toBe(sp(`2027-02-28T${time}`).toISOString());
    }
  });

  it('leaves daytime instants where the UTC calendar had them', () => {
    expect(addMonths(d('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(d('2026-12-15T12:00:00Z'), 1).toISOString()).toBe('2027-01-15T12:00:00.000Z');
  });

  it('counts a monthly calendar anchored late on the 31st in São Paulo days', () => {
    const anchor = sp('2027-01-31T22:00:00');
    expect(nextAnchoredDate(anchor, sp('2027-02-10T10:00:00')).toISOString()).toBe(
      sp('2027-02-28T22:00:00').toISOString(),
    );
    expect(nextAnchoredDate(anchor, sp('2027-03-01T10:00:00')).toISOString()).toBe(
      sp('2027-03-31T22:00:00').toISOString(),
    );
  });
});

describe('addDays on the São Paulo calendar', () => {
  it('counts calendar days in São Paulo across month and year ends, keeping the time of day', () => {
    expect(addDays(sp('2027-02-26T22:00:00'), 3).toISOString()).toBe(sp('2027-03-01T22:00:00').toISOString());
    expect(addDays(sp('2028-02-27T23:30:00'), 3).toISOString()).toBe(sp('2028-03-01T23:30:00').toISOString());
    expect(addDays(sp('2026-12-31T23:00:00'), 1).toISOString()).toBe(sp('2027-01-01T23:00:00').toISOString());
    expect(addDays(sp('2027-01-01T21:00:00'), -7).toISOString()).toBe(sp('2026-12-25T21:00:00').toISOString());
  });

  it('keeps the wall clock across the old summer-time change (a São Paulo day, not 24 hours)', () => {
    // Summer time began at 00:00 on 04/11/2018: that day had 23 hours.
    expect(addDays(sp('2018-11-03T12:00:00'), 1).toISOString()).toBe('2018-11-04T14:00:00.000Z');
  });
});
