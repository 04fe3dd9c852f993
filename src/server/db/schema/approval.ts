/**
 * Client approval: review links (bearer secrets, looked up by a SHA-256 of the token, and the token
 * itself kept only encrypted, so its owner can copy the address again), the items each link shows, the
 * answers given (events). The in-app notices of the answers are in `notices.ts`.
 *
 * A link item and an event point at their content item through a foreign key, so that deleting the item
 * removes it from every link. An item
 * is live in at most one link: sending it in another marks its old row moved (two partial unique
 * indexes hold this even when two requests race).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalActor } from '@shared/schemas/approval';
import { user } from './auth';
import { agencyClients } from './agency';
import { tasks } from './content';

export const reviewLinks = pgTable(
  'review_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** base64url SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * The token encrypted with a key derived from the server's auth secret (AES-256-GCM), so the owner
     * can copy the same address again; null for links made before it was kept (they need a new address).
     */
    tokenSealed: text('token_sealed'),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The agency's client the items belong to; null for a creator's own items. */
    clientId: uuid('client_id').references(() => agencyClients.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last reminder the owner sent for this link. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_links_owner_created_idx').on(t.ownerUserId, t.createdAt)],
);

const itemRef = () => ({
  taskId: uuid('task_id')
    .notNull()
    .references(() => tasks.id, { onDelete: 'cascade' }),
});

export const reviewLinkItems = pgTable(
  'review_link_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => reviewLinks.id, { onDelete: 'cascade' }),
    ...itemRef(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** The person who sent the item on this link (hears of the client's answer); null for older rows. */
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    /** Set when the item was sent in another link: this link's page shows it as moved, not answerable. */
    movedAt: timestamp('moved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_link_items_link_task_idx').on(t.linkId, t.taskId),
    uniqueIndex('review_link_items_live_task_idx')
      .on(t.taskId)
      .where(sql`${t.movedAt} is null`),
    index('review_link_items_task_idx').on(t.taskId),
  ],
);

export const approvalEvents = pgTable(
  'approval_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two answers in the same instant still have a last one. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    linkId: uuid('link_id').references(() => reviewLinks.id, { onDelete: 'set null' }),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...itemRef(),
    /** approved | changes_requested (the client) | pending (a new version sent by the owner) */
    state: text('state').notNull(),
    /** client | owner (`APPROVAL_ACTORS`) */
    actor: text('actor').$type<ApprovalActor>().notNull().default('client'),
    approverName: text('approver_name'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('approval_events_task_idx').on(t.taskId, t.seq),
    index('approval_events_owner_created_idx').on(t.ownerUserId, t.createdAt),
  ],
);
