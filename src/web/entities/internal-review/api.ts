/** The team's internal review: the workspace's setting, the items' states and their changes. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import type {
  InternalReviewAnswerInput,
  InternalReviewItem,
  InternalReviewOverview,
  InternalReviewState,
} from '@shared/schemas/internal-review';

export const internalReviewKeys = {
  all: ['internal-review'] as const,
  /** The Revisor's "Aguardando a sua revisão" (under `all`: every change of state refreshes it). */
  waiting: () => ['internal-review', 'waiting'] as const,
};

/** What waits for the signed-in person's review, counted by the server through their scope. */
export function reviewWaitingQuery(enabled: boolean) {
  return queryOptions({
    queryKey: internalReviewKeys.waiting(),
    queryFn: () => unwrap(api['internal-review'].waiting.$get()),
    enabled,
  });
}

export const internalReviewQuery = queryOptions({
  queryKey: internalReviewKeys.all,
  queryFn: () => unwrap(api['internal-review'].$get()),
  staleTime: 15_000,
});

export function useInternalReview(enabled = true) {
  return useQuery({ ...internalReviewQuery, enabled });
}

/** An item's state from the overview (an item not listed is a draft). */
export function internalStateOf(
  items: readonly InternalReviewItem[] | undefined,
  id: string,
): { state: InternalReviewState; comment: string | null } {
  const hit = items?.find((i) => i.id === id);
  return hit ? { state: hit.state, comment: hit.comment } : { state: 'draft', comment: null };
}

export function useSetInternalReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => unwrap(api['internal-review'].setting.$put({ json: { enabled } })),
    // The switch moves at once; a refusal puts it back (the refetch below reads the server's value).
    onMutate: (enabled: boolean) => {
      queryClient.setQueryData<InternalReviewOverview>(internalReviewKeys.all, (old) =>
        old ? { ...old, enabled } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: internalReviewKeys.all }),
  });
}

export function useSubmitInternalReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api['internal-review'].items[':id'].submit.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: internalReviewKeys.all }),
  });
}

export function useAnswerInternalReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: InternalReviewAnswerInput & { id: string }) =>
      unwrap(api['internal-review'].items[':id'].answer.$post({ param: { id }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: internalReviewKeys.all }),
  });
}
