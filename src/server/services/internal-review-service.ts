/**
 * The team's internal review before the client ("Revisão interna", decision 0022). A workspace turns it
 * on from the Equipe page; then an item goes draft → in_review → approved (or changes, with the
 * reviewer's comment) and only approved items may be sent to the client. Off, nothing here is consulted
 * and the approval flow is exactly as before.
 *
 * Every change of state is ONE conditional UPDATE (`... WHERE state = <the state it leaves>`): when two
 * reviewers answer the same item at once, one update matches and the other finds nothing and is told
 * the item is no longer waiting, so the item ends in exactly one state. Each change tells the people it
 * concerns (decision 0020) in the same transaction.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agencyClients, tasks, workspaceSettings } from '../db/schema';
import { HttpError } from '../http-error';
import { ownContent, type OwnerScope } from '../scope/owner-scope';
import { logActivity } from './activity-service';
import { internalReviewAnswerRecipients, internalReviewWaitingRecipients, personNameOf, writeNotices } from './notices';
import { isUuid } from '@shared/ids';
import { roleLeadsWithReview } from '@shared/team';
import {
  INTERNAL_COMMENT_MAX,
  REVIEW_WAITING_LISTED,
  type ReviewWaiting,
  type InternalReviewAnswerInput,
  type InternalReviewItem,
  type InternalReviewOverview,
  type InternalReviewState,
} from '@shared/schemas/internal-review';

/** Whether the workspace asks for the internal review (no settings row: off). */
export async function internalReviewEnabled(db: Database, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: workspaceSettings.internalReview })
    .from(workspaceSettings)
    .where(eq(workspaceSettings.workspaceId, workspaceId));
  return row?.on ?? false;
}

export async function setInternalReview(
  db: Database,
  scope: OwnerScope,
  enabled: boolean,
  now: Date,
): Promise<{ enabled: boolean }> {
  await db
    .insert(workspaceSettings)
    .values({ workspaceId: scope.workspaceId, internalReview: enabled, updatedAt: now })
    .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { internalReview: enabled, updatedAt: now } });
  return { enabled };
}

/**
 * The Revisor's dashboard card: the items waiting for the internal review in the clients the person works
 * on (counted through the scope, so a Revisor of one client never counts another's), the least recently
 * changed first (the nearest measure of waiting longest that the rows keep). A role whose dashboard does
 * not lead with review (the role table says) gets null.
 */
export async function reviewWaitingFor(db: Database, scope: OwnerScope): Promise<ReviewWaiting> {
  if (!roleLeadsWithReview(scope.role)) return null;
  const waiting = and(ownContent(scope), eq(tasks.internalReview, 'in_review'));
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(waiting);
  const rows = await db
    .select({
      id: tasks.id,
      type: tasks.type,
      title: tasks.title,
      clientId: tasks.clientId,
      clientName: agencyClients.name,
    })
    .from(tasks)
    .leftJoin(agencyClients, eq(agencyClients.id, tasks.clientId))
    .where(waiting)
    .orderBy(asc(tasks.updatedAt), asc(tasks.id))
    .limit(REVIEW_WAITING_LISTED);
  return { count: Number(counted?.count ?? 0), items: rows };
}

/** The setting and every item of the scope that is not a plain draft (at most the latest 1000). */
export async function internalReviewOverview(db: Database, scope: OwnerScope): Promise<InternalReviewOverview> {
  const enabled = await internalReviewEnabled(db, scope.workspaceId);
  const rows = await db
    .select({ id: tasks.id, state: tasks.internalReview, comment: tasks.internalReviewComment })
    .from(tasks)
    .where(and(ownContent(scope), ne(tasks.internalReview, 'draft')))
    .limit(1000);
  return { enabled, items: rows.map(toItem) };
}

function toItem(row: { id: string; state: string; comment: string | null }): InternalReviewItem {
  return { id: row.id, state: row.state as InternalReviewState, comment: row.comment };
}

/** An item that changed state, and what its notices need: its title, client, author and submitter. */
interface MovedItem {
  item: InternalReviewItem;
  title: string;
  clientId: string | null;
  authorId: string | null;
  submittedBy: string | null;
}

/**
 * Moves one item of the scope from one of `from` to `to`, in one statement (a submission also records who
 * submitted it), and logs who did it in the activity log, in the caller's transaction. Nothing matched: the item is not the scope's (404) or is no longer in a state it may
 * leave this way (409 `conflict`).
 */
async function transition(
  db: Database,
  scope: OwnerScope,
  id: string,
  from: InternalReviewState[],
  to: InternalReviewState,
  comment: string | null,
  conflict: 'INTERNAL_REVIEW_NOT_DRAFT' | 'INTERNAL_REVIEW_NOT_WAITING',
  now: Date,
): Promise<MovedItem> {
  if (!isUuid(id)) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  const set = {
    internalReview: to,
    internalReviewComment: comment,
    ...(to === 'in_review' ? { internalReviewSubmittedBy: scope.actorUserId } : {}),
  };
  const [row] = await db
    .update(tasks)
    .set(set)
    .where(and(eq(tasks.id, id), ownContent(scope), inArray(tasks.internalReview, from)))
    .returning({
      id: tasks.id,
      state: tasks.internalReview,
      comment: tasks.internalReviewComment,
      title: tasks.title,
      clientId: tasks.clientId,
      authorId: tasks.createdBy,
      submittedBy: tasks.internalReviewSubmittedBy,
    });
  if (row) {
    await logActivity(db, {
      workspaceId: scope.workspaceId,
      clientId: row.clientId,
      actorUserId: scope.actorUserId,
      action: to === 'in_review' ? 'internal_submitted' : 'internal_answered',
      itemId: row.id,
      details: to === 'in_review' ? { title: row.title } : { title: row.title, decision: to },
      createdAt: now,
    });
    const { title, clientId, authorId, submittedBy } = row;
    return { item: toItem(row), title, clientId, authorId, submittedBy };
  }
  const exists = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, id), ownContent(scope)));
  if (!exists.length) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  throw new HttpError(409, conflict);
}

async function assertEnabled(db: Database, scope: OwnerScope): Promise<void> {
  if (!(await internalReviewEnabled(db, scope.workspaceId))) throw new HttpError(409, 'INTERNAL_REVIEW_OFF');
}

/** The texts every internal review notice copies: the item, its client and the person who acted. */
async function noticeTexts(db: Database, scope: OwnerScope, moved: MovedItem) {
  const [client] = moved.clientId
    ? await db.select({ name: agencyClients.name }).from(agencyClients).where(eq(agencyClients.id, moved.clientId))
    : [];
  return {
    itemTitle: moved.title,
    clientName: client?.name ?? null,
    actorName: await personNameOf(db, scope.actorUserId),
  };
}

/**
 * An editor (or the owner) asks for the team's review: a draft, or an item sent back for adjustment.
 * In the same transaction, every Revisor and Dono who may see the item (but the submitter) is told it
 * waits for them.
 */
export async function submitForInternalReview(
  db: Database,
  scope: OwnerScope,
  id: string,
  now: Date,
): Promise<InternalReviewItem> {
  await assertEnabled(db, scope);
  return db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      scope,
      id,
      ['draft', 'changes'],
      'in_review',
      null,
      'INTERNAL_REVIEW_NOT_DRAFT',
      now,
    );
    const place = { workspaceId: scope.workspaceId, clientId: moved.clientId };
    await writeNotices(tx, {
      kind: 'internal_review_waiting',
      place,
      itemId: moved.item.id,
      recipients: await internalReviewWaitingRecipients(tx, place, scope.actorUserId),
      payload: await noticeTexts(tx, scope, moved),
      createdAt: now,
    });
    return moved.item;
  });
}

/**
 * A reviewer (or the owner) answers an item waiting for them: approve, or ask for an adjustment. In the
 * same transaction, the item's author and its submitter (but the reviewer) are told the answer.
 */
export async function answerInternalReview(
  db: Database,
  scope: OwnerScope,
  id: string,
  input: InternalReviewAnswerInput,
  now: Date,
): Promise<InternalReviewItem> {
  await assertEnabled(db, scope);
  const approve = input.decision === 'approve';
  const comment = approve ? null : (input.comment ?? '').trim();
  if (comment !== null && (!comment || comment.length > INTERNAL_COMMENT_MAX)) {
    throw new HttpError(400, 'INTERNAL_REVIEW_COMMENT_REQUIRED');
  }
  const to = approve ? 'approved' : 'changes';
  return db.transaction(async (tx) => {
    const moved = await transition(tx, scope, id, ['in_review'], to, comment, 'INTERNAL_REVIEW_NOT_WAITING', now);
    const place = { workspaceId: scope.workspaceId, clientId: moved.clientId };
    await writeNotices(tx, {
      kind: 'internal_review_answer',
      place,
      itemId: moved.item.id,
      recipients: await internalReviewAnswerRecipients(tx, place, moved, scope.actorUserId),
      payload: { ...(await noticeTexts(tx, scope, moved)), decision: to, comment },
      createdAt: now,
    });
    return moved.item;
  });
}

/**
 * An edit of an internally approved item: what the team approved is no longer what would be sent. With
 * the review on, the item goes straight back to the reviewers (in review, submitted by the person who
 * edited, who are told as on a submission), so the client's page stops showing it until it is approved
 * again. With the review off it becomes a draft, so that turning the review on later never trusts a stale
 * approval.
 */
export async function reviewAgainAfterEdit(db: Database, scope: OwnerScope, item: { id: string }, now: Date) {
  const [row] = await db
    .select({ state: tasks.internalReview })
    .from(tasks)
    .where(and(eq(tasks.id, item.id), ownContent(scope)));
  if (row?.state !== 'approved') return;
  if (!(await internalReviewEnabled(db, scope.workspaceId))) {
    await db
      .update(tasks)
      .set({ internalReview: 'draft', internalReviewComment: null })
      .where(and(eq(tasks.id, item.id), eq(tasks.internalReview, 'approved')));
    return;
  }
  await db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      scope,
      item.id,
      ['approved'],
      'in_review',
      null,
      'INTERNAL_REVIEW_NOT_DRAFT',
      now,
    );
    const place = { workspaceId: scope.workspaceId, clientId: moved.clientId };
    await writeNotices(tx, {
      kind: 'internal_review_waiting',
      place,
      itemId: moved.item.id,
      recipients: await internalReviewWaitingRecipients(tx, place, scope.actorUserId),
      payload: await noticeTexts(tx, scope, moved),
      createdAt: now,
    });
  });
}

/**
 * Refuses to send items to the client (a new link, or added to an open one) while the workspace asks
 * for the internal review and any of them is not approved internally. The items' rows are locked by the
 * caller, so an edit cannot slip between this check and the send.
 */
export async function assertInternallyApproved(
  db: Database,
  scope: OwnerScope,
  items: readonly { id: string; title: string; internalReview: string }[],
): Promise<void> {
  if (!items.length || !(await internalReviewEnabled(db, scope.workspaceId))) return;
  const missing = items.filter((i) => i.internalReview !== 'approved');
  if (!missing.length) return;
  const titles = missing
    .slice(0, 3)
    .map((i) => `"${i.title}"`)
    .join(', ');
  throw new HttpError(409, 'INTERNAL_REVIEW_REQUIRED', {
    params: { titles: missing.length > 3 ? `${titles} e mais ${missing.length - 3}` : titles },
  });
}
