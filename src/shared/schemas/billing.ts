/** Billing request bodies. Messages are catalogue codes. */
import { z } from 'zod';
import { PLAN_KEYS } from '../plans';
import { plainText } from './text';

const plan = z.enum(PLAN_KEYS, { error: 'PRODUCT_NOT_FOUND' });

/** POST /api/billing/checkout: only the plan; a userId or customerId in the body is ignored. */
export const checkoutSchema = z.object({ plan });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** POST /api/billing/demo/confirm */
export const demoConfirmSchema = z.object({ session: plainText().min(1, 'DEMO_SESSION_INVALID').max(2000) });

/** POST /api/billing/demo/change-plan */
export const demoChangePlanSchema = z.object({ plan });
