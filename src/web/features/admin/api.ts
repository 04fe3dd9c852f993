/** Admin feature: query options and mutations (typed client), plus the account calls (better-auth's client). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ResponseOf } from '@web/lib/api';
import { authClient, authData } from '@web/lib/auth-client';
import { sessionKeys } from '@web/lib/session';
import { billingKeys } from '@web/entities/plans/plans-query';
import type { PeriodId } from '@shared/periods';
import type { ExpenseCategory, PlanType } from '@shared/schemas/admin';

export type DashboardData = ResponseOf<typeof api.admin.dashboard.$get>;
export type ExpenseListData = ResponseOf<typeof api.admin.expenses.$get>;
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
  payments: ['admin', 'payments'] as const,
};

export const dashboardQuery = (f: PeriodFilter) =>
  queryOptions({
    queryKey: adminKeys.dashboard(f),
    queryFn: () => {
      const { category: _ignored, ...query } = cleanFilter(f);
      return unwrap(api.admin.dashboard.$get({ query }));
    },
    placeholderData: (previous) => previous,
  });

export const expensesQuery = (f: ExpenseFilter) =>
  queryOptions({
    queryKey: adminKeys.expenses(f),
    queryFn: () => unwrap(api.admin.expenses.$get({ query: cleanFilter(f) })),
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
    mutationFn: (body: ExpenseBody) => unwrap(api.admin.expenses.$post({ json: body })),
    onSuccess: invalidate,
  });
}

export function useUpdateExpense() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, ...body }: ExpenseBody & { id: string }) =>
      unwrap(api.admin.expenses[':id'].$patch({ param: { id }, json: body })),
    onSuccess: invalidate,
  });
}

export function useDeleteExpense() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin.expenses[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export interface PricingBody {
  basePrice?: number | null;
  pricePerClient?: number;
  clientsLimit?: number;
  membersLimit?: number;
  upfrontDiscount3?: number;
  upfrontDiscount6?: number;
  upfrontDiscount12?: number;
}

export function useUpdatePricing() {
  const invalidate = useInvalidateAdmin();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ planType, ...json }: PricingBody & { planType: PlanType }) =>
      unwrap(api.admin.pricing[':planType'].$patch({ param: { planType }, json })),
    onSuccess: async () => {
      await invalidate();
      // Plan cards elsewhere read the same prices.
      await qc.invalidateQueries({ queryKey: billingKeys.plans() });
    },
  });
}

export function useRefreshStats() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => unwrap(api.admin.stats.refresh.$post()),
    onSuccess: invalidate,
  });
}

// --- Account settings (better-auth's typed client) -----------------------------------------------

export const accountQuery = queryOptions({
  queryKey: adminKeys.account,
  queryFn: () => authData(authClient.getSession()),
});

export function useUpdateName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => authData(authClient.updateUser({ name })),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: adminKeys.account });
      await qc.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => authData(authClient.changeEmail({ newEmail, callbackURL: '/admin/profile' })),
  });
}

export type PixPaymentsData = ResponseOf<typeof api.admin.payments.$get>;
export type AdminPixPayment = PixPaymentsData['payments'][number];

/** GET /api/admin/payments: paid Pix charges and the months their money counts in. */
export const pixPaymentsQuery = queryOptions({
  queryKey: adminKeys.payments,
  queryFn: () => unwrap(api.admin.payments.$get()),
});

/** POST /api/admin/payments/:id/refund */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reason: string; endsAccess: 'now' | 'period_end' }) =>
      unwrap(
        api.admin.payments[':id'].refund.$post({
          param: { id: input.id },
          json: { reason: input.reason, endsAccess: input.endsAccess },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
