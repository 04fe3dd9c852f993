/**
 * Who did what in a workspace: one row per action a person (or a client answering an approval link) took
 * on its content. Rows are only ever added. The client column lets a member who sees only some clients read
 * only their activity; an item's id is kept without a foreign key because a deletion is logged too, and the
 * row must outlive the item it names.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { agencyClients } from './agency';

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The workspace: its founding account's user id. */
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The agency client the action concerns (null for a creator's own items). */
    clientId: uuid('client_id').references(() => agencyClients.id, { onDelete: 'cascade' }),
    /** Who acted; null when the client answered through the approval link (or the account is gone). */
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** created | edited | deleted | rescheduled | approval_sent | approval_answered */
    action: text('action').notNull(),
    itemId: uuid('item_id'),
    /** What the reader needs to word the line without the item (its title, the new date, the answer). */
    details: jsonb('details').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('activity_log_client_created_idx').on(t.clientId, t.createdAt),
  ],
);
