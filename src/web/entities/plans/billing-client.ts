/**
 * Billing calls shared by the subscription page, the paywall and the cancel screen: card and Pix checkout
 * and portal (the priced catalogue is plans-query.ts). Failures become the spec's messages
 * (billing-errors.ts); a refusal over an open Pix code carries where that code is paid.
 */
import type { ClientResponse } from 'hono/client';
import { api, type SuccessBody } from '@web/lib/api';
import { isApiErrorBody } from '@shared/api-error';
import { isErrorCode, messageFor, type MessageParams } from '@shared/messages';
import type { PlanKey } from '@shared/plans';
import { checkoutErrorMessage, portalErrorMessage, type BillingFailure } from './billing-errors';

/** The typed success body of a billing call, or the failure that the spec's messages describe. */
async function readFailure<R extends ClientResponse<unknown, number>>(
  response: Promise<R>,
): Promise<{ ok: true; body: SuccessBody<R> } | { ok: false; failure: BillingFailure; params?: MessageParams }> {
  let res: R;
  try {
    res = await response;
  } catch (err) {
    return { ok: false, failure: { kind: 'network', detail: err instanceof Error ? err.message : String(err) } };
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok)
    return {
      ok: false,
      failure: { kind: 'http', status: res.status, code: isApiErrorBody(body) ? body.error.code : undefined },
      params: isApiErrorBody(body) ? body.error.params : undefined,
    };
  // A 2xx answer carries the body the route declared with `c.json(...)`.
  return { ok: true, body: body as SuccessBody<R> };
}

/** A usable redirect URL (a missing or empty one is the spec's "no URL" failure). */
function urlOf(body: { url?: string } | null): string | null {
  return typeof body?.url === 'string' && body.url.length > 0 ? body.url : null;
}

export type CheckoutResult =
  | { ok: true; url: string }
  /** `openCode`: where the Pix code already open for the account is paid (a refusal over it). */
  | { ok: false; message: string; openCode: string | null };

/**
 * Where the person pays the Pix code that made the server refuse a new checkout (another tab opened it):
 * the code's own page, or, when the server could not name it yet, the subscription screen, which shows it.
 */
export function openCodeOf(code: string | undefined, params: MessageParams | undefined): string | null {
  if (code !== 'PIX_PAYMENT_PENDING') return null;
  return typeof params?.url === 'string' && params.url.length > 0 ? params.url : '/subscription';
}

/** POST /api/billing/checkout: only the plan is sent; the server takes the user from the session. */
export async function requestCheckout(plan: PlanKey): Promise<CheckoutResult> {
  const r = await readFailure(api.billing.checkout.$post({ json: { plan } }));
  if (!r.ok) return refused(r.failure, r.params, checkoutErrorMessage(r.failure));
  const url = urlOf(r.body);
  return url ? { ok: true, url } : refused({ kind: 'no-url' }, undefined, checkoutErrorMessage({ kind: 'no-url' }));
}

export type PixCheckoutMethod = 'pix_automatico' | 'pix_upfront';

/** POST /api/billing/pix/checkout: the plan and how to pay; the amount is the server's. */
export async function requestPixCheckout(input: {
  plan: PlanKey;
  method: PixCheckoutMethod;
  months?: number;
}): Promise<CheckoutResult> {
  const r = await readFailure(api.billing.pix.checkout.$post({ json: input }));
  if (!r.ok) {
    const { failure } = r;
    // The Pix refusals are the server's own sentences (which plan, which period); the rest as the card's.
    const message =
      failure.kind === 'http' && failure.status < 500 && failure.code && isErrorCode(failure.code)
        ? messageFor(failure.code)
        : checkoutErrorMessage(failure);
    return refused(failure, r.params, message);
  }
  const url = urlOf(r.body);
  return url ? { ok: true, url } : refused({ kind: 'no-url' }, undefined, checkoutErrorMessage({ kind: 'no-url' }));
}

function refused(failure: BillingFailure, params: MessageParams | undefined, message: string): CheckoutResult {
  return { ok: false, message, openCode: failure.kind === 'http' ? openCodeOf(failure.code, params) : null };
}

export type PortalResult = { ok: true; url: string } | { ok: true; upgrade: true } | { ok: false; message: string };

/** POST /api/billing/portal: a URL, or `upgrade` for a trial user without a customer. */
export async function requestPortal(): Promise<PortalResult> {
  const r = await readFailure(api.billing.portal.$post());
  if (!r.ok) return { ok: false, message: portalErrorMessage(r.failure) };
  const body = r.body as typeof r.body | null; // an empty answer reads as null
  if (body && 'upgrade' in body && body.upgrade) return { ok: true, upgrade: true };
  const url = urlOf(body && 'url' in body ? body : null);
  return url ? { ok: true, url } : { ok: false, message: portalErrorMessage({ kind: 'no-url' }) };
}

/** Sends the browser to a checkout or portal URL (Stripe's, or the local demo page). */
export function goTo(url: string): void {
  window.location.assign(url);
}
