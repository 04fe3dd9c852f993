/**
 * How an account is read: its profile and its workspace's subscription row in one query. The billing state
 * lives in `subscriptions` alone (one row per workspace); the profile holds the person's own fields. Readers
 * get both under the names the account always had (`Profile` in db/schema/profiles.ts).
 */
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { decodeColumns } from '../db/decode-row';
import { profiles, subscriptions } from '../db/schema';
import type { Profile } from '../db/schema/profiles';

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

const accountEntries = Object.entries(accountColumns);

/**
 * The account as ONE value of a query that joins `profiles` and `subscriptions` (null when either row is
 * missing): a JSON object built by PostgreSQL, decoded here with each column's own mapping, so it reads the
 * same as `accountColumns`. For the session read on every request: the driver's work grows with the number
 * of columns a row has, and one JSON column costs less than the account's twenty-odd.
 */
export function accountJson(): SQL<Profile | null> {
  const pairs = accountEntries.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql<Profile | null>`case when ${profiles.id} is not null and ${subscriptions.userId} is not null
    then json_build_object(${sql.join(pairs, sql`, `)}) end`.mapWith(decodeAccount);
}

function decodeAccount(json: Record<string, unknown>): Profile {
  return decodeColumns<Profile>(accountEntries, json);
}
