/**
 * "Your client answered": the owner's in-app notices, listed under the bell until read. Their texts are
 * copied when written, so a notice outlives the item it speaks of.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { approvalNotices } from '@server/db/schema';
import type { ApprovalDecision, ApprovalNoticeView } from '@shared/schemas/approval';
import type { Db } from './types';

export interface NewNotice {
  userId: string;
  linkId: string;
  itemId: string;
  itemTitle: string;
  clientName: string | null;
  state: ApprovalDecision;
  approverName: string | null;
  comment: string | null;
  createdAt: Date;
}

/** Written in the answer's transaction: the notice exists exactly when the answer does. */
export async function recordNotice(db: Db, notice: NewNotice): Promise<void> {
  await db.insert(approvalNotices).values(notice);
}

export async function listApprovalNotices(
  db: Database,
  userId: string,
): Promise<{ notices: ApprovalNoticeView[]; unread: number }> {
  const rows = await db
    .select()
    .from(approvalNotices)
    .where(eq(approvalNotices.userId, userId))
    .orderBy(desc(approvalNotices.createdAt), desc(approvalNotices.id))
    .limit(30);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(approvalNotices)
    .where(and(eq(approvalNotices.userId, userId), isNull(approvalNotices.readAt)));
  return {
    notices: rows.map((r) => ({
      id: r.id,
      linkId: r.linkId,
      itemId: r.itemId,
      itemTitle: r.itemTitle,
      clientName: r.clientName,
      state: r.state as ApprovalDecision,
      approverName: r.approverName,
      comment: r.comment,
      readAt: r.readAt ? r.readAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
    unread: Number(unread?.count ?? 0),
  };
}

export async function markApprovalNoticesRead(
  db: Database,
  userId: string,
  ids: string[] | undefined,
  now: Date,
): Promise<void> {
  const filters = [eq(approvalNotices.userId, userId), isNull(approvalNotices.readAt)];
  if (ids) {
    if (!ids.length) return;
    filters.push(inArray(approvalNotices.id, ids));
  }
  await db
    .update(approvalNotices)
    .set({ readAt: now })
    .where(and(...filters));
}
