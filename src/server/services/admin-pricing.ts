/** Plan prices the admin edits (pricing_config): read and update one plan. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pricingConfig } from '../db/schema';
import { HttpError } from '../http-error';
import type { PlanType, PricingUpdate } from '@shared/schemas/admin';
import { queryPricing } from './admin-metrics';

export const listPricing = queryPricing;

export async function getPricing(db: Database, planType: PlanType) {
  const row = (await queryPricing(db)).find((p) => p.planType === planType);
  if (!row) throw new HttpError(404, 'ADMIN_PLAN_NOT_FOUND');
  return row;
}

export async function updatePricing(db: Database, planType: PlanType, input: PricingUpdate, now: Date) {
  const [row] = await db
    .update(pricingConfig)
    .set({
      ...(input.basePrice !== undefined
        ? { basePrice: input.basePrice === null ? null : Math.round(input.basePrice * 100) / 100 }
        : {}),
      ...(input.pricePerClient !== undefined ? { pricePerClient: Math.round(input.pricePerClient * 100) / 100 } : {}),
      ...(input.clientsLimit !== undefined ? { clientsLimit: input.clientsLimit } : {}),
      updatedAt: now,
    })
    .where(eq(pricingConfig.planType, planType))
    .returning({ planType: pricingConfig.planType });
  if (!row) throw new HttpError(404, 'ADMIN_PLAN_NOT_FOUND');
  return getPricing(db, planType);
}
