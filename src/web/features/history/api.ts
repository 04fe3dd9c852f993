/** History: keyset pages of the caller's items with the type / status / client filters. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { contentKeys, fetchContentPage } from '@web/entities/content/api';
import type { ContentApprovalFilter, ContentStatusFilter, ContentTypeFilter } from '@shared/schemas/content';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryFilters {
  type: ContentTypeFilter;
  status: ContentStatusFilter;
  approval: ContentApprovalFilter;
  clientId: string | null;
  /** Only the items this person of the workspace created. */
  createdBy: string | null;
}

export function historyQuery(filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: contentKeys.history(filters),
    queryFn: ({ pageParam }) => fetchContentPage({ ...filters, limit: HISTORY_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
