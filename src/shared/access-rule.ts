import { signedDaysUntil } from './dates';

export interface AccessInput {
  subscriptionStatus: string | null | undefined;
  trialEndsAt: Date | string | null | undefined;
  /** End of a prepaid (or no longer renewing) period: no access from then on. */
  paidUntil?: Date | string | null;
}

export type AccessReason = 'admin' | 'active' | 'trial' | 'trial_expired' | 'no_subscription';

export interface AccessDecision {
  hasAccess: boolean;
  reason: AccessReason;
  /** Whole days of trial left, rounded up (may be 0 or negative once expired). */
  trialDaysLeft: number;
}

/**
 * The one access rule, used by the server gate and by the UI gate: active yes (until a prepaid period's
 * end); trial while days
 * left (rounded up) is above 0; cancelled, past_due and anything else no; admins always.
 */
export function decideAccess(
  profile: AccessInput | null | undefined,
  isAdmin: boolean,
  now: Date = new Date(),
): AccessDecision {
  const trialDaysLeft = profile ? signedDaysUntil(profile.trialEndsAt, now) : 0;
  if (isAdmin) return { hasAccess: true, reason: 'admin', trialDaysLeft };
  const status = profile?.subscriptionStatus;
  if (status === 'active') {
    const until = profile?.paidUntil ? new Date(profile.paidUntil).getTime() : null;
    // A period nobody renewed ends on its date, even before the job marks the account blocked.
    if (until !== null && until <= now.getTime()) return { hasAccess: false, reason: 'no_subscription', trialDaysLeft };
    return { hasAccess: true, reason: 'active', trialDaysLeft };
  }
  if (status === 'trial') {
    return trialDaysLeft > 0
      ? { hasAccess: true, reason: 'trial', trialDaysLeft }
      : { hasAccess: false, reason: 'trial_expired', trialDaysLeft };
  }
  return { hasAccess: false, reason: 'no_subscription', trialDaysLeft };
}
