/** Prices (pricing_config): read here; the admin service updates them. */
import type { Database } from '../db/client';
import { pricingConfig } from '../db/schema';
import { DEFAULT_PRICING, PRICING_PLAN_TYPES, type PricingPlanType, type PricingTable } from '@shared/plans';

function isPricingPlanType(value: string): value is PricingPlanType {
  return (PRICING_PLAN_TYPES as readonly string[]).includes(value);
}

/** The pricing table; a row missing from pricing_config keeps the seeded default (migration 0001). */
export async function getPricing(db: Database): Promise<PricingTable> {
  const rows = await db.select().from(pricingConfig);
  const table: PricingTable = {
    creator: { ...DEFAULT_PRICING.creator },
    agency_social: { ...DEFAULT_PRICING.agency_social },
    agency_enterprise: { ...DEFAULT_PRICING.agency_enterprise },
  };
  for (const row of rows) {
    if (!isPricingPlanType(row.planType)) continue;
    table[row.planType] = {
      planType: row.planType,
      basePrice: row.basePrice === null ? null : Number(row.basePrice),
      pricePerClient: Number(row.pricePerClient),
      clientsLimit: row.clientsLimit,
    };
  }
  return table;
}
