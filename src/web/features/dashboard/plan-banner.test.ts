import { describe, expect, it } from 'vitest';
import { planBannerState } from './plan-banner';

describe('planBannerState', () => {
  it("shows 'Plano {name} ativo' for an active subscription", () => {
    expect(planBannerState({ state: 'active', subscriptionType: 'creator' })).toEqual({
      active: true,
      title: 'Plano Criador Solo ativo',
    });
    expect(planBannerState({ state: 'active', subscriptionType: 'agency' })).toEqual({
      active: true,
      title: 'Plano Agência ativo',
    });
  });

  it('invites to create content otherwise', () => {
    const ready = { active: false, title: 'Pronto para criar conteúdo?' };
    expect(planBannerState({ state: 'trial', subscriptionType: 'creator' })).toEqual(ready);
    expect(planBannerState({ state: 'active', subscriptionType: 'trial' })).toEqual(ready);
    expect(planBannerState({ state: 'cancelled', subscriptionType: 'agency' })).toEqual(ready);
    expect(planBannerState(null)).toEqual(ready);
  });
});
