import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { changeFromStripeEvent, mapStripeStatus, subscriptionTypeForPrice } from './stripe-events';
import { stripeHostOptions } from './stripe-provider';

const prices = { creator: 'price_creator', agency: 'price_agency' };
const created = 1_760_000_000;

function event(type: string, object: Record<string, unknown>): Stripe.Event {
  return { id: `evt_${type}`, object: 'event', type, created, data: { object } } as unknown as Stripe.Event;
}

describe('stripeHostOptions (STRIPE_API_BASE)', () => {
  it('splits a base URL into the SDK host, port and protocol', () => {
    expect(stripeHostOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeHostOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeHostOptions('http://fake-stripe')).toEqual({ host: 'fake-stripe', port: 80, protocol: 'http' });
  });
  it('leaves the SDK defaults when unset', () => {
    expect(stripeHostOptions(undefined)).toEqual({});
  });
});

describe('Stripe statuses and prices', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'cancelled'],
    ['incomplete_expired', 'cancelled'],
    ['paused', 'cancelled'],
    ['incomplete', undefined],
  ])('%s → %s', (stripeStatus, ours) => {
    expect(mapStripeStatus(stripeStatus)).toBe(ours);
  });

  it('maps the configured price ids to subscription types', () => {
    expect(subscriptionTypeForPrice('price_agency', prices)).toBe('agency');
    expect(subscriptionTypeForPrice('price_creator', prices)).toBe('creator');
    expect(subscriptionTypeForPrice('price_other', prices)).toBeUndefined();
    expect(subscriptionTypeForPrice(null, prices)).toBeUndefined();
  });
});

describe('changeFromStripeEvent', () => {
  it('checkout.session.completed: user, customer, subscription, active, type from the plan metadata', () => {
    const change = changeFromStripeEvent(
      event('checkout.session.completed', {
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: 'user_1',
        customer: 'cus_1',
        subscription: 'sub_1',
        metadata: { userId: 'user_1', plan: 'agency' },
      }),
      prices,
    );
    expect(change).toMatchObject({
      eventId: 'evt_checkout.session.completed',
      occurredAt: new Date(created * 1000),
      userId: 'user_1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      status: 'active',
      subscriptionType: 'agency',
    });
  });

  it('ignores a one-off payment checkout', () => {
    expect(
      changeFromStripeEvent(event('checkout.session.completed', { mode: 'payment', metadata: {} }), prices),
    ).toBeNull();
  });

  it('customer.subscription.updated: status, type by price id, renewal from the item period', () => {
    const change = changeFromStripeEvent(
      event('customer.subscription.updated', {
        id: 'sub_1',
        object: 'subscription',
        status: 'past_due',
        customer: { id: 'cus_1' },
        metadata: { userId: 'user_1' },
        items: { data: [{ price: { id: 'price_creator' }, current_period_end: created + 30 * 86400 }] },
      }),
      prices,
    );
    expect(change).toMatchObject({
      userId: 'user_1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      status: 'past_due',
      subscriptionType: 'creator',
      renewalDate: new Date((created + 30 * 86400) * 1000),
    });
  });

  it('customer.subscription.deleted: cancelled', () => {
    const change = changeFromStripeEvent(
      event('customer.subscription.deleted', { id: 'sub_1', customer: 'cus_1', metadata: {}, status: 'canceled' }),
      prices,
    );
    expect(change).toMatchObject({ status: 'cancelled', subscriptionId: 'sub_1', customerId: 'cus_1' });
  });

  it('invoice.paid: active, refill, renewal from the line period (current API shape)', () => {
    const change = changeFromStripeEvent(
      event('invoice.paid', {
        customer: 'cus_1',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_1', metadata: { userId: 'user_1' } },
        },
        lines: {
          data: [
            {
              period: { start: created, end: created + 31 * 86400 },
              pricing: { price_details: { price: 'price_agency' } },
            },
          ],
        },
      }),
      prices,
    );
    expect(change).toMatchObject({
      userId: 'user_1',
      subscriptionId: 'sub_1',
      status: 'active',
      subscriptionType: 'agency',
      refill: true,
      renewalDate: new Date((created + 31 * 86400) * 1000),
    });
  });

  it('invoice.payment_failed: past_due (older API shape with invoice.subscription)', () => {
    const change = changeFromStripeEvent(
      event('invoice.payment_failed', { customer: 'cus_1', subscription: 'sub_1', lines: { data: [] } }),
      prices,
    );
    expect(change).toMatchObject({ status: 'past_due', subscriptionId: 'sub_1', customerId: 'cus_1' });
  });

  it('unknown events change nothing', () => {
    expect(changeFromStripeEvent(event('customer.created', { id: 'cus_1' }), prices)).toBeNull();
  });
});
