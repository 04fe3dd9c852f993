import { describe, expect, it } from 'vitest';
import { addMonths } from '@shared/dates';
import type { BillingChange } from './providers/provider';
import { nextSubscriptionState, type BillingEvent, type SubscriptionState } from './subscription-transitions';

const T0 = new Date('2026-03-10T12:00:00Z');
const sec = (s: number) => new Date(T0.getTime() + s * 1000);

const trial: SubscriptionState = {
  subscriptionStatus: 'trial',
  subscriptionType: 'trial',
  agencyPlan: null,
  trialEndsAt: addMonths(T0, 1),
  nextRenewalDate: null,
  paymentMethod: null,
  paidUntil: null,
  billingAnchor: null,
  creatorResumesAt: null,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  subscriptionEventAt: null,
};

const subscriptionEvent = (
  change: Partial<BillingChange> & { occurredAt: Date },
  facts: { newestRenewal?: boolean; beatsPix?: boolean } = {},
): BillingEvent => ({
  kind: 'subscription_changed',
  change: { eventId: `evt_${change.occurredAt.getTime()}`, eventType: 'customer.subscription.updated', ...change },
  newestRenewal: facts.newestRenewal ?? true,
  beatsPix: facts.beatsPix ?? false,
});

const apply = (state: SubscriptionState, ...events: BillingEvent[]) => events.reduce(nextSubscriptionState, state);

const cardActive = apply(
  trial,
  subscriptionEvent({
    occurredAt: sec(10),
    subscriptionId: 'sub_card',
    status: 'active',
    subscriptionType: 'creator',
    paymentMethod: 'card',
    renewalDate: addMonths(T0, 1),
  }),
);

describe('nextSubscriptionState: subscription events', () => {
  it('a card activation makes the account an active, renewing card subscription', () => {
    expect(cardActive).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      paymentMethod: 'card',
      paidUntil: null,
      stripeSubscriptionId: 'sub_card',
      nextRenewalDate: addMonths(T0, 1),
      subscriptionEventAt: sec(10),
    });
  });

  it('the newest subscription event wins: an older one arriving late changes no state', () => {
    const cancelled = apply(
      cardActive,
      subscriptionEvent({ occurredAt: sec(20), subscriptionId: 'sub_card', status: 'cancelled' }),
    );
    const late = apply(
      cancelled,
      subscriptionEvent({ occurredAt: sec(15), subscriptionId: 'sub_card', status: 'active' }),
    );
    expect(late.subscriptionStatus).toBe('cancelled');
    expect(late.subscriptionEventAt).toEqual(sec(20));
  });

  it('the renewal date follows only the newest event that reported one', () => {
    const older = subscriptionEvent(
      { occurredAt: sec(30), subscriptionId: 'sub_card', renewalDate: addMonths(T0, 3) },
      { newestRenewal: false },
    );
    expect(apply(cardActive, older).nextRenewalDate).toEqual(addMonths(T0, 1));
    const newest = subscriptionEvent({
      occurredAt: sec(30),
      subscriptionId: 'sub_card',
      renewalDate: addMonths(T0, 2),
    });
    expect(apply(cardActive, newest).nextRenewalDate).toEqual(addMonths(T0, 2));
  });

  it('the end of another subscription says nothing about the current one', () => {
    const oldEnds = subscriptionEvent({ occurredAt: sec(40), subscriptionId: 'sub_old', status: 'cancelled' });
    expect(apply(cardActive, oldEnds)).toEqual(cardActive);
  });

  it('a Pix Automático of another subscription while the card runs changes nothing, not even the renewal date', () => {
    const pix = subscriptionEvent({
      occurredAt: sec(90),
      subscriptionId: 'sub_pix',
      status: 'active',
      paymentMethod: 'pix_automatico',
      renewalDate: addMonths(T0, 2),
    });
    expect(apply(cardActive, pix)).toEqual(cardActive);
  });

  it('the renewal date of another subscription never moves the account’s', () => {
    // An older event of a subscription that is not the account's, delivered late (the newest of its own).
    const oldSubscription = subscriptionEvent({
      occurredAt: sec(5),
      subscriptionId: 'sub_old',
      status: 'active',
      renewalDate: addMonths(T0, 5),
    });
    expect(apply(cardActive, oldSubscription).nextRenewalDate).toEqual(addMonths(T0, 1));
  });

  it('a card activation beats a Pix Automático started before it, even when the Pix events are newer', () => {
    const pixFirst = apply(
      trial,
      subscriptionEvent({
        occurredAt: sec(90),
        subscriptionId: 'sub_pix',
        status: 'active',
        subscriptionType: 'creator',
        paymentMethod: 'pix_automatico',
      }),
    );
    const card = {
      occurredAt: sec(10),
      subscriptionId: 'sub_card',
      status: 'active' as const,
      subscriptionType: 'creator' as const,
      paymentMethod: 'card' as const,
    };
    // Without a Pix charge started before it, an older card event is just late: it changes nothing.
    expect(apply(pixFirst, subscriptionEvent(card)).paymentMethod).toBe('pix_automatico');
    expect(apply(pixFirst, subscriptionEvent(card, { beatsPix: true }))).toMatchObject({
      paymentMethod: 'card',
      stripeSubscriptionId: 'sub_card',
      subscriptionEventAt: sec(10),
    });
  });
});

describe('nextSubscriptionState: Pix charges, revocation, period end, resume', () => {
  const pixAutomatico = apply(trial, {
    kind: 'pix_paid',
    charge: { method: 'pix_automatico', plan: 'solo', months: 1, periodStart: null },
    at: sec(60),
  });

  it('a paid Pix Automático renews by itself a month after its payment', () => {
    expect(pixAutomatico).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      paymentMethod: 'pix_automatico',
      paidUntil: null,
      billingAnchor: sec(60),
      nextRenewalDate: addMonths(sec(60), 1),
    });
  });

  it('a paid Pix upfront runs until its months end', () => {
    const upfront = apply(trial, {
      kind: 'pix_paid',
      charge: { method: 'pix_upfront', plan: 'solo', months: 3, periodStart: null },
      at: sec(60),
    });
    expect(upfront).toMatchObject({ paymentMethod: 'pix_upfront', paidUntil: addMonths(sec(60), 3) });
  });

  it('a revocation stays revoked: a later subscription event clears the end, the rule brings it back', () => {
    const revoked = apply(
      pixAutomatico,
      { kind: 'mandate_revoked' },
      { kind: 'authorization_revoked', revokedAt: sec(5 * 86_400) },
    );
    expect(revoked.paidUntil).toEqual(addMonths(sec(60), 1));
    const later = subscriptionEvent({
      occurredAt: sec(6 * 86_400),
      subscriptionId: 'sub_pix',
      status: 'active',
      paymentMethod: 'pix_automatico',
    });
    const cleared = apply(revoked, later);
    expect(cleared.paidUntil).toBeNull();
    expect(apply(cleared, { kind: 'authorization_revoked', revokedAt: sec(5 * 86_400) }).paidUntil).toEqual(
      addMonths(sec(60), 1),
    );
  });

  it('a revocation with no later debit date ends at the revocation; a card account is not touched', () => {
    const noDate = { ...pixAutomatico, nextRenewalDate: null };
    expect(apply(noDate, { kind: 'authorization_revoked', revokedAt: sec(100) }).paidUntil).toEqual(sec(100));
    expect(apply(cardActive, { kind: 'authorization_revoked', revokedAt: sec(100) })).toEqual(cardActive);
  });

  it('the period end blocks an active account whose paid time is over, and only then', () => {
    const prepaid = { ...pixAutomatico, paymentMethod: 'pix_upfront', paidUntil: sec(1000) };
    expect(apply(prepaid, { kind: 'period_ended', at: sec(999) }).subscriptionStatus).toBe('active');
    expect(apply(prepaid, { kind: 'period_ended', at: sec(1000) }).subscriptionStatus).toBe('blocked');
    expect(apply(cardActive, { kind: 'period_ended', at: sec(10_000_000) }).subscriptionStatus).toBe('active');
  });

  it('resume: after a refunded upgrade, the Criador period comes back when its last Agência days are over', () => {
    const lastDays = {
      ...pixAutomatico,
      subscriptionType: 'agency',
      agencyPlan: 'social',
      paymentMethod: 'pix_upfront',
      paidUntil: addMonths(T0, 6),
      creatorResumesAt: addMonths(T0, 1),
    };
    const span = { until: addMonths(T0, 5), anchor: T0 };
    expect(apply(lastDays, { kind: 'creator_resumed', span, at: addMonths(T0, 1) })).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'creator',
      agencyPlan: null,
      paymentMethod: 'pix_upfront',
      paidUntil: addMonths(T0, 5),
      creatorResumesAt: null,
      nextRenewalDate: addMonths(T0, 2),
    });
    // Not yet due: nothing moves. Its charges refunded meanwhile: nothing resumes, the period ends as it was.
    expect(apply(lastDays, { kind: 'creator_resumed', span, at: T0 })).toEqual(lastDays);
    expect(apply(lastDays, { kind: 'creator_resumed', span: null, at: addMonths(T0, 1) })).toEqual({
      ...lastDays,
      creatorResumesAt: null,
    });
  });

  it('a monthly renewal moves the date only while it is due', () => {
    const due = { ...cardActive, nextRenewalDate: sec(100) };
    expect(apply(due, { kind: 'renewal_due', next: sec(200), at: sec(99) }).nextRenewalDate).toEqual(sec(100));
    expect(apply(due, { kind: 'renewal_due', next: sec(200), at: sec(100) }).nextRenewalDate).toEqual(sec(200));
  });

  it('the provider customer is stored only over none, a demo one, or the one being replaced', () => {
    const store = (current: string | null, replacing: string | null = null) =>
      apply(
        { ...trial, stripeCustomerId: current },
        { kind: 'customer_stored', customerId: 'cus_new', replacing, replaceablePrefix: 'demo_' },
      ).stripeCustomerId;
    expect(store(null)).toBe('cus_new');
    expect(store('demo_cus_1')).toBe('cus_new');
    expect(store('cus_other')).toBe('cus_other');
    expect(store('cus_gone', 'cus_gone')).toBe('cus_new');
  });
});
