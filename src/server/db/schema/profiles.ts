/** The product profile of a user: name, niche, tokens (spec part 1 §3); the plan is in `subscriptions`. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import type { SubscriptionRow } from './billing';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    /**
     * The team's own name ("Agência Alfa"), set by a Dono; only the workspace owner's profile holds one.
     * Null: the team is named after its founder, as before teams had names.
     */
    workspaceName: text('workspace_name'),
    /**
     * The team's WhatsApp number, stored in E.164 (`+5511987654321`), set by a Dono with the team's name.
     * A client whose link has moved on is told to talk to the agency there. Null: none given.
     */
    workspaceWhatsapp: text('workspace_whatsapp'),
    avatarUrl: text('avatar_url'),
    niche: text('niche'),
    dailyRoutine: text('daily_routine'),
    tokensRemaining: integer('tokens_remaining').notNull().default(150),
    tokensLimit: integer('tokens_limit').notNull().default(150),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_tokens_non_negative', sql`${t.tokensRemaining} >= 0`),
    index('profiles_created_at_idx').on(t.createdAt),
  ],
);

/** A profile row alone (no billing state). */
export type ProfileRow = typeof profiles.$inferSelect;

/** The billing state an account is read with (its workspace's `subscriptions` row). */
export type SubscriptionState = Omit<SubscriptionRow, 'userId' | 'updatedAt'>;

/**
 * An account as services read it: the profile and its workspace's subscription state, read together in one
 * query (profile-service.ts, `accountColumns`). The type lives beside its table, so readers need no service.
 */
export type Profile = ProfileRow & SubscriptionState;

/** The account from its profile row and its workspace's subscription row (read together with a join). */
export function accountOf(profile: ProfileRow, subscription: SubscriptionRow): Profile {
  const { userId: _owner, updatedAt: _changed, ...state } = subscription;
  return { ...profile, ...state };
}
