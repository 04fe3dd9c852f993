/** Billing feature queries and the demo provider's calls. */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@web/entities/plans/plans-query';
import { api, unwrap, type ResponseOf } from '@web/lib/api';
import { sessionKeys } from '@web/lib/session';
import type { PlanKey } from '@shared/plans';

export type SubscriptionView = ResponseOf<typeof api.billing.subscription.$get>;

/** GET /api/billing/subscription (the spec's get-subscription). */
export const subscriptionQuery = queryOptions({
  queryKey: billingKeys.subscription(),
  queryFn: () => unwrap(api.billing.subscription.$get()),
  staleTime: 10_000,
});

/** After a payment or a plan change: the account (plan, access) and the subscription are read again. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
      queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
    ]);
}

export const demoSessionQuery = (session: string) =>
  queryOptions({
    queryKey: billingKeys.demoSession(session),
    queryFn: () => unwrap(api.billing.demo.session.$get({ query: { session } })),
    retry: false,
  });

export function confirmDemoCheckout(session: string) {
  return unwrap(api.billing.demo.confirm.$post({ json: { session } }));
}

export function cancelDemoPlan() {
  return unwrap(api.billing.demo['cancel-plan'].$post());
}

export function changeDemoPlan(plan: PlanKey) {
  return unwrap(api.billing.demo['change-plan'].$post({ json: { plan } }));
}

export type PixPayment = ResponseOf<(typeof api.billing.pix.payments)[':id']['$get']>;

/** GET /api/billing/pix/payments/:id — polled while the charge is pending. */
export const pixPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.pixPayment(id),
    queryFn: () => unwrap(api.billing.pix.payments[':id'].$get({ param: { id } })),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5_000 : false),
  });

/** The demo Pix page's buttons. */
export function simulateDemoPix(id: string, action: 'pay' | 'fail' | 'revoke') {
  return unwrap(api.billing.demo.pix[':id'].$post({ param: { id }, json: { action } }));
}
