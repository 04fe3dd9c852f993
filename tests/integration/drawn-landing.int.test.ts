/**
 * The landing page (`/`) is drawn for the visit with the API's answers of the moment (the prices the admin
 * set) and sent without the app's scripts (src/server/http/server-rendered-page.ts). The same page is sent
 * again while its reads answer the same; an old payment return address and anything that fails get the
 * page drawn at build time, with the app. The bundle here is a stand-in with the real bundle's function,
 * which reads the plans and the session (no one's must be seen: the page is everyone's) and tries a
 * write; the real one is exercised by the browser tests.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { standInBuild } from '@tests/support/stand-in-build';
import { createOrPromoteAdmin } from '@server/services/admin-account';

const indexHtml =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><script>var tema = 1;</script>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"><div role="status">' +
  '<span>Carregando...</span></div></div>\n</body></html>';
const buildTimeLanding = indexHtml.replace('<div id="root">', '<div id="root" data-prerendered>');

// The stand-in draws the solo plan's price; it throws while `__pauteiLandingFails` is set, and reads a
// missing address while `__pauteiLandingReadsMissing` is set (a read that fails).
const bundle = `
export function serverReadFor() { return null; }
export async function renderPublicPage() { return null; }
export async function renderLandingPage(fetchApi) {
  globalThis.__pauteiLandingDraws = (globalThis.__pauteiLandingDraws ?? 0) + 1;
  if (globalThis.__pauteiLandingFails) throw new Error('render falhou');
  const plans = await (await fetchApi('/api/billing/plans')).json();
  const session = await (await fetchApi('/api/auth/get-session')).json();
  const write = await fetchApi('/api/clients', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  const outside = await fetchApi('/health');
  if (globalThis.__pauteiLandingReadsMissing) await fetchApi('/api/nada');
  const solo = plans.plans.find((p) => p.key === 'solo');
  return { html: '<main><h1>Planos</h1><p>' + solo.monthlyPrice + '</p><p>' + (session ? 'com sessão' : 'anônima') + ' ' + [write.status, outside.status].join(' ') + '</p></main>' };
}
`;

let t: TestApp;
let build: ReturnType<typeof standInBuild>;
let admin: Agent;

const flags = globalThis as {
  __pauteiLandingDraws?: number;
  __pauteiLandingFails?: boolean;
  __pauteiLandingReadsMissing?: boolean;
};
const draws = () => flags.__pauteiLandingDraws ?? 0;

beforeAll(async () => {
  build = standInBuild(indexHtml, bundle);
  writeFileSync(path.join(build.webDist, 'landing.html'), buildTimeLanding);
  writeFileSync(path.join(build.webDist, 'landing.html.br'), brotliCompressSync(buildTimeLanding));
  t = await createTestApp({ webDist: build.webDist });
  const credentials = { email: 'admin-landing@pautei.test', password: 'admin-senha-landing-1' };
  await createOrPromoteAdmin(t.pautei.deps.db, t.pautei.deps.auth, credentials, t.clock.now);
  admin = t.agent();
  const signIn = await admin.json('/api/auth/sign-in/email', { method: 'POST', body: credentials });
  expect(signIn.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  build.remove();
});

async function get(pathname: string, cookie?: string) {
  const res = await t.request(pathname, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, html: res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body).toString() : '' };
}

async function setSoloPrice(basePrice: number) {
  const res = await admin.json('/api/admin/pricing/creator', { method: 'PATCH', body: { basePrice } });
  expect(res.status).toBe(200);
}

it('/ arrives drawn with the prices of the moment, without the app’s scripts, named for a later prefetch', async () => {
  const { res, html } = await get('/');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(html).toContain('<div id="root" data-prerendered><main><h1>Planos</h1><p>147</p>');
  // Marked where the head script reads it before anything else of the page is parsed.
  expect(html).toMatch(/<html lang="pt-BR" data-scriptless>/);
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|Carregando/);
  expect(html).toContain(
    '<link rel="x-pautei-held-prefetch" href="/assets/index-abc.js"><link rel="x-pautei-held-prefetch" href="/assets/runtime-def.js"></head>',
  );
  // The stylesheet and the head's inline script (allowed by the page's CSP hash) are kept as they were.
  expect(html).toContain('<script>var tema = 1;</script>');
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
});

it('its reads carry no visitor’s cookies, and drawing it only reads the API', async () => {
  await setSoloPrice(151);
  const visitor = await t.signUpVerified({ name: 'Visitante' });
  const { html } = await get('/', visitor.cookie);
  // The session read answered as to nobody; the write and the address outside the API were refused (405).
  expect(html).toContain('<p>151</p><p>anônima 405 405</p>');
  const clients = await visitor.json('/api/clients');
  expect(clients.body.clients ?? []).toEqual([]);
  await setSoloPrice(147);
});

it('is drawn again only when a read it was drawn from answers differently (a new price)', async () => {
  await get('/');
  const before = draws();
  for (let i = 0; i < 3; i++) expect((await get('/')).html).toContain('<p>147</p>');
  expect(draws()).toBe(before);

  await setSoloPrice(159);
  expect((await get('/')).html).toContain('<p>159</p>');
  expect(draws()).toBe(before + 1);
  expect((await get('/')).html).toContain('<p>159</p>');
  expect(draws()).toBe(before + 1);
  await setSoloPrice(147);
});

it('an old payment return address, a failed drawing and a failed read get the page drawn at build time', async () => {
  expect((await get('/?payment=success')).html).toBe(buildTimeLanding);

  await setSoloPrice(149); // the page last sent no longer holds: it is drawn again
  flags.__pauteiLandingFails = true;
  try {
    expect((await get('/')).html).toBe(buildTimeLanding);
  } finally {
    flags.__pauteiLandingFails = false;
  }

  // A read that failed would be drawn as still loading, for ever without scripts: not sent, not kept.
  flags.__pauteiLandingReadsMissing = true;
  try {
    const before = draws();
    expect((await get('/')).html).toBe(buildTimeLanding);
    expect((await get('/')).html).toBe(buildTimeLanding);
    expect(draws()).toBe(before + 2);
  } finally {
    flags.__pauteiLandingReadsMissing = false;
  }
  expect((await get('/')).html).toContain('<p>149</p>');
  await setSoloPrice(147);
});
