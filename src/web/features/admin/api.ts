/** Admin feature: query options and mutations (typed client), plus the better-auth account calls. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@web/lib/api';
import type { getDashboard } from '@server/services/admin-metrics';
import type { listExpenses } from '@server/services/admin-expenses';
import type { PeriodId } from '@shared/periods';
import type { ExpenseCategory, PlanType } from '@shared/schemas/admin';

type Jsonify<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

export type DashboardData = Jsonify<Awaited<ReturnType<typeof getDashboard>>>;
export type ExpenseListData = Jsonify<Awaited<ReturnType<typeof listExpenses>>>;
export type Expense = ExpenseListData['expenses'][number];
export type PricingView = DashboardData['pricing'][number];

/** A period filter as it travels in the URL and the query string (all text). */
export interface PeriodFilter {
  period: PeriodId;
  start?: string;
  end?: string;
  day?: string;
  month?: string;
  year?: string;
}

export interface ExpenseFilter extends PeriodFilter {
  category?: ExpenseCategory | 'all';
}

/** Only the fields the chosen period uses (so equal filters share a cache entry). */
export function cleanFilter<T extends ExpenseFilter>(f: T): ExpenseFilter {
  const out: ExpenseFilter = { period: f.period };
  if (f.period === 'custom') Object.assign(out, { start: f.start, end: f.end });
  if (f.period === 'specific_day') out.day = f.day;
  if (f.period === 'specific_month') Object.assign(out, { month: f.month, year: f.year });
  if (f.period === 'specific_year') out.year = f.year;
  if (f.category && f.category !== 'all') out.category = f.category;
  return out;
}

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: (f: PeriodFilter) => ['admin', 'dashboard', cleanFilter(f)] as const,
  expenses: (f: ExpenseFilter) => ['admin', 'expenses', cleanFilter(f)] as const,
  account: ['admin', 'account'] as const,
};

export const dashboardQuery = (f: PeriodFilter) =>
  queryOptions({
    queryKey: adminKeys.dashboard(f),
    queryFn: () => {
      const { category: _ignored, ...query } = cleanFilter(f);
      return unwrap<DashboardData>(api.admin.dashboard.$get({ query }));
    },
    placeholderData: (previous) => previous,
  });

export const expensesQuery = (f: ExpenseFilter) =>
  queryOptions({
    queryKey: adminKeys.expenses(f),
    queryFn: () => unwrap<ExpenseListData>(api.admin.expenses.$get({ query: cleanFilter(f) })),
    placeholderData: (previous) => previous,
  });

export interface ExpenseBody {
  description: string;
  amount: number;
  category: ExpenseCategory;
  notes?: string | null;
  expenseDate?: string | null;
}

function useInvalidateAdmin() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: adminKeys.all });
}

export function useCreateExpense() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: ExpenseBody) => unwrap<{ expense: Expense }>(api.admin.expenses.$post({ json: body })),
    onSuccess: invalidate,
  });
}

export function useUpdateExpense() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, ...body }: ExpenseBody & { id: string }) =>
      unwrap<{ expense: Expense }>(api.admin.expenses[':id'].$patch({ param: { id }, json: body })),
    onSuccess: invalidate,
  });
}

export function useDeleteExpense() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => unwrap<{ id: string }>(api.admin.expenses[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export interface PricingBody {
  basePrice?: number | null;
  pricePerClient?: number;
  clientsLimit?: number;
}

export function useUpdatePricing() {
  const invalidate = useInvalidateAdmin();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ planType, ...json }: PricingBody & { planType: PlanType }) =>
      unwrap<{ pricing: PricingView }>(api.admin.pricing[':planType'].$patch({ param: { planType }, json })),
    onSuccess: async () => {
      await invalidate();
      // Plan cards elsewhere read the same prices.
      await qc.invalidateQueries({ queryKey: ['pricing'] });
    },
  });
}

export function useRefreshStats() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => unwrap<{ stats: NonNullable<DashboardData['latestStats']> }>(api.admin.stats.refresh.$post()),
    onSuccess: invalidate,
  });
}

// --- Account settings (better-auth endpoints) ---------------------------------------------------

export interface AccountSession {
  user: { id: string; name: string; email: string; emailVerified: boolean; createdAt: string; role?: string | null };
}

/** better-auth answers `{ code, message }` on failure; this keeps its code for the caller. */
async function authCall<T>(path: string, init: { method?: 'GET' | 'POST'; json?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'POST',
      credentials: 'same-origin',
      headers: init.json !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  } catch {
    throw new ApiError(0, 'NETWORK');
  }
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body?.error?.code ?? body?.code ?? 'INTERNAL');
  return body as T;
}

export const accountQuery = queryOptions({
  queryKey: adminKeys.account,
  queryFn: () => authCall<AccountSession | null>('/api/auth/get-session', { method: 'GET' }),
});

export function useUpdateName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => authCall<{ status: boolean }>('/api/auth/update-user', { json: { name } }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: adminKeys.account });
      await qc.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      authCall<{ status: boolean }>('/api/auth/change-email', { json: { newEmail, callbackURL: '/admin/profile' } }),
  });
}
