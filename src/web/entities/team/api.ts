/** The team page and the invitation page: their reads and changes, through the typed API client. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { sessionKeys } from '@web/lib/session';
import type { InvitationInput, MemberUpdateInput, WorkspaceNameInput } from '@shared/schemas/team';

export const teamKeys = {
  all: ['team'] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
};

const fetchTeam = () => unwrap(api.team.$get());

/** One member as the team page shows them (role, clients, whether it is the founding account). */
export type TeamMember = Awaited<ReturnType<typeof fetchTeam>>['members'][number];
/** One open invitation as the team page lists it. */
export type TeamInvitation = Awaited<ReturnType<typeof fetchTeam>>['invitations'][number];

export const teamQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: fetchTeam,
});

export function useTeam() {
  return useQuery(teamQuery);
}

/** "Nome da equipe": the switcher (read with the session) names the team by it too. */
export function useSetWorkspaceName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WorkspaceNameInput) => unwrap(api.team.name.$put({ json: values })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
      ]),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InvitationInput) => unwrap(api.team.invitations.$post({ json: values })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.team.invitations[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, values }: { userId: string; values: MemberUpdateInput }) =>
      unwrap(api.team.members[':userId'].$patch({ param: { userId }, json: values })),
    // A Dono may change or remove themselves: the menu and the pages follow their new role.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
      ]),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.team.members[':userId'].$delete({ param: { userId } })),
    // A Dono may change or remove themselves: the menu and the pages follow their new role.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
      ]),
  });
}

/** What an invitation is (team, role, e-mail); `token` null reads nothing (a sign-up not from one). */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: teamKeys.invitation(token ?? ''),
    queryFn: () => unwrap(api.invitations[':token'].$get({ param: { token: token ?? '' } })),
    enabled: token !== null,
    retry: false,
  });
}

export function acceptInvitation(token: string) {
  return unwrap(api.invitations[':token'].accept.$post({ param: { token } }));
}
