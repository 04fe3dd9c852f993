/**
 * The prices (pricing_config), read and written only here: the admin pages list and edit them, the
 * dashboard turns them into revenue, and billing shows them on the plans page.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pricingConfig } from '../db/schema';
import { HttpError } from '../http-error';
import {
  DEFAULT_PRICING,
  DEFAULT_UPFRONT_DISCOUNTS,
  PRICING_PLAN_TYPES,
  type PricingPlanType,
  type PricingTable,
  type UpfrontDiscounts,
} from '@shared/plans';
import type { PlanType, PricingUpdate } from '@shared/schemas/admin';

function isPricingPlanType(value: string): value is PricingPlanType {
  return (PRICING_PLAN_TYPES as readonly string[]).includes(value);
}

/** A numeric column as a number (0 when unreadable). */
const money = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** Every pricing_config row, in plan order (creator, agency social, agency enterprise). */
export async function listPricing(db: Database) {
  const rows = await db.select().from(pricingConfig);
  const order = (t: string) => {
    const i = (PRICING_PLAN_TYPES as readonly string[]).indexOf(t);
    return i < 0 ? PRICING_PLAN_TYPES.length : i;
  };
  return rows
    .map((r) => ({
      planType: r.planType,
      basePrice: r.basePrice === null ? null : money(r.basePrice),
      pricePerClient: money(r.pricePerClient),
      clientsLimit: r.clientsLimit,
      membersLimit: r.membersLimit,
      upfrontDiscount3: money(r.upfrontDiscount3),
      upfrontDiscount6: money(r.upfrontDiscount6),
      upfrontDiscount12: money(r.upfrontDiscount12),
      updatedAt: r.updatedAt,
    }))
    .sort((a, b) => order(a.planType) - order(b.planType));
}

/** The pricing table by plan; a row missing from pricing_config keeps the seeded default (migration 0001). */
export async function getPricingTable(db: Database): Promise<PricingTable> {
  const table: PricingTable = {
    creator: { ...DEFAULT_PRICING.creator },
    agency_social: { ...DEFAULT_PRICING.agency_social },
    agency_enterprise: { ...DEFAULT_PRICING.agency_enterprise },
  };
  for (const row of await listPricing(db)) {
    if (!isPricingPlanType(row.planType)) continue;
    const { planType, basePrice, pricePerClient, clientsLimit } = row;
    table[planType] = { planType, basePrice, pricePerClient, clientsLimit };
  }
  return table;
}

/** The Pix upfront discounts by plan (percent for 3, 6 and 12 months). */
export async function getUpfrontDiscounts(db: Database): Promise<Record<PricingPlanType, UpfrontDiscounts>> {
  const table: Record<PricingPlanType, UpfrontDiscounts> = {
    creator: { ...DEFAULT_UPFRONT_DISCOUNTS },
    agency_social: { ...DEFAULT_UPFRONT_DISCOUNTS },
    agency_enterprise: { ...DEFAULT_UPFRONT_DISCOUNTS },
  };
  for (const row of await listPricing(db)) {
    if (!isPricingPlanType(row.planType)) continue;
    table[row.planType] = { 3: row.upfrontDiscount3, 6: row.upfrontDiscount6, 12: row.upfrontDiscount12 };
  }
  return table;
}

/** One plan's row, or 404 ADMIN_PLAN_NOT_FOUND. */
export async function getPlanPricing(db: Database, planType: PlanType) {
  const row = (await listPricing(db)).find((p) => p.planType === planType);
  if (!row) throw new HttpError(404, 'ADMIN_PLAN_NOT_FOUND');
  return row;
}

/** Changes one plan's prices (rounded to cents) and answers its new row. */
export async function updatePricing(db: Database, planType: PlanType, input: PricingUpdate, now: Date) {
  const [row] = await db
    .update(pricingConfig)
    .set({
      ...(input.basePrice !== undefined
        ? { basePrice: input.basePrice === null ? null : Math.round(input.basePrice * 100) / 100 }
        : {}),
      ...(input.pricePerClient !== undefined ? { pricePerClient: Math.round(input.pricePerClient * 100) / 100 } : {}),
      ...(input.clientsLimit !== undefined ? { clientsLimit: input.clientsLimit } : {}),
      ...(input.membersLimit !== undefined ? { membersLimit: input.membersLimit } : {}),
      ...(input.upfrontDiscount3 !== undefined ? { upfrontDiscount3: input.upfrontDiscount3 } : {}),
      ...(input.upfrontDiscount6 !== undefined ? { upfrontDiscount6: input.upfrontDiscount6 } : {}),
      ...(input.upfrontDiscount12 !== undefined ? { upfrontDiscount12: input.upfrontDiscount12 } : {}),
      updatedAt: now,
    })
    .where(eq(pricingConfig.planType, planType))
    .returning({ planType: pricingConfig.planType });
  if (!row) throw new HttpError(404, 'ADMIN_PLAN_NOT_FOUND');
  return getPlanPricing(db, planType);
}
