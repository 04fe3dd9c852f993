/**
 * What a paid charge does beside the card and the Pix Automático authorization: the automatic refund of a
 * Pix charge paid alongside a card subscription, and the end a revoked authorization sets. Shared by the
 * Pix events (payment-state.ts) and the card events (subscription-state.ts), which is why it lives apart:
 * neither of those two modules imports the other's internals.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { payments, profiles } from '../db/schema';
import { writeBillingNotices } from '../services/notices';
import { selectAccounts } from './account';
import { writeSubscription } from './subscription-writer';
import type { Profile } from '../db/schema/profiles';

export type PaymentRow = typeof payments.$inferSelect;
type ProfileRow = Profile;

/** Stored as the reason of an automatic refund (the admin's payments list shows it). */
export const DOUBLE_PAYMENT_REFUND_REASON = 'Pago junto com a assinatura no cartão: reembolso automático';

/**
 * Two checkouts of different methods for one workspace, both paid (docs/decisions/0024-billing-one-paid-period.md):
 * the card subscription stays (it renews by itself at the provider) and the Pix upfront charges paid alongside it
 * are refunded whole, whichever was paid first. Recorded here, in the event's transaction; the caller moves the
 * money after the commit (admin-payments.ts, moveRefundMoney).
 */
export async function refundAlongsideCard(tx: Tx, ids: readonly string[], now: Date): Promise<PaymentRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(payments)
    .set({
      status: 'refunded',
      refundedAt: now,
      refundReason: DOUBLE_PAYMENT_REFUND_REASON,
      refundEndsAccess: 'now',
      refundProviderStatus: 'pending',
    })
    .where(and(inArray(payments.id, [...ids]), eq(payments.status, 'paid')))
    .returning();
}

/**
 * The one rule of a revoked Pix Automático, run by every writer after it changed the account: when the
 * account renews by Pix Automático and the authorization of its latest paid charge was revoked, access ends at
 * the end of the month already paid (the next debit date, or the revocation itself when no later date is
 * known), and nothing renews. Whatever order the events came in, the account ends in the same state.
 *
 * `before` is the account as it was before the caller's change: the Donos' bell is told only when this
 * event is the one that ends the renewals (not again for each later event that re-applies the same end).
 * Answers the end when this call is the one that set it (the caller sends the e-mail after commit).
 */
export async function settleRevokedAuthorization(tx: Tx, before: ProfileRow, now: Date): Promise<Date | null> {
  const [profile] = await selectAccounts(tx).where(eq(profiles.id, before.id)).for('update');
  if (!profile || profile.paymentMethod !== 'pix_automatico' || profile.subscriptionStatus !== 'active') return null;
  const [authorization] = await tx
    .select({ revokedAt: payments.revokedAt })
    .from(payments)
    .where(and(eq(payments.userId, profile.userId), eq(payments.method, 'pix_automatico'), eq(payments.status, 'paid')))
    // Paid in the same second (provider times are whole seconds): the charge started last is the newer one.
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(1);
  const revokedAt = authorization?.revokedAt;
  if (!revokedAt) return null;
  const next = profile.nextRenewalDate;
  const endsAt = next && next.getTime() > revokedAt.getTime() ? next : revokedAt;
  if (profile.paidUntil?.getTime() !== endsAt.getTime())
    await writeSubscription(tx, profile.userId, { paidUntil: endsAt }, now);
  const alreadyEnded = before.paymentMethod === 'pix_automatico' && before.paidUntil !== null;
  if (alreadyEnded) return null;
  await writeBillingNotices(tx, profile.userId, 'billing_mandate_revoked', { endsAt: endsAt.toISOString() }, now);
  return endsAt;
}
