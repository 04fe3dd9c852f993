/** Probes: /healthz while the process runs; /readyz while the database answers and the process is not stopping. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('/healthz and /readyz answer 200 without a session, never cached', async () => {
    const health = await t.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 while draining; /healthz stays up', async () => {
    t.pautei.deps.draining = true;
    try {
      const ready = await t.request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      expect((await t.request('/healthz')).status).toBe(200);
    } finally {
      t.pautei.deps.draining = false;
    }
  });

  it('/readyz answers 503 when the database does not answer', async () => {
    const db = t.pautei.deps.db;
    const failing = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === 'execute'
          ? () => Promise.reject(new Error('connection refused'))
          : Reflect.get(target, prop, receiver),
    });
    t.pautei.deps.db = failing;
    try {
      const ready = await t.request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'database-unreachable' });
    } finally {
      t.pautei.deps.db = db;
    }
  });
});
