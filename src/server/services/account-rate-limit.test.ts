import { describe, expect, it } from 'vitest';
import { SIGN_IN_POLICY, signInDelayMs } from './account-rate-limit';

describe('sign-in slow-down across addresses', () => {
  it('does not slow a calm account, then grows step by step up to the cap', () => {
    const { slowDownAfter, delayStepMs, maxDelayMs } = SIGN_IN_POLICY;
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(slowDownAfter)).toBe(0);
    expect(signInDelayMs(slowDownAfter + 1)).toBe(delayStepMs);
    expect(signInDelayMs(slowDownAfter + 2)).toBe(2 * delayStepMs);
    expect(signInDelayMs(10_000)).toBe(maxDelayMs);
  });
});
