/**
 * In-app notices, listed under the bell until read. Each notice is addressed to ONE person (`user_id`)
 * and read by that person alone; it also keeps the workspace it speaks of, so a person in two workspaces
 * sees under the bell only the notices of the workspace they are working in. What a notice says depends
 * on its kind; its texts are copied into `payload` when written, so it outlives the item it speaks of.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { agencyClients } from './agency';

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The workspace the notice is about (its founding account's user id). */
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The person it is addressed to (their own account). */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What happened (`NOTICE_KINDS` in src/shared/notices.ts); `payload` holds that kind's texts. */
    kind: text('kind').notNull(),
    /** The agency's client it is about, so a member limited to some clients never reads another's. */
    clientId: uuid('client_id').references(() => agencyClients.id, { onDelete: 'cascade' }),
    /** The item it is about; no foreign key: the notice outlives a deleted item. */
    itemId: uuid('item_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_workspace_created_idx').on(t.userId, t.workspaceId, t.createdAt)],
);
