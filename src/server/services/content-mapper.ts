/** Turns a content row into the API's ContentItem. */
import type { tasks } from '../db/schema';
import type { ContentItem } from '@shared/content-item';
import type { ContentKind } from '@shared/content-kinds';
import type { ApprovalState } from '@shared/schemas/approval';
import type { StoredPublicationState } from '@shared/publication';

type TaskRow = typeof tasks.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * `needsResend`: the approval rule's answer for this row (`approval/waiting.ts`), when the query read it;
 * left out, the item's badge shows the stored state.
 */
export function toContentItem(row: TaskRow, clientName: string | null = null, needsResend = false): ContentItem {
  // An agency client's item keeps its API owner 'client_task' (the name the spec gives its table).
  const isClient = row.clientId !== null;
  return {
    id: row.id,
    owner: isClient ? 'client_task' : 'task',
    type: row.type as ContentKind,
    title: row.title,
    content: row.content,
    tone: row.tone,
    completed: row.completed,
    status: row.status,
    parts: row.parts ?? [],
    options: row.options ?? {},
    scheduledDate: iso(row.scheduledDate),
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    clientId: row.clientId,
    clientName: isClient ? clientName : null,
    approvalState: (row.approvalState ?? 'none') as ApprovalState,
    ...(needsResend ? { approvalNeedsResend: true } : {}),
    createdBy: row.createdBy ?? null,
    publicationState: row.publicationState as StoredPublicationState,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
  };
}
