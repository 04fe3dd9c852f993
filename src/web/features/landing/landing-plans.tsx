import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { DEFAULT_PRICING, type PlanKey } from '@shared/plans';
import { PlanCards, usePricedPlans } from '@web/components/plans/plan-cards';
import { formatMoney } from '@web/lib/format';
import { writeStorage } from '@web/lib/storage';
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

/** Choosing a plan on the landing page keeps it (selected_plan) and opens sign-up in that plan. */
export function LandingPlans() {
  const navigate = useNavigate();
  const choose = (key: PlanKey) => {
    const plan = key === 'agency' ? 'agency' : 'creator';
    writeStorage(STORAGE_KEYS.selectedPlan, plan);
    navigate(`/auth/signup?plan=${plan}`);
  };
  return <PlanCards onChoose={choose} chooseLabel={(p) => `Começar teste grátis — ${p.name}`} />;
}
