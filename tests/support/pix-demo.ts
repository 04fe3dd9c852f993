/**
 * Pix through the demo provider, as the billing tests drive it: the checkout, a prepaid charge started,
 * the simulated outcome of the bank, and a prepaid period paid in one go.
 */
import { expect } from 'vitest';
import type { Agent } from './test-app';

export type PixPlan = 'solo' | 'agency';

export const pixCheckout = (u: Agent, body: Record<string, unknown>) =>
  u.json('/api/billing/pix/checkout', { method: 'POST', body });

/** A pending upfront charge of `months` months; its payment id. */
export async function startUpfront(u: Agent, months: number, plan: PixPlan = 'solo'): Promise<string> {
  const res = await pixCheckout(u, { plan, method: 'pix_upfront', months });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.paymentId as string;
}

/** What the demo bank does with a charge: pays it, fails it, or revokes the automatic Pix authorization. */
export const simulatePix = (u: Agent, id: string, action: 'pay' | 'fail' | 'revoke') =>
  u.json(`/api/billing/demo/pix/${id}`, { method: 'POST', body: { action } });

/** An upfront charge started and paid; its payment id. */
export async function prepay(u: Agent, months: number, plan: PixPlan = 'solo'): Promise<string> {
  const id = await startUpfront(u, months, plan);
  expect((await simulatePix(u, id, 'pay')).status).toBe(200);
  return id;
}
