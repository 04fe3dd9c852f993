/**
 * The monthly report of one client (or of a creator's own items): what was produced, approved and
 * published in a São Paulo month, the commemorative dates covered, the publi items and their labels, the
 * optional reach and engagement, and next month's plan. Every query goes through the owner scope, so a
 * member sees only the clients they were given and another workspace's client is simply not found.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { approvalEvents, profiles, reportItemMetrics, reviewLinkItems, tasks } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { findScopedClient, ownContent, ownTasks, type OwnerScope } from '@server/scope/owner-scope';
import { workspaceBrand } from '../brand-kit-service';
import { CONTENT_KINDS, isContentKind, kindInfo, type ContentKind } from '@shared/content-kinds';
import { datesInRange } from '@shared/commemorative-dates';
import { isUuid } from '@shared/ids';
import { hasPubliIdentification, isPaidItem, isPubliKind } from '@shared/claims/publi';
import { localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import {
  addReportMonths,
  approvalOutcome,
  durationLabel,
  formatReportMonth,
  inRange,
  median,
  monthLabel,
  monthRange,
  parseReportMonth,
  punctualityOf,
  refuseReportMonth,
  type ApprovalStep,
  type ReportMonth,
} from '@shared/report/figures';
import type { MonthlyReport, ReportItemRef } from '@shared/schemas/report';
import { openingOf, type OpeningModel } from './model-opening';

/** Whose report: an agency's client, or a creator's own items (client null). */
export interface ReportSubject {
  client: { id: string; name: string; niche: string | null } | null;
  /** The condition on `tasks` that keeps the subject's items. */
  items: SQL;
}

/**
 * The subject a request names. An agency names one of its clients (one the member may see); a creator
 * names none. Anything else is refused before a query reads an item.
 */
export async function resolveReportSubject(
  db: Database,
  scope: OwnerScope,
  clientId: string | null | undefined,
): Promise<ReportSubject> {
  if (!scope.agency) {
    if (clientId) throw new HttpError(404, 'REPORT_CLIENT_NOT_FOUND');
    return { client: null, items: ownTasks(scope) };
  }
  if (!clientId) throw new HttpError(400, 'REPORT_CLIENT_REQUIRED');
  const client = await findScopedClient(db, scope, clientId);
  if (!client) throw new HttpError(404, 'REPORT_CLIENT_NOT_FOUND');
  return {
    client: { id: client.id, name: client.name, niche: client.niche },
    items: and(ownContent(scope), eq(tasks.clientId, client.id))!,
  };
}

/** The month asked for, refused (400) when malformed, not begun yet, or before the workspace existed. */
export async function checkReportMonth(
  db: Database,
  scope: OwnerScope,
  value: string,
  now: Date,
): Promise<ReportMonth> {
  const month = parseReportMonth(value);
  if (!month) throw new HttpError(400, 'REPORT_MONTH_INVALID');
  const [owner] = await db
    .select({ createdAt: profiles.createdAt })
    .from(profiles)
    .where(eq(profiles.userId, scope.workspaceId));
  const refusal = refuseReportMonth(month, now, owner?.createdAt ?? now);
  if (refusal) throw new HttpError(400, refusal);
  return month;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const between = (column: AnyPgColumn, r: { start: Date; end: Date }) =>
  and(sql`${column} >= ${ts(r.start)}`, sql`${column} < ${ts(r.end)}`)!;

function refOf(row: { id: string; title: string; type: string }): ReportItemRef | null {
  if (!isContentKind(row.type)) return null;
  return { id: row.id, title: row.title, kind: row.type, kindLabel: kindInfo(row.type).label };
}

/** The São Paulo day an item sits on: when it went out, else its planned time, else its calendar day. */
function dayOfItem(row: { publishedAt: Date | null; publishAt: Date | null; scheduledDate: Date | null }) {
  const when = row.publishedAt ?? row.publishAt ?? row.scheduledDate;
  return when ? toIsoDay(localDayOf(when)) : null;
}

/**
 * Builds the report of a subject for a month already checked. With `model` (the app's AI provider) the
 * opening paragraph is the model's when it passes the guard; without it, the rule-written one.
 */
export async function buildMonthlyReport(
  db: Database,
  scope: OwnerScope,
  subject: ReportSubject,
  month: ReportMonth,
  model?: OpeningModel,
): Promise<MonthlyReport> {
  const range = monthRange(month);
  const next = addReportMonths(month, 1);
  const nextRange = monthRange(next);
  const approvedInMonth = sql`exists (select 1 from ${approvalEvents} where ${approvalEvents.taskId} = ${tasks.id}
    and ${approvalEvents.actor} = 'client' and ${approvalEvents.state} = 'approved'
    and ${approvalEvents.createdAt} >= ${ts(range.start)} and ${approvalEvents.createdAt} < ${ts(range.end)})`;
  const twoMonths = { start: range.start, end: nextRange.end };
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      type: tasks.type,
      content: tasks.content,
      options: tasks.options,
      createdAt: tasks.createdAt,
      scheduledDate: tasks.scheduledDate,
      publicationState: tasks.publicationState,
      publishAt: tasks.publishAt,
      publishedAt: tasks.publishedAt,
    })
    .from(tasks)
    .where(
      and(
        subject.items,
        or(
          between(tasks.createdAt, range),
          between(tasks.publishAt, twoMonths),
          between(tasks.publishedAt, range),
          between(tasks.scheduledDate, twoMonths),
          approvedInMonth,
        ),
      ),
    )
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
  const ids = rows.map((r) => r.id);

  // Approval: each item's client answers in order, and when it was first sent to the client.
  const events = ids.length
    ? await db
        .select({
          taskId: approvalEvents.taskId,
          state: approvalEvents.state,
          actor: approvalEvents.actor,
          at: approvalEvents.createdAt,
        })
        .from(approvalEvents)
        .where(and(inArray(approvalEvents.taskId, ids), eq(approvalEvents.ownerUserId, scope.workspaceId)))
        .orderBy(asc(approvalEvents.seq))
    : [];
  const sends = ids.length
    ? await db
        .select({ taskId: reviewLinkItems.taskId, first: sql<Date | string>`min(${reviewLinkItems.addedAt})` })
        .from(reviewLinkItems)
        .where(inArray(reviewLinkItems.taskId, ids))
        .groupBy(reviewLinkItems.taskId)
    : [];
  const firstSent = new Map(sends.map((s) => [s.taskId, new Date(s.first)]));
  const stepsOf = new Map<string, ApprovalStep[]>();
  for (const e of events) {
    const list = stepsOf.get(e.taskId) ?? [];
    list.push({ state: e.state, actor: e.actor, at: e.at });
    stepsOf.set(e.taskId, list);
  }

  const producedCounts = new Map<ContentKind, number>();
  const approval = { approved: 0, firstRound: 0, afterAdjustments: 0 };
  const waits: number[] = [];
  const publication = { planned: 0, published: 0, onTime: 0, late: 0, unplanned: 0, notPublished: 0 };
  const publi: MonthlyReport['publi']['items'] = [];
  const publishedIds: string[] = [];
  const daysWithWork = new Set<string>();
  const scheduledNext: MonthlyReport['nextMonth']['scheduled'] = [];

  for (const row of rows) {
    const ref = refOf(row);
    if (!ref) continue;
    if (inRange(row.createdAt, range)) {
      producedCounts.set(ref.kind, (producedCounts.get(ref.kind) ?? 0) + 1);
      if (isPubliKind(ref.kind) && isPaidItem(row)) {
        publi.push({ ...ref, labelled: hasPubliIdentification(ref.kind, row.content) });
      }
    }
    const outcome = approvalOutcome(stepsOf.get(row.id) ?? [], firstSent.get(row.id) ?? null);
    if (outcome && inRange(outcome.approvedAt, range)) {
      approval.approved += 1;
      if (outcome.firstRound) approval.firstRound += 1;
      else approval.afterAdjustments += 1;
      if (outcome.timeToApproveMs !== null) waits.push(outcome.timeToApproveMs);
    }
    if (inRange(row.publishAt, range)) {
      publication.planned += 1;
      if (row.publicationState === 'not_published') publication.notPublished += 1;
    }
    if (row.publicationState === 'published' && row.publishedAt && inRange(row.publishedAt, range)) {
      publication.published += 1;
      publishedIds.push(row.id);
      const p = punctualityOf(row.publishAt, row.publishedAt);
      if (p === 'on_time') publication.onTime += 1;
      else if (p === 'late') publication.late += 1;
      else publication.unplanned += 1;
    }
    const day = row.publicationState === 'not_published' ? null : dayOfItem(row);
    if (day) daysWithWork.add(day);
    const planned = row.publishAt ?? row.scheduledDate;
    if (
      row.publicationState !== 'published' &&
      row.publicationState !== 'not_published' &&
      planned &&
      inRange(planned, nextRange)
    ) {
      scheduledNext.push({ ...ref, day: toIsoDay(localDayOf(planned)) });
    }
  }

  // Reach and engagement typed for the month's published items.
  const metricRows = publishedIds.length
    ? await db.select().from(reportItemMetrics).where(inArray(reportItemMetrics.taskId, publishedIds))
    : [];
  const withFigures = metricRows.filter((m) => m.reach !== null || m.engagement !== null);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const metrics = withFigures.length
    ? {
        items: withFigures
          .map((m) => ({ ref: refOf(byId.get(m.taskId)!), m }))
          .filter((x): x is { ref: ReportItemRef; m: (typeof withFigures)[number] } => x.ref !== null)
          .map(({ ref, m }) => ({ ...ref, reach: m.reach, engagement: m.engagement })),
        reach: withFigures.reduce((s, m) => s + (m.reach ?? 0), 0),
        engagement: withFigures.reduce((s, m) => s + (m.engagement ?? 0), 0),
      }
    : null;
  const figuresOf = new Map(metricRows.map((m) => [m.taskId, m]));
  const publishedItems = publishedIds
    .map((id) => refOf(byId.get(id)!))
    .filter((ref): ref is ReportItemRef => ref !== null)
    .map((ref) => ({
      ...ref,
      reach: figuresOf.get(ref.id)?.reach ?? null,
      engagement: figuresOf.get(ref.id)?.engagement ?? null,
    }));

  // Commemorative dates of the month that matter to the client's niche: covered when an item sits on the day.
  const niche = subject.client?.niche ?? null;
  const lastDay = toIsoDay(localDayOf(new Date(range.end.getTime() - 1)));
  const monthDates = datesInRange(`${formatReportMonth(month)}-01`, lastDay, niche, { minRelevance: 'medium' });
  const covered = monthDates.filter((d) => daysWithWork.has(d.date)).map((d) => ({ name: d.name, date: d.date }));
  const missed = monthDates.filter((d) => !daysWithWork.has(d.date)).map((d) => ({ name: d.name, date: d.date }));
  const nextLastDay = toIsoDay(localDayOf(new Date(nextRange.end.getTime() - 1)));
  const nextDates = datesInRange(`${formatReportMonth(next)}-01`, nextLastDay, niche, { minRelevance: 'medium' }).map(
    (d) => ({ name: d.name, date: d.date }),
  );

  const byKind = CONTENT_KINDS.filter((k) => producedCounts.has(k)).map((kind) => ({
    kind,
    label: kindInfo(kind).label,
    pluralLabel: kindInfo(kind).pluralLabel,
    count: producedCounts.get(kind)!,
  }));
  const total = byKind.reduce((s, k) => s + k.count, 0);
  const medianMs = median(waits);
  const report: Omit<MonthlyReport, 'opening'> = {
    month: formatReportMonth(month),
    monthLabel: monthLabel(month),
    client: subject.client ? { id: subject.client.id, name: subject.client.name } : null,
    // The agency's own brand (its kit and name): the report wears it instead of Pautei's.
    brand: await workspaceBrand(db, scope.workspaceId),
    empty: total === 0 && approval.approved === 0 && publication.planned === 0 && publication.published === 0,
    produced: { total, byKind },
    approval: { ...approval, medianMs, medianLabel: medianMs === null ? null : durationLabel(medianMs) },
    publication: { ...publication, items: publishedItems },
    dates: { covered, missed },
    publi: {
      items: publi,
      labelled: publi.filter((p) => p.labelled).length,
      unlabelled: publi.filter((p) => !p.labelled).length,
    },
    metrics,
    nextMonth: {
      month: formatReportMonth(next),
      monthLabel: monthLabel(next),
      scheduled: scheduledNext.sort((a, b) => a.day.localeCompare(b.day) || a.title.localeCompare(b.title)),
      dates: nextDates,
    },
  };
  return { ...report, opening: await openingOf(db, report, scope.workspaceId, model) };
}

/** `GET /api/reports`: the report a signed-in person asks for. */
export async function getMonthlyReport(
  db: Database,
  scope: OwnerScope,
  query: { month: string; clientId?: string | null },
  now: Date,
  model?: OpeningModel,
): Promise<MonthlyReport> {
  const month = await checkReportMonth(db, scope, query.month, now);
  const subject = await resolveReportSubject(db, scope, query.clientId);
  return buildMonthlyReport(db, scope, subject, month, model);
}

/**
 * Reach and engagement of one published item (null clears a figure). Only who may send reports types
 * them (checked on the route); the item must be in the scope and published.
 */
export async function setItemMetrics(
  db: Database,
  scope: OwnerScope,
  itemId: string,
  input: { reach: number | null; engagement: number | null },
  now: Date,
): Promise<{ itemId: string; reach: number | null; engagement: number | null }> {
  if (!isUuid(itemId)) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  const [item] = await db
    .select({ id: tasks.id, state: tasks.publicationState })
    .from(tasks)
    .where(and(eq(tasks.id, itemId), ownContent(scope)));
  if (!item) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  if (item.state !== 'published') throw new HttpError(409, 'REPORT_ITEM_NOT_PUBLISHED');
  const values = { reach: input.reach, engagement: input.engagement, updatedBy: scope.actorUserId, updatedAt: now };
  await db
    .insert(reportItemMetrics)
    .values({ taskId: item.id, ...values })
    .onConflictDoUpdate({ target: reportItemMetrics.taskId, set: values });
  return { itemId: item.id, reach: input.reach, engagement: input.engagement };
}
