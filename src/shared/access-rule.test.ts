import { describe, expect, it } from 'vitest';
import { decideAccess, isPaying, type AccessReason } from './access-rule';
import { DAY_MS } from './constants';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const STATUSES = ['trial', 'active', 'cancelled', 'past_due', 'blocked', 'unknown', null] as const;
const DAYS_LEFT = [-1, 0, 0.5, 1, 2, 3] as const;

/** What the access rule says, written out per status (not derived from the code under test). */
function expected(
  status: (typeof STATUSES)[number],
  days: number,
  admin: boolean,
): { hasAccess: boolean; reason: AccessReason } {
  if (admin) return { hasAccess: true, reason: 'admin' };
  if (status === 'active') return { hasAccess: true, reason: 'active' };
  if (status === 'trial')
    return days > 0 ? { hasAccess: true, reason: 'trial' } : { hasAccess: false, reason: 'trial_expired' };
  return { hasAccess: false, reason: 'no_subscription' };
}

/** Days left as the rule counts them: rounded up. */
const ROUNDED_UP: Record<number, number> = { [-1]: -1, 0: 0, 0.5: 1, 1: 1, 2: 2, 3: 3 };

describe('decideAccess: every status × days left × admin', () => {
  const rows = STATUSES.flatMap((status) =>
    DAYS_LEFT.flatMap((days) => [false, true].map((admin) => ({ status, days, admin }))),
  );

  it.each(rows)('status $status, $days day(s) left, admin $admin', ({ status, days, admin }) => {
    const profile = { subscriptionStatus: status, trialEndsAt: new Date(NOW.getTime() + days * DAY_MS) };
    const decision = decideAccess(profile, admin, NOW);
    expect({ hasAccess: decision.hasAccess, reason: decision.reason }).toEqual(expected(status, days, admin));
    expect(decision.trialDaysLeft).toBe(ROUNDED_UP[days]);
  });

  it('the table covers 7 statuses × 6 day counts × 2 roles', () => {
    expect(rows).toHaveLength(84);
  });

  it('accepts the ISO string the API sends for trial_ends_at', () => {
    const iso = new Date(NOW.getTime() + 0.5 * DAY_MS).toISOString();
    expect(decideAccess({ subscriptionStatus: 'trial', trialEndsAt: iso }, false, NOW)).toEqual({
      hasAccess: true,
      reason: 'trial',
      state: 'trial',
      paidPlan: false,
      trialDaysLeft: 1,
    });
  });

  it('a trial without an end date has no days left; no profile at all has no access', () => {
    expect(decideAccess({ subscriptionStatus: 'trial', trialEndsAt: null }, false, NOW).reason).toBe('trial_expired');
    expect(decideAccess(null, false, NOW)).toEqual({
      hasAccess: false,
      reason: 'no_subscription',
      state: 'blocked',
      paidPlan: false,
      trialDaysLeft: 0,
    });
    expect(decideAccess(null, true, NOW).hasAccess).toBe(true);
  });

  it('one millisecond past the end of the trial is expired', () => {
    const end = new Date(NOW.getTime() - 1);
    expect(decideAccess({ subscriptionStatus: 'trial', trialEndsAt: end }, false, NOW).reason).toBe('trial_expired');
  });
});

describe('the states beyond the status', () => {
  const days = (n: number) => new Date(NOW.getTime() + n * DAY_MS);

  it('a period nothing renews ends on its date, even before the job blocks the row', () => {
    const prepaid = { subscriptionStatus: 'active', trialEndsAt: null, paidUntil: days(1) };
    expect(decideAccess(prepaid, false, NOW)).toMatchObject({ hasAccess: true, state: 'active', paidPlan: true });
    expect(decideAccess({ ...prepaid, paidUntil: NOW }, false, NOW)).toMatchObject({
      hasAccess: false,
      reason: 'no_subscription',
      state: 'period_ended',
      paidPlan: false,
    });
  });

  it('a failed renewal keeps the plan but not the access; an invited account has neither', () => {
    expect(decideAccess({ subscriptionStatus: 'past_due', trialEndsAt: null }, false, NOW)).toMatchObject({
      hasAccess: false,
      state: 'past_due',
      paidPlan: true,
    });
    expect(decideAccess({ subscriptionStatus: 'none', trialEndsAt: null }, false, NOW)).toMatchObject({
      hasAccess: false,
      state: 'none',
      paidPlan: false,
    });
  });

  it('paying: active on a paid plan type only', () => {
    const active = { subscriptionStatus: 'active', trialEndsAt: null, paidUntil: null };
    expect(isPaying({ ...active, subscriptionType: 'agency' }, NOW)).toBe(true);
    expect(isPaying({ ...active, subscriptionType: 'trial' }, NOW)).toBe(false);
    expect(isPaying({ ...active, subscriptionStatus: 'past_due', subscriptionType: 'creator' }, NOW)).toBe(false);
  });
});
