/**
 * Stripe webhooks as Stripe sends them, for integration tests against the fake Stripe API: events with
 * their `created` time, signed on the raw body with the test secret, posted to /api/billing/webhook.
 * Also a seeded shuffle, so a test can deliver one realistic sequence in many orders and replay any of them.
 */
import Stripe from 'stripe';
import type { TestApp } from './test-app';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_pautei';
export const PRICE_CREATOR = 'price_creator_test';
export const PRICE_AGENCY = 'price_agency_test';

/** The environment of an app that talks to the fake Stripe at `url`. */
export function stripeTestEnv(url: string) {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fake_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_CREATOR: PRICE_CREATOR,
    STRIPE_PRICE_AGENCY: PRICE_AGENCY,
    STRIPE_API_BASE: url,
  };
}

const signer = new Stripe('sk_test_signer_only');
let eventSeq = 0;

export const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export interface StripeTestEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Record<string, unknown> };
}

/** An event of `type` about `object`, created at `created` (unix seconds). */
export function stripeEvent(type: string, object: Record<string, unknown>, created: number): StripeTestEvent {
  eventSeq += 1;
  return {
    id: `evt_order_${eventSeq}_${Date.now()}`,
    object: 'event',
    api_version: '2026-01-28',
    created,
    type,
    data: { object },
  };
}

/** Posts an event signed like Stripe (timestamped with the app clock); answers the status and body. */
export async function deliverEvent(t: TestApp, event: StripeTestEvent) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: unix(t.clock.now),
  });
  const res = await t.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string; error?: { code: string } } };
}

/** A small deterministic generator (mulberry32): the same seed gives the same order on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order fixed by `seed` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
