import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { meQuery } from '@web/lib/session';
import { billingScreenTexts } from '@shared/messages/billing';
import type { PlanKey } from '@shared/plans';
import { checkoutErrorMessage } from './billing-errors';
import {
  goTo,
  requestCheckout,
  requestPixCheckout,
  type CheckoutResult,
  type PixCheckoutMethod,
} from './billing-client';
import { billingKeys } from './plans-query';

/**
 * Follows a checkout's answer: to its page when started; when refused, the message, and over a Pix code
 * already open (another tab started it) the way to that code, in the toast and in `openCode` for the page
 * to show as a link. The subscription is read again, so the screen shows the open code too.
 */
function useFollowCheckout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [openCode, setOpenCode] = useState<string | null>(null);

  function open(url: string) {
    const target = new URL(url, window.location.origin);
    // The demo's pages are the app's own: no reload.
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
    else goTo(url);
  }

  /** True when the checkout was started (the page is left). */
  function follow(result: CheckoutResult): boolean {
    if (result.ok) {
      open(result.url);
      return true;
    }
    setOpenCode(result.openCode);
    if (result.openCode) {
      const code = result.openCode;
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription() });
      toast.error(result.message, { action: { label: billingScreenTexts.OPEN_PIX_CODE, onClick: () => open(code) } });
    } else {
      toast.error(result.message);
    }
    return false;
  }

  return { follow, openCode, open };
}

/** Starts a card checkout for a plan; `busyKey` is the plan being sent, for the button spinner. */
export function useCheckout() {
  // Read at click time rather than subscribed: the paywall must not start its own /api/me fetches.
  const queryClient = useQueryClient();
  const { follow, openCode, open } = useFollowCheckout();
  const [busyKey, setBusyKey] = useState<PlanKey | null>(null);
  async function start(plan: PlanKey) {
    if (!queryClient.getQueryData(meQuery.queryKey)) {
      toast.error(checkoutErrorMessage({ kind: 'not-signed-in' }));
      return;
    }
    setBusyKey(plan);
    const result = await requestCheckout(plan);
    // A card checkout is the provider's page: always a full load.
    if (result.ok) {
      goTo(result.url);
      return;
    }
    follow(result);
    setBusyKey(null);
  }
  return { start, busyKey, openCode, openCodePage: open };
}

/** What a Pix button is busy with: `method:months`. */
export type PixBusy = `${PixCheckoutMethod}:${number}` | null;

/** Starts a Pix checkout (Pix Automático, or N months upfront); the amount is the server's. */
export function usePixCheckout() {
  const { follow, openCode, open } = useFollowCheckout();
  const [busy, setBusy] = useState<PixBusy>(null);
  async function pay(plan: PlanKey, method: PixCheckoutMethod, months?: number) {
    setBusy(`${method}:${months ?? 1}`);
    const started = follow(await requestPixCheckout({ plan, method, months }));
    if (!started) setBusy(null);
  }
  return { pay, busy, openCode, openCodePage: open };
}
