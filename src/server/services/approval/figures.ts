/**
 * Approval figures: the dashboard's counts and waiting rounds, each client's summary and the analytics'
 * approval rate.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { agencyClients, approvalEvents, reviewLinkItems, reviewLinks, tasks } from '@server/db/schema';
import { addDays } from '@shared/dates';
import {
  REVIEW_WAITING_DAYS,
  type ApprovalCounts,
  type ApprovalRate,
  type ClientApprovalSummary,
  type WaitingRound,
} from '@shared/schemas/approval';
import { ownClients, ownContent } from '@server/scope/owner-scope';
import { itemsOfLinks, ownReviewLinks } from './items';
import { summarise } from './links';
import { onLiveLink } from './waiting';
import type { ApprovalScope } from './types';

/** The three counts of a set of items: waiting on a live link, sent back for changes, needing a new send. */
function stateCounts(now: Date) {
  const live = onLiveLink(now);
  return {
    pending: sql<number>`count(*) filter (where ${tasks.approvalState} = 'pending' and ${live})::int`,
    changes: sql<number>`count(*) filter (where ${tasks.approvalState} = 'changes_requested')::int`,
    needsResend: sql<number>`count(*) filter (where ${tasks.approvalState} = 'pending' and not ${live})::int`,
  };
}

/**
 * Dashboard: how many of the caller's items wait for the client (on a link that still opens), how many
 * came back for changes, and how many were left on expired or revoked links and need a new send.
 */
export async function approvalCounts(db: Database, scope: ApprovalScope, now: Date): Promise<ApprovalCounts> {
  const [row] = await db
    .select(stateCounts(now))
    .from(tasks)
    .where(and(ownContent(scope), inArray(tasks.approvalState, ['pending', 'changes_requested'])));
  return {
    pending: Number(row?.pending ?? 0),
    changesRequested: Number(row?.changes ?? 0),
    needsResend: Number(row?.needsResend ?? 0),
  };
}

/** Analytics: of the items clients answered in [start, end), the share whose last answer was "approved". */
export async function approvalRate(
  db: Database,
  scope: ApprovalScope,
  range: { start: Date | null; end: Date | null },
): Promise<ApprovalRate> {
  const filters: SQL[] = [eq(approvalEvents.ownerUserId, scope.workspaceId), eq(approvalEvents.actor, 'client')];
  // A member given some clients counts only those clients' answers: the events carry no client of their
  // own, so they are kept to the items the scope may see.
  if (scope.clients !== 'all') {
    filters.push(inArray(approvalEvents.taskId, db.select({ id: tasks.id }).from(tasks).where(ownContent(scope))));
  }
  if (range.start) filters.push(sql`${approvalEvents.createdAt} >= ${range.start.toISOString()}::timestamptz`);
  if (range.end) filters.push(sql`${approvalEvents.createdAt} < ${range.end.toISOString()}::timestamptz`);
  const latest = db
    .selectDistinctOn([approvalEvents.taskId], { state: approvalEvents.state })
    .from(approvalEvents)
    .where(and(...filters))
    .orderBy(approvalEvents.taskId, desc(approvalEvents.seq))
    .as('latest');
  const [row] = await db
    .select({
      answered: sql<number>`count(*)::int`,
      approved: sql<number>`count(*) filter (where ${latest.state} = 'approved')::int`,
    })
    .from(latest);
  const answered = Number(row?.answered ?? 0);
  const approved = Number(row?.approved ?? 0);
  return { answered, approved, rate: answered ? approved / answered : null };
}

/**
 * The caller's links whose address still opens and that still hold a live item, newest first: a link whose
 * items all moved on or were removed closed itself (decision 0037) and is never the one to add more to.
 */
async function liveLinks(db: Database, scope: ApprovalScope, now: Date) {
  const holdsItems = sql`exists (select 1 from ${reviewLinkItems} where ${reviewLinkItems.linkId} = ${reviewLinks.id}
    and ${reviewLinkItems.movedAt} is null)`;
  return db
    .select()
    .from(reviewLinks)
    .where(and(ownReviewLinks(scope), isNull(reviewLinks.revokedAt), gt(reviewLinks.expiresAt, now), holdsItems))
    .orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id))
    .limit(200);
}

/**
 * Each client's approval at a glance: items waiting, items sent back for changes (now), items the
 * client approved in [start, end), and the open link to add more to. An agency gets one entry per
 * client (oldest client first, as the clients page lists them); a creator one entry for their own items.
 */
export async function clientApprovalSummaries(
  db: Database,
  scope: ApprovalScope,
  range: { start: Date | null; end: Date | null },
  now: Date,
): Promise<ClientApprovalSummary[]> {
  const inRange: SQL[] = [eq(approvalEvents.actor, 'client'), eq(approvalEvents.state, 'approved')];
  if (range.start) inRange.push(sql`${approvalEvents.createdAt} >= ${range.start.toISOString()}::timestamptz`);
  if (range.end) inRange.push(sql`${approvalEvents.createdAt} < ${range.end.toISOString()}::timestamptz`);
  const open = new Map<string | null, string>();
  for (const link of await liveLinks(db, scope, now)) {
    if (!open.has(link.clientId)) open.set(link.clientId, link.id);
  }

  if (!scope.agency) {
    const [states] = await db
      .select(stateCounts(now))
      .from(tasks)
      .where(and(ownContent(scope), inArray(tasks.approvalState, ['pending', 'changes_requested'])));
    const [approved] = await db
      .select({ count: sql<number>`count(distinct ${tasks.id})::int` })
      .from(tasks)
      .innerJoin(approvalEvents, eq(approvalEvents.taskId, tasks.id))
      .where(and(ownContent(scope), eq(tasks.approvalState, 'approved'), ...inRange));
    return [
      {
        clientId: null,
        clientName: null,
        pending: Number(states?.pending ?? 0),
        changesRequested: Number(states?.changes ?? 0),
        needsResend: Number(states?.needsResend ?? 0),
        approved: Number(approved?.count ?? 0),
        openLinkId: open.get(null) ?? null,
      },
    ];
  }

  const clients = await db
    .select({ id: agencyClients.id, name: agencyClients.name })
    .from(agencyClients)
    .where(ownClients(scope))
    .orderBy(asc(agencyClients.createdAt), asc(agencyClients.id));
  const states = await db
    .select({ clientId: tasks.clientId, ...stateCounts(now) })
    .from(tasks)
    .where(and(ownContent(scope), inArray(tasks.approvalState, ['pending', 'changes_requested'])))
    .groupBy(tasks.clientId);
  const approved = await db
    .select({ clientId: tasks.clientId, count: sql<number>`count(distinct ${tasks.id})::int` })
    .from(tasks)
    .innerJoin(approvalEvents, eq(approvalEvents.taskId, tasks.id))
    .where(and(ownContent(scope), eq(tasks.approvalState, 'approved'), ...inRange))
    .groupBy(tasks.clientId);
  return clients.map((c) => {
    const s = states.find((r) => r.clientId === c.id);
    return {
      clientId: c.id,
      clientName: c.name,
      pending: Number(s?.pending ?? 0),
      changesRequested: Number(s?.changes ?? 0),
      needsResend: Number(s?.needsResend ?? 0),
      approved: Number(approved.find((r) => r.clientId === c.id)?.count ?? 0),
      openLinkId: open.get(c.id) ?? null,
    };
  });
}

/**
 * Dashboard: the open rounds whose oldest waiting item was sent more than REVIEW_WAITING_DAYS ago,
 * longest waiting first.
 */
export async function waitingRounds(db: Database, scope: ApprovalScope, now: Date): Promise<WaitingRound[]> {
  const links = await liveLinks(db, scope, now);
  const items = await itemsOfLinks(
    db,
    links.map((l) => l.id),
  );
  const limit = addDays(now, -REVIEW_WAITING_DAYS).getTime();
  const rounds: WaitingRound[] = [];
  for (const link of links) {
    const waiting = (items.get(link.id) ?? []).filter((i) => !i.movedAt && i.approvalState === 'pending');
    if (!waiting.length) continue;
    const since = Math.min(...waiting.map((i) => i.addedAt.getTime()));
    if (since > limit) continue;
    rounds.push({
      link: await summarise(db, link, now),
      pending: waiting.length,
      waitingSince: new Date(since).toISOString(),
    });
  }
  return rounds.sort((a, b) => a.waitingSince.localeCompare(b.waitingSince));
}
