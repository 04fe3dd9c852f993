/**
 * Brand kits and rendered images.
 *
 * A brand kit belongs to a workspace (the owner's user id, like the brand voice) and a subject: 'self'
 * for the workspace's own kit, or an agency client's id (also kept as a foreign key, so deleting the
 * client deletes its kit). The logo is stored in the row as the PNG the renderer re-encoded (at most
 * 512 px a side), so every instance can draw it.
 *
 * Rendered images are derived data keyed by the hash of everything they depend on; with PostgreSQL they
 * live in `rendered_images` so every instance serves the same bytes. (With PGlite they are files under
 * DATA_DIR and this table stays empty.) Which content item uses which image is recorded elsewhere.
 */
import { customType, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BrandColors } from '@shared/render/brand-kit';
import { user } from './auth';
import { agencyClients } from './agency';

/** Binary column; both drivers hand back a Uint8Array (pg a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => new Uint8Array(value),
});

export const brandKits = pgTable(
  'brand_kits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'self' (the workspace) or the client's id as text. */
    subject: text('subject').notNull(),
    clientId: uuid('client_id').references(() => agencyClients.id, { onDelete: 'cascade' }),
    colors: jsonb('colors').$type<BrandColors>().notNull(),
    fontPair: text('font_pair').notNull(),
    handle: text('handle').notNull().default(''),
    logoPng: bytea('logo_png'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    logoHash: text('logo_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_kits_owner_subject_idx').on(t.ownerUserId, t.subject)],
);

export const renderedImages = pgTable('rendered_images', {
  /** sha256 of the frame's texts and sizes, template, brand kit and fonts version. */
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
