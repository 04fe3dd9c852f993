import { describe, expect, it } from 'vitest';
import { planBannerState } from './plan-banner';

describe('planBannerState', () => {
  it("shows the plan name with 'Ativo' for an active subscription", () => {
    expect(planBannerState({ subscriptionStatus: 'active', subscriptionType: 'creator' })).toEqual({
      active: true,
      title: 'Criador Solo Ativo',
    });
    expect(planBannerState({ subscriptionStatus: 'active', subscriptionType: 'agency' })).toEqual({
      active: true,
      title: 'Agência Ativo',
    });
  });

  it('invites to create content otherwise', () => {
    const ready = { active: false, title: 'Pronto para criar conteúdo?' };
    expect(planBannerState({ subscriptionStatus: 'trial', subscriptionType: 'creator' })).toEqual(ready);
    expect(planBannerState({ subscriptionStatus: 'active', subscriptionType: 'trial' })).toEqual(ready);
    expect(planBannerState({ subscriptionStatus: 'cancelled', subscriptionType: 'agency' })).toEqual(ready);
    expect(planBannerState(null)).toEqual(ready);
  });
});
