/**
 * The only module that writes a workspace's subscription row (`subscriptions`): every billing event (card,
 * Pix, refund, calendar, demo) and the few account changes that touch the plan (a new account's trial, an
 * agency chosen at onboarding, the admin's own account, a token renewal moving the next renewal date) come
 * through here, so there is one place to read to know how the state can change. An architecture test
 * (subscription-writer.test.ts) fails when another file writes the table.
 */
import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';

/** What a change may set: any state column (the row's owner never changes). */
export type SubscriptionChange = Partial<Omit<typeof subscriptions.$inferInsert, 'userId' | 'updatedAt'>>;

/** Applies `change` to the workspace's row. */
export async function writeSubscription(
  db: Database,
  userId: string,
  change: SubscriptionChange,
  now: Date,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db
    .update(subscriptions)
    .set({ ...change, updatedAt: now })
    .where(eq(subscriptions.userId, userId));
}

/** A new account's row (its trial, or none for an account made by an invitation); an existing row stays. */
export async function openSubscription(
  db: Database,
  userId: string,
  initial: SubscriptionChange,
  now: Date,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ ...initial, userId, updatedAt: now })
    .onConflictDoNothing({ target: subscriptions.userId });
}

/**
 * A monthly renewal: the next renewal date moves to `next`, only if it was still due (at or before `now`).
 * Concurrent callers race on this conditional UPDATE; the row lock makes the later ones re-check the date
 * against the moved one, so exactly one renews (true).
 */
export async function advanceRenewal(db: Database, userId: string, next: Date, now: Date): Promise<boolean> {
  const moved = await db
    .update(subscriptions)
    .set({ nextRenewalDate: next, updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNotNull(subscriptions.nextRenewalDate),
        lte(subscriptions.nextRenewalDate, now),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return moved.length === 1;
}

/** The end of paid periods nothing renews: active accounts whose `paid_until` has passed become blocked. */
export async function blockEndedPeriods(db: Database, now: Date): Promise<{ userId: string; paidUntil: Date }[]> {
  const rows = await db
    .update(subscriptions)
    .set({ subscriptionStatus: 'blocked', updatedAt: now })
    .where(
      and(
        eq(subscriptions.subscriptionStatus, 'active'),
        isNotNull(subscriptions.paidUntil),
        lte(subscriptions.paidUntil, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ userId: subscriptions.userId, paidUntil: subscriptions.paidUntil });
  return rows.map((r) => ({ userId: r.userId, paidUntil: r.paidUntil! }));
}

/**
 * Stores the provider's customer id, only while the row still holds what `replaceable` allows (none, or one
 * the provider may replace): two checkouts at once store one customer. True when this call stored it.
 */
export async function storeCustomerId(
  db: Database,
  userId: string,
  customerId: string,
  replaceable: SQL,
  now: Date,
): Promise<boolean> {
  const stored = await db
    .update(subscriptions)
    .set({ stripeCustomerId: customerId, updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), replaceable))
    .returning({ id: subscriptions.stripeCustomerId });
  return stored.length === 1;
}
