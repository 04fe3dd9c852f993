/**
 * The access rule (`@shared/access-rule`) as SQL, built from the same table `decideAccess` reads, for every
 * query that counts or filters accounts by access (the admin's figures, the paid-access history). Nothing
 * here states a condition of its own: a `CASE` is generated from the table's rows in their order, so the
 * database and the gate cannot disagree (`access-sql.int.test.ts` runs both on the same rows).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ACCESS_TABLE,
  FALLBACK_STATE,
  PAID_PLAN_TYPES,
  PAYING_STATE,
  STATES_WITH_ACCESS,
  STATES_WITH_PAID_PLAN,
  type AccessConditions,
  type AccessState,
} from '@shared/access-rule';
import { UPFRONT_METHOD } from '@shared/plans';
import { subscriptions } from '../db/schema';

/** The columns the rule reads; by default the `subscriptions` row's. */
export interface AccessColumns {
  status: AnyPgColumn | SQL;
  trialEndsAt: AnyPgColumn | SQL;
  paidUntil: AnyPgColumn | SQL;
  subscriptionType: AnyPgColumn | SQL;
}

const SUBSCRIPTION_COLUMNS: AccessColumns = {
  status: subscriptions.subscriptionStatus,
  trialEndsAt: subscriptions.trialEndsAt,
  paidUntil: subscriptions.paidUntil,
  subscriptionType: subscriptions.subscriptionType,
};

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function conditionSql(when: AccessConditions, cols: AccessColumns, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const parts: SQL[] = [sql`${cols.status} in (${list(when.statuses)})`];
  if (when.trialRunning === true) parts.push(sql`coalesce(${cols.trialEndsAt} > ${at}, false)`);
  if (when.trialRunning === false) parts.push(sql`not coalesce(${cols.trialEndsAt} > ${at}, false)`);
  if (when.periodOpen === true) parts.push(sql`(${cols.paidUntil} is null or ${cols.paidUntil} > ${at})`);
  if (when.periodOpen === false) parts.push(sql`coalesce(${cols.paidUntil} <= ${at}, false)`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The account's state (an `AccessState` as text). `isAdmin`: an SQL truth value for platform admins, when
 * the query has the user row at hand.
 */
export function accessStateSql(now: Date, cols: AccessColumns = SUBSCRIPTION_COLUMNS, isAdmin?: SQL): SQL<AccessState> {
  const branches = ACCESS_TABLE.map((row) => sql`when ${conditionSql(row.when, cols, now)} then ${row.state}`);
  if (isAdmin) branches.unshift(sql`when ${isAdmin} then ${'admin' satisfies AccessState}`);
  return sql<AccessState>`(case ${sql.join(branches, sql` `)} else ${FALLBACK_STATE} end)`;
}

/** The account is in one of these states. */
export function accessStateIn(
  states: readonly AccessState[],
  now: Date,
  cols: AccessColumns = SUBSCRIPTION_COLUMNS,
  isAdmin?: SQL,
): SQL {
  return sql`${accessStateSql(now, cols, isAdmin)} in (${list(states)})`;
}

/** The app may be used now (`decideAccess(...).hasAccess`). */
export const hasAccessSql = (now: Date, cols: AccessColumns = SUBSCRIPTION_COLUMNS, isAdmin?: SQL) =>
  accessStateIn(STATES_WITH_ACCESS, now, cols, isAdmin);

/** A paid plan is in force, its payment possibly late (`decideAccess(...).paidPlan`). */
export const paidPlanSql = (now: Date, cols: AccessColumns = SUBSCRIPTION_COLUMNS) =>
  accessStateIn(STATES_WITH_PAID_PLAN, now, cols);

/** A paying customer (`isPaying`). */
export const payingSql = (now: Date, cols: AccessColumns = SUBSCRIPTION_COLUMNS): SQL =>
  sql`(${accessStateIn([PAYING_STATE], now, cols)} and ${cols.subscriptionType} in (${list(PAID_PLAN_TYPES)}))`;

/** A paying customer on a period paid ahead with Pix (its revenue is the period's monthly share). */
export const prepaidSql = (now: Date, cols: AccessColumns = SUBSCRIPTION_COLUMNS): SQL =>
  sql`(${payingSql(now, cols)} and ${subscriptions.paymentMethod} = ${UPFRONT_METHOD})`;

/**
 * An account that owns a workspace: every state but `none` (an account made by an invitation works in its
 * team's workspace; the admin counts it among the members, never as a user, trial or payer).
 */
export const customerSql = (now: Date, cols: AccessColumns = SUBSCRIPTION_COLUMNS): SQL =>
  sql`not ${accessStateIn(['none'], now, cols)}`;
