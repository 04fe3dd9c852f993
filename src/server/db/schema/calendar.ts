/**
 * Private iCalendar feeds: one per person and workspace. The link carries a random secret; only its SHA-256
 * is stored, so a copy of the database does not reveal working links. Rotating replaces the row; revoking
 * deletes it. The row names who asked for it (`user_id`) and in which workspace (`workspace_id`): the feed
 * shows what that person may see there at the time it is read, never more.
 */
import { boolean, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person the link belongs to (a member's own account, or the founding account). */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The workspace whose calendar it shows (the founding account's user id, as in every owner column). */
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the secret in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** What the user chose when creating the link (the link's own query flag decides the output). */
    includeDates: boolean('include_dates').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('calendar_feeds_user_workspace_unique').on(t.userId, t.workspaceId)],
);
