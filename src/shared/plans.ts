/**
 * The plan catalogue (spec part 1 §3). Product and price ids are not here: they come from the
 * server environment (STRIPE_PRICE_CREATOR / STRIPE_PRICE_AGENCY). The prices below are the spec's
 * defaults; what users see is read from pricing_config, which the admin edits (DESIGN §4.6).
 */
import { DEFAULT_CLIENTS_LIMIT } from './constants';

export const PLAN_KEYS = ['solo', 'agency'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** The paid subscription types a plan sets on the profile. */
export type PaidSubscriptionType = 'creator' | 'agency';

/** Rows of pricing_config. */
export const PRICING_PLAN_TYPES = ['creator', 'agency_social', 'agency_enterprise'] as const;
export type PricingPlanType = (typeof PRICING_PLAN_TYPES)[number];

export interface PlanDefinition {
  key: PlanKey;
  name: string;
  /** Default monthly price in BRL (spec part 1 §9); pricing_config overrides it. */
  monthlyPrice: number;
  description: string;
  features: readonly string[];
  subscriptionType: PaidSubscriptionType;
  pricingPlanType: PricingPlanType;
  popular: boolean;
}

export const PLANS: Record<PlanKey, PlanDefinition> = {
  solo: {
    key: 'solo',
    name: 'Criador Solo',
    monthlyPrice: 147,
    description: 'Para criadores de conteúdo que querem postar todos os dias sem travar na criação.',
    features: [
      'Roteiros diários ilimitados',
      'Ideias de Reels personalizadas',
      'Stories e legendas com IA',
      'Carrosséis profissionais',
      'Anúncios e copy de vendas',
      'Agendamento de conteúdo',
      'Edição completa',
      'Suporte prioritário',
    ],
    subscriptionType: 'creator',
    pricingPlanType: 'creator',
    popular: false,
  },
  agency: {
    key: 'agency',
    name: 'Agência',
    monthlyPrice: 397,
    description: `Para social medias e agências que cuidam de até ${DEFAULT_CLIENTS_LIMIT} clientes.`,
    features: [
      'Tudo do plano Solo',
      `Até ${DEFAULT_CLIENTS_LIMIT} clientes`,
      'Painel por cliente',
      'Conteúdo por cliente',
      'Exportação para WhatsApp',
      'Relatórios detalhados',
      'Suporte premium',
      'Plano personalizado disponível',
    ],
    subscriptionType: 'agency',
    pricingPlanType: 'agency_social',
    popular: true,
  },
};

export const PLAN_LIST: readonly PlanDefinition[] = PLAN_KEYS.map((k) => PLANS[k]);

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

/** Current-plan logic (spec part 1 §2): creator → solo, agency → agency; anything else has no plan. */
export function planKeyForSubscriptionType(type: string | null | undefined): PlanKey | null {
  if (type === 'creator') return 'solo';
  if (type === 'agency') return 'agency';
  return null;
}

export function subscriptionTypeForPlan(key: PlanKey): PaidSubscriptionType {
  return PLANS[key].subscriptionType;
}

/** One pricing_config row as the API answers it (numbers in BRL; 999 clients = unlimited). */
export interface PricingEntry {
  planType: PricingPlanType;
  /** null = custom price (enterprise, on request). */
  basePrice: number | null;
  pricePerClient: number;
  clientsLimit: number;
}

export type PricingTable = Record<PricingPlanType, PricingEntry>;

/** The seeded defaults (migration 0001), used only when a row is missing from pricing_config. */
export const DEFAULT_PRICING: PricingTable = {
  creator: { planType: 'creator', basePrice: 147, pricePerClient: 0, clientsLimit: 0 },
  agency_social: {
    planType: 'agency_social',
    basePrice: 397,
    pricePerClient: 50,
    clientsLimit: DEFAULT_CLIENTS_LIMIT,
  },
  agency_enterprise: {
    planType: 'agency_enterprise',
    basePrice: null,
    pricePerClient: 0,
    clientsLimit: 999,
  },
};

/** A plan as GET /api/billing/plans answers it: the catalogue entry with its current price. */
export interface PricedPlan {
  key: PlanKey;
  name: string;
  description: string;
  features: string[];
  monthlyPrice: number;
  popular: boolean;
  /** Clients included (agency); 0 for solo. */
  clientsLimit: number;
  /** Paying 3, 6 or 12 months upfront with Pix. */
  upfront: UpfrontOption[];
}

export function pricePlans(
  pricing: PricingTable,
  discounts: Partial<Record<PricingPlanType, UpfrontDiscounts>> = {},
): PricedPlan[] {
  return PLAN_LIST.map((plan) => {
    const entry = pricing[plan.pricingPlanType];
    return {
      key: plan.key,
      name: plan.name,
      description: plan.description,
      features: [...plan.features],
      monthlyPrice: entry.basePrice ?? plan.monthlyPrice,
      popular: plan.popular,
      clientsLimit: plan.key === 'agency' ? entry.clientsLimit : 0,
      upfront: upfrontOptions(
        entry.basePrice ?? plan.monthlyPrice,
        discounts[plan.pricingPlanType] ?? DEFAULT_UPFRONT_DISCOUNTS,
      ),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Paying with Pix
// ---------------------------------------------------------------------------------------------

/** How an account's plan is paid. */
export const PAYMENT_METHODS = ['card', 'pix_automatico', 'pix_upfront'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How each way of paying is named on screens and in e-mails. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Cartão',
  pix_automatico: 'Pix Automático',
  pix_upfront: 'Pix antecipado',
};

/** Months paid upfront with Pix: a period nothing renews. Named once, for queries that filter by it. */
export const UPFRONT_METHOD = 'pix_upfront' satisfies PaymentMethod;
const CARD_METHOD = 'card' satisfies PaymentMethod;
const PIX_AUTOMATICO_METHOD = 'pix_automatico' satisfies PaymentMethod;

export function isUpfrontMethod(method: string | null | undefined): method is 'pix_upfront' {
  return method === UPFRONT_METHOD;
}

/** A card: the provider charges it again every month until the subscription is cancelled. */
export function isCardMethod(method: string | null | undefined): method is 'card' {
  return method === CARD_METHOD;
}

/** Pix Automático: monthly debits from one authorization in the bank app. */
export function isPixAutomaticoMethod(method: string | null | undefined): method is 'pix_automatico' {
  return method === PIX_AUTOMATICO_METHOD;
}

/** Either way of paying with Pix (the authorization or months upfront): the QR code and the bank app. */
export function isPixMethod(method: string | null | undefined): method is 'pix_automatico' | 'pix_upfront' {
  return isPixAutomaticoMethod(method) || isUpfrontMethod(method);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The prepaid lengths on offer ("Pagar 3, 6 ou 12 meses com Pix"). */
export const UPFRONT_MONTHS = [3, 6, 12] as const;
export type UpfrontMonths = (typeof UPFRONT_MONTHS)[number];

export function isUpfrontMonths(value: unknown): value is UpfrontMonths {
  return typeof value === 'number' && (UPFRONT_MONTHS as readonly number[]).includes(value);
}

/** Percent off for each prepaid length, per pricing_config row (the admin sets them beside the price). */
export type UpfrontDiscounts = Record<UpfrontMonths, number>;

export const DEFAULT_UPFRONT_DISCOUNTS: UpfrontDiscounts = { 3: 5, 6: 10, 12: 15 };

export interface UpfrontOption {
  months: UpfrontMonths;
  discountPercent: number;
  /** What is charged once, in BRL. */
  total: number;
  /** total / months, in BRL (what it costs per month). */
  monthlyEquivalent: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The price of N months paid at once: monthly price × N, less the discount, rounded to the cent. The
 * server charges exactly this (never an amount sent by the browser).
 */
export function upfrontTotal(monthlyPrice: number, months: number, discountPercent: number): number {
  return cents(monthlyPrice * months * (1 - discountPercent / 100));
}

export function upfrontOptions(monthlyPrice: number, discounts: UpfrontDiscounts): UpfrontOption[] {
  return UPFRONT_MONTHS.map((months) => {
    const total = upfrontTotal(monthlyPrice, months, discounts[months]);
    return { months, discountPercent: discounts[months], total, monthlyEquivalent: cents(total / months) };
  });
}

/** One month's share of an upfront payment, for revenue. */
export interface RevenueShare {
  /** 'YYYY-MM' of the month the share belongs to (São Paulo calendar). */
  month: string;
  amount: number;
}

/**
 * How an upfront payment counts as revenue (decision record 0019): in equal monthly shares, one for each
 * prepaid month, each in the calendar month (São Paulo) where that prepaid month begins; the cent left over
 * by the division goes to the last share, so the shares add up to the amount paid. `monthStarts` are the
 * starts of the prepaid months (period start, +1 month, ...).
 */
export function spreadUpfront(amount: number, monthStarts: readonly string[]): RevenueShare[] {
  const months = monthStarts.length;
  if (months === 0) return [];
  const totalCents = Math.round(amount * 100);
  const share = Math.floor(totalCents / months);
  return monthStarts.map((month, i) => ({
    month,
    amount: (i === months - 1 ? totalCents - share * (months - 1) : share) / 100,
  }));
}
