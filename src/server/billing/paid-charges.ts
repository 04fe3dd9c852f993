/**
 * The automatic refund of a Pix charge paid alongside a card subscription. Shared by the Pix events
 * (payment-state.ts) and the card events (subscription-state.ts), which is why it lives apart: neither of
 * those two modules imports the other's internals.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Stored as the reason of an automatic refund (the admin's payments list shows it). */
export const DOUBLE_PAYMENT_REFUND_REASON = 'Pago junto com a assinatura no cartão: reembolso automático';

/**
 * Two checkouts of different methods for one workspace, both paid (docs/decisions/0024-billing-one-paid-period.md):
 * the card subscription stays (it renews by itself at the provider) and the Pix charges paid alongside it (upfront,
 * or the first month of a Pix Automático) are refunded whole, whichever was paid first. Recorded here, in the
 * event's transaction; the caller moves the money after the commit, and for a Pix Automático also cancels its
 * authorization at the provider so it debits nothing more (admin-payments.ts, moveRefundMoney).
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
