/**
 * Private iCalendar feeds: one per user. The link carries a random secret; only its SHA-256 is stored,
 * so a copy of the database does not reveal working links. Rotating replaces the row; revoking deletes it.
 */
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const calendarFeeds = pgTable('calendar_feeds', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** SHA-256 (hex) of the secret in the link. */
  tokenHash: text('token_hash').notNull().unique(),
  /** What the user chose when creating the link (the link's own query flag decides the output). */
  includeDates: boolean('include_dates').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
