import { NEW_PROFILE_RENEWAL_DAYS, NEW_PROFILE_TOKENS, TRIAL_DAYS } from './constants';
import { onTrialPlan, type SubscriptionStatus } from './access-rule';
import { addDays } from './dates';

// The statuses live with the access rule that reads them.
export { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './access-rule';
export const SUBSCRIPTION_TYPES = ['trial', 'creator', 'agency'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const AGENCY_PLANS = ['social', 'enterprise'] as const;
export type AgencyPlan = (typeof AGENCY_PLANS)[number];
export const SELECTABLE_PLANS = ['creator', 'agency'] as const;
export type SelectablePlan = (typeof SELECTABLE_PLANS)[number];

/** A new profile: trial, creator, 3 days of trial, 150/150 tokens, renewal 33 days on. */
export function newProfileDefaults(now: Date) {
  return {
    subscriptionStatus: 'trial' as SubscriptionStatus,
    subscriptionType: 'creator' as SubscriptionType,
    agencyPlan: null as AgencyPlan | null,
    trialEndsAt: addDays(now, TRIAL_DAYS),
    tokensRemaining: NEW_PROFILE_TOKENS,
    tokensLimit: NEW_PROFILE_TOKENS,
    nextRenewalDate: addDays(now, NEW_PROFILE_RENEWAL_DAYS),
  };
}

/**
 * The profile of an account created to join a team: it works on the team's workspace, whose subscription
 * and tokens are the owner's, so it starts no trial and holds no tokens of its own.
 */
export function invitedProfileDefaults(now: Date) {
  return {
    subscriptionStatus: 'none' as SubscriptionStatus,
    subscriptionType: 'creator' as SubscriptionType,
    agencyPlan: null as AgencyPlan | null,
    trialEndsAt: null,
    tokensRemaining: 0,
    tokensLimit: 0,
    nextRenewalDate: addDays(now, NEW_PROFILE_RENEWAL_DAYS),
  };
}

/** Onboarding is needed while the niche or the daily routine is missing. */
export function needsOnboarding(profile: { niche: string | null; dailyRoutine: string | null }): boolean {
  return !profile.niche?.trim() || !profile.dailyRoutine?.trim();
}

/**
 * Whether this onboarding turns the account into an agency. Only the first onboarding of a trial account
 * that chose the agency plan at sign-up does: afterwards the account type is what was paid for and changes
 * only through billing, so re-running onboarding can never upgrade a paying creator for free.
 */
export function onboardingMakesAgency(
  selectedPlan: string | null | undefined,
  profile: { subscriptionStatus: string; subscriptionType: string; niche: string | null; dailyRoutine: string | null },
): boolean {
  return (
    selectedPlan === 'agency' &&
    onTrialPlan(profile) &&
    profile.subscriptionType !== 'agency' &&
    needsOnboarding(profile)
  );
}
