/**
 * What a generator page asks the API for when a creator with tokens opens it: the session, the config,
 * the token balance and an empty list. A test adds (or replaces) the routes it is about.
 */
import { meFixture } from './me';

export const CREATOR_GENERATOR_ROUTES = {
  '/api/me': meFixture(),
  '/api/config': { aiOffline: false, aiModel: 'gpt-4o', billingProvider: 'demo', chatUrl: '' },
  '/api/tokens': {
    tokensRemaining: 100,
    tokensLimit: 150,
    nextRenewalDate: '2026-04-15T15:00:00.000Z',
    daysUntilRenewal: 12,
    hasTokens: true,
    planEndsAt: null,
  },
  '/api/content': { items: [], nextCursor: null },
};
