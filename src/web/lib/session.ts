/** The signed-in user's state, the public config, and the auth calls (through better-auth's client). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clearSessionStorageKeys } from './storage';
import { ApiError, api, unwrap, type ResponseOf } from './api';
import type { AuthFailure } from './auth-client';

export type { AuthFailure };
export type Me = ResponseOf<typeof api.me.$get>;
export type MeProfile = Me['profile'];

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await unwrap(api.me.$get());
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQuery);
}

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => unwrap(api.config.$get()),
  staleTime: Infinity,
});

export function useAppConfig() {
  return useQuery(configQuery);
}

export const CONFIRM_CALLBACK = '/auth/confirm';

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

export function signUp(input: { name: string; email: string; password: string; selectedPlan: 'creator' | 'agency' }) {
  return settle((client) => client.signUp.email({ ...input, callbackURL: CONFIRM_CALLBACK }));
}

export function signIn(input: { email: string; password: string }) {
  return settle((client) => client.signIn.email(input));
}

export function resendVerification(email: string) {
  return settle((client) => client.sendVerificationEmail({ email, callbackURL: CONFIRM_CALLBACK }));
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
  window.location.assign('/');
}
