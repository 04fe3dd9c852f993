/**
 * The bell's notices: one row per person told, each read by that person alone. Events write them in
 * their own transaction (`writeNotices` takes the caller's), so a notice exists exactly when its event
 * does; `recipients.ts` says who is told. A person reads the notices addressed to them in the workspace
 * of the request: the scope was resolved from their membership on this very request, so a removed member
 * no longer reaches that workspace's notices, and a member limited to some clients reads only theirs.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { notices, user } from '@server/db/schema';
import { clientsFilter, type OwnerScope } from '@server/scope/owner-scope';
import {
  NOTICES_SHOWN,
  noticePayloadSchemas,
  type NoticeKind,
  type NoticeList,
  type NoticePayload,
  type NoticeView,
} from '@shared/notices';
import { billingRecipients, type NoticePlace } from './recipients';

export {
  clientAnswerRecipients,
  internalReviewAnswerRecipients,
  internalReviewWaitingRecipients,
  publicationReminderRecipients,
  type NoticePlace,
} from './recipients';

export interface NewNotices<K extends NoticeKind> {
  kind: K;
  place: NoticePlace;
  itemId: string | null;
  recipients: readonly string[];
  payload: NoticePayload<K>;
  createdAt: Date;
}

/** One notice of this kind for each recipient (`db` is the event's transaction). */
export async function writeNotices<K extends NoticeKind>(db: Database, notice: NewNotices<K>): Promise<void> {
  if (!notice.recipients.length) return;
  const payload = noticePayloadSchemas[notice.kind].parse(notice.payload);
  await db.insert(notices).values(
    notice.recipients.map((userId) => ({
      workspaceId: notice.place.workspaceId,
      userId,
      kind: notice.kind,
      clientId: notice.place.clientId,
      itemId: notice.itemId,
      payload,
      createdAt: notice.createdAt,
    })),
  );
}

/** The kinds about the workspace's subscription. */
export type BillingNoticeKind = 'billing_renewal' | 'billing_mandate_revoked';

/**
 * A notice about the workspace's subscription, for each of its Donos, about no client and no item. `db`
 * is the transaction that records the event once (`billing_notices`, `billing_events`), so running the
 * same reminder twice, or on two instances at once, tells each Dono once.
 */
export async function writeBillingNotices<K extends BillingNoticeKind>(
  db: Database,
  workspaceId: string,
  kind: K,
  payload: NoticePayload<K>,
  createdAt: Date,
): Promise<void> {
  await writeNotices(db, {
    kind,
    place: { workspaceId, clientId: null },
    itemId: null,
    recipients: await billingRecipients(db, workspaceId),
    payload,
    createdAt,
  });
}

/** The name a notice shows for a person of the team (their account's name). */
export async function personNameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name.trim() || null;
}

/** The scope's person's notices in the scope's workspace, within the clients they may see. */
function ownNotices(scope: OwnerScope): SQL {
  return and(
    eq(notices.userId, scope.actorUserId),
    eq(notices.workspaceId, scope.workspaceId),
    scope.clients === 'all' ? undefined : or(isNull(notices.clientId), clientsFilter(scope, notices.clientId)),
  )!;
}

function toView(row: typeof notices.$inferSelect): NoticeView | null {
  const kind = row.kind as NoticeKind;
  const parsed = noticePayloadSchemas[kind]?.safeParse(row.payload);
  // A kind this version does not know (or a payload it cannot read) is left out rather than shown wrong.
  if (!parsed?.success) return null;
  return {
    ...parsed.data,
    kind,
    id: row.id,
    itemId: row.itemId,
    clientId: row.clientId,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  } as NoticeView;
}

export async function listNotices(db: Database, scope: OwnerScope): Promise<NoticeList> {
  const rows = await db
    .select()
    .from(notices)
    .where(ownNotices(scope))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(NOTICES_SHOWN);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(ownNotices(scope), isNull(notices.readAt)));
  return {
    notices: rows.map(toView).filter((n): n is NoticeView => n !== null),
    unread: Number(unread?.count ?? 0),
  };
}

/** Marks the given notices (or all of them) read, for the scope's person only. */
export async function markNoticesRead(
  db: Database,
  scope: OwnerScope,
  ids: string[] | undefined,
  now: Date,
): Promise<void> {
  const filters = [ownNotices(scope), isNull(notices.readAt)];
  if (ids) {
    if (!ids.length) return;
    filters.push(inArray(notices.id, ids));
  }
  await db
    .update(notices)
    .set({ readAt: now })
    .where(and(...filters));
}
