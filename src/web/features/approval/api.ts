/** Client approval: the public review page's calls and the owner's links page. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { approvalKeys, refreshApprovalViews } from '@web/entities/approval/api';

import { reviewKeys } from './review-keys';

export { reviewKeys };

export function reviewPageQuery(token: string) {
  return queryOptions({
    queryKey: reviewKeys.page(token),
    queryFn: () => unwrap(api.review[':token'].$get({ param: { token } })),
    // An unknown, expired or revoked link will not get better by asking again.
    retry: false,
    // The answer the server drew the page from (app/server-data.ts) is not asked for again right away.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useAnswerReview(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      itemId: string;
      decision: 'approved' | 'changes_requested';
      comment?: string;
      approverName?: string;
    }) => unwrap(api.review[':token'].answers.$post({ param: { token }, json: input })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: reviewKeys.page(token) }),
  });
}

export function linkDetailQuery(id: string, enabled: boolean) {
  return queryOptions({
    queryKey: approvalKeys.link(id),
    queryFn: () => unwrap(api.approval.links[':id'].$get({ param: { id } })),
    enabled,
  });
}

export function useRevokeReviewLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.approval.links[':id'].revoke.$post({ param: { id } })),
    onSuccess: () => refreshApprovalViews(qc),
  });
}
