/**
 * Saved content (/api/content), shared by the generator screens and the history page: query keys,
 * reads and the edit / toggle / parts mutations. Every mutation refreshes the lists (and the dashboard
 * counts) without a page reload.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { internalReviewKeys } from '@web/entities/internal-review/api';
import { api, unwrap } from '@web/lib/api';
import { insightsKeys } from '@web/entities/insights/keys';
import { voiceKeys } from '@web/entities/voice/api';
import type { ContentItem, ContentPart } from '@shared/content-item';
import type { ContentApprovalFilter, ContentStatusFilter, ContentTypeFilter } from '@shared/schemas/content';
import type { VersionOrigin } from '@shared/schemas/versions';
import type { WordDiffSegment, WordDiffSummary } from '@shared/word-diff';

export interface ContentPage {
  items: ContentItem[];
  nextCursor: string | null;
}

export interface ContentListParams {
  type?: ContentTypeFilter;
  status?: ContentStatusFilter;
  approval?: ContentApprovalFilter;
  clientId?: string | null;
  /** Only the items this person created. */
  createdBy?: string | null;
  limit?: number;
  cursor?: string | null;
}

export const contentKeys = {
  all: ['content'] as const,
  lists: () => ['content', 'list'] as const,
  list: (params: Omit<ContentListParams, 'cursor'>) => ['content', 'list', params] as const,
  history: (params: Omit<ContentListParams, 'cursor' | 'limit'>) => ['content', 'history', params] as const,
  /** Every item of a kind, page by page (reel scripts list them all). */
  listAll: (params: Omit<ContentListParams, 'cursor'>) => ['content', 'list', params, 'all'] as const,
  item: (id: string) => ['content', 'item', id] as const,
};

export function fetchContentPage(params: ContentListParams): Promise<ContentPage> {
  const query: Record<string, string> = {};
  if (params.type && params.type !== 'all') query.type = params.type;
  if (params.status && params.status !== 'all') query.status = params.status;
  if (params.approval && params.approval !== 'all') query.approval = params.approval;
  if (params.clientId) query.clientId = params.clientId;
  if (params.createdBy) query.createdBy = params.createdBy;
  if (params.limit) query.limit = String(params.limit);
  if (params.cursor) query.cursor = params.cursor;
  return unwrap(api.content.$get({ query }));
}

/** One page (the newest `limit` items) of a kind — the generator screens' lists. */
export function contentListQuery(params: Omit<ContentListParams, 'cursor'>, enabled = true) {
  return queryOptions({
    queryKey: contentKeys.list(params),
    queryFn: () => fetchContentPage(params),
    enabled,
  });
}

export function contentItemQuery(id: string) {
  return queryOptions({
    queryKey: contentKeys.item(id),
    queryFn: () => unwrap(api.content[':id'].$get({ param: { id } })),
  });
}

/** Puts the saved item into every cached list and page, then refetches lists and dashboard counts. */
function applySavedItem(qc: QueryClient, item: ContentItem) {
  qc.setQueryData(contentKeys.item(item.id), item);
  qc.setQueriesData<unknown>({ queryKey: contentKeys.all }, (old: unknown) => replaceIn(old, item));
  void qc.invalidateQueries({ queryKey: contentKeys.all });
  void qc.invalidateQueries({ queryKey: insightsKeys.all });
  // An edit makes an internally approved item a draft again (the server does it): read the states anew.
  void qc.invalidateQueries({ queryKey: internalReviewKeys.all });
}

function replaceIn(old: unknown, item: ContentItem): unknown {
  if (!old || typeof old !== 'object') return old;
  if ('items' in old && Array.isArray((old as ContentPage).items)) {
    const page = old as ContentPage;
    return { ...page, items: page.items.map((i) => (i.id === item.id ? item : i)) };
  }
  if ('pages' in old && Array.isArray((old as { pages: unknown[] }).pages)) {
    const data = old as { pages: ContentPage[]; pageParams: unknown[] };
    return { ...data, pages: data.pages.map((p) => replaceIn(p, item) as ContentPage) };
  }
  return old;
}

export function refreshContent(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: contentKeys.all });
  void qc.invalidateQueries({ queryKey: insightsKeys.all });
}

export function useUpdateContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; content?: string; title?: string }) =>
      unwrap(api.content[':id'].$patch({ param: { id }, json: body })),
    onSuccess: (item, { content }) => {
      applySavedItem(qc, item);
      // The text the user settled on becomes a learned example of the brand voice: its counts change.
      if (content !== undefined) void qc.invalidateQueries({ queryKey: voiceKeys.all });
    },
  });
}

export function useSetCompleted() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      unwrap(api.content[':id'].completed.$put({ param: { id }, json: { completed } })),
    onSuccess: (item) => applySavedItem(qc, item),
  });
}

/** The item's "É publicidade?" switch (on also puts the label at the start, as a new version). */
export function useSetPubli() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAd }: { id: string; isAd: boolean }) =>
      unwrap(api.content[':id'].publi.$put({ param: { id }, json: { isAd } })),
    onSuccess: (item, { id }) => {
      applySavedItem(qc, item);
      void qc.invalidateQueries({ queryKey: versionKeys.list(id) });
    },
  });
}

export function useUpdateParts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, parts }: { id: string; parts: ContentPart[] }) =>
      unwrap(api.content[':id'].parts.$put({ param: { id }, json: { parts } })),
    onSuccess: (item) => applySavedItem(qc, item),
  });
}

export function useDeleteContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.content[':id'].$delete({ param: { id } })),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: contentKeys.item(id) });
      refreshContent(qc);
    },
  });
}

// ---------------------------------------------------------------------------
// Versions of an item
// ---------------------------------------------------------------------------

export interface ContentVersionSummary {
  version: number;
  origin: VersionOrigin;
  createdAt: string;
  restoredFrom: number | null;
  /** Who wrote it, by first name ("por Ana"); null for versions saved before authors were recorded. */
  authorName: string | null;
}

export interface VersionComparison {
  from: ContentVersionSummary & { text: string };
  to: ContentVersionSummary & { text: string };
  segments: WordDiffSegment[];
  summary: WordDiffSummary;
}

export const versionKeys = {
  list: (id: string) => ['content', 'versions', id] as const,
  compare: (id: string, from: number, to: number) => ['content', 'versions', id, 'compare', from, to] as const,
};

export function versionsQuery(id: string) {
  return queryOptions({
    queryKey: versionKeys.list(id),
    queryFn: () => unwrap(api.content[':id'].versions.$get({ param: { id } })).then((r) => r.versions),
  });
}

export function versionCompareQuery(id: string, from: number, to: number, enabled = true) {
  return queryOptions({
    queryKey: versionKeys.compare(id, from, to),
    queryFn: () =>
      unwrap(
        api.content[':id'].versions.compare.$get({ param: { id }, query: { from: String(from), to: String(to) } }),
      ),
    enabled,
  });
}

export function useRestoreVersion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      unwrap(api.content[':id'].versions[':version'].restore.$post({ param: { id, version: String(version) } })),
    onSuccess: ({ item }) => applySavedItem(qc, item),
  });
}

/** After a regeneration: the item's new text everywhere, and its versions read again. */
export function applyRegeneratedItem(qc: QueryClient, item: ContentItem) {
  applySavedItem(qc, item);
}
