/**
 * Dashboard and analytics figures, counted by the database (COUNT ... FILTER / GROUP BY),
 * never by loading the items. Scope: a creator's own items; an agency's clients' items (one `tasks` table).
 * Every item created counts (also daily scripts past their expiry): these are activity figures.
 */
import { and, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tasks } from '../db/schema';
import { ownContent, type OwnerScope } from '../scope/owner-scope';
import { CONTENT_KINDS, isContentKind, mapKinds, type ContentKind } from '@shared/content-kinds';
import {
  ANALYTICS_MAX_DAILY_DAYS,
  isValidCustomRange,
  periodBuckets,
  resolvePeriod,
  type AnalyticsPeriod,
  type Granularity,
  type ResolvedPeriod,
} from '@shared/periods';
import { SAO_PAULO_TZ, localDayOf, toIsoDay } from '@shared/sao-paulo-time';

const table = tasks;

export type KindCounts = { [K in ContentKind]: number };

const zeroCounts = (): KindCounts => ({ ...mapKinds(() => 0) });

/** completed / total as a whole percent; 0 with nothing. */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

export interface DashboardStats {
  counts: KindCounts;
  total: number;
  completed: number;
  completionRate: number;
}

/** The dashboard's one aggregate query over the items `where` selects. */
function dashboardQuery(db: Database, where: SQL) {
  const perKind = mapKinds((kind) => sql<number>`count(*) filter (where ${table.type} = ${kind})`.mapWith(Number));
  return db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${table.completed})`.mapWith(Number),
      ...perKind,
    })
    .from(table)
    .where(where);
}

/**
 * The query of a whole workspace, as a named prepared statement (the workspace id is its parameter): a
 * creator's own items (no client) or an agency's clients' items.
 */
function prepareDashboard(db: Database, agency: boolean) {
  const owner = and(
    eq(tasks.userId, sql.placeholder('owner')),
    agency ? isNotNull(tasks.clientId) : isNull(tasks.clientId),
  )!;
  return dashboardQuery(db, owner).prepare(agency ? 'pautei_dashboard_client_items' : 'pautei_dashboard_own_items');
}

/**
 * Built once per database and kind of workspace: every signed-in home page asks for these figures, and
 * building the SQL cost more than running it.
 */
const dashboardStatements = new WeakMap<Database, Map<boolean, ReturnType<typeof prepareDashboard>>>();

function dashboardStatement(db: Database, agency: boolean) {
  let perDb = dashboardStatements.get(db);
  if (!perDb) dashboardStatements.set(db, (perDb = new Map()));
  let statement = perDb.get(agency);
  if (!statement) perDb.set(agency, (statement = prepareDashboard(db, agency)));
  return statement;
}

/** One aggregate query over the caller's scope. */
export async function getDashboardStats(db: Database, scope: OwnerScope): Promise<DashboardStats> {
  // A scope that sees only some clients cannot use the statement prepared for a whole workspace.
  const [row] =
    scope.clients === 'all'
      ? await dashboardStatement(db, scope.agency).execute({ owner: scope.workspaceId })
      : await dashboardQuery(db, ownContent(scope));
  const counts = zeroCounts();
  for (const kind of CONTENT_KINDS) counts[kind] = Number((row as Record<string, unknown>)[kind] ?? 0);
  const total = row?.total ?? 0;
  const completed = row?.completed ?? 0;
  return { counts, total, completed, completionRate: completionRate(completed, total) };
}

export interface AnalyticsInput {
  period: AnalyticsPeriod;
  start?: string;
  end?: string;
  now: Date;
}

export type SeriesPoint = { key: string; total: number } & KindCounts;

export interface AnalyticsStats {
  period: AnalyticsPeriod;
  /** Calendar days covered (inclusive, São Paulo); for 'all', from the first item to today. */
  firstDay: string | null;
  lastDay: string | null;
  total: number;
  completed: number;
  pending: number;
  /** Items whose scheduled date is still in the future. */
  scheduled: number;
  completionRate: number;
  /** Items created per day (or per month over long spans), split by kind. */
  bucket: Granularity;
  series: SeriesPoint[];
  /** Items created per kind over the period. */
  byKind: { kind: ContentKind; count: number }[];
}

export async function getAnalytics(db: Database, scope: OwnerScope, input: AnalyticsInput): Promise<AnalyticsStats> {
  const owner = ownContent(scope);
  const resolveOptions = { maxDailyDays: ANALYTICS_MAX_DAILY_DAYS };
  const range = resolvePeriod({ period: input.period, start: input.start, end: input.end }, input.now, resolveOptions);
  const where = and(
    owner,
    range.from ? gte(table.createdAt, range.from) : undefined,
    range.to ? lt(table.createdAt, range.to) : undefined,
  );

  const [summary] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${table.completed})`.mapWith(Number),
      scheduled:
        sql<number>`count(*) filter (where ${table.scheduledDate} > ${input.now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      firstCreated: sql<string | Date | null>`min(${table.createdAt})`,
    })
    .from(table)
    .where(where);

  const total = summary?.total ?? 0;
  const completed = summary?.completed ?? 0;
  const firstDay =
    range.fromDay ?? (summary?.firstCreated ? toIsoDay(localDayOf(new Date(summary.firstCreated))) : null);
  const lastDay = range.lastDay ?? (firstDay ? toIsoDay(localDayOf(input.now)) : null);

  // For 'all', the chart runs from the first item to today, charted per day or per month as that span says.
  const charted: ResolvedPeriod | null = range.fromDay
    ? range
    : isValidCustomRange({ start: firstDay ?? undefined, end: lastDay ?? undefined })
      ? resolvePeriod({ period: 'custom', start: firstDay!, end: lastDay! }, input.now, resolveOptions)
      : null;
  const bucket = charted?.granularity ?? 'day';
  const keys = charted ? periodBuckets(charted, input.now, { untilToday: false }).map((b) => b.key) : [];
  const points = new Map<string, SeriesPoint>(keys.map((key) => [key, { key, total: 0, ...zeroCounts() }]));
  const byKindCounts = zeroCounts();

  if (total > 0) {
    const format = bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
    // Constants of this module (not input), inlined so that the GROUP BY expression matches the select.
    const bucketExpr = sql<string>`to_char(${table.createdAt} at time zone ${sql.raw(`'${SAO_PAULO_TZ}'`)}, ${sql.raw(`'${format}'`)})`;
    const rows = await db
      .select({ key: bucketExpr, kind: table.type, count: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(where)
      .groupBy(bucketExpr, table.type);
    for (const row of rows) {
      if (!isContentKind(row.kind)) continue;
      let point = points.get(row.key);
      if (!point) {
        point = { key: row.key, total: 0, ...zeroCounts() };
        points.set(row.key, point);
      }
      point[row.kind] += row.count;
      point.total += row.count;
      byKindCounts[row.kind] += row.count;
    }
  }

  return {
    period: input.period,
    firstDay,
    lastDay,
    total,
    completed,
    pending: total - completed,
    scheduled: summary?.scheduled ?? 0,
    completionRate: completionRate(completed, total),
    bucket,
    series: [...points.values()].sort((a, b) => a.key.localeCompare(b.key)),
    byKind: CONTENT_KINDS.map((kind) => ({ kind, count: byKindCounts[kind] })),
  };
}
