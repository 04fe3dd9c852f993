/**
 * Generated content: one table for every item of a workspace (spec part 1 §3 names two, `tasks` and
 * `client_tasks`; here they are one table, decision 0005). `user_id` is the workspace's owner; `client_id`
 * says which agency client an item is for, and is null for a creator's own items.
 */
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { agencyClients } from './agency';

export interface TaskPart {
  id: string;
  time?: string;
  type?: string;
  content: string;
  engagement_tip?: string;
  completed: boolean;
}

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Plain text, or JSON as text for daily scripts, reels and carousels. */
    content: text('content').notNull(),
    /** daily_script | caption | reel_idea | story | ad_copy | carousel */
    type: text('type').notNull(),
    tone: text('tone'),
    completed: boolean('completed').notNull().default(false),
    parts: jsonb('parts').$type<TaskPart[]>().notNull().default([]),
    /** Generator options shown as badges (caption style, ad method and type, carousel image count). */
    options: jsonb('options').$type<Record<string, string | number>>().notNull().default({}),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    /** pending | in_progress | completed */
    status: text('status').notNull().default('pending'),
    /** Client approval: none | pending | approved | changes_requested */
    approvalState: text('approval_state').notNull().default('none'),
    /**
     * The team's own review before the client (when the workspace turns it on):
     * draft | in_review | approved | changes. Kept apart from the client's approval on purpose.
     */
    internalReview: text('internal_review').notNull().default('draft'),
    /** The reviewer's comment when they asked for an adjustment (cleared on the next submission). */
    internalReviewComment: text('internal_review_comment'),
    /** Who last submitted the item to the internal review (hears of the reviewer's answer). */
    internalReviewSubmittedBy: text('internal_review_submitted_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The publication's stored step: none | scheduled | published | not_published (`src/shared/publication.ts`;
     * "rascunho" and "aprovado" are read from the approval columns above, not stored again).
     */
    publicationState: text('publication_state').notNull().default('none'),
    /** Scheduled: the São Paulo date and time it is to be posted (its reminder's time). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Published: when it really went out, where, and the post's address when given. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedChannel: text('published_channel'),
    publishedUrl: text('published_url'),
    /** Not published: the reason the person gave. */
    notPublishedReason: text('not_published_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The generation that wrote this item (its token_ledger spend). Unique: an item proves its token was
     * used, so the reconciliation job refunds only spends without one. Null for items made before.
     */
    generationId: uuid('generation_id').unique(),
    /**
     * The person who created the item (a workspace member's own account, not the workspace). Null for items
     * made before authors were recorded, or when that account was deleted.
     */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The workspace the item belongs to: its founding account's user id (the same value every owner column
     * holds), for a creator's own items and an agency's clients' items alike.
     */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The agency client the item is for; null for a creator's own items (and an agency's pre-agency ones). */
    clientId: uuid('client_id').references(() => agencyClients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // Lists, newest first, of the workspace (a creator's, or an agency's across the clients it may see).
    index('tasks_user_created_idx').on(t.userId, t.createdAt),
    // One client's list, newest first.
    index('tasks_client_created_idx').on(t.clientId, t.createdAt),
    // Dashboard counts by an index-only scan: per kind and completed, without reading the rows. The client
    // is in the index too, so the "own items or clients' items" condition (and a member's clients) is
    // answered from it.
    index('tasks_user_type_completed_idx').on(t.userId, t.type, t.completed, t.clientId),
    // The calendar reads a workspace's items by scheduled day.
    index('tasks_user_scheduled_idx').on(t.userId, t.scheduledDate),
  ],
);
