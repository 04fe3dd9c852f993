/**
 * The rows client approval reads: the caller's items (a creator's own, or an agency's clients'), the
 * items a link holds, the names shown with them and the answer timeline.
 */
import { workspaceNameOf } from '../workspace-name';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { agencyClients, approvalEvents, reviewLinkItems, reviewLinks, tasks } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import {
  approvalActor,
  type ApprovalEventView,
  type ApprovalState,
  type ReviewLinkItemSummary,
  type ReviewRecipient,
} from '@shared/schemas/approval';
import { clientsFilter, ownContent } from '@server/scope/owner-scope';
import { isUuid } from '@shared/ids';
import type { ApprovalScope, Db } from './types';

export interface ScopedItem {
  id: string;
  title: string;
  clientId: string | null;
  /** The team's internal review state (decision 0022): only approved items go to the client when it is on. */
  internalReview: string;
}

/**
 * The items with these ids in the caller's scope; any id not found there ends the request (404).
 * `lock` (inside a transaction) holds their rows, in id order so that two requests never wait on each
 * other: sending an item into a link and moving it out of another happen one request at a time.
 */
export async function findScopedItems(
  db: Db,
  scope: ApprovalScope,
  ids: string[],
  lock = false,
): Promise<ScopedItem[]> {
  if (ids.some((id) => !isUuid(id))) throw new HttpError(404, 'APPROVAL_ITEM_NOT_FOUND');
  const q = db
    .select({ id: tasks.id, title: tasks.title, clientId: tasks.clientId, internalReview: tasks.internalReview })
    .from(tasks)
    .where(and(inArray(tasks.id, ids), ownContent(scope)))
    .orderBy(tasks.id);
  const rows: ScopedItem[] = await (lock ? q.for('update') : q);
  if (rows.length !== ids.length) throw new HttpError(404, 'APPROVAL_ITEM_NOT_FOUND');
  return rows;
}

/**
 * The scope's review links: its workspace's, and for a scope limited to some clients only those
 * clients' links.
 */
export function ownReviewLinks(scope: ApprovalScope): SQL {
  return and(eq(reviewLinks.ownerUserId, scope.workspaceId), clientsFilter(scope, reviewLinks.clientId))!;
}

/** Items sent for the first time start waiting for the client; answered ones keep their state. */
export async function markPending(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(tasks)
    .set({ approvalState: 'pending' })
    .where(and(inArray(tasks.id, ids), eq(tasks.approvalState, 'none')));
}

/**
 * Puts the items on a link (their rows must be locked by the caller), sent by `sentBy` (who hears of the
 * client's answer). An item live on another link is moved: its row there is marked moved, so it can no
 * longer be answered there. An item already live on this link stays as it was. Returns how many items
 * are new on the link.
 */
export async function placeLinkItems(
  db: Db,
  linkId: string,
  ids: string[],
  sentBy: string,
  now: Date,
): Promise<number> {
  if (!ids.length) return 0;
  const column = reviewLinkItems.taskId;
  await db
    .update(reviewLinkItems)
    .set({ movedAt: now })
    .where(and(inArray(column, ids), ne(reviewLinkItems.linkId, linkId), isNull(reviewLinkItems.movedAt)));
  // An item that was moved away from this link earlier comes back as a new entry.
  await db
    .delete(reviewLinkItems)
    .where(and(eq(reviewLinkItems.linkId, linkId), inArray(column, ids), sql`${reviewLinkItems.movedAt} is not null`));
  const inserted = await db
    .insert(reviewLinkItems)
    .values(ids.map((id) => ({ linkId, taskId: id, sentBy, addedAt: now })))
    .onConflictDoNothing()
    .returning({ id: reviewLinkItems.id });
  return inserted.length;
}

export interface LinkItemRow extends ReviewLinkItemSummary {
  linkId: string;
  addedAt: Date;
  movedAt: Date | null;
}

/**
 * The items of these links that still exist (a deleted item has left its links with its row), live and
 * moved, oldest first.
 */
export async function itemsOfLinks(db: Db, linkIds: string[]): Promise<Map<string, LinkItemRow[]>> {
  const byLink = new Map<string, LinkItemRow[]>();
  if (!linkIds.length) return byLink;
  const all = await db
    .select({
      linkId: reviewLinkItems.linkId,
      addedAt: reviewLinkItems.addedAt,
      movedAt: reviewLinkItems.movedAt,
      id: tasks.id,
      type: tasks.type,
      title: tasks.title,
      approvalState: tasks.approvalState,
    })
    .from(reviewLinkItems)
    .innerJoin(tasks, eq(tasks.id, reviewLinkItems.taskId))
    .where(inArray(reviewLinkItems.linkId, linkIds))
    .orderBy(asc(reviewLinkItems.addedAt), asc(tasks.createdAt), asc(tasks.id));
  for (const r of all) {
    const list = byLink.get(r.linkId) ?? [];
    list.push({
      linkId: r.linkId,
      addedAt: r.addedAt,
      movedAt: r.movedAt,
      id: r.id,
      type: r.type,
      title: r.title,
      approvalState: r.approvalState as ApprovalState,
    });
    byLink.set(r.linkId, list);
  }
  return byLink;
}

export async function clientNameOf(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db.select({ name: agencyClients.name }).from(agencyClients).where(eq(agencyClients.id, clientId));
  return row?.name ?? null;
}

export async function recipientOf(db: Db, clientId: string | null): Promise<ReviewRecipient | null> {
  if (!clientId) return null;
  const [row] = await db
    .select({ name: agencyClients.name, phone: agencyClients.phone, email: agencyClients.email })
    .from(agencyClients)
    .where(eq(agencyClients.id, clientId));
  if (!row) return null;
  return { name: row.name, phone: row.phone, hasEmail: Boolean(row.email) };
}

/** How the client reads the agency's name: the team's name, else its founder's (`workspace-name.ts`). */
export const ownerNameOf = workspaceNameOf;

export async function eventsOfItems(db: Db, ownerUserId: string, itemIds: string[]): Promise<ApprovalEventView[]> {
  if (!itemIds.length) return [];
  const rows = await db
    .select()
    .from(approvalEvents)
    .where(and(eq(approvalEvents.ownerUserId, ownerUserId), inArray(approvalEvents.taskId, itemIds)))
    .orderBy(asc(approvalEvents.seq))
    .limit(500);
  return rows.map(toEventView);
}

function toEventView(row: typeof approvalEvents.$inferSelect): ApprovalEventView {
  return {
    id: row.id,
    itemId: row.taskId,
    state: row.state as ApprovalState,
    actor: approvalActor(row.actor),
    approverName: row.approverName,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
