/** The dashboard plan banner (spec part 1 §2): 'Plano {plano} ativo' when active with a plan, else a call to create. */
import { PLANS, planKeyForSubscriptionType } from '@shared/plans';

export interface PlanBannerState {
  active: boolean;
  title: string;
}

export function planBannerState(
  profile: { subscriptionStatus: string; subscriptionType: string | null } | null | undefined,
): PlanBannerState {
  const plan = planKeyForSubscriptionType(profile?.subscriptionType);
  if (profile?.subscriptionStatus === 'active' && plan)
    return { active: true, title: `Plano ${PLANS[plan].name} ativo` };
  return { active: false, title: 'Pronto para criar conteúdo?' };
}
