/**
 * What the billing routes call: the priced catalogue, the user's subscription, checkout, portal, the
 * webhook and the demo provider's actions. The providers (billing/) talk to Stripe or play the demo and
 * describe what happened; this service applies it (subscription-state.ts). The user always comes from the
 * session; nothing here takes a user or customer id from a request body.
 */
import { and, desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../db/client';
import { payments, profiles } from '../db/schema';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { mandateRevokedEmail, receiptEmail } from '../mail/billing-templates';
import type { MailMessage, Mailer } from '../mail/transport';
import type { DemoBillingProvider, DemoPixAction } from './providers/demo-provider';
import type { BillingProvider, PixMethod } from './providers/provider';
import {
  applyPaymentEvent,
  continuesPaidPeriod,
  openPendingPayment,
  pendingPaymentOf,
  pixPendingRefusal,
  type PaymentOutcome,
  type PaymentRow,
} from './payment-state';
import { moveRefundMoney } from './admin-payments';
import { getPricingTable, getUpfrontDiscounts } from './pricing-service';
import { decideAccess, onTrialPlan } from '@shared/access-rule';
import { ensureProfile } from '../services/profile-service';
import {
  livePrepaidCharges,
  netOfCredit,
  netUpfrontOption,
  upgradeCredit,
  type NetUpfrontOption,
  type UpgradeCredit,
} from './upgrade-credit';
import { applyBillingChange, applyBillingChangeOnce, type ApplyOutcome } from './subscription-state';
import {
  billingOffers,
  cardCheckoutRefusal,
  pixCheckoutRefusal,
  prepaidLive,
  revokedLive,
  type PlanOffer,
} from './offers';
import {
  PLANS,
  isPaymentMethod,
  isPlanKey,
  type PaymentMethod,
  planKeyForSubscriptionType,
  subscriptionTypeForPlan,
  pricePlans,
  type PlanKey,
  type PricedPlan,
  type PricingTable,
} from '@shared/plans';
import { selectAccounts } from './account';
import type { Profile } from '../db/schema/profiles';

export async function getPlansView(db: Database): Promise<{ plans: PricedPlan[]; pricing: PricingTable }> {
  const [pricing, discounts] = await Promise.all([getPricingTable(db), getUpfrontDiscounts(db)]);
  return { plans: pricePlans(pricing, discounts), pricing };
}

/**
 * What a prepaid Criador would pay to move to Agência now: the credit of the days not used and each
 * upfront option net of it (null for anyone else). The subscription screen shows it; startPixCheckout
 * charges the same, computed again.
 */
async function upgradeQuote(db: Database, profile: Profile, now: Date) {
  if (!prepaidLive(profile, now) || profile.subscriptionType !== 'creator') return null;
  return upgradeCredit(await livePrepaidCharges(db, profile.userId, now), now, profile.paidUntil!);
}

export interface SubscriptionView {
  provider: 'stripe' | 'demo';
  status: string;
  subscriptionType: string;
  agencyPlan: string | null;
  trialEndsAt: string | null;
  renewalDate: string | null;
  hasCustomer: boolean;
  /** How the plan is paid (null: never paid). */
  paymentMethod: PaymentMethod | null;
  /** End of a prepaid period (or of a Pix Automático whose authorization was revoked). */
  paidUntil: string | null;
  /**
   * After an upgrade's refund with access to the month's end: when the Agência days end and the prepaid
   * Criador period resumes (until `paidUntil`).
   */
  creatorResumesAt: string | null;
  /** A Pix charge waiting to be paid: "Pagamento em processamento". */
  pendingPayment: null | {
    id: string;
    method: string;
    plan: PlanKey;
    months: number;
    amount: number;
    credit: number;
    url: string | null;
    expiresAt: string;
  };
  /**
   * A prepaid Criador's move to Agência with Pix upfront: the credit of the unused days and each option's
   * total net of it (null for anyone else).
   */
  upgrade: null | { plan: PlanKey; credit: number; options: NetUpfrontOption[] };
  /**
   * For each plan, what the checkout routes accept now and why the rest waits (offers.ts): the screen renders
   * this instead of working the rules out again.
   */
  offers: Record<PlanKey, PlanOffer>;
  /** The paid plan, when the status is active or past_due; null on trial or after cancelling. */
  subscription: null | {
    planKey: PlanKey;
    productName: string;
    features: string[];
    monthlyPrice: number;
    priceId: string | null;
    status: string;
    renewalDate: string | null;
  };
}

/** The spec's get-subscription: current status, plan, price id and renewal. */
export async function getSubscriptionView(
  db: Database,
  provider: BillingProvider,
  userId: string,
  now: Date,
): Promise<SubscriptionView> {
  const profile = await ensureProfile(db, userId, now);
  const pending = await pendingPaymentOf(db, userId, now);
  const planKey = planKeyForSubscriptionType(profile.subscriptionType);
  const paid = decideAccess(profile, false, now).paidPlan;
  const renewalDate = profile.nextRenewalDate ? profile.nextRenewalDate.toISOString() : null;
  let subscription: SubscriptionView['subscription'] = null;
  const { plans } = await getPlansView(db);
  if (paid && planKey) {
    const priced = plans.find((p) => p.key === planKey)!;
    subscription = {
      planKey,
      productName: PLANS[planKey].name,
      features: priced.features,
      monthlyPrice: priced.monthlyPrice,
      priceId: provider.priceIdFor(planKey),
      status: profile.subscriptionStatus,
      renewalDate,
    };
  }
  const credit = await upgradeQuote(db, profile, now);
  const agency = plans.find((p) => p.key === 'agency')!;
  const upgrade: SubscriptionView['upgrade'] = credit
    ? { plan: 'agency', credit: credit.total, options: agency.upfront.map((o) => netUpfrontOption(o, credit.total)) }
    : null;
  return {
    provider: provider.kind,
    status: profile.subscriptionStatus,
    subscriptionType: profile.subscriptionType,
    agencyPlan: profile.agencyPlan,
    trialEndsAt: profile.trialEndsAt ? profile.trialEndsAt.toISOString() : null,
    renewalDate,
    hasCustomer: provider.customerIdFor(profile.stripeCustomerId) !== null,
    paymentMethod: isPaymentMethod(profile.paymentMethod) ? profile.paymentMethod : null,
    paidUntil: profile.paidUntil ? profile.paidUntil.toISOString() : null,
    creatorResumesAt: profile.creatorResumesAt ? profile.creatorResumesAt.toISOString() : null,
    pendingPayment:
      pending && isPlanKey(pending.plan)
        ? {
            id: pending.id,
            method: pending.method,
            plan: pending.plan,
            months: pending.months,
            amount: pending.amount,
            credit: pending.credit,
            url: pending.checkoutUrl,
            expiresAt: pending.expiresAt.toISOString(),
          }
        : null,
    upgrade,
    offers: billingOffers({ account: profile, pending: !!pending, upgradePlan: upgrade?.plan ?? null, now }),
    subscription,
  };
}

export interface CheckoutUser {
  id: string;
  email: string;
  name: string | null;
}

/** The spec's stripe-checkout: a checkout for the session's user and the chosen plan. */
export async function startCheckout(
  db: Database,
  provider: BillingProvider,
  user: CheckoutUser,
  plan: PlanKey,
  now: Date,
): Promise<{ url: string }> {
  const profile = await ensureProfile(db, user.id, now);
  // The same rule the subscription screen's offers come from (offers.ts). A refusal over an open Pix code
  // names that code, so the screen can link to it (decision record 0024).
  const open = await pendingPaymentOf(db, user.id, now);
  const refused = cardCheckoutRefusal(profile, !!open, now);
  if (refused === 'PIX_PAYMENT_PENDING' && open) throw pixPendingRefusal(open);
  if (refused) throw new HttpError(409, refused);
  return provider.createCheckout({
    userId: user.id,
    email: profile.email || user.email,
    name: profile.name ?? user.name,
    plan,
    storedCustomerId: profile.stripeCustomerId,
  });
}

/**
 * The spec's stripe-portal. A trial user without a customer gets `{ upgrade: true }` (the UI shows the
 * plans); anyone else without a customer is refused.
 */
export async function openPortal(
  db: Database,
  provider: BillingProvider,
  userId: string,
): Promise<{ url: string } | { upgrade: true }> {
  const [profile] = await selectAccounts(db).where(eq(profiles.userId, userId));
  if (!profile) throw new HttpError(404, 'PORTAL_PROFILE_MISSING');
  const customerId = provider.customerIdFor(profile.stripeCustomerId);
  if (!customerId) {
    if (onTrialPlan(profile)) return { upgrade: true };
    throw new HttpError(400, 'PORTAL_NOT_ALLOWED');
  }
  return provider.createPortal(customerId);
}

export interface WebhookResult {
  eventId: string;
  eventType: string;
  outcome: ApplyOutcome | 'ignored';
}

/** Demo checkout confirmed: the same state as a paid Stripe checkout, once per session. */
export async function confirmDemoCheckout(
  db: Database,
  demo: DemoBillingProvider,
  userId: string,
  token: string,
  now: Date,
  logger: Logger,
): Promise<{ plan: PlanKey; outcome: ApplyOutcome }> {
  const { plan, change } = await demo.confirm(userId, token);
  const applied = await applyBillingChangeOnce(db, change, now);
  await moveAutomaticRefunds(db, demo, logger, applied.refunds);
  return { plan, outcome: applied.outcome };
}

/** Demo portal: cancel the plan. */
export async function cancelDemoPlan(db: Database, demo: DemoBillingProvider, userId: string, now: Date) {
  return applyBillingChange(db, await demo.cancelPlan(userId), now);
}

/** Demo portal: switch plan. */
export async function changeDemoPlan(
  db: Database,
  demo: DemoBillingProvider,
  userId: string,
  plan: PlanKey,
  now: Date,
) {
  return applyBillingChange(db, await demo.changePlan(userId, plan), now);
}

// ---------------------------------------------------------------------------------------------
// Pix
// ---------------------------------------------------------------------------------------------

export interface PaymentNotifier {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

/** The receipt or the revocation notice after a Pix event; a mail failure is logged, never undoes the event. */
async function notifyPayment(
  db: Database,
  notify: PaymentNotifier,
  result: Pick<PaymentOutcome, 'outcome' | 'payment' | 'endsAt' | 'userId'>,
  userId?: string | null,
) {
  if (result.outcome !== 'applied') return;
  const owner = result.payment?.userId ?? result.userId ?? userId;
  if (!owner) return;
  const [profile] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.userId, owner));
  if (!profile) return;
  const { payment, endsAt } = result;
  const mails: MailMessage[] = [];
  if (payment && payment.status === 'paid' && payment.periodStart && payment.periodEnd && isPlanKey(payment.plan)) {
    mails.push(
      receiptEmail({
        to: profile.email,
        plan: payment.plan,
        method: payment.method === 'pix_automatico' ? 'pix_automatico' : 'pix_upfront',
        amount: payment.amount,
        periodStart: payment.periodStart,
        periodEnd: payment.periodEnd,
        appUrl: notify.appUrl,
      }),
    );
  }
  // A revocation that arrived before the payment ends the renewals when the payment is applied: both go out.
  if (endsAt) mails.push(mandateRevokedEmail({ to: profile.email, endsAt, appUrl: notify.appUrl }));
  for (const mail of mails) {
    try {
      await notify.mailer.send(mail);
    } catch (err) {
      notify.logger.error({ err, userId: owner }, 'e-mail de pagamento não enviado');
    }
  }
}

/**
 * The money of the charges an event refunded (committed already): moved now, after the commit. A provider
 * failure is recorded on the charge and logged; the billing calendar job completes it (moveOwedRefunds), and
 * the event itself stays applied.
 */
async function moveAutomaticRefunds(
  db: Database,
  provider: BillingProvider,
  logger: Logger,
  refunds: readonly PaymentRow[] | undefined,
): Promise<void> {
  for (const charge of refunds ?? []) {
    try {
      await moveRefundMoney(db, provider, logger, charge);
    } catch {
      // Recorded as failed by moveRefundMoney: retried by the job.
    }
  }
}

/** A Stripe webhook, verified and translated by the provider: the subscription change and the Pix event, each once. */
export async function handleWebhook(
  db: Database,
  provider: BillingProvider,
  notify: PaymentNotifier,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): Promise<WebhookResult> {
  const { eventId, eventType, change, payment } = await provider.readWebhook(rawBody, signature);
  let outcome: WebhookResult['outcome'] = 'ignored';
  if (change) {
    const applied = await applyBillingChangeOnce(db, change, now);
    outcome = applied.outcome;
    await notifyPayment(db, notify, applied, applied.userId);
    await moveAutomaticRefunds(db, provider, notify.logger, applied.refunds);
  }
  if (payment) {
    const result = await applyPaymentEvent(db, payment, now);
    await notifyPayment(db, notify, result, payment.userId);
    await moveAutomaticRefunds(db, provider, notify.logger, result.refunds);
    if (outcome === 'ignored' || result.outcome === 'applied') outcome = result.outcome;
  }
  return { eventId, eventType, outcome };
}

/** What the browser may ask for: the plan, monthly Pix or N months upfront. Amounts are ours. */
export interface PixChoice {
  plan: PlanKey;
  method: PixMethod;
  /** Upfront only: 3, 6 or 12. */
  months?: number;
}

/** The amount of a Pix choice, from the price table (never from the request). */
export async function pixAmount(db: Database, choice: PixChoice): Promise<{ months: number; amount: number }> {
  const priced = (await getPlansView(db)).plans.find((p) => p.key === choice.plan);
  if (!priced) throw new HttpError(404, 'PRODUCT_NOT_FOUND');
  if (choice.method === 'pix_automatico') return { months: 1, amount: priced.monthlyPrice };
  const option = priced.upfront.find((o) => o.months === choice.months);
  if (!option) throw new HttpError(400, 'PIX_MONTHS_INVALID');
  return { months: option.months, amount: option.total };
}

/**
 * Starts a Pix checkout for the session's user. Refused while a card or Pix Automático subscription is
 * running (it renews by itself; change it in "Gerenciar Assinatura"). A prepaid account may pay again to
 * add months, or, from Criador, move to Agência upfront with the unused days credited (upgrade-credit.ts);
 * it cannot switch to a monthly method or move down before its period ends.
 */
export async function startPixCheckout(
  db: Database,
  provider: BillingProvider,
  user: CheckoutUser,
  choice: PixChoice,
  now: Date,
): Promise<{ url: string; paymentId: string }> {
  const profile = await ensureProfile(db, user.id, now);
  // The same rule the subscription screen's offers come from (offers.ts).
  const refused = pixCheckoutRefusal(profile, choice.plan, choice.method, now);
  if (refused) throw new HttpError(409, refused);
  let credit: UpgradeCredit | null = null;
  if (prepaidLive(profile, now) && profile.subscriptionType !== subscriptionTypeForPlan(choice.plan))
    credit = await upgradeQuote(db, profile, now);
  const { months, amount: listed } = await pixAmount(db, choice);
  let amount = listed;
  if (credit) {
    const net = netOfCredit(listed, credit.total);
    if (net === null) throw new HttpError(409, 'PIX_CREDIT_COVERS_CHARGE');
    amount = net;
  }
  // Authorized again after a revocation: the first month begins where the paid one ends.
  const startsAt = revokedLive(profile, now) && choice.method === 'pix_automatico' ? profile.paidUntil : null;
  const { payment, reused } = await openPendingPayment(
    db,
    {
      userId: user.id,
      provider: provider.kind,
      method: choice.method,
      plan: choice.plan,
      months,
      amount,
      credit: credit ?? undefined,
      periodStart: startsAt ?? undefined,
    },
    now,
  );
  if (reused && payment.checkoutUrl) return { url: payment.checkoutUrl, paymentId: payment.id };
  let checkout;
  try {
    checkout = await provider.createPixCheckout({
      paymentId: payment.id,
      userId: user.id,
      email: profile.email || user.email,
      name: profile.name ?? user.name,
      plan: choice.plan,
      method: choice.method,
      months,
      amount: payment.amount,
      credit: payment.credit,
      expiresAt: payment.expiresAt,
      startsAt,
      storedCustomerId: profile.stripeCustomerId,
    });
  } catch (err) {
    // No code was shown: the charge must not block the next attempt.
    await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
    throw err;
  }
  await db
    .update(payments)
    .set({ checkoutId: checkout.checkoutId, checkoutUrl: checkout.url, brCode: checkout.brCode })
    .where(eq(payments.id, payment.id));
  return { url: checkout.url, paymentId: payment.id };
}

/**
 * A paid Pix Automático charge's authorization: in force while the account still renews by it (its method,
 * no end, and no later Pix Automático charge took over); otherwise revoked, with the end of the paid time
 * when the account is still on that revoked authorization.
 */
async function authorizationOf(
  db: Database,
  profile: Profile,
  paymentId: string,
): Promise<{ renews: boolean; paidUntil: string | null }> {
  const [latest] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, profile.userId), eq(payments.method, 'pix_automatico'), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  const current = latest?.id === paymentId && profile.paymentMethod === 'pix_automatico';
  if (current && profile.paidUntil === null) return { renews: true, paidUntil: null };
  return { renews: false, paidUntil: current && profile.paidUntil ? profile.paidUntil.toISOString() : null };
}

/** One of the user's Pix charges as the Pix page shows it (404 for anyone else's). */
export async function getPixPayment(db: Database, userId: string, paymentId: string, now: Date) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment || !isPlanKey(payment.plan)) throw new HttpError(404, 'PIX_PAYMENT_NOT_FOUND');
  const expired = payment.status === 'pending' && payment.expiresAt.getTime() <= now.getTime();
  const profile = await ensureProfile(db, userId, now);
  const pending = payment.status === 'pending' && !expired;
  const access = decideAccess(profile, false, now);
  return {
    id: payment.id,
    status: expired ? 'expired' : payment.status,
    method: payment.method,
    plan: payment.plan,
    planName: PLANS[payment.plan].name,
    months: payment.months,
    amount: payment.amount,
    credit: payment.credit,
    expiresAt: payment.expiresAt.toISOString(),
    periodEnd: payment.periodEnd ? payment.periodEnd.toISOString() : null,
    /**
     * A pending charge that continues the paid time (payment-state.ts): where its period will begin, the end
     * of the time already paid; null when it starts at the payment.
     */
    startsAt: !pending
      ? null
      : payment.periodStart
        ? payment.periodStart.toISOString()
        : continuesPaidPeriod(profile, subscriptionTypeForPlan(payment.plan), payment.method, now)
          ? profile.paidUntil!.toISOString()
          : null,
    /** Whether the account has a paid plan in force now (else the trial, or nothing). */
    accountPaid: access.paidPlan,
    /**
     * The account's access now, by the one access rule (server clock): the pending page promises the trial
     * only while it still runs ('trial'), and says the access comes back with the payment otherwise.
     */
    accessNow: access.reason,
    /** The running trial's end (null when no trial runs now). */
    trialEndsAt: access.reason === 'trial' && profile.trialEndsAt ? profile.trialEndsAt.toISOString() : null,
    /** A paid Pix Automático: whether its authorization still renews the plan, and until when it is paid. */
    authorization:
      payment.method === 'pix_automatico' && payment.status === 'paid'
        ? await authorizationOf(db, profile, payment.id)
        : null,
    brCode: payment.brCode,
    /** The QR code as SVG markup, drawn here so the browser loads no QR library. */
    qrSvg: payment.brCode
      ? await QRCode.toString(payment.brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      : null,
  };
}

/** The demo Pix page's buttons: the same state machine as Stripe's Pix events. */
export async function simulateDemoPix(
  db: Database,
  demo: DemoBillingProvider,
  notify: PaymentNotifier,
  userId: string,
  paymentId: string,
  action: DemoPixAction,
  now: Date,
): Promise<{ outcome: ApplyOutcome }> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment) throw new HttpError(404, 'PIX_PAYMENT_NOT_FOUND');
  if (action === 'revoke' && (payment.method !== 'pix_automatico' || payment.status !== 'paid'))
    throw new HttpError(409, 'PIX_NOT_AUTHORIZED');
  if (action !== 'revoke' && payment.expiresAt.getTime() <= now.getTime() && payment.status === 'pending')
    throw new HttpError(409, 'PIX_CODE_EXPIRED');
  const event = demo.pixEvent(action, payment.id, userId);
  const result = await applyPaymentEvent(db, event, now);
  await notifyPayment(db, notify, result, userId);
  await moveAutomaticRefunds(db, demo, notify.logger, result.refunds);
  if (result.outcome === 'stale') throw new HttpError(409, 'PIX_PAYMENT_SETTLED');
  return { outcome: result.outcome };
}
