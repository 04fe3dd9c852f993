/**
 * An account's role on the platform, apart from its role in a workspace (team.ts): a platform admin runs
 * the admin pages and is always let in; every other account is a user. The role is stored on the user
 * row (better-auth's admin plugin) and sent with `GET /api/me`. Code outside this module asks
 * `isPlatformAdmin`, never compares the role with a literal, so the rule has one place to change.
 */
export const PLATFORM_ROLES = { user: 'user', admin: 'admin' } as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[keyof typeof PLATFORM_ROLES];

/** Whether this account is a platform admin; no account (signed out) is not. */
export function isPlatformAdmin(user: { role: string } | null | undefined): boolean {
  return user?.role === PLATFORM_ROLES.admin;
}
