import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, PLANS, planKeyForSubscriptionType, pricePlans } from './plans';

describe('plan catalogue', () => {
  it('solo R$ 147 and agency R$ 397 with eight features each, agency marked popular', () => {
    expect(PLANS.solo).toMatchObject({ key: 'solo', monthlyPrice: 147, popular: false, subscriptionType: 'creator' });
    expect(PLANS.agency).toMatchObject({ key: 'agency', monthlyPrice: 397, popular: true, subscriptionType: 'agency' });
    expect(PLANS.solo.features).toHaveLength(8);
    expect(PLANS.agency.features).toHaveLength(8);
    expect(PLANS.agency.features).toContain('Até 5 clientes');
  });

  it('maps subscription_type to the plan: creator → solo, agency → agency, trial → none', () => {
    expect(planKeyForSubscriptionType('creator')).toBe('solo');
    expect(planKeyForSubscriptionType('agency')).toBe('agency');
    expect(planKeyForSubscriptionType('trial')).toBeNull();
    expect(planKeyForSubscriptionType(null)).toBeNull();
  });

  it('prices the plans from the pricing table the admin edits', () => {
    const edited = { ...DEFAULT_PRICING, creator: { ...DEFAULT_PRICING.creator, basePrice: 167 } };
    const [solo, agency] = pricePlans(edited);
    expect(solo).toMatchObject({ key: 'solo', monthlyPrice: 167, clientsLimit: 0 });
    expect(agency).toMatchObject({ key: 'agency', monthlyPrice: 397, clientsLimit: 5 });
  });
});
