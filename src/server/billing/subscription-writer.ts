/**
 * The only writer of a workspace's subscription row (`subscriptions`). Every billing event (card, Pix,
 * revocation, refund, calendar, demo) and the few account changes that touch the plan (a new account's
 * trial, an agency chosen at onboarding, the admin's own account, a renewal moving the next renewal date,
 * the provider's customer) come through `applyBillingEvent`: it reads the row under its lock, asks the pure
 * rules (subscription-transitions.ts) for the row after the event, and writes what changed. So there is one
 * place to read to know how the state can change, and two events of one workspace at once apply one after
 * the other. This module exports only that entry point and the event types; an architecture test
 * (subscription-writer.test.ts) fails when another file writes the table or this module exports anything else.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { payments, subscriptions } from '../db/schema';
import { writeBillingNotices } from '../services/notices';
import {
  changedColumns,
  nextSubscriptionState,
  type BillingEvent,
  type SubscriptionState,
} from './subscription-transitions';

export type { BillingEvent, SubscriptionState } from './subscription-transitions';

/** What applying an event did to the row. */
export interface AppliedEvent {
  /** The row before and after the event (after the revocation rule, for the events that run it). */
  before: SubscriptionState;
  after: SubscriptionState;
  /** Whether any column changed. */
  changed: boolean;
  /** The end a revoked Pix Automático got from this event (it is the one that ended the renewals). */
  endsAt: Date | null;
}

/**
 * The events after which the revocation rule runs (decision record 0024): whatever a Pix or subscription
 * event said, an account renewing by a revoked Pix Automático keeps its end.
 */
const SETTLES: ReadonlySet<BillingEvent['kind']> = new Set(['subscription_changed', 'pix_paid', 'mandate_revoked']);

async function lockRow(tx: Tx, workspaceId: string) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, workspaceId)).for('update');
  return row;
}

function stateOf(row: typeof subscriptions.$inferSelect): SubscriptionState {
  const { userId: _owner, updatedAt: _changed, ...state } = row;
  return state;
}

async function write(tx: Tx, workspaceId: string, before: SubscriptionState, after: SubscriptionState, now: Date) {
  const set = changedColumns(before, after);
  if (Object.keys(set).length === 0) return false;
  await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: now })
    .where(eq(subscriptions.userId, workspaceId));
  return true;
}

/**
 * When the authorization of the account's latest paid Pix Automático charge was revoked (null: it was not,
 * or the account does not renew by Pix Automático).
 */
async function revokedAuthorization(tx: Tx, workspaceId: string, state: SubscriptionState): Promise<Date | null> {
  if (state.paymentMethod !== 'pix_automatico' || state.subscriptionStatus !== 'active') return null;
  const [authorization] = await tx
    .select({ revokedAt: payments.revokedAt })
    .from(payments)
    .where(and(eq(payments.userId, workspaceId), eq(payments.method, 'pix_automatico'), eq(payments.status, 'paid')))
    // Paid in the same second (provider times are whole seconds): the charge started last is the newer one.
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(1);
  return authorization?.revokedAt ?? null;
}

/**
 * Applies one event to the workspace's row, in the caller's transaction (which also records the event once,
 * in `billing_events`, and makes the event's changes to other tables). Answers null when the workspace has no
 * row (and the event is not the one that opens it).
 */
export async function applyBillingEvent(
  tx: Tx,
  workspaceId: string,
  event: BillingEvent,
  now: Date,
): Promise<AppliedEvent | null> {
  let row = await lockRow(tx, workspaceId);
  if (!row && event.kind === 'account_opened') {
    await tx
      .insert(subscriptions)
      .values({ ...event.initial, userId: workspaceId, updatedAt: now })
      .onConflictDoNothing({ target: subscriptions.userId });
    row = await lockRow(tx, workspaceId);
    if (!row) return null;
    const opened = stateOf(row);
    return { before: opened, after: opened, changed: true, endsAt: null };
  }
  if (!row) return null;
  const before = stateOf(row);
  let after = nextSubscriptionState(before, event);
  let endsAt: Date | null = null;
  if (SETTLES.has(event.kind)) {
    // A revoked authorization is kept on its charges, not on the row (decision record 0024): read it and let
    // the same pure rule end the renewals, whatever this event said.
    const revokedAt = await revokedAuthorization(tx, workspaceId, after);
    if (revokedAt) {
      after = nextSubscriptionState(after, { kind: 'authorization_revoked', revokedAt });
      // The Donos' bell is told once: by the event that ends the renewals, not each later one that keeps them ended.
      const alreadyEnded = before.paymentMethod === 'pix_automatico' && before.paidUntil !== null;
      if (!alreadyEnded && after.paidUntil) {
        endsAt = after.paidUntil;
        await writeBillingNotices(tx, workspaceId, 'billing_mandate_revoked', { endsAt: endsAt.toISOString() }, now);
      }
    }
  }
  const changed = await write(tx, workspaceId, before, after, now);
  return { before, after, changed, endsAt };
}
