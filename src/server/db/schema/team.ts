/**
 * Workspaces and their people. A workspace is an account's data: its id is the founding account's user id,
 * the value the owner columns of the other tables (`tasks.user_id`, `agency_clients.agency_user_id`, `owner_user_id`...)
 * already hold. Members are the people who may act on it, each with a role; invitations bring new ones.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import type { InvitableRole, WorkspaceRole } from '@shared/team';

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The workspace: its founding account's user id. */
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** owner | editor | reviewer (the founding account is always an owner; others may be made owners). */
    role: text('role').$type<WorkspaceRole>().notNull(),
    /** True: every client of the workspace; false: only `clientIds`. */
    allClients: boolean('all_clients').notNull().default(true),
    clientIds: uuid('client_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspace_members_workspace_user_idx').on(t.workspaceId, t.userId),
    index('workspace_members_user_idx').on(t.userId),
    check('workspace_members_role_check', sql`${t.role} IN ('owner', 'editor', 'reviewer')`),
  ],
);

export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Lower-cased: only the account with this e-mail may accept. */
    email: text('email').notNull(),
    /** owner | editor | reviewer */
    role: text('role').$type<InvitableRole>().notNull(),
    allClients: boolean('all_clients').notNull().default(true),
    clientIds: uuid('client_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** base64url SHA-256 of the token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workspace_invitations_workspace_idx').on(t.workspaceId, t.createdAt),
    index('workspace_invitations_email_idx').on(t.email),
    check('workspace_invitations_role_check', sql`${t.role} IN ('owner', 'editor', 'reviewer')`),
  ],
);

/**
 * A workspace's settings that are not the plan's (those stay on the owner's profile). One row per
 * workspace, made the first time the owner changes a setting; no row means every setting is off.
 */
export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** "Revisão interna": items need the team's approval before they can be sent to the client. */
  internalReview: boolean('internal_review').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
