/** The billing provider chosen by the environment: Stripe when STRIPE_SECRET_KEY is set, else the demo. */
import type { Database } from '@server/db/client';
import type { Env } from '@server/env';
import type { Logger } from '@server/logger';
import { DemoBillingProvider } from './demo-provider';
import type { BillingProvider } from './provider';
import { StripeBillingProvider } from './stripe-provider';

declare module '@server/context' {
  interface AppServices {
    billing: BillingProvider;
  }
}

export function createBillingProvider(core: {
  db: Database;
  env: Env;
  now: () => Date;
  logger: Logger;
}): BillingProvider {
  return core.env.billingProvider === 'stripe' ? new StripeBillingProvider(core) : new DemoBillingProvider(core);
}

export type { BillingProvider } from './provider';
export { DemoBillingProvider } from './demo-provider';
export { StripeBillingProvider } from './stripe-provider';
