import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@shared/constants';
import { createTestApp, type TestApp } from '@tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('the trial follows the app clock', () => {
  it('a new account’s trial ends TRIAL_DAYS after the clock’s now, not the machine’s', async () => {
    const start = new Date('2031-02-10T15:00:00.000Z');
    t.clock.set(start);
    try {
      const u = await t.signUpVerified();
      const me = await u.json('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.profile.trialEndsAt).toBe(new Date(start.getTime() + TRIAL_DAYS * DAY_MS).toISOString());
      expect(me.body.access).toMatchObject({ hasAccess: true });

      // Past the trial's end on the same clock, the account is out of trial.
      t.clock.advance((TRIAL_DAYS + 1) * DAY_MS);
      const later = await u.json('/api/me');
      expect(later.body.access).toMatchObject({ hasAccess: false });
    } finally {
      t.clock.reset();
    }
  });

  it('after a reset the clock is real time again', async () => {
    t.clock.set(new Date('2031-02-10T15:00:00.000Z'));
    t.clock.reset();
    const before = Date.now();
    const u = await t.signUpVerified();
    const me = await u.json('/api/me');
    const trialEnd = new Date(me.body.profile.trialEndsAt).getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(before + TRIAL_DAYS * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + TRIAL_DAYS * DAY_MS);
  });
});
