/**
 * A client's report link (/relatorio/:token) is sent already drawn when the build has its server-side
 * bundle (src/server/http/server-rendered-page.ts): the page's API read made inside the app, the drawn
 * HTML in the root. A page that needs no script (the report) goes without the app, titled from the answer;
 * one that needs its scripts (the review page) goes with them and with the read's answer in a JSON block.
 * A refused link, or a render that fails, gets the plain index.html. The bundle here is a stand-in module
 * with the real bundle's functions; the real one is exercised by the browser tests.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { standInBuild } from '@tests/support/stand-in-build';
import { signUpOnboarded } from '@tests/support/onboard';
import { formatReportMonth, reportMonthOf } from '@shared/report/figures';

const indexHtml =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Pautei</title><script>var tema = 1;</script>' +
  '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">' +
  '</head><body><div id="root"><div role="status">' +
  '<span>Carregando...</span></div></div>\n</body></html>';

// The stand-in for the build's server-side bundle: it draws the month's label, and fails for a brand named
// "falha" (a render that throws must not cost the visitor the page). A brand whose name says "com app" stands
// for a page that needs its scripts.
const bundle = `
export function serverReadFor(pathname) {
  globalThis.__pauteiServerReads = (globalThis.__pauteiServerReads ?? 0) + 1;
  const m = /^\\/relatorio\\/([^/]+)$/.exec(pathname);
  return m ? { url: '/api/report-links/' + m[1] } : null;
}
export async function renderPublicPage(pathname, data) {
  if (data.report.brand.name === 'falha') throw new Error('render falhou');
  return '<main><h1>Relatório de ' + data.report.monthLabel + '</h1></main>';
}
export async function renderScriptlessPage(pathname, data) {
  if (data.report.brand.name.includes('com app')) return null;
  const html = await renderPublicPage(pathname, data);
  return { html, title: 'Relatório de ' + data.report.monthLabel + ' — ' + data.report.brand.name };
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

const get = async (pathname: string) => {
  const res = await t.request(pathname, { headers: { 'accept-encoding': 'br' } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, html: res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body).toString() : '' };
};

async function reportLink(ownerName: string): Promise<string> {
  const owner = await signUpOnboarded(t, { name: ownerName }, { name: ownerName });
  const month = formatReportMonth(reportMonthOf(t.clock.now));
  const made = await owner.json('/api/reports/links', { method: 'POST', body: { month } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return new URL(made.body.link.url).pathname;
}

const dataBlock = (html: string) =>
  /<script type="application\/json" id="pautei-server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];

it('a live report link answers the page drawn by the server and without the app, titled for the agency', async () => {
  const pathname = await reportLink('Sol & Mar <Agência>');
  const { res, html } = await get(pathname);
  expect(res.status).toBe(200);
  // The page holds the client's report: no shared cache keeps it, no search engine lists it.
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');

  const api = await (await t.request(`/api/report-links/${pathname.split('/').pop()}`)).json();
  expect(html).toContain(
    `<div id="root" data-prerendered><main><h1>Relatório de ${api.report.monthLabel}</h1></main></div>`,
  );
  // The agency's name is text in the title, never markup.
  expect(html).toContain(`<title>Relatório de ${api.report.monthLabel} — Sol &amp; Mar &lt;Agência&gt;</title>`);
  // Marked where the head script reads it first; no script of the app, not even for later, and no answer.
  expect(html).toContain('<html lang="pt-BR" data-scriptless>');
  expect(html).not.toMatch(/type="module"|modulepreload|\/assets\/|pautei-server-data|Carregando/);
  expect(html).toContain('<script>var tema = 1;</script>');
});

it('a page that needs its scripts is sent with them and with the answer it was drawn from', async () => {
  const pathname = await reportLink('Agência com app');
  const { res, html } = await get(pathname);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');

  const api = await (await t.request(`/api/report-links/${pathname.split('/').pop()}`)).json();
  expect(html).toContain(
    `<div id="root" data-prerendered inert><main><h1>Relatório de ${api.report.monthLabel}</h1></main></div>`,
  );
  expect(JSON.parse(dataBlock(html)!)).toEqual(api);
  // The block comes after the charset and before the head's scripts, which read it.
  expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('pautei-server-data'));
  expect(html.indexOf('pautei-server-data')).toBeLessThan(html.indexOf('var tema'));
  expect(html).not.toContain('Carregando...');
  expect(html).not.toContain('data-scriptless');
});

it('a HEAD request is answered as the plain page is, without drawing it', async () => {
  const pathname = await reportLink('Agência Lua');
  const res = await t.request(pathname, { method: 'HEAD' });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
});

it('a link preview fetcher (WhatsApp’s, when the agency sends the link) gets the plain page, with no read made', async () => {
  const pathname = await reportLink('Agência Mar');
  const reads = () => (globalThis as { __pauteiServerReads?: number }).__pauteiServerReads ?? 0;
  const before = reads();
  const res = await t.request(pathname, { headers: { 'accept-encoding': 'br', 'user-agent': 'WhatsApp/2.23.20.0 A' } });
  expect(res.status).toBe(200);
  expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(indexHtml);
  expect(reads()).toBe(before);
  // The same link in a phone's browser is drawn (the read is made).
  const { html } = await get(pathname);
  expect(html).toContain('data-prerendered');
  expect(reads()).toBe(before + 1);
});

it('an unknown link, an address that is no link, and a failed render get the plain index.html', async () => {
  for (const pathname of [`/relatorio/${'x'.repeat(43)}`, '/relatorio/curto', await reportLink('falha')]) {
    const { res, html } = await get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(html, pathname).toBe(indexHtml);
  }
});
