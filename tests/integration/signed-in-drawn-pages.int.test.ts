/**
 * The dashboard, the calendar and the posting kit are sent drawn for a signed-in person when the build has
 * its server-side bundle (src/server/http/server-rendered-page.ts): the page's reads made inside the app
 * with the visitor's own cookies and the workspace chosen in their browser (a cookie), the drawn HTML in the
 * root and what it was drawn from in a JSON block. Anyone else, and anything that fails, gets the plain
 * index.html. The bundle here is a stand-in with the real bundle's function, which draws the session's
 * answer and reports what the app refused it; the real one is exercised by the browser tests.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { standInBuild } from '@tests/support/stand-in-build';
import { joinTeam, signUpAgency, signUpOnboarded } from '@tests/support/onboard';

const indexHtml =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><script>var tema = 1;</script>' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"><div role="status">' +
  '<span>Carregando...</span></div></div>\n</body></html>';

// The stand-in: it reads the session, tries a write and a read outside the API (both must be refused), and
// throws for a person named "Falha" (a render that throws must not cost the visitor the page).
const bundle = `
export function serverReadFor() { return null; }
export async function renderPublicPage() { return null; }
export async function renderSignedInPage(url, fetchApi, screen) {
  globalThis.__pauteiSignedInDraws = (globalThis.__pauteiSignedInDraws ?? 0) + 1;
  const res = await fetchApi('/api/me');
  if (res.status !== 200) return null;
  const me = await res.json();
  if (me.profile.name === 'Falha') throw new Error('render falhou');
  const write = await fetchApi('/api/clients', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  const outside = await fetchApi('/health');
  return {
    html: '<main><h1>Olá, ' + me.profile.name + '</h1><p>' + url + '</p></main>',
    queries: { workspace: me.workspace.id, refused: [write.status, outside.status], wide: screen.wide },
  };
}
`;

let t: TestApp;
let build: ReturnType<typeof standInBuild>;

beforeAll(async () => {
  build = standInBuild(indexHtml, bundle);
  t = await createTestApp({ webDist: build.webDist });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

const draws = () => (globalThis as { __pauteiSignedInDraws?: number }).__pauteiSignedInDraws ?? 0;

async function get(pathname: string, cookie?: string) {
  const res = await t.request(pathname, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, html: res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body).toString() : '' };
}

const dataBlock = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pautei-server-data">([\s\S]*?)<\/script>/.exec(html)![1]!);

it('the dashboard, the calendar and a posting kit arrive drawn for the signed-in person, kept by no cache', async () => {
  const bia = await signUpOnboarded(t, { name: 'Bia' }, { name: 'Bia' });
  for (const pathname of ['/dashboard', '/calendar?mes=2026-12', '/postar/3f1b7a52-0000-4000-8000-000000000000']) {
    const { res, html } = await get(pathname, bia.cookie);
    expect(res.status, pathname).toBe(200);
    expect(res.headers.get('cache-control'), pathname).toBe('private, no-store');
    expect(html, pathname).toContain(`<div id="root" data-prerendered inert><main><h1>Olá, Bia</h1><p>${pathname}</p>`);
    expect(html).not.toContain('Carregando...');
    // Drawing only reads: the write and the address outside the API were refused, not made.
    expect(dataBlock(html)).toEqual({
      kind: 'signed-in',
      workspace: null,
      wide: false,
      queries: { workspace: bia.userId, refused: [405, 405], wide: false },
    });
  }
  const clients = await bia.json('/api/clients');
  expect(clients.body.clients ?? []).toEqual([]);
});

it('nobody signed in, a stale session, another page and a failed render get the plain index.html', async () => {
  const falha = await signUpOnboarded(t, { name: 'Falha' }, { name: 'Falha' });
  const before = draws();
  // No cookie at all: nothing is drawn and nothing is read.
  expect((await get('/dashboard')).html).toBe(indexHtml);
  expect(draws()).toBe(before);
  for (const [pathname, cookie] of [
    ['/dashboard', 'better-auth.session_token=velho.assinatura'],
    ['/history', falha.cookie],
    ['/postar/a/b', falha.cookie],
    ['/dashboard', falha.cookie],
  ] as const) {
    const { res, html } = await get(pathname, cookie);
    expect(res.status, pathname).toBe(200);
    expect(html, pathname).toBe(indexHtml);
  }
});

it('the workspace chosen in the browser (its cookie) is the one drawn; naming one the person is not in shows them only their own', async () => {
  const owner = await signUpAgency(t, { name: 'Agência Sol' }, { name: 'Agência Sol' });
  const editor = await joinTeam(t, owner, 'editor', { name: 'Edu' });
  const stranger = await signUpOnboarded(t, { name: 'Outra' }, { name: 'Outra' });

  const inTeam = await get('/dashboard', `${editor.cookie}; pautei_workspace=${owner.userId}`);
  expect(dataBlock(inTeam.html)).toMatchObject({ workspace: owner.userId, queries: { workspace: owner.userId } });

  // The API answers a workspace the person is not in with their own account, as it does for the app.
  const foreign = await get('/dashboard', `${stranger.cookie}; pautei_workspace=${owner.userId}`);
  expect(dataBlock(foreign.html).queries).toMatchObject({ workspace: stranger.userId });
  expect(foreign.html).not.toContain('Agência Sol');
});

it('a screen the head script found wide (its cookie) is drawn wide, and anything but "1" as a phone', async () => {
  const ana = await signUpOnboarded(t, { name: 'Ana' }, { name: 'Ana' });
  const wide = await get('/calendar', `${ana.cookie}; pautei_wide=1`);
  expect(dataBlock(wide.html)).toMatchObject({ wide: true, queries: { wide: true } });
  for (const value of ['0', '', 'sim', '1%00', '11']) {
    const { html } = await get('/calendar', `${ana.cookie}; pautei_wide=${value}`);
    expect(dataBlock(html), value).toMatchObject({ wide: false, queries: { wide: false } });
  }
});
