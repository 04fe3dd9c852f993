/**
 * Brand voice ("Voz da marca") and its learned memory ("Memória da marca"). Both belong to an owner (the
 * signed-in user) and a subject: 'self' for the creator's own voice, or an agency client's id. The
 * client id is also kept as a foreign key so deleting a client deletes its voice and memory.
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VoiceProfile } from '@shared/schemas/voice';
import { user } from './auth';
import { agencyClients } from './agency';

const ownerColumns = () => ({
  ownerUserId: text('owner_user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** 'self' (the creator) or the client's id as text. */
  subject: text('subject').notNull(),
  clientId: uuid('client_id').references(() => agencyClients.id, { onDelete: 'cascade' }),
});

export const voiceProfiles = pgTable(
  'voice_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownerColumns(),
    profile: jsonb('profile').$type<VoiceProfile>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('voice_profiles_owner_subject_idx').on(t.ownerUserId, t.subject)],
);

export const voiceExamples = pgTable(
  'voice_examples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownerColumns(),
    /** Content kind the example was written for. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** Hash of the normalised text: the same text learned twice is one example. */
    fingerprint: text('fingerprint').notNull(),
    /** edit | approval */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voice_examples_unique_idx').on(t.ownerUserId, t.subject, t.kind, t.fingerprint),
    index('voice_examples_owner_subject_idx').on(t.ownerUserId, t.subject, t.kind, t.createdAt),
  ],
);
