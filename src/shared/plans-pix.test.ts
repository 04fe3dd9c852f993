import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, isPixMethod, spreadUpfront, upfrontOptions, upfrontTotal } from './plans';

describe('ways of paying', () => {
  it('counts both Pix ways as Pix and nothing else', () => {
    expect(PAYMENT_METHODS.filter(isPixMethod)).toEqual(['pix_automatico', 'pix_upfront']);
    expect([null, undefined, '', 'pix', 'PIX_UPFRONT'].some(isPixMethod)).toBe(false);
  });
});

describe('upfront Pix prices', () => {
  it('charges months × price less the discount, to the cent, with its monthly equivalent', () => {
    expect(upfrontTotal(147, 3, 5)).toBe(418.95);
    expect(upfrontOptions(147, { 3: 5, 6: 10, 12: 15 })).toEqual([
      { months: 3, discountPercent: 5, total: 418.95, monthlyEquivalent: 139.65 },
      { months: 6, discountPercent: 10, total: 793.8, monthlyEquivalent: 132.3 },
      { months: 12, discountPercent: 15, total: 1499.4, monthlyEquivalent: 124.95 },
    ]);
    expect(upfrontTotal(397, 12, 0)).toBe(4764);
  });
});

describe('spreadUpfront', () => {
  it('gives one equal share per month, the leftover cent to the last, adding up to the amount', () => {
    const shares = spreadUpfront(100, ['2026-11', '2026-12', '2027-01']);
    expect(shares).toEqual([
      { month: '2026-11', amount: 33.33 },
      { month: '2026-12', amount: 33.33 },
      { month: '2027-01', amount: 33.34 },
    ]);
    expect(spreadUpfront(418.95, ['a', 'b', 'c']).map((s) => s.amount)).toEqual([139.65, 139.65, 139.65]);
    expect(spreadUpfront(10, [])).toEqual([]);
  });
});
