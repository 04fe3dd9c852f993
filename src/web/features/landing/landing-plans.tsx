import { DEFAULT_PRICING, type PlanKey } from '@shared/plans';
import { PlanCards, usePricedPlans } from '@web/components/plans/plan-cards';
import { formatMoney } from '@web/lib/format';
import type { FaqPrices } from './landing-content';

/** The FAQ quotes the same figures as the plan cards: both come from the pricing configuration. */
export function useFaqPrices(): FaqPrices {
  const { pricing } = usePricedPlans();
  const table = pricing ?? DEFAULT_PRICING;
  return {
    solo: formatMoney(table.creator.basePrice ?? DEFAULT_PRICING.creator.basePrice),
    agency: formatMoney(table.agency_social.basePrice ?? DEFAULT_PRICING.agency_social.basePrice),
    agencyClients: table.agency_social.clientsLimit,
  };
}

/**
 * Choosing a plan on the landing page opens sign-up in that plan (`?plan=`, which the sign-up form reads
 * first and keeps as selected_plan once the account is made). A link, because the landing page is sent
 * without the app's scripts.
 */
const signUpIn = (key: PlanKey) => `/auth/signup?plan=${key === 'agency' ? 'agency' : 'creator'}`;

export function LandingPlans() {
  return <PlanCards chooseHref={signUpIn} chooseLabel={(p) => `Começar teste grátis — ${p.name}`} />;
}
