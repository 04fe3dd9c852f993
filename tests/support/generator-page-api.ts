/**
 * What a generator page asks the API for when a creator with tokens opens it: the session, the config,
 * the token balance and an empty list. A test adds (or replaces) the routes it is about.
 */
export const CREATOR_GENERATOR_ROUTES = {
  '/api/me': {
    user: { id: 'u1', email: 'ana@example.com', name: 'Ana', role: 'user' },
    profile: {
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      trialEndsAt: null,
      name: 'Ana',
      niche: 'fitness',
      dailyRoutine: 'Treino às 6h',
    },
    needsOnboarding: false,
    access: { allowed: true, reason: null },
  },
  '/api/config': { aiOffline: false, aiModel: 'gpt-4o', billingProvider: 'demo', chatUrl: '' },
  '/api/tokens': {
    tokensRemaining: 100,
    tokensLimit: 150,
    nextRenewalDate: '2026-04-15T15:00:00.000Z',
    daysUntilRenewal: 12,
    hasTokens: true,
  },
  '/api/content': { items: [], nextCursor: null },
};
