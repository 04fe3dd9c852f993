/**
 * Client approval calls shared by several screens (the send dialog, badges, the notices bell): query keys,
 * reads and mutations through the typed client. Creating or answering changes items' approval states,
 * so content lists are refreshed too.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap, type ResponseOf } from '@web/lib/api';
import { calendarKeys } from '@web/entities/calendar/keys';
import { contentKeys } from '@web/entities/content/api';
import { insightsKeys } from '@web/entities/insights/keys';
import { internalReviewKeys } from '@web/entities/internal-review/api';

export type ApprovalNotices = ResponseOf<typeof api.approval.notices.$get>;

export const approvalKeys = {
  all: ['approval'] as const,
  links: () => ['approval', 'links'] as const,
  link: (id: string) => ['approval', 'link', id] as const,
  events: (itemId: string) => ['approval', 'events', itemId] as const,
  notices: () => ['approval', 'notices'] as const,
  counts: () => ['approval', 'counts'] as const,
  waiting: () => ['approval', 'waiting'] as const,
  clients: (period: string) => ['approval', 'clients', period] as const,
  rate: (query: Record<string, string>) => ['approval', 'rate', query] as const,
};

/** Approval states show in content lists, history, the calendar and dashboard figures: refresh them all. */
export function refreshApprovalViews(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: approvalKeys.all });
  void qc.invalidateQueries({ queryKey: contentKeys.all });
  void qc.invalidateQueries({ queryKey: calendarKeys.all });
  void qc.invalidateQueries({ queryKey: insightsKeys.all });
}

export function useCreateReviewLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { items: string[]; expiresInDays: number }) =>
      unwrap(api.approval.links.$post({ json: input })),
    onSuccess: () => refreshApprovalViews(qc),
  });
}

export function useAddReviewItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { linkId: string; items: string[] }) =>
      unwrap(api.approval.links[':id'].items.$post({ param: { id: input.linkId }, json: { items: input.items } })),
    onSuccess: () => refreshApprovalViews(qc),
  });
}

/** "Copiar link" and "Reenviar": the address the client already has (asked when needed, never cached). */
export function useReviewLinkAddress() {
  return useMutation({
    mutationFn: (linkId: string) => unwrap(api.approval.links[':id'].address.$get({ param: { id: linkId } })),
  });
}

/** "Lembrar": records the reminder and returns the address for the WhatsApp message. */
export function useRemindReviewLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => unwrap(api.approval.links[':id'].remind.$post({ param: { id: linkId } })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}

/** "Gerar novo endereço": the old address stops working. */
export function useRenewReviewLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => unwrap(api.approval.links[':id'].renew.$post({ param: { id: linkId } })),
    onSuccess: () => refreshApprovalViews(qc),
  });
}

export function useEmailReviewLink() {
  return useMutation({
    mutationFn: (input: { linkId: string; token: string }) =>
      unwrap(api.approval.links[':id'].email.$post({ param: { id: input.linkId }, json: { token: input.token } })),
  });
}

export function itemEventsQuery(itemId: string, enabled = true) {
  return queryOptions({
    queryKey: approvalKeys.events(itemId),
    queryFn: () => unwrap(api.approval.events.$get({ query: { itemId } })).then((r) => r.events),
    enabled,
  });
}

/** The owner's links, to add items to one that is still open. */
export function reviewLinksQuery(enabled = true) {
  return queryOptions({
    queryKey: approvalKeys.links(),
    queryFn: () => unwrap(api.approval.links.$get()).then((r) => r.links),
    enabled,
  });
}

/** Dashboard: open rounds waiting for the client for more than two days. */
export function waitingRoundsQuery() {
  return queryOptions({
    queryKey: approvalKeys.waiting(),
    queryFn: () => unwrap(api.approval.waiting.$get()).then((r) => r.rounds),
  });
}

/** Each client's approval summary in the period ('month': this month). */
export function clientApprovalQuery(period: 'month' = 'month', enabled = true) {
  return queryOptions({
    queryKey: approvalKeys.clients(period),
    queryFn: () => unwrap(api.approval.clients.$get({ query: { period } })).then((r) => r.clients),
    enabled,
  });
}

/** The share of items whose clients' last answer in the period was "approved" (`period`, `start`, `end`). */
export function approvalRateQuery(query: Record<string, string>) {
  return queryOptions({
    queryKey: approvalKeys.rate(query),
    queryFn: () => unwrap(api.approval.rate.$get({ query })),
  });
}

export function approvalCountsQuery() {
  return queryOptions({
    queryKey: approvalKeys.counts(),
    queryFn: () => unwrap(api.approval.counts.$get()),
  });
}

/**
 * What a notice's event changes on screen besides the bell: the items' badges in every open list
 * (content, history, calendar, figures) and their internal review states. The notices themselves are
 * left alone, since they were just read.
 */
function refreshAnsweredViews(qc: QueryClient) {
  void qc.invalidateQueries({
    queryKey: approvalKeys.all,
    predicate: (q) => q.queryKey[1] !== approvalKeys.notices()[1],
  });
  void qc.invalidateQueries({ queryKey: contentKeys.all });
  void qc.invalidateQueries({ queryKey: calendarKeys.all });
  void qc.invalidateQueries({ queryKey: insightsKeys.all });
  void qc.invalidateQueries({ queryKey: internalReviewKeys.all });
}

/**
 * Polled while the app is open, so a client's answer (or the team's review) shows up without a reload.
 * The bell is how an answer reaches an open screen: when a poll brings a notice the previous one did not
 * have, the lists already on screen are read again, so their badges match the bell.
 */
export function approvalNoticesQuery() {
  return queryOptions({
    queryKey: approvalKeys.notices(),
    queryFn: async ({ client, queryKey }) => {
      const before = client.getQueryData<ApprovalNotices>(queryKey);
      const next = await unwrap(api.approval.notices.$get());
      if (before) {
        const known = new Set(before.notices.map((n) => n.id));
        if (next.notices.some((n) => !known.has(n.id))) refreshAnsweredViews(client);
      }
      return next;
    },
    refetchInterval: 60_000,
  });
}

export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => unwrap(api.approval.notices.read.$post({ json: ids ? { ids } : {} })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: approvalKeys.notices() }),
  });
}
