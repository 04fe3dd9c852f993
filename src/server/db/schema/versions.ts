/**
 * Versions of a saved item: what it said when generated, after each edit, after a regeneration and after
 * a restore. A version points at its item (and goes away with it). Rows are only ever added: restoring an
 * old version writes a new one, so nothing is lost.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tasks, type TaskPart } from './content';

export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per item. */
    version: integer('version').notNull(),
    content: text('content').notNull(),
    parts: jsonb('parts').$type<TaskPart[]>().notNull().default([]),
    options: jsonb('options').$type<Record<string, string | number>>().notNull().default({}),
    /** generated | edited | regenerated | restored */
    origin: text('origin').notNull(),
    /** The version a restore copied. */
    restoredFrom: integer('restored_from'),
    /**
     * The generator's form fields, kept with generated and regenerated versions: a regeneration asks the
     * model again with the same request.
     */
    input: jsonb('input').$type<Record<string, unknown>>(),
    /** The token spend behind a generated or regenerated version (the ledger's generation id). */
    generationId: uuid('generation_id'),
    /** Who wrote this version (a member's own account); null before authors were recorded. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_versions_task_version_idx').on(t.taskId, t.version),
    index('content_versions_generation_idx').on(t.generationId),
  ],
);
