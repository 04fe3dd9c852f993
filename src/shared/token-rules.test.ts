import { describe, expect, it } from 'vitest';
import { daysUntilRenewal, tokenMeterState, tokenPercent } from './token-rules';

describe('tokenMeterState', () => {
  it('is exhausted at 0 or less', () => {
    expect(tokenMeterState(0, 150)).toBe('exhausted');
    expect(tokenMeterState(-3, 150)).toBe('exhausted');
  });

  it('is low at exactly 20 % of the limit, normal just above', () => {
    expect(tokenMeterState(30, 150)).toBe('low');
    expect(tokenMeterState(31, 150)).toBe('normal');
    expect(tokenMeterState(1, 150)).toBe('low');
    // Limits where 20 % is not a whole number: 0.2 × 3 = 0.6 → 1 token is above it.
    expect(tokenMeterState(1, 3)).toBe('normal');
    expect(tokenMeterState(1, 5)).toBe('low');
    expect(tokenMeterState(2, 5)).toBe('normal');
    expect(tokenMeterState(150, 150)).toBe('normal');
  });
});

describe('daysUntilRenewal', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');

  it('a past date is 0 days, never negative', () => {
    expect(daysUntilRenewal('2026-03-01T00:00:00.000Z', now)).toBe(0);
    expect(daysUntilRenewal(now, now)).toBe(0);
  });

  it('rounds up: 1.2 days is 2', () => {
    expect(daysUntilRenewal(new Date(now.getTime() + 1.2 * 86_400_000), now)).toBe(2);
    expect(daysUntilRenewal(new Date(now.getTime() + 86_400_000), now)).toBe(1);
    expect(daysUntilRenewal(new Date(now.getTime() + 1000), now)).toBe(1);
  });

  it('no date is 0', () => {
    expect(daysUntilRenewal(null, now)).toBe(0);
  });
});

describe('tokenPercent', () => {
  it('is the share left, within 0..100', () => {
    expect(tokenPercent(75, 150)).toBe(50);
    expect(tokenPercent(0, 150)).toBe(0);
    expect(tokenPercent(200, 150)).toBe(100);
    expect(tokenPercent(5, 0)).toBe(0);
  });
});
