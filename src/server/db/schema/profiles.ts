/** The product profile of a user: plan, trial, tokens (spec part 1 §3). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    /**
     * The team's own name ("Agência Alfa"), set by a Dono; only the workspace owner's profile holds one.
     * Null: the team is named after its founder, as before teams had names.
     */
    workspaceName: text('workspace_name'),
    /**
     * The team's WhatsApp number, stored in E.164 (`+5511987654321`), set by a Dono with the team's name.
     * A client whose link has moved on is told to talk to the agency there. Null: none given.
     */
    workspaceWhatsapp: text('workspace_whatsapp'),
    avatarUrl: text('avatar_url'),
    niche: text('niche'),
    dailyRoutine: text('daily_routine'),
    /** trial | active | cancelled | past_due | blocked */
    subscriptionStatus: text('subscription_status').notNull().default('trial'),
    /** trial | creator | agency */
    subscriptionType: text('subscription_type').notNull().default('creator'),
    /** social | enterprise | null */
    agencyPlan: text('agency_plan'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    tokensRemaining: integer('tokens_remaining').notNull().default(150),
    tokensLimit: integer('tokens_limit').notNull().default(150),
    nextRenewalDate: timestamp('next_renewal_date', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Creation time (Stripe's) of the last subscription event applied: older events are ignored. */
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_tokens_non_negative', sql`${t.tokensRemaining} >= 0`),
    index('profiles_created_at_idx').on(t.createdAt),
  ],
);

/** A profile row as services read it (the type lives beside its table, so readers need no service). */
export type Profile = typeof profiles.$inferSelect;
