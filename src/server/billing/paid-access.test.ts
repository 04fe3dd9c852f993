import { describe, expect, it } from 'vitest';
import { accessEndReason, accessEndedAt, hasPaidAccess, type PaidAccessProfile } from './paid-access';

const NOW = new Date('2026-05-14T15:00:00.000Z');
const profile = (over: Partial<PaidAccessProfile>): PaidAccessProfile => ({
  subscriptionStatus: 'active',
  subscriptionType: 'creator',
  paymentMethod: 'card',
  paidUntil: null,
  ...over,
});

describe('hasPaidAccess', () => {
  it('is an active paid plan, card or Pix, until a period nobody renews ends', () => {
    expect(hasPaidAccess(profile({}), NOW)).toBe(true);
    expect(hasPaidAccess(profile({ subscriptionType: 'agency', paymentMethod: 'pix_automatico' }), NOW)).toBe(true);
    const prepaid = profile({ paymentMethod: 'pix_upfront', paidUntil: new Date('2026-05-14T15:00:01Z') });
    expect(hasPaidAccess(prepaid, NOW)).toBe(true);
    expect(hasPaidAccess({ ...prepaid, paidUntil: NOW }, NOW)).toBe(false);
  });

  it('is not a trial, an invited member, a failed payment or a cancelled plan', () => {
    for (const subscriptionStatus of ['trial', 'none', 'past_due', 'cancelled', 'blocked'])
      expect(hasPaidAccess(profile({ subscriptionStatus }), NOW), subscriptionStatus).toBe(false);
    expect(hasPaidAccess(profile({ subscriptionType: 'trial' }), NOW)).toBe(false);
  });
});

describe('accessEndReason: every way to pay has its end', () => {
  it('card or Pix Automático subscription cancelled (at the end of the paid month, or after failed retries)', () => {
    expect(accessEndReason(profile({ subscriptionStatus: 'cancelled' }), false)).toBe('cancelled');
    expect(accessEndReason(profile({ subscriptionStatus: 'cancelled', paymentMethod: 'pix_automatico' }), false)).toBe(
      'cancelled',
    );
  });

  it('a failed payment', () => {
    expect(accessEndReason(profile({ subscriptionStatus: 'past_due' }), false)).toBe('unpaid');
  });

  it('Pix Automático revoked, its paid month over', () => {
    const revoked = profile({
      subscriptionStatus: 'blocked',
      paymentMethod: 'pix_automatico',
      paidUntil: new Date('2026-05-01T15:00:00Z'),
    });
    expect(accessEndReason(revoked, false)).toBe('revoked');
  });

  it('a prepaid Pix period over without renewal, and one refunded', () => {
    const ended = profile({
      subscriptionStatus: 'blocked',
      paymentMethod: 'pix_upfront',
      paidUntil: new Date('2026-05-01T15:00:00Z'),
    });
    expect(accessEndReason(ended, false)).toBe('prepaid_ended');
    expect(accessEndReason(ended, true)).toBe('refunded');
  });
});

describe('accessEndedAt', () => {
  const started = new Date('2026-02-01T15:00:00Z');
  it('is the end of the paid period when it is past, else now; never before the start', () => {
    const over = new Date('2026-05-01T15:00:00Z');
    expect(accessEndedAt(profile({ paidUntil: over }), started, NOW)).toEqual(over);
    expect(accessEndedAt(profile({ paidUntil: new Date('2026-06-01T15:00:00Z') }), started, NOW)).toEqual(NOW);
    expect(accessEndedAt(profile({ subscriptionStatus: 'cancelled' }), started, NOW)).toEqual(NOW);
    expect(accessEndedAt(profile({ paidUntil: new Date('2026-01-01T00:00:00Z') }), started, NOW)).toEqual(started);
  });
});
