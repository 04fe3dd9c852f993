/** Prices the admin edits, and the webhook events already applied. */
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const pricingConfig = pgTable('pricing_config', {
  /** creator | agency_social | agency_enterprise */
  planType: text('plan_type').primaryKey(),
  basePrice: numeric('base_price', { precision: 10, scale: 2, mode: 'number' }),
  pricePerClient: numeric('price_per_client', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  /** 999 = unlimited */
  clientsLimit: integer('clients_limit').notNull().default(5),
  /** People a workspace on this plan may have besides its owner (0: none, as on the creator plan). */
  membersLimit: integer('members_limit').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingEvents = pgTable('billing_events', {
  /** Stripe event id (or demo-… for the demo provider): each is applied once. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
