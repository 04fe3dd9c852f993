import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { meQuery } from '@web/lib/session';
import type { PlanKey } from '@shared/plans';
import { checkoutErrorMessage } from './billing-errors';
import { goTo, requestCheckout } from './billing-client';

/** Starts a checkout for a plan; `busyKey` is the plan being sent, for the button spinner. */
export function useCheckout() {
  // Read at click time rather than subscribed: the paywall must not start its own /api/me fetches.
  const queryClient = useQueryClient();
  const [busyKey, setBusyKey] = useState<PlanKey | null>(null);
  async function start(plan: PlanKey) {
    if (!queryClient.getQueryData(meQuery.queryKey)) {
      toast.error(checkoutErrorMessage({ kind: 'not-signed-in' }));
      return;
    }
    setBusyKey(plan);
    const result = await requestCheckout(plan);
    if (result.ok) {
      goTo(result.url);
      return;
    }
    setBusyKey(null);
    toast.error(result.message);
  }
  return { start, busyKey };
}
