/**
 * The checkout and billing-portal error catalogues of spec part 1 §8: every way a billing request can
 * fail, as the message the user sees. Pure, so each status is unit-tested.
 */
import { ERROR_MESSAGES, messageFor } from '@shared/messages';

export type BillingFailure =
  /** The request never got an answer (offline, DNS, CORS...). */
  | { kind: 'network'; detail?: string }
  /** The server answered with an error status (and maybe a catalogue code). */
  | { kind: 'http'; status: number; code?: string }
  /** 2xx but no `url` in the answer. */
  | { kind: 'no-url' }
  /** No signed-in user on the client. */
  | { kind: 'not-signed-in' }
  /** The profile is not loaded on the client yet. */
  | { kind: 'no-profile' };

const CORS_HINT = /cors|cross-origin|access-control/i;

/**
 * Codes whose own message is more precise than the status: the card checkout's refusals over an open Pix
 * code or a running prepaid period say what to do instead of "Erro ao processar pagamento (409)".
 */
const CHECKOUT_CODES = new Set([
  'PRODUCT_NOT_FOUND',
  'CHECKOUT_NO_URL',
  'PIX_PAYMENT_PENDING',
  'PREPAID_MONTHLY_UNAVAILABLE',
]);
const PORTAL_CODES = new Set([
  'PORTAL_PROFILE_MISSING',
  'PORTAL_NOT_ALLOWED',
  'PORTAL_CUSTOMER_NOT_FOUND',
  'PORTAL_NO_URL',
]);

export function checkoutErrorMessage(failure: BillingFailure): string {
  switch (failure.kind) {
    case 'not-signed-in':
      return ERROR_MESSAGES.CHECKOUT_NOT_SIGNED_IN;
    case 'no-profile':
      return ERROR_MESSAGES.PORTAL_PROFILE_NOT_LOADED;
    case 'no-url':
      return ERROR_MESSAGES.CHECKOUT_NO_URL;
    case 'network':
      return CORS_HINT.test(failure.detail ?? '') ? ERROR_MESSAGES.CHECKOUT_CORS : ERROR_MESSAGES.CHECKOUT_NETWORK;
    case 'http': {
      if (failure.status === 401) return ERROR_MESSAGES.CHECKOUT_AUTH_FAILED;
      if (failure.status === 403) return ERROR_MESSAGES.CHECKOUT_FORBIDDEN;
      if (failure.status >= 500) return ERROR_MESSAGES.CHECKOUT_SERVER_ERROR;
      if (failure.code && CHECKOUT_CODES.has(failure.code)) return messageFor(failure.code);
      return messageFor('CHECKOUT_HTTP_ERROR', { status: failure.status });
    }
  }
}

export function portalErrorMessage(failure: BillingFailure): string {
  switch (failure.kind) {
    case 'not-signed-in':
      return ERROR_MESSAGES.PORTAL_NO_TOKEN;
    case 'no-profile':
      return ERROR_MESSAGES.PORTAL_PROFILE_NOT_LOADED;
    case 'no-url':
      return ERROR_MESSAGES.PORTAL_NO_URL;
    case 'network':
      return CORS_HINT.test(failure.detail ?? '') ? ERROR_MESSAGES.CHECKOUT_CORS : ERROR_MESSAGES.CHECKOUT_NETWORK;
    case 'http': {
      // "400 not authenticated is treated as an authentication error" (spec part 1 §8).
      if (failure.status === 401 || failure.code === 'UNAUTHENTICATED' || failure.code === 'SESSION_EXPIRED') {
        return ERROR_MESSAGES.PORTAL_SESSION_EXPIRED;
      }
      if (failure.code && PORTAL_CODES.has(failure.code)) return messageFor(failure.code);
      const detail = failure.code
        ? messageFor(failure.code)
        : failure.status >= 500
          ? ERROR_MESSAGES.INTERNAL
          : 'Tente novamente.';
      return messageFor('PORTAL_HTTP_ERROR', { status: failure.status, detail });
    }
  }
}
