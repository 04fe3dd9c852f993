/** Prices the admin edits, each workspace's subscription, and the webhook events already applied. */
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const pricingConfig = pgTable('pricing_config', {
  /** creator | agency_social | agency_enterprise */
  planType: text('plan_type').primaryKey(),
  basePrice: numeric('base_price', { precision: 10, scale: 2, mode: 'number' }),
  pricePerClient: numeric('price_per_client', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  /** 999 = unlimited */
  clientsLimit: integer('clients_limit').notNull().default(5),
  /** People a workspace on this plan may have besides its owner (0: none, as on the creator plan). */
  membersLimit: integer('members_limit').notNull().default(0),
  /** Discount in percent for paying 3, 6 or 12 months upfront with Pix (set by the admin). */
  upfrontDiscount3: numeric('upfront_discount_3', { precision: 5, scale: 2, mode: 'number' }).notNull().default(5),
  upfrontDiscount6: numeric('upfront_discount_6', { precision: 5, scale: 2, mode: 'number' }).notNull().default(10),
  upfrontDiscount12: numeric('upfront_discount_12', { precision: 5, scale: 2, mode: 'number' }).notNull().default(15),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingEvents = pgTable(
  'billing_events',
  {
    /** Stripe event id (or demo-… for the demo provider): each is applied once. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account a subscription event was applied to (null: a Pix event, or none found). */
    userId: text('user_id'),
    /** When the provider created the event. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    /**
     * The next renewal the event reported. The account's renewal date is the one of its newest event that
     * reported one, so an older event arriving late, or a newer one that says nothing of it, never moves it.
     */
    renewalDate: timestamp('renewal_date', { withTimezone: true }),
    /**
     * The provider subscription the event is about (null: none said). The renewal date is read from the events
     * of the account's own subscription only: a Pix Automático paid beside a card and cancelled says nothing
     * of the card's dates.
     */
    subscriptionId: text('subscription_id'),
  },
  (t) => [index('billing_events_user_renewal_idx').on(t.userId, t.occurredAt)],
);

/**
 * One Pix charge: an upfront period (N months) or the first month of a Pix Automático subscription.
 * pending -> paid | failed | expired; paid -> refunded. Amounts come from the price table when the
 * checkout starts and never change afterwards.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** stripe | demo */
    provider: text('provider').notNull(),
    /** pix_upfront | pix_automatico */
    method: text('method').notNull(),
    /** solo | agency */
    plan: text('plan').notNull(),
    months: integer('months').notNull(),
    /** What is charged in cash (net of `credit`). */
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /**
     * On an upgrade inside a prepaid period: the unused share of the old plan's charges, already deducted
     * from `amount` (its parts are in payment_credits).
     */
    credit: numeric('credit', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('BRL'),
    /** pending | paid | failed | expired | refunded */
    status: text('status').notNull().default('pending'),
    /** The provider's checkout session id (Stripe cs_…), once created. */
    checkoutId: text('checkout_id').unique(),
    checkoutUrl: text('checkout_url'),
    /** The copia-e-cola string (demo provider). */
    brCode: text('br_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    /** now | period_end */
    refundEndsAccess: text('refund_ends_access'),
    /** When an upgrade ended this charge's period before `period_end` (its unused share became credit). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * A refund's money movement, which happens after the refund is committed here: pending (recorded, the
     * provider not yet confirmed), failed (the provider call failed; a retry completes it), done. Null: no refund.
     */
    refundProviderStatus: text('refund_provider_status'),
    /**
     * Pix Automático: when the authorization this charge set up was revoked (the provider's event time). Kept on
     * the charge, not the account, so the revocation holds whatever event about that authorization comes after
     * it, and a new authorization (a new charge) is not touched by it.
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One checkout in progress per account: two started at once cannot both be paid into two periods.
    uniqueIndex('payments_one_pending_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('payments_paid_at_idx').on(t.paidAt),
  ],
);

/**
 * The parts of an upgrade's credit: how much of each old prepaid charge was deducted from the upgrade
 * charge. Written with the pending charge (the quote); it moves revenue from the old charge to the new one
 * only while both are paid (a refund of either undoes the move), so the admin's spread adds up to the cash.
 */
export const paymentCredits = pgTable(
  'payment_credits',
  {
    /** The upgrade charge the credit was deducted from. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The old prepaid charge whose unused share it is. */
    fromPaymentId: uuid('from_payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.fromPaymentId] }),
    index('payment_credits_from_idx').on(t.fromPaymentId),
  ],
);

/** Renewal reminders already sent (one per account, period end and kind: 7 or 1 day before). */
export const billingNotices = pgTable(
  'billing_notices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** renew_7d | renew_1d | ended */
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('billing_notices_once').on(t.userId, t.periodEnd, t.kind)],
);

/**
 * The history of paid access, one row per stretch of time an account (a workspace) had a paid plan in
 * force: opened when it starts having one, closed when it stops (docs/decisions/0004-admin-metrics.md,
 * churn). The profile only says what holds now; the churn figure needs who was paying at a past instant.
 */
export const paidAccessPeriods = pgTable(
  'paid_access_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while the access lasts. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** How it was paid (card | pix_automatico | pix_upfront), the latest while it lasted. */
    method: text('method'),
    /** cancelled | unpaid | revoked | prepaid_ended | refunded | ended */
    endReason: text('end_reason'),
  },
  (t) => [
    // One stretch in force per account: two status changes at once cannot open two.
    uniqueIndex('paid_access_periods_one_open')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    index('paid_access_periods_user_idx').on(t.userId, t.startedAt),
  ],
);

/**
 * The billing state of a workspace: one row per workspace, keyed by its owner's user id. The only writer is
 * billing/subscription-writer.ts; everything else reads it (with the profile: the account's reader joins it).
 * The TypeScript names are the ones the account had when these were profile columns, so readers kept them.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** The workspace owner's user id (a workspace is named after its owner's account). */
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** trial | active | cancelled | past_due | blocked | none (an account made by an invitation: no plan of its own) */
    subscriptionStatus: text('status').notNull().default('trial'),
    /** The plan: trial | creator | agency */
    subscriptionType: text('plan').notNull().default('creator'),
    /** social | enterprise | null */
    agencyPlan: text('agency_plan'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The next monthly renewal (tokens back to the limit; the provider's next debit for a subscription). */
    nextRenewalDate: timestamp('next_renewal_at', { withTimezone: true }),
    /** How the plan is paid: card | pix_automatico | pix_upfront (null: never paid). */
    paymentMethod: text('payment_method'),
    /**
     * End of the paid access when nothing renews it: the end of a prepaid Pix period, or of the current
     * month after a Pix Automático authorization was revoked. Null: renews by itself (card, Pix Automático).
     */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    /** The moment monthly token renewals count from (same day of the month, as a card subscription). */
    billingAnchor: timestamp('billing_anchor', { withTimezone: true }),
    /**
     * After the refund of an upgrade with access to the month's end: when the Agência access ends and the
     * prepaid Criador period it had replaced resumes (the billing calendar job switches the plan then).
     */
    creatorResumesAt: timestamp('creator_resumes_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Creation time (the provider's) of the last subscription event applied: older events are ignored. */
    subscriptionEventAt: timestamp('last_event_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_next_renewal_idx').on(t.nextRenewalDate)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
