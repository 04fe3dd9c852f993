import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { installScopedAuthStorage, ScopedStorage } from './async-context';

/** Whether Node's AsyncLocalStorage hook is on (every new promise then gets the storages' symbol). */
const hookIsOn = () =>
  Object.getOwnPropertySymbols(new Promise(() => {})).some((s) => s.description === 'kResourceStore');

describe("better-auth's context storages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are the scoped ones, idle and with the hook off once sign-up, sign-in and a session read are done', async () => {
    const user = await t.signUpVerified();
    const me = await user.json('/api/me');
    expect(me.status).toBe(200);
    const out = await user.json('/api/auth/sign-out', { method: 'POST', body: {} });
    expect(out.status).toBe(200);

    const storages = Object.values(installScopedAuthStorage());
    expect(storages.every((s) => s instanceof ScopedStorage)).toBe(true);
    // The last call may still be finishing its work after its answer was sent (more so on a busy
    // machine): the storages must go idle, so they are read again until they do (for up to 10 s).
    await expect
      .poll(() => storages.map((s) => (s as ScopedStorage<unknown>).active), { timeout: 10_000, interval: 10 })
      .toEqual([0, 0, 0]);
    expect(hookIsOn()).toBe(false);
  });
});
