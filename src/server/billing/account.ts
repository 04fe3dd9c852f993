/**
 * How an account is read: its profile and its workspace's subscription row in one query. The billing state
 * lives in `subscriptions` alone (one row per workspace); the profile holds the person's own fields. Readers
 * get both under the names the account always had (`Profile` in db/schema/profiles.ts).
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, subscriptions } from '../db/schema';

const { userId: _owner, updatedAt: _changed, ...stateColumns } = getTableColumns(subscriptions);

/** The columns of an account: the profile's and its subscription state's. */
export const accountColumns = { ...getTableColumns(profiles), ...stateColumns };

/** A select of accounts (profile joined with its subscription row); add `.where(...)`, `.for('update')`. */
export function selectAccounts(db: Database) {
  return db
    .select(accountColumns)
    .from(profiles)
    .innerJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    .$dynamic();
}
