/**
 * better-auth's typed client for the auth endpoints under /api/auth (sign-in, sign-up, sign-out,
 * verification e-mails, session, account settings). Its plugins mirror the server's: the admin plugin
 * (the user's `role`) and the extra `selectedPlan` field that sign-up sends.
 *
 * Failures come back as `{ error }`, never thrown (except when the request never reached the server):
 * better-auth's own answers carry `{ code }`, the app's guards in front of it (per-account limits)
 * answer `{ error: { code } }`; `authFailure` reads both.
 */
import { createAuthClient } from 'better-auth/client';
import { adminClient, inferAdditionalFields } from 'better-auth/client/plugins';
import { ApiError } from './api';

export const authClient = createAuthClient({
  basePath: '/api/auth',
  // better-auth keeps the `fetch` it finds when the client is made; this one looks it up at each call, so
  // whatever replaces `fetch` later (a service worker's shim, a test's stand-in) is the one used.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
  plugins: [
    adminClient(),
    inferAdditionalFields({ user: { selectedPlan: { type: 'string', required: false, input: true } } }),
  ],
});

export interface AuthFailure {
  status: number;
  code?: string;
}

/** The error of a better-auth client call, as `{ status, code }`. */
export function authFailure(error: { status: number; code?: string; error?: unknown }): AuthFailure {
  const nested = error.error as { code?: unknown } | undefined;
  const code = error.code ?? (typeof nested?.code === 'string' ? nested.code : undefined);
  return code ? { status: error.status, code } : { status: error.status };
}

type AuthResponse<T> =
  { data: T; error: null } | { data: null; error: { status: number; code?: string; error?: unknown } };

/**
 * For callers that use TanStack Query: the data of a better-auth client call, or an ApiError with the
 * failure's code (NETWORK when the request never reached the server).
 */
export async function authData<T>(call: Promise<AuthResponse<T>>): Promise<T> {
  let result: AuthResponse<T>;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, 'NETWORK');
  }
  if (result.error) {
    const failure = authFailure(result.error);
    throw new ApiError(failure.status, failure.code ?? 'INTERNAL');
  }
  return result.data;
}
