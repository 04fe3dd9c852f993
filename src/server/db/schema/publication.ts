/**
 * The reminders "Hora de postar": one row per item and time it is due. Scheduling writes it; the job
 * claims it with one conditional UPDATE (`sent_at is null`), so it is sent once however many instances
 * run the job at once or restart. A moved time replaces the unsent row; a deleted item takes its rows
 * with it (cascade).
 */
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tasks } from './content';
import { user } from './auth';

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

/**
 * The devices where a person turned on "Avisar no celular na hora de postar": one row per browser's push
 * subscription. The endpoint (the push service's address for that browser) is unique: if another person
 * subscribes from the same browser, the row becomes theirs. A row the push service answers 404 or 410
 * for is gone on the device's side and is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's keys that encrypt what is sent to it (base64 URL). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
