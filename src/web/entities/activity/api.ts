/** "Who did what": the workspace's activity and its people (the History's author filter). */
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { useMe } from '@web/lib/session';

export const activityKeys = {
  all: ['activity'] as const,
  client: (clientId: string) => ['activity', 'client', clientId] as const,
  people: ['activity', 'people'] as const,
};

/** The activity screen's filters ('' : any); `actorId` may be `client` for the clients' own answers. */
export interface ActivityFilters {
  actorId: string;
  clientId: string;
  action: string;
}

/** The workspace's activity, filtered, one page after another ("Carregar mais"). */
export function useActivityFeed(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: [...activityKeys.all, 'feed', filters] as const,
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
      if (pageParam) query.before = pageParam;
      return unwrap(api.activity.$get({ query }));
    },
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** The newest page of one client's activity; fetched only when `enabled` (the card's section is open). */
export function useClientActivity(clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.client(clientId),
    queryFn: () => unwrap(api.activity.$get({ query: { clientId } })),
    enabled,
  });
}

export const workspacePeopleQuery = queryOptions({
  queryKey: activityKeys.people,
  queryFn: () => unwrap(api.activity.people.$get()),
  staleTime: 60_000,
});

/** The workspace's people, by name. Pass `enabled: false` where there is no team (a creator). */
export function useWorkspacePeople(options: { enabled?: boolean } = {}) {
  return useQuery({ ...workspacePeopleQuery, enabled: options.enabled ?? true });
}

/**
 * Whether other people work in the active workspace besides the signed-in one: a team's screens speak of
 * "a equipe" where a person working alone reads "você". False for a creator (no request is made).
 */
export function useWorksWithOthers(): boolean {
  const { data: me } = useMe();
  const people = useWorkspacePeople({ enabled: me?.profile.subscriptionType === 'agency' });
  return (people.data?.people.length ?? 0) > 1;
}
