/**
 * The one access rule: what a workspace's subscription row means right now (docs/decisions/0041).
 *
 * The rule is data, `ACCESS_TABLE`: each row names a state and the conditions a subscription must meet to be
 * in it, the first row that matches wins, and anything no row matches is `blocked`. Two readers interpret the
 * same table: `decideAccess` here (the gate, `/api/me`, the billing pages) and the SQL builder on the server
 * (`billing/access-sql.ts`, for every query that counts or filters accounts by access). A test runs both on
 * the same rows, so a change to one side alone, or a condition written by hand somewhere else, fails.
 */
import { signedDaysUntil } from './dates';

/** `none`: an account created by an invitation to a team has no subscription (nor trial) of its own. */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'past_due', 'blocked', 'none'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * - `admin`: a platform admin, always let in;
 * - `active`: a paid plan in force (renewing, or a period paid ahead that has not ended);
 * - `trial`: the free trial, while its end lies ahead;
 * - `trial_expired`: the trial ended (or has no end);
 * - `period_ended`: a period nothing renews (prepaid Pix, a revoked Pix Automático) reached its end, before
 *   the billing job marks the row `blocked`;
 * - `past_due`: a renewal failed; no access until a payment goes through;
 * - `cancelled`: the subscription was cancelled;
 * - `none`: an account made by an invitation, with no plan of its own;
 * - `blocked`: anything else.
 */
export const ACCESS_STATES = [
  'admin',
  'active',
  'trial',
  'trial_expired',
  'period_ended',
  'past_due',
  'cancelled',
  'none',
  'blocked',
] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

/** Why access is refused or given, as the gate and the 402 error codes read it. */
export type AccessReason = 'admin' | 'active' | 'trial' | 'trial_expired' | 'no_subscription';

/** What a row of the table asks of a subscription; every condition given must hold. */
export interface AccessConditions {
  /** The row's status is one of these. */
  statuses: readonly SubscriptionStatus[];
  /** true: the trial's end lies ahead; false: it has passed or there is none. */
  trialRunning?: boolean;
  /** true: no end to the paid time, or an end ahead; false: an end at or before now. */
  periodOpen?: boolean;
}

export interface AccessTableRow {
  state: Exclude<AccessState, 'admin' | 'blocked'>;
  when: AccessConditions;
  /** The app may be used. */
  access: boolean;
  /** A paid plan is in force (the payment may be late): the billing screens show the plan, not the trial. */
  paidPlan: boolean;
}

/** The rule. Order matters: the first row that matches gives the state. */
export const ACCESS_TABLE: readonly AccessTableRow[] = [
  // A period nothing renews ends on its date, even before the billing job marks the row blocked, and
  // whatever the last renewal said.
  {
    state: 'period_ended',
    when: { statuses: ['active', 'past_due'], periodOpen: false },
    access: false,
    paidPlan: false,
  },
  { state: 'active', when: { statuses: ['active'] }, access: true, paidPlan: true },
  // The spec gives no grace to a failed payment: no access until it is paid.
  { state: 'past_due', when: { statuses: ['past_due'] }, access: false, paidPlan: true },
  { state: 'trial', when: { statuses: ['trial'], trialRunning: true }, access: true, paidPlan: false },
  { state: 'trial_expired', when: { statuses: ['trial'] }, access: false, paidPlan: false },
  { state: 'cancelled', when: { statuses: ['cancelled'] }, access: false, paidPlan: false },
  { state: 'none', when: { statuses: ['none'] }, access: false, paidPlan: false },
];

/** The state no row matched: any other status. */
export const FALLBACK_STATE = 'blocked' satisfies AccessState;

/** The plans that are paid for: an account on one of them in a `paidPlan` state is a paying customer. */
export const PAID_PLAN_TYPES = ['creator', 'agency'] as const;

/** The state that counts as paying (a failed renewal is not paying; a later payment starts again). */
export const PAYING_STATE = 'active' satisfies AccessState;

/** The states that let the app be used (admins too). */
export const STATES_WITH_ACCESS: readonly AccessState[] = [
  'admin',
  ...ACCESS_TABLE.filter((r) => r.access).map((r) => r.state),
];
/** The states with a paid plan in force. */
export const STATES_WITH_PAID_PLAN: readonly AccessState[] = ACCESS_TABLE.filter((r) => r.paidPlan).map((r) => r.state);

/**
 * The statuses a paid plan can be in force under (active, and past due until the provider gives up), before
 * the time is looked at: the checkout rules read a plan from these.
 */
export const PAID_PLAN_STATUSES: readonly string[] = ACCESS_TABLE.filter((r) => r.paidPlan).flatMap(
  (r) => r.when.statuses,
);

/** The statuses of the trial's states: an account on the free trial, running or ended. */
const TRIAL_STATUSES: readonly string[] = ACCESS_TABLE.filter(
  (r) => r.state === 'trial' || r.state === 'trial_expired',
).flatMap((r) => r.when.statuses);

/** The account is on the free trial, whether it still runs or has ended (it never paid since). */
export function onTrialPlan(profile: { subscriptionStatus: string | null | undefined }): boolean {
  return TRIAL_STATUSES.includes(profile.subscriptionStatus ?? '');
}

/** The reason the gate shows for each state. */
const REASONS: Record<AccessState, AccessReason> = {
  admin: 'admin',
  active: 'active',
  trial: 'trial',
  trial_expired: 'trial_expired',
  period_ended: 'no_subscription',
  past_due: 'no_subscription',
  cancelled: 'no_subscription',
  none: 'no_subscription',
  blocked: 'no_subscription',
};

export interface AccessInput {
  subscriptionStatus: string | null | undefined;
  trialEndsAt: Date | string | null | undefined;
  /** End of a prepaid (or no longer renewing) period: no access from then on. */
  paidUntil?: Date | string | null;
}

export interface AccessDecision {
  hasAccess: boolean;
  reason: AccessReason;
  /** The account's state by the table. */
  state: AccessState;
  /** A paid plan is in force (active, or a renewal that failed): the screens show the plan. */
  paidPlan: boolean;
  /** Whole days of trial left, rounded up (may be 0 or negative once expired). */
  trialDaysLeft: number;
}

const time = (value: Date | string | null | undefined): number | null => {
  if (!value) return null;
  const t = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(t) ? null : t;
};

function matches(when: AccessConditions, input: AccessInput, now: Date): boolean {
  if (!when.statuses.includes(input.subscriptionStatus as SubscriptionStatus)) return false;
  if (when.trialRunning !== undefined) {
    // Days left rounded up are above 0 exactly when the end lies ahead.
    const end = time(input.trialEndsAt);
    if ((end !== null && end > now.getTime()) !== when.trialRunning) return false;
  }
  if (when.periodOpen !== undefined) {
    const until = time(input.paidUntil);
    if ((until === null || until > now.getTime()) !== when.periodOpen) return false;
  }
  return true;
}

/** The state of a subscription row by the table (admins aside). */
export function accessState(input: AccessInput | null | undefined, isAdmin: boolean, now: Date): AccessState {
  if (isAdmin) return 'admin';
  if (!input) return FALLBACK_STATE;
  return ACCESS_TABLE.find((row) => matches(row.when, input, now))?.state ?? FALLBACK_STATE;
}

/**
 * The access decision, used by the server gate, `/api/me` (which the screens read) and the billing pages:
 * active yes (until a prepaid period's end); trial while days left (rounded up) is above 0; cancelled,
 * past_due and anything else no; admins always.
 */
export function decideAccess(
  profile: AccessInput | null | undefined,
  isAdmin: boolean,
  now: Date = new Date(),
): AccessDecision {
  const trialDaysLeft = profile ? signedDaysUntil(profile.trialEndsAt, now) : 0;
  const state = accessState(profile, isAdmin, now);
  return {
    hasAccess: STATES_WITH_ACCESS.includes(state),
    reason: REASONS[state],
    state,
    paidPlan: STATES_WITH_PAID_PLAN.includes(state),
    trialDaysLeft,
  };
}

/** A paying customer: a paid plan in force, with full access, on a paid plan type. */
export function isPaying(
  profile: (AccessInput & { subscriptionType: string | null | undefined }) | null | undefined,
  now: Date,
): boolean {
  return (
    accessState(profile, false, now) === PAYING_STATE &&
    (PAID_PLAN_TYPES as readonly string[]).includes(profile?.subscriptionType ?? '')
  );
}
