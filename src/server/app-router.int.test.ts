/**
 * Hono matches a request with its fastest router (one regular expression for every route) only while each
 * route fits it; one that does not (a fixed name and a parameter at the same place of a path, such as
 * `images/zip` beside `images/:hash`) makes the whole app fall back, silently, to a router that walks a
 * tree on every request. Every request pays for it, `/api/me` on each page load included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the app's router", () => {
  it('matches every route with the one-expression router', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    // The router is chosen at the first match (the request above): the name says which one it kept.
    expect(t.pautei.app.router.name).toBe('SmartRouter + RegExpRouter');
  });
});
