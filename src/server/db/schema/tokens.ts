/** Token ledger (exactly-once spend/refund per generation) and AI usage tracking. */
import { sql } from 'drizzle-orm';
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
    /**
     * On a spend: when its item was saved. An item can be deleted later (by its owner or on expiry), so the
     * reconciliation job reads this, not the item, to know the token was used.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('token_ledger_generation_entry').on(t.generationId, t.entry),
    // The reconciliation job's scan: open spends, oldest first.
    index('token_ledger_open_spends_idx')
      .on(t.createdAt)
      .where(sql`entry = 'spend' AND settled_at IS NULL`),
  ],
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
