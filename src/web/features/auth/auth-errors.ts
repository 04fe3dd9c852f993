/**
 * better-auth answers with its own codes; the sign-up and sign-in screens show the spec's messages for
 * them, matched by code and HTTP status only (better-auth's English message text may change between
 * versions). Unknown failures fall back to the generic text of each screen.
 */
import { ERROR_MESSAGES } from '@shared/messages';
import type { AuthFailure } from '@web/lib/auth-client';

/** `null` means the request never reached the server. */
export function signUpErrorMessage(f: AuthFailure | null): string {
  if (!f) return ERROR_MESSAGES.NETWORK;
  const code = (f.code ?? '').toUpperCase();
  if (code.startsWith('USER_ALREADY_EXISTS')) return ERROR_MESSAGES.EMAIL_ALREADY_REGISTERED;
  if (f.status === 429 || code === 'RATE_LIMITED') return ERROR_MESSAGES.SIGNUP_RATE_LIMITED;
  if (code === 'INVALID_EMAIL') return ERROR_MESSAGES.EMAIL_INVALID;
  if (code === 'PASSWORD_TOO_SHORT') return ERROR_MESSAGES.SERVER_PASSWORD_TOO_SHORT;
  if (code === 'FAILED_TO_CREATE_USER') return ERROR_MESSAGES.USER_NOT_CREATED;
  return ERROR_MESSAGES.SIGNUP_FAILED;
}

export function signInErrorMessage(f: AuthFailure | null): string {
  if (!f) return ERROR_MESSAGES.NETWORK;
  const code = (f.code ?? '').toUpperCase();
  if (f.status === 429 || code === 'RATE_LIMITED') return ERROR_MESSAGES.SIGNIN_RATE_LIMITED;
  if (code === 'EMAIL_NOT_VERIFIED') return ERROR_MESSAGES.EMAIL_NOT_VERIFIED;
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || f.status === 401) return ERROR_MESSAGES.INVALID_CREDENTIALS;
  if (code === 'INVALID_EMAIL') return ERROR_MESSAGES.EMAIL_INVALID;
  return ERROR_MESSAGES.SIGNIN_FAILED;
}
