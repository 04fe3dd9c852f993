/**
 * The auth calls, through better-auth's client (auth-client.ts), which is itself loaded on the first
 * call. Apart from session.ts, which the landing page needs, so that the landing carries neither.
 */
import { rememberWorkspace } from './workspace';
import { clearSessionStorageKeys } from './storage';
import { ApiError } from './api';
import type { AuthFailure } from './auth-client';

export type { AuthFailure };

export const CONFIRM_CALLBACK = '/auth/confirm';

/**
 * Where the confirmation link leads: the confirm page, which sends an account made from an invitation
 * back to it (the token rides in the link e-mailed to the invited address, as in the invitation's own).
 */
export function confirmCallback(invitationToken?: string | null): string {
  return invitationToken ? `${CONFIRM_CALLBACK}?convite=${encodeURIComponent(invitationToken)}` : CONFIRM_CALLBACK;
}

/** `error: null` means the request never reached the server. */
export type AuthResult<T> = { ok: true; data: NonNullable<T> } | { ok: false; error: AuthFailure | null };

type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>['authClient'];
type AuthCall<T> = Promise<
  { data: T; error: null } | { data: null; error: { status: number; code?: string; error?: unknown } }
>;

/** better-auth's client is loaded on first use, so the landing page does not carry it. */
const loadAuthClient = () => import('./auth-client');

async function settle<T>(call: (client: AuthClient) => AuthCall<T>): Promise<AuthResult<T>> {
  try {
    const { authClient, authFailure } = await loadAuthClient();
    const { data, error } = await call(authClient);
    if (error) return { ok: false, error: authFailure(error) };
    return { ok: true, data: data as NonNullable<T> };
  } catch {
    return { ok: false, error: null };
  }
}

export function signUp(
  input: { name: string; email: string; password: string; selectedPlan: 'creator' | 'agency' },
  invitationToken?: string,
) {
  return settle((client) => client.signUp.email({ ...input, callbackURL: confirmCallback(invitationToken) }));
}

export function signIn(input: { email: string; password: string }) {
  return settle((client) => client.signIn.email(input));
}

export function resendVerification(email: string, invitationToken?: string | null) {
  return settle((client) => client.sendVerificationEmail({ email, callbackURL: confirmCallback(invitationToken) }));
}

/** Where the e-mailed reset link lands (better-auth adds ?token=… or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/** "Esqueci minha senha": the server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return settle((client) => client.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH }));
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return settle((client) => client.resetPassword(input));
}

/** Signed-in password change; the other sessions of the account end. Throws ApiError with better-auth's code. */
export async function changePassword(input: { currentPassword: string; newPassword: string }) {
  const r = await settle((client) => client.changePassword({ ...input, revokeOtherSessions: true }));
  if (!r.ok) throw new ApiError(r.error?.status ?? 0, r.error?.code ?? 'NETWORK');
  return r.data;
}

/** Sign-out: ends the session, clears the kept keys and reloads the page. */
export async function signOut(): Promise<void> {
  await settle((client) => client.signOut());
  clearSessionStorageKeys();
  // The next person on this browser starts in their own account.
  rememberWorkspace(null);
  window.location.assign('/');
}
