/**
 * The landing page rendered at build time (landing.html, scripts/vite-prerender.ts) is what `/` answers;
 * every other page address keeps the empty index.html, and neither page is served under its file name.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const page = (root: string) =>
  `<!doctype html><html lang="pt-BR"><head><script>document.documentElement.classList.add('x');</script></head><body><div id="root">${root}</div>${'<!-- conteúdo -->'.repeat(80)}</body></html>`;
const indexHtml = page('');
const landingHtml = page('<h1>Seu conteúdo do dia, pautado em minutos</h1>');

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'pautei-web-'));
  for (const [file, html] of [
    ['index.html', indexHtml],
    ['landing.html', landingHtml],
  ] as const) {
    writeFileSync(path.join(webDist, file), html);
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(html));
  }
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = async (pathname: string) => {
  const res = await t.request(pathname, { headers: { 'accept-encoding': 'br' } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, html: res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body).toString() : '' };
};

it('/ answers the prerendered landing page, compressed and revalidated on every visit', async () => {
  const { res, html } = await get('/');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(html).toBe(landingHtml);
  // Its inline script is the one of index.html, so the page's CSP (hashes from index.html) allows it.
  expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
});

it('other page addresses, and the files by their own names, answer the empty index.html', async () => {
  for (const pathname of ['/dashboard', '/auth/signin', '/landing.html', '/index.html']) {
    const { res, html } = await get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(html, pathname).toBe(indexHtml);
  }
});
