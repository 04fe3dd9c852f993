import { describe, expect, it } from 'vitest';
import { monthsAfter } from './dates';

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
