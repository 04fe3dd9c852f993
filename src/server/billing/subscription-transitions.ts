/**
 * How a workspace's subscription row changes, as one pure function of the row and the event: every billing
 * event (card subscription, Pix charge, revocation, refund, period end, resume) and the few account changes
 * that touch the plan are a `BillingEvent`, and `nextSubscriptionState` answers the row after it. No I/O:
 * the facts an event needs from elsewhere (whether it reported the newest renewal date, the charge that was
 * paid, when an authorization was revoked) travel inside the event, gathered by the module that reads them.
 * The only caller that writes the result is `applyBillingEvent` (subscription-writer.ts).
 */
import { addMonths, monthsAfter, nextAnchoredDate } from '@shared/dates';
import { isCardMethod, isPlanKey, subscriptionTypeForPlan } from '@shared/plans';
import type { SubscriptionRow } from '../db/schema/billing';
import type { BillingChange } from './providers/provider';

/** The state columns of the row (its owner never changes). */
export type SubscriptionState = Omit<SubscriptionRow, 'userId' | 'updatedAt'>;

/** The span of prepaid Criador charges an account goes back to: their end and their monthly calendar. */
export interface PrepaidSpan {
  until: Date;
  anchor: Date;
}

/** The Pix charge a `pix_paid` event is about (a row of `payments`). */
export interface PaidCharge {
  method: string;
  plan: string;
  months: number;
  /** Set for a Pix Automático authorized again after a revocation: its first month begins then. */
  periodStart: Date | null;
}

export type BillingEvent =
  /** A new account's row: its trial, or none for an account made by an invitation. An existing row stays. */
  | { kind: 'account_opened'; initial: Partial<SubscriptionState> }
  /** Onboarding of a trial that chose the agency at sign-up: the agency plan (Social). */
  | { kind: 'agency_chosen' }
  /** The admin's own account: always active. */
  | { kind: 'admin_account' }
  /** An allowance refilled outside a subscription event (the demo's paid invoice): next renewal a month on. */
  | { kind: 'allowance_refilled'; at: Date }
  /** A monthly renewal that is due at `at`: the next renewal moves to `next`, only if it was still due. */
  | { kind: 'renewal_due'; next: Date; at: Date }
  /**
   * The provider's customer, stored only while the row holds none, a demo one (`replaceablePrefix`) or the
   * one the provider no longer knows (`replacing`): two checkouts at once store one customer.
   */
  | { kind: 'customer_stored'; customerId: string; replacing: string | null; replaceablePrefix: string }
  /**
   * A card or Pix Automático subscription event. `newestRenewal`: no newer event of the account reported a
   * renewal date. `beatsPix`: a card activation while a Pix Automático charge started before it runs (both
   * checkouts paid): the card stays whatever the events' order (decision record 0024).
   */
  | { kind: 'subscription_changed'; change: BillingChange; newestRenewal: boolean; beatsPix: boolean }
  /** A Pix charge paid at `at` (not one paid beside a card subscription: that one is refunded, no change). */
  | { kind: 'pix_paid'; charge: PaidCharge; at: Date }
  /** A Pix Automático authorization revoked (marked on its charges; the revocation rule below ends it). */
  | { kind: 'mandate_revoked' }
  /**
   * The rule every Pix and card event ends with: the latest paid Pix Automático authorization was revoked at
   * `revokedAt`, so an account renewing by it ends at the paid month's end and nothing renews.
   */
  | { kind: 'authorization_revoked'; revokedAt: Date }
  /**
   * A prepaid charge refunded: the account's paid time now ends at `paidUntil` (its later charges moved
   * earlier), or, for an upgrade's refund, the Criador period `resumed` comes back after `endsAt`.
   */
  | { kind: 'upfront_refunded'; endsAt: Date; resumed: PrepaidSpan | null; paidUntil: Date; at: Date }
  /** The calendar at `at`: a paid period nothing renews is over. */
  | { kind: 'period_ended'; at: Date }
  /** The calendar at `at`: a refunded upgrade's last Agência days are over; back to the Criador `span`. */
  | { kind: 'creator_resumed'; span: PrepaidSpan | null; at: Date };

/** A card subscription in force: it renews by itself, so no Pix period may run beside it. */
export function renewsByCard(state: Pick<SubscriptionState, 'subscriptionStatus' | 'paymentMethod' | 'paidUntil'>) {
  return (
    (state.subscriptionStatus === 'active' || state.subscriptionStatus === 'past_due') &&
    isCardMethod(state.paymentMethod) &&
    state.paidUntil === null
  );
}

/**
 * Whether a charge paid at `at` continues the account's paid time instead of starting a new period:
 * paying again before the end of a period nothing renews, on the same plan, continues it, so the new months
 * (or, for an authorization given again, the first Pix Automático month) begin where the paid time ends,
 * on the same calendar (the same day of the month), and no paid day is lost or paid twice. That is a
 * prepaid period renewed with Pix upfront, or a revoked Pix Automático renewed either way.
 */
export function continuesPaidPeriod(
  state: Pick<SubscriptionState, 'subscriptionStatus' | 'subscriptionType' | 'paidUntil' | 'paymentMethod'>,
  type: string,
  method: string,
  at: Date,
): boolean {
  return (
    state.subscriptionStatus === 'active' &&
    state.subscriptionType === type &&
    state.paidUntil !== null &&
    state.paidUntil.getTime() > at.getTime() &&
    (state.paymentMethod === 'pix_automatico' || (method === 'pix_upfront' && state.paymentMethod === 'pix_upfront'))
  );
}

/**
 * The period a charge paid at `at` pays for, on the account as it is: where it starts, ends, the calendar it
 * follows, and whether it continues the paid time (else it is a new period: a full allowance, and the old
 * prepaid charges end at `at`). Null for a charge whose plan is unknown.
 */
export function paidPeriod(state: SubscriptionState, charge: PaidCharge, at: Date) {
  if (!isPlanKey(charge.plan)) return null;
  const type = subscriptionTypeForPlan(charge.plan);
  // An authorization given again after a revocation: its first month was set, when the code was made, to
  // begin where the paid month ends (with Stripe the subscription is anchored there and its own event may
  // already have cleared `paid_until`). Paid after that moment, it simply starts now.
  const scheduled =
    charge.method === 'pix_automatico' && charge.periodStart && charge.periodStart > at ? charge.periodStart : null;
  const continuing = scheduled !== null || continuesPaidPeriod(state, type, charge.method, at);
  // A Stripe Pix Automático keeps no anchor; its revoked end is its next monthly date, on its calendar.
  const start = scheduled ?? (continuing ? state.paidUntil! : at);
  const anchor = continuing ? (state.billingAnchor ?? start) : at;
  const end = monthsAfter(anchor, start, charge.months);
  return { type, scheduled, continuing, start, anchor, end };
}

/** The account back on a prepaid Criador period: the plan, its end and its renewal calendar. */
export function creatorPeriod(span: PrepaidSpan, at: Date): Partial<SubscriptionState> {
  return {
    subscriptionStatus: 'active',
    subscriptionType: 'creator',
    agencyPlan: null,
    paymentMethod: 'pix_upfront',
    paidUntil: span.until,
    billingAnchor: span.anchor,
    nextRenewalDate: nextAnchoredDate(span.anchor, at),
    creatorResumesAt: null,
  };
}

function hasStateChange(change: BillingChange): boolean {
  return (
    change.status !== undefined ||
    change.subscriptionType !== undefined ||
    change.subscriptionId !== undefined ||
    (change.renewalDate !== undefined && change.renewalDate !== null)
  );
}

/**
 * What a subscription event does to the row, before any column is set: whether its state applies (newest
 * subscription event wins), and whether it is about a subscription that is not the account's (the end of an
 * old one, or a Pix Automático paid beside the card that stays): such an event says nothing of the account,
 * not even its renewal date.
 */
export function subscriptionEventVerdict(
  state: SubscriptionState,
  event: { change: BillingChange; beatsPix: boolean },
) {
  const { change } = event;
  const last = state.subscriptionEventAt;
  const older = last !== null && change.occurredAt.getTime() < last.getTime();
  const anotherSubscription =
    !!change.subscriptionId && !!state.stripeSubscriptionId && change.subscriptionId !== state.stripeSubscriptionId;
  // The end or failure of a subscription that is no longer the user's current one says nothing about the
  // current one (e.g. an old subscription deleted after a new checkout).
  const otherEnding = anotherSubscription && (change.status === 'cancelled' || change.status === 'past_due');
  // A Pix Automático of another subscription while the card runs: it was paid beside the card and is
  // refunded and cancelled (decision record 0024), so none of its events changes the account.
  const pixBesideCard = anotherSubscription && change.paymentMethod === 'pix_automatico' && renewsByCard(state);
  // A card activation while a Pix Automático started before it runs: the card stays, even when the Pix
  // subscription's events are newer (both were paid; whichever was paid first, the card wins).
  const cardOverPix =
    event.beatsPix &&
    change.status === 'active' &&
    isCardMethod(change.paymentMethod) &&
    state.paymentMethod === 'pix_automatico' &&
    anotherSubscription;
  const notOurs = otherEnding || pixBesideCard;
  const applies = hasStateChange(change) && (!older || cardOverPix) && !notOurs;
  return { applies, notOurs };
}

function subscriptionChanged(
  state: SubscriptionState,
  event: Extract<BillingEvent, { kind: 'subscription_changed' }>,
): SubscriptionState {
  const { change } = event;
  const { applies, notOurs } = subscriptionEventVerdict(state, event);
  const next = { ...state };
  if (change.customerId && !state.stripeCustomerId) next.stripeCustomerId = change.customerId;
  // A paid invoice moves the renewal a month on when it said nothing of the date; one that reported it (or a
  // newer event that did) decides it below. A late invoice must not move back the date a newer event set.
  if (change.refill && applies && !change.renewalDate) next.nextRenewalDate = addMonths(change.occurredAt, 1);
  if (applies) applyState(state, next, change);
  // The renewal date is ordered on its own: the newest event of the account's subscription that reported one
  // decides it, even when a newer event (that said nothing of the date) already decided the status. An event
  // of another subscription (one that lost to the card, or an old one) never moves it.
  const ownSubscription =
    !change.subscriptionId || next.stripeSubscriptionId === null || next.stripeSubscriptionId === change.subscriptionId;
  if (change.renewalDate && !notOurs && ownSubscription && event.newestRenewal)
    next.nextRenewalDate = change.renewalDate;
  return next;
}

/** The state a subscription event that applies sets (status, method, plan, subscription, ordering time). */
function applyState(state: SubscriptionState, next: SubscriptionState, change: BillingChange) {
  if (change.status) next.subscriptionStatus = change.status;
  // A card or Pix Automático subscription renews by itself: no prepaid end.
  if (change.status === 'active' && change.paymentMethod) {
    next.paymentMethod = change.paymentMethod;
    next.paidUntil = null;
    next.billingAnchor = null;
  }
  if (change.subscriptionId) next.stripeSubscriptionId = change.subscriptionId;
  // The plan follows a paid state only: a subscription still waiting for its first payment (a Pix code not
  // yet paid) does not switch a trial account to the paid plan.
  const paidState = next.subscriptionStatus === 'active' || next.subscriptionStatus === 'past_due';
  if (paidState && change.subscriptionType === 'agency') {
    next.subscriptionType = 'agency';
    next.agencyPlan = state.agencyPlan === 'enterprise' ? 'enterprise' : 'social';
  } else if (paidState && change.subscriptionType === 'creator') {
    next.subscriptionType = 'creator';
    next.agencyPlan = null;
  }
  next.subscriptionEventAt = change.occurredAt;
}

function pixPaid(state: SubscriptionState, event: Extract<BillingEvent, { kind: 'pix_paid' }>): SubscriptionState {
  const { charge, at } = event;
  const period = paidPeriod(state, charge, at);
  if (!period) return state;
  const next: SubscriptionState = {
    ...state,
    subscriptionStatus: 'active',
    subscriptionType: period.type,
    agencyPlan: period.type === 'agency' ? (state.agencyPlan === 'enterprise' ? 'enterprise' : 'social') : null,
    paymentMethod: charge.method,
    paidUntil: charge.method === 'pix_upfront' ? period.end : null,
    billingAnchor: period.anchor,
  };
  // A Pix Automático is a subscription at the provider: once an event of it newer than this payment has dated
  // the next debit, that date stands (the payment arriving late must not move it).
  const datedByProvider =
    charge.method === 'pix_automatico' &&
    state.subscriptionEventAt !== null &&
    state.subscriptionEventAt.getTime() >= at.getTime();
  // A new period renews a month after its anchor; an authorization given again, with its first month.
  if (!period.continuing && !datedByProvider) next.nextRenewalDate = addMonths(period.anchor, 1);
  else if (period.scheduled) next.nextRenewalDate = period.scheduled;
  return next;
}

function upfrontRefunded(
  state: SubscriptionState,
  event: Extract<BillingEvent, { kind: 'upfront_refunded' }>,
): SubscriptionState {
  const { endsAt, resumed, paidUntil, at } = event;
  // An upgrade's refund: the Criador period it had replaced comes back, at once or after its last days.
  if (resumed && endsAt <= at) return { ...state, ...creatorPeriod(resumed, at) };
  if (resumed) return { ...state, paidUntil: resumed.until, creatorResumesAt: endsAt };
  return {
    ...state,
    paidUntil,
    ...(paidUntil <= at ? { subscriptionStatus: 'blocked' } : {}),
    // A refunded Criador charge whose period was to follow the last Agência days: nothing follows.
    ...(state.creatorResumesAt && paidUntil <= state.creatorResumesAt ? { creatorResumesAt: null } : {}),
  };
}

function creatorResumed(
  state: SubscriptionState,
  event: Extract<BillingEvent, { kind: 'creator_resumed' }>,
): SubscriptionState {
  const { span, at } = event;
  if (!state.creatorResumesAt || state.creatorResumesAt.getTime() > at.getTime()) return state;
  // The Criador charges were refunded meanwhile: nothing to resume, the period ends as the row says.
  if (!span || state.subscriptionStatus !== 'active') return { ...state, creatorResumesAt: null };
  const until = state.paidUntil && state.paidUntil < span.until ? state.paidUntil : span.until;
  return { ...state, ...creatorPeriod({ until, anchor: span.anchor }, at) };
}

/** The row after `event`. Pure: the same row and event always give the same state. */
export function nextSubscriptionState(state: SubscriptionState, event: BillingEvent): SubscriptionState {
  switch (event.kind) {
    case 'account_opened':
      // The row exists: a new account's defaults never overwrite it.
      return state;
    case 'agency_chosen':
      return { ...state, subscriptionType: 'agency', agencyPlan: 'social' };
    case 'admin_account':
      return { ...state, subscriptionStatus: 'active' };
    case 'allowance_refilled':
      return { ...state, nextRenewalDate: addMonths(event.at, 1) };
    case 'renewal_due': {
      const due = state.nextRenewalDate;
      return due && due.getTime() <= event.at.getTime() ? { ...state, nextRenewalDate: event.next } : state;
    }
    case 'customer_stored': {
      const current = state.stripeCustomerId;
      const replaceable =
        current === null || current.startsWith(event.replaceablePrefix) || current === event.replacing;
      return replaceable ? { ...state, stripeCustomerId: event.customerId } : state;
    }
    case 'subscription_changed':
      return subscriptionChanged(state, event);
    case 'pix_paid':
      return pixPaid(state, event);
    case 'mandate_revoked':
      return state;
    case 'authorization_revoked': {
      if (state.paymentMethod !== 'pix_automatico' || state.subscriptionStatus !== 'active') return state;
      // Access ends at the end of the month already paid (the next debit date), or at the revocation itself
      // when no later date is known.
      const due = state.nextRenewalDate;
      const endsAt = due && due.getTime() > event.revokedAt.getTime() ? due : event.revokedAt;
      return { ...state, paidUntil: endsAt };
    }
    case 'upfront_refunded':
      return upfrontRefunded(state, event);
    case 'period_ended': {
      const over =
        state.subscriptionStatus === 'active' &&
        state.paidUntil !== null &&
        state.paidUntil.getTime() <= event.at.getTime();
      return over ? { ...state, subscriptionStatus: 'blocked' } : state;
    }
    case 'creator_resumed':
      return creatorResumed(state, event);
  }
}

/** The columns whose value differs between two states (what the writer's UPDATE sets). */
export function changedColumns(before: SubscriptionState, after: SubscriptionState): Partial<SubscriptionState> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof SubscriptionState)[]) {
    const a = before[key];
    const b = after[key];
    const same = a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
    if (!same) out[key] = b;
  }
  return out as Partial<SubscriptionState>;
}
