/**
 * The business metrics of the admin dashboard, defined once (docs/decisions/0004-admin-metrics.md):
 * pure functions over aggregates, and the queries that produce those aggregates. Admin accounts are
 * never counted as users, payers or agencies.
 */
import { and, desc, eq, gt, gte, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import { listPricing } from '../billing/pricing-service';
import { accessStateIn, accessStateSql, customerSql, hasAccessSql, payingSql, prepaidSql } from '../billing/access-sql';
import {
  adminStats,
  agencyClients,
  expenses,
  payments,
  profiles,
  subscriptions,
  usageTracking,
  user,
  workspaceMembers,
} from '../db/schema';
import { creditFlows, prepaidMonthly } from '../billing/admin-payments';
import { queryChurn } from './admin-churn';
import { ANNUAL_MULTIPLIER, RECENT_LIST_SIZE } from '@shared/constants';
import { periodBuckets, resolvePeriod, todayIn, type PeriodQuery, type ResolvedPeriod } from '@shared/periods';
import { SAO_PAULO_TZ, addLocalDays, daysInMonth, parseIsoDay, toIsoDay } from '@shared/sao-paulo-time';
import { PLAN_TYPES, type PlanType, type periodQuerySchema } from '@shared/schemas/admin';
import { HttpError } from '../http-error';
import { UPFRONT_METHOD } from '@shared/plans';
import { PLATFORM_ROLES } from '@shared/platform-roles';
import type { z } from 'zod';

/** The validated query string of a period filter -> the period, or 400 ADMIN_PERIOD_INVALID. */
export function periodFromQuery(q: z.output<typeof periodQuerySchema>, now: Date): ResolvedPeriod {
  const query: PeriodQuery = {
    period: q.period,
    start: q.start,
    end: q.end,
    day: q.day,
    month: q.month ? Number(q.month) : undefined,
    year: q.year ? Number(q.year) : undefined,
  };
  try {
    return resolvePeriod(query, now);
  } catch {
    throw new HttpError(400, 'ADMIN_PERIOD_INVALID');
  }
}

// ---------------------------------------------------------------------------------------------
// Pure definitions
// ---------------------------------------------------------------------------------------------

export interface PricingRow {
  planType: string;
  basePrice: number | null;
  pricePerClient: number;
  clientsLimit: number;
  /** Team members an agency plan includes besides the owner (read from pricing_config). */
  membersLimit?: number;
  /** Percent off for paying 3, 6 or 12 months upfront with Pix. */
  upfrontDiscount3?: number;
  upfrontDiscount6?: number;
  upfrontDiscount12?: number;
}

/** Paying profiles (status active, type creator/agency, non-admin) per plan. */
export interface PaidCounts {
  creator: number;
  agency_social: number;
  agency_enterprise: number;
}

export interface UserCounts {
  /**
   * Non-admin accounts that own a workspace (a creator's or an agency's). An account created by an
   * invitation to a team (status `none`) owns none: it is one of `members`, never a user, trial or payer.
   */
  total: number;
  /** Non-admin accounts with access now, by the access rule (a paid plan in force, or a running trial). */
  active: number;
  /** Non-admin accounts whose trial runs now (the access rule's `trial`). */
  trial: number;
  paid: PaidCounts;
  /** Of `paid`, the accounts on a prepaid Pix period (their revenue is `prepaidMonthly`, not the list price). */
  prepaid?: PaidCounts;
  /** The monthly shares of the upfront payments whose period holds now (admin-payments.ts). */
  prepaidMonthly?: number;
  /** Non-admin profiles of type agency (any status). */
  agencyUsers: number;
  /** The people working in others' workspaces (every member but the founding account), once each. */
  members: number;
}

export interface CostAggregates {
  /** usage_tracking.cost_brl in the period. */
  usageCostBrl: number;
  /** Expenses in the period, per category. */
  expensesByCategory: Record<string, { total: number; count: number }>;
}

export interface MetricInputs {
  users: UserCounts;
  pricing: PricingRow[];
  costs: CostAggregates;
  /** Agency clients of non-admin agencies. */
  totalAgencyClients: number;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const safeDiv = (a: number, b: number) => (b > 0 ? a / b : 0);

/** The monthly price of one paying profile of a plan: pricing_config base price (enterprise null -> 0). */
export function planMonthlyPrice(planType: PlanType, pricing: PricingRow[]): number {
  const row = pricing.find((p) => p.planType === planType);
  return row?.basePrice ?? 0;
}

/**
 * MRR: each paying account at its plan's list price (card and Pix Automático alike), except accounts on
 * a prepaid Pix period, which count with the monthly share of what they paid (decision record 0019).
 */
export function monthlyRevenue(
  paid: PaidCounts,
  pricing: PricingRow[],
  prepaid: PaidCounts = { creator: 0, agency_social: 0, agency_enterprise: 0 },
  prepaidMonthly = 0,
): number {
  const listed = PLAN_TYPES.reduce(
    (sum, plan) => sum + (paid[plan] - prepaid[plan]) * planMonthlyPrice(plan, pricing),
    0,
  );
  return round2(listed + prepaidMonthly);
}

export function totalPaid(paid: PaidCounts): number {
  return paid.creator + paid.agency_social + paid.agency_enterprise;
}

/** paid / (trial + paid) × 100; 0 when nobody is in either group. */
export function conversionRate(paid: number, trial: number): number {
  return round2(safeDiv(paid, trial + paid) * 100);
}

/** profit / revenue × 100 when revenue > 0, else 0 (never a division error). */
export function profitMargin(profit: number, revenue: number): number {
  return revenue > 0 ? round2((profit / revenue) * 100) : 0;
}

export interface Metrics {
  kpis: {
    totalUsers: number;
    activeUsers: number;
    paidUsers: number;
    trialUsers: number;
    agencyUsers: number;
    members: number;
    monthlyRevenue: number;
    annualRevenue: number;
    /** usage cost + expenses of category openai. */
    aiCosts: number;
    usageCosts: number;
    openaiExpenses: number;
    costPerActiveUser: number;
    /** Expenses of every other category. */
    operatingExpenses: number;
    operatingExpensesCount: number;
    expensesTotal: number;
    expensesCount: number;
    profit: number;
    margin: number;
  };
  subscriptions: { active: number; trial: number; conversion: number };
  planDistribution: PaidCounts;
  growth: {
    conversion: number;
    arpu: number;
    averageCostPerClient: number;
    activeAgencies: number;
    totalAgencyClients: number;
  };
  projections: { revenue: number; costs: number; profit: number; margin: number; operatingExpenses: number };
}

export function computeMetrics({ users, pricing, costs, totalAgencyClients }: MetricInputs): Metrics {
  const paidUsers = totalPaid(users.paid);
  const revenue = monthlyRevenue(users.paid, pricing, users.prepaid, users.prepaidMonthly);
  let openaiExpenses = 0;
  let operatingExpenses = 0;
  let operatingExpensesCount = 0;
  let expensesCount = 0;
  for (const [category, agg] of Object.entries(costs.expensesByCategory)) {
    expensesCount += agg.count;
    if (category === 'openai') openaiExpenses += agg.total;
    else {
      operatingExpenses += agg.total;
      operatingExpensesCount += agg.count;
    }
  }
  const usageCosts = round2(costs.usageCostBrl);
  const aiCosts = round2(costs.usageCostBrl + openaiExpenses);
  operatingExpenses = round2(operatingExpenses);
  const totalCosts = round2(aiCosts + operatingExpenses);
  const profit = round2(revenue - aiCosts - operatingExpenses);
  const margin = profitMargin(profit, revenue);
  const conversion = conversionRate(paidUsers, users.trial);
  return {
    kpis: {
      totalUsers: users.total,
      activeUsers: users.active,
      paidUsers,
      trialUsers: users.trial,
      agencyUsers: users.agencyUsers,
      members: users.members,
      monthlyRevenue: revenue,
      annualRevenue: round2(revenue * ANNUAL_MULTIPLIER),
      aiCosts,
      usageCosts,
      openaiExpenses: round2(openaiExpenses),
      costPerActiveUser: round2(safeDiv(aiCosts, users.active)),
      operatingExpenses,
      operatingExpensesCount,
      expensesTotal: round2(openaiExpenses + operatingExpenses),
      expensesCount,
      profit,
      margin,
    },
    subscriptions: { active: paidUsers, trial: users.trial, conversion },
    planDistribution: { ...users.paid },
    growth: {
      conversion,
      arpu: round2(safeDiv(revenue, paidUsers)),
      averageCostPerClient: round2(safeDiv(totalCosts, paidUsers)),
      activeAgencies: users.paid.agency_social + users.paid.agency_enterprise,
      totalAgencyClients,
    },
    projections: {
      revenue: round2(revenue * ANNUAL_MULTIPLIER),
      costs: round2(totalCosts * ANNUAL_MULTIPLIER),
      profit: round2(profit * ANNUAL_MULTIPLIER),
      margin,
      operatingExpenses: round2(operatingExpenses * ANNUAL_MULTIPLIER),
    },
  };
}

export interface SeriesPoint {
  key: string;
  label: string;
  revenue: number;
  costs: number;
  profit: number;
}

export interface SeriesInputs {
  period: ResolvedPeriod;
  now: Date;
  earliestDay: string | null;
  /** AI usage cost and expenses per São Paulo day ('YYYY-MM-DD'). */
  costsByDay: Map<string, number>;
  /** Daily snapshots (date, monthly_revenue), any order. */
  snapshots: Array<{ date: string; monthlyRevenue: number }>;
  /** The live monthly revenue (used for the bucket holding today). */
  currentRevenue: number;
}

/**
 * Revenue, costs and profit per bucket. Costs are the real costs of the bucket. Revenue is the monthly
 * revenue known for the bucket — the live figure for the bucket holding today, else the last daily
 * snapshot on or before the bucket's last day (0 before the first snapshot) — prorated to a day for
 * day buckets (÷ days in that month) and taken whole for month buckets.
 */
export function buildSeries({
  period,
  now,
  earliestDay,
  costsByDay,
  snapshots,
  currentRevenue,
}: SeriesInputs): SeriesPoint[] {
  const today = todayIn(now);
  const sorted = [...snapshots].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const revenueAsOf = (lastDay: string) => {
    let value = 0;
    for (const s of sorted) {
      if (s.date <= lastDay) value = s.monthlyRevenue;
      else break;
    }
    return value;
  };
  return periodBuckets(period, now, { earliestDay }).map((b) => {
    let costs = 0;
    for (const [day, amount] of costsByDay) if (day >= b.fromDay && day < b.toDay) costs += amount;
    const holdsToday = today >= b.fromDay && today < b.toDay;
    const lastDay = previousDay(b.toDay);
    const monthly = holdsToday ? currentRevenue : revenueAsOf(lastDay);
    let revenue = monthly;
    if (period.granularity === 'day') {
      const d = parseIsoDay(b.fromDay)!;
      revenue = monthly / daysInMonth(d.year, d.month);
    }
    revenue = round2(revenue);
    costs = round2(costs);
    return { key: b.key, label: b.label, revenue, costs, profit: round2(revenue - costs) };
  });
}

function previousDay(isoDay: string): string {
  return toIsoDay(addLocalDays(parseIsoDay(isoDay)!, -1));
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

const notAdmin = ne(user.role, PLATFORM_ROLES.admin);

/** The effective day of an expense: its expense_date, else the São Paulo day it was created. */
export const expenseDay = sql<string>`coalesce(${expenses.expenseDate}, (${expenses.createdAt} at time zone ${sql.raw(`'${SAO_PAULO_TZ}'`)})::date)`;
const usageDay = sql<string>`to_char(${usageTracking.createdAt} at time zone ${sql.raw(`'${SAO_PAULO_TZ}'`)}, 'YYYY-MM-DD')`;

/** Expenses whose effective day lies in the period (inclusive start, exclusive end). */
export function expensesInPeriod(period: Pick<ResolvedPeriod, 'fromDay' | 'toDay'>): SQL | undefined {
  const parts: SQL[] = [];
  if (period.fromDay) parts.push(sql`${expenseDay} >= ${period.fromDay}::date`);
  if (period.toDay) parts.push(sql`${expenseDay} < ${period.toDay}::date`);
  return parts.length ? and(...parts) : undefined;
}

function usageInPeriod(period: Pick<ResolvedPeriod, 'from' | 'to'>): SQL | undefined {
  const parts: SQL[] = [];
  if (period.from) parts.push(gte(usageTracking.createdAt, period.from));
  if (period.to) parts.push(lt(usageTracking.createdAt, period.to));
  return parts.length ? and(...parts) : undefined;
}

export async function queryUserCounts(db: Database, now: Date): Promise<UserCounts> {
  // Every figure is the access rule's (billing/access-sql.ts), so the dashboard counts what the gate lets in.
  const paying = payingSql(now);
  const prepaid = prepaidSql(now);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${hasAccessSql(now)})::int`,
      trial: sql<number>`count(*) filter (where ${accessStateIn(['trial'], now)})::int`,
      creator: sql<number>`count(*) filter (where ${paying} and ${subscriptions.subscriptionType} = 'creator')::int`,
      social: sql<number>`count(*) filter (where ${paying} and ${subscriptions.subscriptionType} = 'agency' and coalesce(${subscriptions.agencyPlan}, 'social') <> 'enterprise')::int`,
      enterprise: sql<number>`count(*) filter (where ${paying} and ${subscriptions.subscriptionType} = 'agency' and ${subscriptions.agencyPlan} = 'enterprise')::int`,
      agencyUsers: sql<number>`count(*) filter (where ${subscriptions.subscriptionType} = 'agency')::int`,
      preCreator: sql<number>`count(*) filter (where ${prepaid} and ${subscriptions.subscriptionType} = 'creator')::int`,
      preSocial: sql<number>`count(*) filter (where ${prepaid} and ${subscriptions.subscriptionType} = 'agency' and coalesce(${subscriptions.agencyPlan}, 'social') <> 'enterprise')::int`,
      preEnterprise: sql<number>`count(*) filter (where ${prepaid} and ${subscriptions.subscriptionType} = 'agency' and ${subscriptions.agencyPlan} = 'enterprise')::int`,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .innerJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    // An invited account's profile (status none) owns no workspace: it is counted among the members.
    .where(and(notAdmin, customerSql(now)));
  const [people] = await db
    .select({ n: sql<number>`count(distinct ${workspaceMembers.userId})::int` })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.workspaceId))
    .where(and(notAdmin, ne(workspaceMembers.userId, workspaceMembers.workspaceId)));
  return {
    total: num(row?.total),
    active: num(row?.active),
    trial: num(row?.trial),
    paid: { creator: num(row?.creator), agency_social: num(row?.social), agency_enterprise: num(row?.enterprise) },
    prepaid: {
      creator: num(row?.preCreator),
      agency_social: num(row?.preSocial),
      agency_enterprise: num(row?.preEnterprise),
    },
    prepaidMonthly: await queryPrepaidMonthly(db, now),
    agencyUsers: num(row?.agencyUsers),
    members: num(people?.n),
  };
}

/**
 * The monthly shares of the paid upfront charges whose period holds `now` (non-admin accounts): a charge an
 * upgrade ended counts no more, and an upgrade's charge counts with the credit it received.
 */
async function queryPrepaidMonthly(db: Database, now: Date): Promise<number> {
  const rows = await db
    .select({ id: payments.id, amount: payments.amount, months: payments.months })
    .from(payments)
    .innerJoin(user, eq(user.id, payments.userId))
    .where(
      and(
        notAdmin,
        eq(payments.status, 'paid'),
        eq(payments.method, UPFRONT_METHOD),
        lte(payments.periodStart, now),
        gt(payments.periodEnd, now),
        isNull(payments.endedAt),
      ),
    );
  const flows = await creditFlows(
    db,
    rows.map((r) => r.id),
  );
  return prepaidMonthly(rows.map((r) => ({ amount: num(r.amount) + (flows.get(r.id)?.in ?? 0), months: r.months })));
}

export async function queryAgencyClientCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agencyClients)
    .innerJoin(user, eq(user.id, agencyClients.agencyUserId))
    .where(notAdmin);
  return num(row?.n);
}

export async function queryCosts(db: Database, period: ResolvedPeriod): Promise<CostAggregates> {
  const [usage] = await db
    .select({ total: sql<string>`coalesce(sum(${usageTracking.costBrl}), 0)` })
    .from(usageTracking)
    .where(usageInPeriod(period));
  const rows = await db
    .select({
      category: expenses.category,
      total: sql<string>`coalesce(sum(${expenses.amount}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(expenses)
    .where(expensesInPeriod(period))
    .groupBy(expenses.category);
  const expensesByCategory: CostAggregates['expensesByCategory'] = {};
  for (const r of rows) expensesByCategory[r.category] = { total: num(r.total), count: num(r.count) };
  return { usageCostBrl: num(usage?.total), expensesByCategory };
}

/**
 * `inTransaction`: the queries run one after another. A transaction is one connection, and PostgreSQL's
 * driver refuses (pg 9) or queues several queries sent at once on one connection.
 */
export async function queryMetricInputs(
  db: Database,
  period: ResolvedPeriod,
  now: Date,
  { inTransaction = false } = {},
): Promise<MetricInputs> {
  if (inTransaction) {
    const users = await queryUserCounts(db, now);
    const pricing = await listPricing(db);
    const costs = await queryCosts(db, period);
    const totalAgencyClients = await queryAgencyClientCount(db);
    return { users, pricing, costs, totalAgencyClients };
  }
  const [users, pricing, costs, totalAgencyClients] = await Promise.all([
    queryUserCounts(db, now),
    listPricing(db),
    queryCosts(db, period),
    queryAgencyClientCount(db),
  ]);
  return { users, pricing, costs, totalAgencyClients };
}

export type ExpenseRow = typeof expenses.$inferSelect;

export function expenseView(e: ExpenseRow) {
  return {
    id: e.id,
    description: e.description,
    amount: num(e.amount),
    category: e.category,
    notes: e.notes,
    expenseDate: e.expenseDate,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
export type ExpenseView = ReturnType<typeof expenseView>;

async function querySeries(
  db: Database,
  period: ResolvedPeriod,
  now: Date,
  currentRevenue: number,
): Promise<SeriesPoint[]> {
  const usageRows = await db
    .select({ day: usageDay, total: sql<string>`coalesce(sum(${usageTracking.costBrl}), 0)` })
    .from(usageTracking)
    .where(usageInPeriod(period))
    .groupBy(usageDay);
  const expenseDayText = sql<string>`to_char(${expenseDay}, 'YYYY-MM-DD')`;
  const expenseRows = await db
    .select({ day: expenseDayText, total: sql<string>`coalesce(sum(${expenses.amount}), 0)` })
    .from(expenses)
    .where(expensesInPeriod(period))
    .groupBy(expenseDayText);
  const costsByDay = new Map<string, number>();
  for (const r of [...usageRows, ...expenseRows]) costsByDay.set(r.day, (costsByDay.get(r.day) ?? 0) + num(r.total));
  const snapshotRows = await db
    .select({ date: adminStats.date, monthlyRevenue: adminStats.monthlyRevenue })
    .from(adminStats)
    .where(period.toDay ? lt(adminStats.date, period.toDay) : undefined);
  let earliestDay: string | null = null;
  if (!period.fromDay) {
    const [e] = await queryRows<{ usage: string | null; expense: string | null; snapshot: string | null }>(
      db,
      sql`
      select
        (select to_char(min(${usageTracking.createdAt}) at time zone ${sql.raw(`'${SAO_PAULO_TZ}'`)}, 'YYYY-MM-DD') from ${usageTracking}) as usage,
        (select to_char(min(${expenseDay}), 'YYYY-MM-DD') from ${expenses}) as expense,
        (select to_char(min(${adminStats.date}), 'YYYY-MM-DD') from ${adminStats}) as snapshot`,
    );
    earliestDay = [e?.usage, e?.expense, e?.snapshot].filter((d): d is string => !!d).sort()[0] ?? null;
  }
  return buildSeries({
    period,
    now,
    earliestDay,
    costsByDay,
    snapshots: snapshotRows.map((s) => ({ date: s.date, monthlyRevenue: num(s.monthlyRevenue) })),
    currentRevenue,
  });
}

function statsView(row: typeof adminStats.$inferSelect | undefined) {
  if (!row) return null;
  return {
    date: row.date,
    totalUsers: row.totalUsers,
    activeUsers: row.activeUsers,
    paidUsers: row.paidUsers,
    trialUsers: row.trialUsers,
    agencyUsers: row.agencyUsers,
    totalClients: row.totalClients,
    monthlyRevenue: num(row.monthlyRevenue),
    openaiCosts: num(row.openaiCosts),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Everything the dashboard shows for a period. */
export async function getDashboard(db: Database, period: ResolvedPeriod, now: Date) {
  const inputs = await queryMetricInputs(db, period, now);
  const metrics = computeMetrics(inputs);

  const recentExpenses = await db
    .select()
    .from(expenses)
    .where(expensesInPeriod(period))
    .orderBy(desc(expenses.createdAt))
    .limit(RECENT_LIST_SIZE);

  const recentUsers = await db
    .select({
      id: profiles.userId,
      name: profiles.name,
      userName: user.name,
      email: user.email,
      niche: profiles.niche,
      subscriptionStatus: subscriptions.subscriptionStatus,
      access: accessStateSql(now),
      subscriptionType: subscriptions.subscriptionType,
      agencyPlan: subscriptions.agencyPlan,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .innerJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    // The customers, as `totalUsers` counts them: an account created by an invitation (status `none`) is
    // a team member, never a trial, payer or user (decision 0021); it is counted under "Membros".
    .where(and(notAdmin, customerSql(now)))
    .orderBy(desc(profiles.createdAt))
    .limit(RECENT_LIST_SIZE);

  const recentAgencyClients = await db
    .select({
      id: agencyClients.id,
      name: agencyClients.name,
      email: agencyClients.email,
      niche: agencyClients.niche,
      status: agencyClients.status,
      createdAt: agencyClients.createdAt,
      agencyName: user.name,
      agencyEmail: user.email,
    })
    .from(agencyClients)
    .leftJoin(user, eq(user.id, agencyClients.agencyUserId))
    .orderBy(desc(agencyClients.createdAt))
    .limit(RECENT_LIST_SIZE);

  const [latest] = await db.select().from(adminStats).orderBy(desc(adminStats.date)).limit(1);
  const series = await querySeries(db, period, now, metrics.kpis.monthlyRevenue);
  const churn = await queryChurn(db, period, now);

  return {
    period: {
      id: period.period,
      label: period.label,
      fromDay: period.fromDay,
      lastDay: period.lastDay,
      granularity: period.granularity,
    },
    ...metrics,
    churn,
    pricing: inputs.pricing.map((p) => ({ ...p })),
    recentExpenses: recentExpenses.map(expenseView),
    recentUsers: recentUsers.map((u) => ({
      id: u.id,
      name: (u.name ?? u.userName ?? '').trim() || null,
      email: u.email,
      niche: u.niche,
      subscriptionStatus: u.subscriptionStatus,
      /** The account's state by the access rule: what the admin's list labels. */
      access: u.access,
      subscriptionType: u.subscriptionType,
      agencyPlan: u.agencyPlan,
      createdAt: u.createdAt.toISOString(),
    })),
    recentAgencyClients: recentAgencyClients.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      niche: c.niche,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      agencyName: c.agencyName?.trim() || null,
      agencyEmail: c.agencyEmail ?? null,
    })),
    series,
    latestStats: statsView(latest),
  };
}

/**
 * The spec's calculate_daily_stats: upserts today's (São Paulo) admin_stats row with the current
 * counts and revenue and today's AI costs.
 */
/** Also runs inside the job's transaction (under its lock), so its reads go one at a time. */
export async function refreshDailyStats(db: Database, now: Date) {
  const period = resolvePeriod({ period: 'today' }, now);
  const inputs = await queryMetricInputs(db, period, now, { inTransaction: true });
  const m = computeMetrics(inputs);
  const values = {
    date: period.fromDay!,
    totalUsers: m.kpis.totalUsers,
    activeUsers: m.kpis.activeUsers,
    paidUsers: m.kpis.paidUsers,
    trialUsers: m.kpis.trialUsers,
    agencyUsers: m.kpis.agencyUsers,
    totalClients: inputs.totalAgencyClients,
    monthlyRevenue: m.kpis.monthlyRevenue,
    openaiCosts: m.kpis.aiCosts,
  };
  const [row] = await db
    .insert(adminStats)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: adminStats.date, set: { ...values, createdAt: now } })
    .returning();
  return statsView(row)!;
}
