/** Billing request bodies. Messages are catalogue codes. */
import { z } from 'zod';
import { PLAN_KEYS, UPFRONT_MONTHS, isUpfrontMethod } from '../plans';
import { plainText } from './text';

const plan = z.enum(PLAN_KEYS, { error: 'PRODUCT_NOT_FOUND' });

/** POST /api/billing/checkout: only the plan; a userId or customerId in the body is ignored. */
export const checkoutSchema = z.object({ plan });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** POST /api/billing/demo/confirm */
export const demoConfirmSchema = z.object({ session: plainText().min(1, 'DEMO_SESSION_INVALID').max(2000) });

/** POST /api/billing/demo/change-plan */
export const demoChangePlanSchema = z.object({ plan });

/** POST /api/billing/pix/checkout: the plan and how; the amount is the server's. */
export const pixCheckoutSchema = z
  .object({
    plan,
    method: z.enum(['pix_automatico', 'pix_upfront'], { error: 'PIX_METHOD_INVALID' }),
    months: z
      .number({ error: 'PIX_MONTHS_INVALID' })
      .refine((m) => (UPFRONT_MONTHS as readonly number[]).includes(m), 'PIX_MONTHS_INVALID')
      .optional(),
  })
  .refine((v) => !isUpfrontMethod(v.method) || v.months !== undefined, {
    message: 'PIX_MONTHS_INVALID',
    path: ['months'],
  });
export type PixCheckoutInput = z.infer<typeof pixCheckoutSchema>;

export const paymentIdSchema = z.object({ id: z.uuid({ error: 'PIX_PAYMENT_NOT_FOUND' }) });

/** POST /api/billing/demo/pix/:id */
export const demoPixActionSchema = z.object({
  action: z.enum(['pay', 'fail', 'revoke'], { error: 'PIX_PAYMENT_NOT_FOUND' }),
});

/** POST /api/admin/payments/:id/refund */
export const refundSchema = z.object({
  reason: plainText().trim().min(1, 'PIX_REFUND_REASON_REQUIRED').max(500, 'PIX_REFUND_REASON_REQUIRED'),
  endsAccess: z.enum(['now', 'period_end'], { error: 'PIX_REFUND_MODE_INVALID' }),
});
