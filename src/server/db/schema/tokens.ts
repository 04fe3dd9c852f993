/** Token ledger (exactly-once spend/refund per generation) and AI usage tracking. */
import { index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id').notNull(),
    /** spend | refund */
    entry: text('entry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('token_ledger_generation_entry').on(t.generationId, t.entry)],
);

export const usageTracking = pgTable(
  'usage_tracking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    actionType: text('action_type').notNull(),
    tokensUsed: integer('tokens_used').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    costBrl: numeric('cost_brl', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_tracking_created_at_idx').on(t.createdAt)],
);
