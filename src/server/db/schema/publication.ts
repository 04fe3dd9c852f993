/**
 * The reminders "Hora de postar": one row per item and time it is due. Scheduling writes it; the job
 * claims it with one conditional UPDATE (`sent_at is null`), so it is sent once however many instances
 * run the job at once or restart. A moved time replaces the unsent row; a deleted item takes its rows
 * with it (cascade).
 */
import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tasks } from './content';

export const publicationReminders = pgTable(
  'publication_reminders',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When it was sent; null while it waits. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Sent well after its time (the server was down): told as "atrasado". */
    late: boolean('late').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.dueAt] }),
    // The job reads only the reminders still waiting, by time.
    index('publication_reminders_waiting_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
