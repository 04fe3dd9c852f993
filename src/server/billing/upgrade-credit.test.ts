import { describe, expect, it } from 'vitest';
import { creditCountsFrom, netOfCredit, netUpfrontOption, upgradeCredit, type PrepaidCharge } from './upgrade-credit';

const charge = (id: string, amount: number, start: string, end: string): PrepaidCharge => ({
  id,
  amount,
  periodStart: new Date(start),
  periodEnd: new Date(end),
});

describe('upgrade credit', () => {
  it('counts unused time from the start of the São Paulo day, whatever the hour', () => {
    expect(creditCountsFrom(new Date('2027-04-25T15:00:00Z')).toISOString()).toBe('2027-04-25T03:00:00.000Z');
    // 23:59 on 25/04 in São Paulo is already 26/04 in UTC: still the 25th's credit.
    expect(creditCountsFrom(new Date('2027-04-26T02:59:00Z')).toISOString()).toBe('2027-04-25T03:00:00.000Z');
    expect(creditCountsFrom(new Date('2027-04-26T03:00:00Z')).toISOString()).toBe('2027-04-26T03:00:00.000Z');
  });

  it('divides by the real length of the period: 89 days from 31/01 in 2027, 90 in the leap year 2028', () => {
    // R$ 1,00 a day in both: 28 days used by 28/02, the rest credited.
    const common = charge('a', 89, '2027-01-31T03:00:00Z', '2027-04-30T03:00:00Z');
    expect(upgradeCredit([common], new Date('2027-02-28T20:00:00Z'), common.periodEnd).total).toBe(61);
    const leap = charge('b', 90, '2028-01-31T03:00:00Z', '2028-04-30T03:00:00Z');
    expect(upgradeCredit([leap], new Date('2028-02-28T20:00:00Z'), leap.periodEnd).total).toBe(62);
  });

  it('credits a renewal paid early in full, the current charge in part, each rounded to the cent', () => {
    const current = charge('p1', 418.95, '2027-01-31T12:00:00Z', '2027-04-30T12:00:00Z');
    const renewal = charge('p2', 418.95, '2027-04-30T12:00:00Z', '2027-07-31T12:00:00Z');
    const credit = upgradeCredit([current, renewal], new Date('2027-04-25T15:00:00Z'), renewal.periodEnd);
    // 5 days and 9 hours of 89 days: 418.95 × 5.375 / 89 = 25.3019… → 25.30.
    expect(credit).toEqual({
      total: 444.25,
      parts: [
        { paymentId: 'p1', amount: 25.3 },
        { paymentId: 'p2', amount: 418.95 },
      ],
    });
  });

  it('credits nothing past the end of the access (a period a refund shortened) nor a charge already over', () => {
    const current = charge('p1', 300, '2027-01-01T03:00:00Z', '2027-01-31T03:00:00Z');
    const renewal = charge('p2', 300, '2027-01-31T03:00:00Z', '2027-03-02T03:00:00Z');
    const credit = upgradeCredit(
      [current, renewal],
      new Date('2027-01-21T12:00:00Z'),
      new Date('2027-01-31T03:00:00Z'),
    );
    expect(credit).toEqual({ total: 100, parts: [{ paymentId: 'p1', amount: 100 }] });
    const over = charge('p0', 300, '2026-12-01T03:00:00Z', '2026-12-31T03:00:00Z');
    expect(upgradeCredit([over], new Date('2027-01-21T12:00:00Z'), current.periodEnd).total).toBe(0);
  });

  it('deducts the credit from an option; less than R$ 1,00 left is not offered', () => {
    const option = { months: 3 as const, discountPercent: 5, total: 1131.45, monthlyEquivalent: 377.15 };
    // The option keeps its list total and monthly equivalent; what is paid now is apart.
    expect(netUpfrontOption(option, 444.25)).toEqual({
      months: 3,
      discountPercent: 5,
      total: 1131.45,
      monthlyEquivalent: 377.15,
      payNow: 687.2,
      available: true,
    });
    expect(netOfCredit(10, 9)).toBe(1);
    expect(netOfCredit(10, 9.01)).toBeNull();
    expect(netUpfrontOption({ ...option, total: 10 }, 9.5)).toMatchObject({ payNow: 0.5, available: false });
  });
});
