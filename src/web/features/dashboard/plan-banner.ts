/**
 * The dashboard plan banner (spec part 1 §2): 'Plano {plano} ativo' when a paid plan is active, else a call
 * to create. "Active" is the access rule's state as `/api/me` answers it, not the raw status.
 */
import type { AccessState } from '@shared/access-rule';
import { PLANS, planKeyForSubscriptionType } from '@shared/plans';

export interface PlanBannerState {
  active: boolean;
  title: string;
}

export function planBannerState(
  account: { state: AccessState; subscriptionType: string | null } | null | undefined,
): PlanBannerState {
  const plan = planKeyForSubscriptionType(account?.subscriptionType);
  if (account?.state === 'active' && plan) return { active: true, title: `Plano ${PLANS[plan].name} ativo` };
  return { active: false, title: 'Pronto para criar conteúdo?' };
}
