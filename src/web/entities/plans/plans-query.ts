/**
 * GET /api/billing/plans: the catalogue with the prices of pricing_config (landing, paywall,
 * subscription). On its own, apart from the checkout and portal calls (billing-client.ts), so the
 * landing page's plan cards do not carry those calls and their error messages.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export const plansQuery = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: () => unwrap(api.billing.plans.$get()),
  staleTime: 5 * 60_000,
});
