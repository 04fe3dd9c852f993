/** The signed-in user's state and the auth calls (better-auth's REST endpoints). */
import { clearSessionStorageKeys } from './storage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, unwrap } from './api';
import type { meView } from '@server/routes/me-routes';

type Jsonify<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Jsonify<T[K]> } : T;
export type Me = Jsonify<ReturnType<typeof meView>>;
export type MeProfile = Me['profile'];

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await unwrap<Me>(api.me.$get());
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

export interface AppConfig {
  aiOffline: boolean;
  aiModel: string;
  billingProvider: 'stripe' | 'demo';
  chatUrl: string;
}

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => unwrap<AppConfig>(api.config.$get()),
  staleTime: Infinity,
});

export function useAppConfig() {
  return useQuery(configQuery);
}

export const CONFIRM_CALLBACK = '/auth/confirm';

export interface AuthFailure {
  status: number;
  code?: string;
  message?: string;
}
export type AuthResult<T> = { ok: true; data: T } | { ok: false; error: AuthFailure | null };

/** better-auth answers `{ code, message }` on failure; our own guards answer `{ error: { code } }`. */
async function authPost<T>(path: string, json: unknown): Promise<AuthResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  } catch {
    return { ok: false, error: null };
  }
  const body = await res.json().catch(() => ({}));
  if (res.ok) return { ok: true, data: body as T };
  const code = body?.error?.code ?? body?.code;
  return { ok: false, error: { status: res.status, code, message: body?.message } };
}

export function signUp(input: { name: string; email: string; password: string; selectedPlan: 'creator' | 'agency' }) {
  return authPost<{ user: { id: string; email: string } | null }>('/api/auth/sign-up/email', {
    ...input,
    callbackURL: CONFIRM_CALLBACK,
  });
}

export function signIn(input: { email: string; password: string }) {
  return authPost<{ user: { id: string; role?: string } }>('/api/auth/sign-in/email', input);
}

export function resendVerification(email: string) {
  return authPost<{ status: boolean }>('/api/auth/send-verification-email', { email, callbackURL: CONFIRM_CALLBACK });
}

/** Where the e-mailed reset link lands (better-auth adds ?token=… or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/** "Esqueci minha senha": the server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return authPost<{ status: boolean }>('/api/auth/request-password-reset', { email, redirectTo: RESET_PASSWORD_PATH });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return authPost<{ status: boolean }>('/api/auth/reset-password', input);
}

/** Signed-in password change; the other sessions of the account end. Throws ApiError with better-auth's code. */
export async function changePassword(input: { currentPassword: string; newPassword: string }) {
  const r = await authPost<{ token: string | null }>('/api/auth/change-password', {
    ...input,
    revokeOtherSessions: true,
  });
  if (!r.ok) throw new ApiError(r.error?.status ?? 0, r.error?.code ?? 'NETWORK');
  return r.data;
}

export function signOutRequest() {
  return authPost<{ success: boolean }>('/api/auth/sign-out', {});
}

/** Sign-out (A6): ends the session, clears the kept keys and reloads the page. */
export async function signOut(): Promise<void> {
  await signOutRequest();
  clearSessionStorageKeys();
  window.location.assign('/');
}
