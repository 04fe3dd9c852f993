/**
 * GET /api/billing/plans: the catalogue with the prices of pricing_config (landing, paywall,
 * subscription). On its own, apart from the checkout and portal calls (billing-client.ts), so the
 * landing page's plan cards do not carry those calls and their error messages.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

/** Every billing query's key: the catalogue here, the subscription and the demo checkout in the billing pages. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => ['billing', 'plans'] as const,
  subscription: () => ['billing', 'subscription'] as const,
  demoSession: (session: string) => ['billing', 'demo-session', session] as const,
  pixPayment: (id: string) => ['billing', 'pix-payment', id] as const,
};

export const plansQuery = queryOptions({
  queryKey: billingKeys.plans(),
  queryFn: () => unwrap(api.billing.plans.$get()),
  staleTime: 5 * 60_000,
});
