/**
 * Display helpers of the admin pages (pt-BR). The database keeps English codes ('active', 'agency',
 * 'agency_social', 'fitness'...); the admin reads only these labels, never the codes themselves.
 */
import { nicheLabel } from '@shared/niches';
import type { PeriodId } from '@shared/periods';
import { PERIOD_IDS } from '@shared/periods';
import { PLANS, isPlanKey } from '@shared/plans';
import { EXPENSE_CATEGORIES, PLAN_TYPE_LABELS, type ExpenseCategory } from '@shared/schemas/admin';
import { formatMoney } from '@web/lib/format';
import type { ExpenseFilter } from './api';

// The payment provider spells some statuses its own way ('trialing', 'canceled', 'unpaid'); rows written
// from its events may carry them, so they read the same as ours.
const STATUS_ALIASES: Record<string, string> = { trialing: 'trial', canceled: 'cancelled', unpaid: 'past_due' };

const STATUS_LABELS: Record<string, string> = {
  active: 'Ativo',
  trial: 'Trial',
  cancelled: 'Cancelado',
  past_due: 'Pagamento pendente',
  blocked: 'Bloqueado',
  inactive: 'Inativo',
};

const normalStatus = (status: string | null | undefined) => {
  const key = (status ?? '').trim().toLowerCase();
  return STATUS_ALIASES[key] ?? key;
};

/** A subscription or client status in Portuguese; an unknown code reads 'Desconhecido', never the code. */
export function statusLabel(status: string | null | undefined): string {
  return STATUS_LABELS[normalStatus(status)] ?? 'Desconhecido';
}

export function statusTone(status: string | null | undefined): 'success' | 'info' | 'warning' | 'danger' | 'neutral' {
  const key = normalStatus(status);
  if (key === 'active') return 'success';
  if (key === 'trial') return 'info';
  if (key === 'past_due') return 'warning';
  if (key === 'blocked' || key === 'cancelled') return 'danger';
  return 'neutral';
}

/** The account type: 'Agência' or 'Creator' (a trial account is a creator until it picks the agency plan). */
export function typeLabel(type: string | null | undefined): string {
  return type === 'agency' ? 'Agência' : 'Creator';
}

/**
 * A plan's name: the pricing rows ('creator', 'agency_social', 'agency_enterprise') and the checkout plans
 * ('solo', 'agency') by the names the app shows elsewhere.
 */
export function planLabel(plan: string | null | undefined): string {
  const key = plan ?? '';
  const label = (PLAN_TYPE_LABELS as Record<string, string>)[key];
  if (label) return label;
  return isPlanKey(key) ? PLANS[key].name : 'Outro plano';
}

/** Only the agency plans have clients: the Creator plan has no price per client nor client limit. */
export function planHasClients(planType: string): boolean {
  return planType.startsWith('agency');
}

/** A user's or client's niche by the app's own labels ('Fitness / Saúde'), a typed niche as typed, or '-'. */
export function nicheText(niche: string | null | undefined): string {
  return nicheLabel(niche) || '-';
}

/** 'R$ 147,00/mês', or 'sob consulta' when there is no base price. */
export function monthlyPriceText(basePrice: number | null | undefined): string {
  return basePrice === null || basePrice === undefined ? 'sob consulta' : `${formatMoney(basePrice)}/mês`;
}

/** 999 = 'Ilimitado'. */
export function clientsLimitText(limit: number): string {
  return limit >= 999 ? 'Ilimitado' : String(limit);
}

/** Reads a filter from the page URL, falling back to `fallback` for unknown values. */
export function filterFromParams(
  params: URLSearchParams,
  allowed: readonly PeriodId[],
  fallback: PeriodId,
): ExpenseFilter {
  const raw = params.get('period');
  const period =
    raw && (PERIOD_IDS as readonly string[]).includes(raw) && allowed.includes(raw as PeriodId)
      ? (raw as PeriodId)
      : fallback;
  const category = params.get('category');
  return {
    period,
    start: params.get('start') ?? undefined,
    end: params.get('end') ?? undefined,
    day: params.get('day') ?? undefined,
    month: params.get('month') ?? undefined,
    year: params.get('year') ?? undefined,
    category:
      category && (EXPENSE_CATEGORIES as readonly string[]).includes(category) ? (category as ExpenseCategory) : 'all',
  };
}

export function filterToParams(f: ExpenseFilter): Record<string, string> {
  const out: Record<string, string> = { period: f.period };
  for (const key of ['start', 'end', 'day', 'month', 'year'] as const) if (f[key]) out[key] = f[key]!;
  if (f.category && f.category !== 'all') out.category = f.category;
  return out;
}

/** Whether a filter has what its period needs. */
export function filterComplete(f: ExpenseFilter): boolean {
  switch (f.period) {
    case 'custom':
      return !!f.start && !!f.end && f.start <= f.end;
    case 'specific_day':
      return !!f.day;
    case 'specific_month':
      return !!f.month && !!f.year;
    case 'specific_year':
      return !!f.year;
    default:
      return true;
  }
}

/** The amount typed in a form ('1.234,56', '1234.56' or '12,5'), or NaN. */
export function parseAmount(value: string): number {
  const v = value.trim();
  if (!v) return Number.NaN;
  const normalized = v.includes(',') ? v.replace(/\./g, '').replace(',', '.') : v;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}
