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
 * DATA_DIR and this table stays empty.)
 *
 * Which content item uses which image: `item_image_sets` (one row per item that has images: the user's
 * template choices, and what the images were drawn from, to tell when they are out of date) and
 * `item_images` (the item's images in order, each naming its image by hash). Both go with the item.
 */
import {
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BrandColors } from '@shared/render/brand-kit';
import { user } from './auth';
import { agencyClients } from './agency';
import { tasks } from './content';

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
  /**
   * When the image was drawn, or last found and named again by a render (`touch`): the time the prune of
   * unused images reads (render/image-store.ts).
   */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An item's rendered set: the template chosen per slide by the user, and what the images were drawn from. */
export const itemImageSets = pgTable('item_image_sets', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  /** Per slide, the template the user chose, or null for the one its role gives. */
  templates: jsonb('templates').$type<Array<string | null>>().notNull().default([]),
  /** sha256 of the texts the images were drawn from (changes on an edit or a restore). */
  sourceHash: text('source_hash').notNull(),
  /** sha256 of the brand kit they were drawn with (a new kit shows "Atualizar imagens"). */
  kitHash: text('kit_hash').notNull(),
  renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The item's images in order (1-based position), each one a rendered image by hash. */
export const itemImages = pgTable(
  'item_images',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    template: text('template').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The frame's title, for the image's alternative text. */
    title: text('title').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.position] })],
);
