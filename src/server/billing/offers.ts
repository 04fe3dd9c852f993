/**
 * What a workspace may buy now, and why the rest waits: the one reader of the checkout rules. The checkout
 * routes refuse with these functions (billing-service.ts), and GET /api/billing/subscription answers the same
 * verdicts per plan (`offers`), so the subscription screen renders what the server accepts instead of working
 * it out again: the screen and the server cannot disagree.
 *
 * A refusal is the error code the checkout route answers (the client has the Portuguese text of each).
 */
import type { Profile } from '../db/schema/profiles';
import { PLAN_KEYS, subscriptionTypeForPlan, type PlanKey } from '@shared/plans';
import type { ErrorCode } from '@shared/messages';
import { PAID_PLAN_STATUSES, accessState } from '@shared/access-rule';
import type { PixMethod } from './providers/provider';

/** The account's fields the checkout rules read. */
export type OfferAccount = Pick<
  Profile,
  'subscriptionStatus' | 'subscriptionType' | 'paymentMethod' | 'paidUntil' | 'creatorResumesAt'
>;

/** Accepted, or refused with the code the checkout route would answer. */
export type Verdict = { accepted: true } | { accepted: false; code: ErrorCode };

const ACCEPTED: Verdict = { accepted: true };
const verdict = (code: ErrorCode | null): Verdict => (code ? { accepted: false, code } : ACCEPTED);

/**
 * Active or past due: a paid plan the account is on (past due still has its plan until the provider gives
 * up), by the access rule's statuses.
 */
export const onPaidPlan = (account: Pick<Profile, 'subscriptionStatus'>) =>
  PAID_PLAN_STATUSES.includes(account.subscriptionStatus);

/** A paid period that nothing renews, paid with `method`, still running at `now` (the access rule's `active`). */
function unrenewedLive(account: OfferAccount, method: Profile['paymentMethod'], now: Date): boolean {
  return (
    account.paidUntil !== null &&
    account.paymentMethod === method &&
    accessState({ ...account, trialEndsAt: null }, false, now) === 'active'
  );
}

/** A prepaid period (Pix upfront) still running. */
export const prepaidLive = (account: OfferAccount, now: Date) => unrenewedLive(account, 'pix_upfront', now);

/**
 * A Pix Automático whose authorization was revoked, its paid month still running: a new Pix payment on the
 * same plan (upfront, or the authorization given again) begins at that month's end (payment-state.ts).
 */
export const revokedLive = (account: OfferAccount, now: Date) => unrenewedLive(account, 'pix_automatico', now);

/** A card or Pix Automático subscription that renews by itself: nothing else may be bought beside it. */
const renewsBySubscription = (account: OfferAccount) =>
  onPaidPlan(account) && account.paidUntil === null && account.paymentMethod !== 'pix_upfront';

/**
 * Why a card subscription checkout is refused now (null: accepted). `pending`: a Pix code of the workspace
 * can still be paid, and two checkouts of different methods would end in two paid periods (decision 0024).
 */
export function cardCheckoutRefusal(account: OfferAccount, pending: boolean, now: Date): ErrorCode | null {
  // A card subscription would renew on top of months already paid for: it waits for the period's end.
  if (prepaidLive(account, now)) return 'PREPAID_MONTHLY_UNAVAILABLE';
  if (pending) return 'PIX_PAYMENT_PENDING';
  return null;
}

/**
 * Why a Pix checkout for `plan` paid with `method` is refused now (null: accepted). A Pix code already
 * pending is checked when the charge is written (payment-state.ts, openPendingPayment), where the same
 * choice is answered again instead of refused.
 */
export function pixCheckoutRefusal(
  account: OfferAccount,
  plan: PlanKey,
  method: PixMethod,
  now: Date,
): ErrorCode | null {
  if (renewsBySubscription(account)) return 'PIX_ALREADY_SUBSCRIBED';
  // A refunded upgrade's last Agência days: the plan goes back to Criador at their end, nothing to buy now.
  if (account.creatorResumesAt) return 'PIX_PLAN_REVERTING';
  const wanted = subscriptionTypeForPlan(plan);
  if (revokedLive(account, now) && account.subscriptionType !== wanted) return 'PIX_PLAN_CHANGE_AFTER_PERIOD';
  if (prepaidLive(account, now)) {
    if (method !== 'pix_upfront') return 'PREPAID_MONTHLY_UNAVAILABLE';
    if (account.subscriptionType === 'agency' && wanted === 'creator') return 'PIX_DOWNGRADE_DURING_PREPAID';
  }
  return null;
}

/**
 * Which Pix block the screen shows under a plan: new (nothing paid), renew (more months of the prepaid plan),
 * reauthorize (the revoked Pix Automático's plan), upgrade (a prepaid Criador looking at Agência, with the
 * credit of the unused days).
 */
export type PixOfferKind = 'new' | 'renew' | 'reauthorize' | 'upgrade';

/** What the plan card's button does: a card checkout, the provider's portal, the upfront options, or waits. */
export type ChooseAction =
  { action: 'checkout' } | { action: 'portal' } | { action: 'upfront' } | { action: 'wait'; code: ErrorCode };

export interface PlanOffer {
  /** POST /api/billing/checkout for this plan. */
  card: Verdict;
  /** POST /api/billing/pix/checkout with Pix Automático. */
  pixAutomatico: Verdict;
  /** POST /api/billing/pix/checkout with months upfront. */
  pixUpfront: Verdict;
  /** The plan card's button. */
  choose: ChooseAction;
  /** The Pix block under the plan card (null: none). */
  pix: PixOfferKind | null;
}

export interface OfferInput {
  account: OfferAccount;
  /** A Pix code of the workspace that can still be paid. */
  pending: boolean;
  /** The plan a prepaid Criador may move up to with Pix upfront, its unused days credited (null: none). */
  upgradePlan: PlanKey | null;
  now: Date;
}

/** Every offer of the subscription screen, for each plan, with the verdict the checkout routes would give. */
export function billingOffers({ account, pending, upgradePlan, now }: OfferInput): Record<PlanKey, PlanOffer> {
  const paid = onPaidPlan(account);
  const prepaid = paid && account.paymentMethod === 'pix_upfront';
  const revoked = paid && account.paymentMethod === 'pix_automatico' && account.paidUntil !== null;
  const reverting = paid && account.creatorResumesAt !== null;
  const pendingCode: ErrorCode | null = pending ? 'PIX_PAYMENT_PENDING' : null;
  const entries = PLAN_KEYS.map((plan): [PlanKey, PlanOffer] => {
    const current = paid && subscriptionTypeForPlan(plan) === account.subscriptionType;
    const pixAutomatico = verdict(pixCheckoutRefusal(account, plan, 'pix_automatico', now) ?? pendingCode);
    const pixUpfront = verdict(pixCheckoutRefusal(account, plan, 'pix_upfront', now) ?? pendingCode);
    const isUpgrade = prepaid && !reverting && upgradePlan === plan;

    let choose: ChooseAction;
    if (reverting) choose = { action: 'wait', code: 'PIX_PLAN_REVERTING' };
    else if (isUpgrade) choose = { action: 'upfront' };
    // Any other change inside a prepaid period waits for its end.
    else if (prepaid) choose = { action: 'wait', code: 'PIX_DOWNGRADE_DURING_PREPAID' };
    // After a revoked authorization, another plan waits for the paid month's end.
    else if (revoked) choose = { action: 'wait', code: 'PIX_PLAN_CHANGE_AFTER_PERIOD' };
    // An active subscriber changes plan in the portal, not with a second subscription.
    else if (paid) choose = { action: 'portal' };
    else choose = { action: 'checkout' };

    let pix: PixOfferKind | null = null;
    if (!paid) pix = 'new';
    else if (isUpgrade) pix = 'upgrade';
    else if (!reverting && current && account.paidUntil !== null)
      pix = prepaid ? 'renew' : revoked ? 'reauthorize' : null;

    return [
      plan,
      { card: verdict(cardCheckoutRefusal(account, pending, now)), pixAutomatico, pixUpfront, choose, pix },
    ];
  });
  return Object.fromEntries(entries) as Record<PlanKey, PlanOffer>;
}
