/** Agency clients and the agency's subscription record (client limit and counter). */
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const agencyClients = pgTable(
  'agency_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyUserId: text('agency_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    niche: text('niche'),
    dailyRoutine: text('daily_routine'),
    notes: text('notes'),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_clients_agency_created_idx').on(t.agencyUserId, t.createdAt)],
);

export const agencySubscriptions = pgTable('agency_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  agencyUserId: text('agency_user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  planType: text('plan_type').notNull().default('social'),
  /** 999 = unlimited (enterprise) */
  clientsLimit: integer('clients_limit').notNull().default(5),
  currentClients: integer('current_clients').notNull().default(0),
  pricePerClient: numeric('price_per_client', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  totalMonthlyPrice: numeric('total_monthly_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(397),
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
