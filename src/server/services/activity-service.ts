/**
 * The workspace's activity log: written by the services that change content (in their own transaction or
 * statement when they have one), read by the workspace's members within the clients they may see.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activityLog, agencyClients, user, workspaceMembers } from '../db/schema';
import { clientsFilter, type OwnerScope } from '../scope/owner-scope';
import { HttpError } from '../http-error';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityEntry,
  type ActivityPage,
  type WorkspacePerson,
} from '@shared/activity';
import { isUuid } from '@shared/ids';

export interface NewActivity {
  workspaceId: string;
  clientId: string | null;
  /** Null: the client, answering through the approval link. */
  actorUserId: string | null;
  action: ActivityAction;
  itemId: string | null;
  details?: Record<string, string | null>;
  createdAt?: Date;
}

const valuesOf = (entry: NewActivity) => ({
  workspaceId: entry.workspaceId,
  clientId: entry.clientId,
  actorUserId: entry.actorUserId,
  action: entry.action,
  itemId: entry.itemId,
  details: entry.details ?? {},
  // Always a JavaScript instant (milliseconds), so the paging cursor names a row's time exactly.
  createdAt: entry.createdAt ?? new Date(),
});

/** The INSERT of one entry, to run alone or in the WITH clause of the change it records. */
export function activityStatement(db: Database, entry: NewActivity) {
  return db.insert(activityLog).values(valuesOf(entry)).returning({ id: activityLog.id });
}

/** Records entries (`db` may be the caller's transaction, so they commit or roll back with the change). */
export async function logActivity(db: Database, ...entries: NewActivity[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(activityLog).values(entries.map(valuesOf));
}

export interface ActivityQuery {
  clientId?: string | null;
  /** Only what this person did (a member's user id), or `client` for the clients' own answers. */
  actorId?: string | null;
  /** Only this kind of action. */
  action?: string | null;
  /** Only entries after this one, newest first (the previous page's `nextBefore`). */
  before?: string | null;
}

/**
 * A page of the workspace's activity, newest first. A member assigned to some clients reads only theirs
 * (entries about no client, a creator's own items, are not theirs to read either).
 */
export async function listActivity(db: Database, scope: OwnerScope, query: ActivityQuery = {}): Promise<ActivityPage> {
  const conditions: (SQL | undefined)[] = [
    eq(activityLog.workspaceId, scope.workspaceId),
    clientsFilter(scope, activityLog.clientId),
  ];
  if (query.clientId) {
    if (!isUuid(query.clientId)) throw new HttpError(404, 'CLIENT_NOT_FOUND');
    conditions.push(eq(activityLog.clientId, query.clientId));
  }
  if (query.actorId) {
    if (query.actorId === 'client') conditions.push(isNull(activityLog.actorUserId));
    else if (query.actorId.length > 200) throw new HttpError(400, 'VALIDATION');
    else conditions.push(eq(activityLog.actorUserId, query.actorId));
  }
  if (query.action) {
    if (!(ACTIVITY_ACTIONS as readonly string[]).includes(query.action)) throw new HttpError(400, 'VALIDATION');
    conditions.push(eq(activityLog.action, query.action));
  }
  if (query.before) {
    // The cursor is "<instant>_<id>": entries written in the same millisecond (one approval send logs
    // each of its items at once) are ordered by id, so a page boundary between them loses none.
    const [instant = '', id = ''] = query.before.split('_');
    const before = new Date(instant);
    if (Number.isNaN(before.getTime()) || !isUuid(id)) throw new HttpError(400, 'VALIDATION');
    conditions.push(
      or(lt(activityLog.createdAt, before), and(eq(activityLog.createdAt, before), lt(activityLog.id, id))),
    );
  }
  const rows = await db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      actorUserId: activityLog.actorUserId,
      actorName: user.name,
      clientId: activityLog.clientId,
      clientName: agencyClients.name,
      itemId: activityLog.itemId,
      details: activityLog.details,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .leftJoin(user, eq(user.id, activityLog.actorUserId))
    .leftJoin(agencyClients, eq(agencyClients.id, activityLog.clientId))
    .where(and(...conditions))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const more = rows.length > ACTIVITY_PAGE_SIZE;
  const entries: ActivityEntry[] = rows.slice(0, ACTIVITY_PAGE_SIZE).map((r) => ({
    ...r,
    action: r.action as ActivityAction,
    createdAt: r.createdAt.toISOString(),
  }));
  const last = entries.at(-1);
  return { entries, nextBefore: more && last ? `${last.createdAt}_${last.id}` : null };
}

/** Items sent for the client's approval (a new link or items added to one), by the scope's person. */
export async function logApprovalSent(
  db: Database,
  scope: OwnerScope,
  items: readonly { id: string; title: string; clientId: string | null }[],
  now: Date,
): Promise<void> {
  await logActivity(
    db,
    ...items.map((item) => ({
      workspaceId: scope.workspaceId,
      clientId: item.clientId,
      actorUserId: scope.actorUserId,
      action: 'approval_sent' as const,
      itemId: item.id,
      details: { title: item.title },
      createdAt: now,
    })),
  );
}

/** The client's answer through the approval link: no account acted, so the actor is null ("o cliente"). */
export async function logClientAnswer(
  db: Database,
  link: { ownerUserId: string; clientId: string | null },
  item: { id: string; title: string; type: string },
  answer: { decision: string; approverName: string | null },
  now: Date,
): Promise<void> {
  await logActivity(db, {
    workspaceId: link.ownerUserId,
    clientId: link.clientId,
    actorUserId: null,
    action: 'approval_answered',
    itemId: item.id,
    details: { title: item.title, type: item.type, decision: answer.decision, approverName: answer.approverName },
    createdAt: now,
  });
}

/**
 * The workspace's people (its founding account and its members), by name: the authors a member may filter
 * the History by. Every member may read it; it holds no e-mail and no role.
 */
export async function listWorkspacePeople(db: Database, scope: OwnerScope): Promise<WorkspacePerson[]> {
  const members = db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, scope.workspaceId));
  return db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(or(eq(user.id, scope.workspaceId), inArray(user.id, members)))
    .orderBy(asc(user.name), asc(user.id));
}
