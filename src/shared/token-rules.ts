/** Pure token-allowance rules shared by the server and the browser (spec part 1 §4, §9). */
import { LOW_TOKEN_RATIO } from './constants';
import { daysUntil } from './dates';

export type TokenMeterState = 'exhausted' | 'low' | 'normal';

/** exhausted at 0 or less; low at or below 20 % of the limit; normal otherwise. */
export function tokenMeterState(remaining: number, limit: number): TokenMeterState {
  if (remaining <= 0) return 'exhausted';
  // Integer percentages, so exactly 20 % is 'low' without floating-point surprises.
  if (remaining * 100 <= limit * Math.round(LOW_TOKEN_RATIO * 100)) return 'low';
  return 'normal';
}

/** Whole days until the renewal date, rounded up, never below 0. */
export function daysUntilRenewal(nextRenewalDate: Date | string | null | undefined, now: Date = new Date()): number {
  return daysUntil(nextRenewalDate, now);
}

/** Share of the allowance left, 0..100, for the meter bar. */
export function tokenPercent(remaining: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((remaining / limit) * 100)));
}
