/**
 * The signed-in user's state and the public config. The auth calls (sign-in, sign-up, sign-out...) are
 * in auth-calls.ts, loaded with the pages and the menu that use them rather than with the landing page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamAction } from '@shared/team';
import { ApiError, api, unwrap, type ResponseOf } from './api';

/** The keys of the signed-in user's state and of the public config: invalidate these, never a literal. */
export const sessionKeys = {
  me: ['me'] as const,
  config: ['config'] as const,
};

export type Me = ResponseOf<typeof api.me.$get>;
export type MeProfile = Me['profile'];

export const meQuery = queryOptions({
  queryKey: sessionKeys.me,
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

/**
 * Whether the signed-in person may do `action` in the active workspace: the role table (`TEAM_ACTIONS`)
 * as `/api/me` answered it for this workspace. Every button that calls a role-gated route asks this first,
 * so nobody is offered what the server would refuse (the server still checks every request). False until
 * the session is known: a button appears once allowed rather than showing and then vanishing.
 */
export function useMay(action: TeamAction): boolean {
  const { data: me } = useMe();
  return mayIn(me, action);
}

/** `useMay` for code that already holds the session. */
export function mayIn(me: Me | null | undefined, action: TeamAction): boolean {
  return !!me && me.workspace.may[action];
}

export const configQuery = queryOptions({
  queryKey: sessionKeys.config,
  queryFn: () => unwrap(api.config.$get()),
  staleTime: Infinity,
});

export function useAppConfig() {
  return useQuery(configQuery);
}
