import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysUntil, scheduledDateToTimestamp, signedDaysUntil } from './dates';
import { needsOnboarding, newProfileDefaults, onboardingMakesAgency } from './profile-rules';

const now = new Date('2026-11-21T10:00:00.000Z');

describe('new profile defaults', () => {
  it('trial, creator, 3 days of trial, 150/150 tokens, renewal 33 days after creation', () => {
    const d = newProfileDefaults(now);
    expect(d.subscriptionStatus).toBe('trial');
    expect(d.subscriptionType).toBe('creator');
    expect(d.agencyPlan).toBeNull();
    expect(d.trialEndsAt.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(d.tokensRemaining).toBe(150);
    expect(d.tokensLimit).toBe(150);
    expect(d.nextRenewalDate.toISOString()).toBe('2026-12-24T10:00:00.000Z');
  });
  it('onboarding is needed while niche or routine is missing', () => {
    expect(needsOnboarding({ niche: null, dailyRoutine: 'x' })).toBe(true);
    expect(needsOnboarding({ niche: 'fitness', dailyRoutine: '  ' })).toBe(true);
    expect(needsOnboarding({ niche: 'fitness', dailyRoutine: 'x' })).toBe(false);
  });
  it('onboarding makes an agency when agency was chosen or it already is one', () => {
    const fresh = { subscriptionStatus: 'trial', subscriptionType: 'creator', niche: null, dailyRoutine: null };
    expect(onboardingMakesAgency('agency', fresh)).toBe(true);
    expect(onboardingMakesAgency('creator', fresh)).toBe(false);
    expect(onboardingMakesAgency(undefined, fresh)).toBe(false);
    // Only the first onboarding of a trial: never a second one, never a paying account.
    expect(onboardingMakesAgency('agency', { ...fresh, niche: 'fitness', dailyRoutine: 'Treino' })).toBe(false);
    expect(onboardingMakesAgency('agency', { ...fresh, subscriptionStatus: 'active' })).toBe(false);
  });
});

describe('date maths', () => {
  it('days until: ceiling, never below 0', () => {
    expect(daysUntil(new Date(now.getTime() - 1000), now)).toBe(0);
    expect(daysUntil(new Date(now.getTime() + 1.2 * 86_400_000), now)).toBe(2);
    expect(daysUntil(new Date(now.getTime() + 86_400_000), now)).toBe(1);
    expect(daysUntil(null, now)).toBe(0);
  });
  it('signed days keep the sign for the access rule', () => {
    expect(signedDaysUntil(new Date(now.getTime() - 1.5 * 86_400_000), now)).toBe(-1);
    expect(signedDaysUntil(new Date(now.getTime() + 0.5 * 86_400_000), now)).toBe(1);
  });
  it('adds days and months (clamped to the end of the month)', () => {
    expect(addDays(now, 3).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T12:00:00Z'), 1).toISOString()).toBe('2027-01-15T12:00:00.000Z');
  });
  it('a date-only schedule is stored at noon UTC', () => {
    expect(scheduledDateToTimestamp('2026-11-30')?.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(scheduledDateToTimestamp('')).toBeNull();
    expect(scheduledDateToTimestamp('30/11/2026')).toBeNull();
  });
});
