/**
 * "Avisar no celular na hora de postar": the devices (push subscriptions) of a person. Each person reads
 * and removes only their own rows; the reminder job reads those of the people it reminds.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { PushSubscriptionBody } from '@shared/schemas/push';

/**
 * Keeps this browser's subscription for the person. The endpoint identifies the browser: subscribing
 * again updates its keys, and a browser now used by someone else becomes theirs (the one who holds the
 * browser is the one who gets its notifications).
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  body: PushSubscriptionBody,
  now: Date,
): Promise<{ subscribed: true }> {
  const row = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: row.p256dh, auth: row.auth, createdAt: now },
    });
  return { subscribed: true };
}

/** Removes this browser's subscription, if it is the person's own (another's row is left alone). */
export async function removePushSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<{ subscribed: false }> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return { subscribed: false };
}

export interface StoredPushSubscription {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Every device of these people. */
export async function pushSubscriptionsOf(db: Database, userIds: string[]): Promise<StoredPushSubscription[]> {
  if (!userIds.length) return [];
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

/** A subscription the push service says is gone (404/410): it will never deliver again. */
export async function dropPushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
