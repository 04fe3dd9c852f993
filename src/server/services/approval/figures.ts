/** Approval figures: the dashboard's counts and the analytics' approval rate. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { approvalEvents, clientTasks, tasks } from '@server/db/schema';
import type { ApprovalCounts, ApprovalRate, ApprovalState } from '@shared/schemas/approval';
import type { ApprovalScope } from './types';

/** Dashboard: how many of the caller's items wait for the client, and how many came back for changes. */
export async function approvalCounts(db: Database, scope: ApprovalScope): Promise<ApprovalCounts> {
  const t = scope.agency ? clientTasks : tasks;
  const owner = scope.agency ? eq(clientTasks.agencyUserId, scope.userId) : eq(tasks.userId, scope.userId);
  const rows = await db
    .select({ state: t.approvalState, count: sql<number>`count(*)::int` })
    .from(t)
    .where(and(owner, inArray(t.approvalState, ['pending', 'changes_requested'])))
    .groupBy(t.approvalState);
  const count = (state: ApprovalState) => Number(rows.find((r) => r.state === state)?.count ?? 0);
  return { pending: count('pending'), changesRequested: count('changes_requested') };
}

/** Analytics: of the items clients answered in [start, end), the share whose last answer was "approved". */
export async function approvalRate(
  db: Database,
  userId: string,
  range: { start: Date | null; end: Date | null },
): Promise<ApprovalRate> {
  const filters: SQL[] = [eq(approvalEvents.ownerUserId, userId), eq(approvalEvents.actor, 'client')];
  if (range.start) filters.push(sql`${approvalEvents.createdAt} >= ${range.start.toISOString()}::timestamptz`);
  if (range.end) filters.push(sql`${approvalEvents.createdAt} < ${range.end.toISOString()}::timestamptz`);
  const latest = db
    .selectDistinctOn([sql`coalesce(${approvalEvents.taskId}, ${approvalEvents.clientTaskId})`], {
      state: approvalEvents.state,
    })
    .from(approvalEvents)
    .where(and(...filters))
    .orderBy(sql`coalesce(${approvalEvents.taskId}, ${approvalEvents.clientTaskId})`, desc(approvalEvents.seq))
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
