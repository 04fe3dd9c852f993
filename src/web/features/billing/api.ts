/** Billing feature queries and the demo provider's calls. */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import type { PlanKey, PricedPlan } from '@shared/plans';
import type { SubscriptionView } from '@server/billing/billing-service';

export type { SubscriptionView };

/** GET /api/billing/subscription (the spec's get-subscription). */
export const subscriptionQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => unwrap<SubscriptionView>(api.billing.subscription.$get()),
  staleTime: 10_000,
});

export interface DemoSessionInfo {
  plan: PricedPlan;
  expiresAt: string;
}

export const demoSessionQuery = (session: string) =>
  queryOptions({
    queryKey: ['billing', 'demo-session', session],
    queryFn: () => unwrap<DemoSessionInfo>(api.billing.demo.session.$get({ query: { session } })),
    retry: false,
  });

export function confirmDemoCheckout(session: string) {
  return unwrap<{ ok: true; plan: PlanKey; redirect: string }>(api.billing.demo.confirm.$post({ json: { session } }));
}

export function cancelDemoPlan() {
  return unwrap<{ ok: true }>(api.billing.demo['cancel-plan'].$post());
}

export function changeDemoPlan(plan: PlanKey) {
  return unwrap<{ ok: true; plan: PlanKey }>(api.billing.demo['change-plan'].$post({ json: { plan } }));
}
