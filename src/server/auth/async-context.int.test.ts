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
    await new Promise((resolve) => setTimeout(resolve, 10));

    const storages = Object.values(installScopedAuthStorage());
    expect(storages.every((s) => s instanceof ScopedStorage)).toBe(true);
    expect(storages.map((s) => (s as ScopedStorage<unknown>).active)).toEqual([0, 0, 0]);
    expect(hookIsOn()).toBe(false);
  });
});
