/**
 * The monthly report ("Relatório do mês").
 *
 * - `report_links`: the no-login address a client opens to read one month's report. Like a review link it
 *   is a bearer secret: looked up by the SHA-256 of its token, the token kept only sealed (so its owner can
 *   copy the address again), expiring and revocable, and scoped to one client (or a creator's own items)
 *   and one month — the page shows that report and nothing else.
 * - `report_item_metrics`: reach and engagement a person typed for a published item (from the network's
 *   own insights); optional, shown in the report when present.
 * - `report_documents`: the PDFs, derived data keyed by the hash of the report they were drawn from (the
 *   same figures and brand always give the same bytes), so every instance serves the same file.
 */
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { agencyClients } from './agency';
import { tasks } from './content';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => new Uint8Array(value),
});

export const reportLinks = pgTable(
  'report_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** base64url SHA-256 of the token; the token itself is never stored in clear. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token sealed with a key derived from the auth secret (see approval/tokens.ts). */
    tokenSealed: text('token_sealed').notNull(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The agency's client; null for a creator's own report. */
    clientId: uuid('client_id').references(() => agencyClients.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' on the São Paulo calendar. */
    month: text('month').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_links_owner_client_month_idx').on(t.ownerUserId, t.clientId, t.month)],
);

export const reportItemMetrics = pgTable('report_item_metrics', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  reach: integer('reach'),
  engagement: integer('engagement'),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reportDocuments = pgTable('report_documents', {
  /** sha256 of the report's figures, brand and the PDF layout's version. */
  hash: text('hash').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The opening paragraph of one version of a report, keyed by the hash of the figures it was written from.
 * The model is asked once per version: reopening the report, its PDF or its link reads the paragraph here.
 * `source` says who wrote it: 'model' (passed the guard) or 'rule' (the model's text was refused, so the
 * rule-written paragraph stands and the model is not asked again for the same figures).
 */
export const reportOpenings = pgTable('report_openings', {
  hash: text('hash').primaryKey(),
  text: text('text').notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
