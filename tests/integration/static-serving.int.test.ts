/**
 * How the built SPA goes over the wire: brotli or gzip copies made at build time, picked by
 * Accept-Encoding; index.html revalidated on every visit, hashed assets cached for a year.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const indexHtml = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- conteúdo -->'.repeat(80)}</body></html>`;
const appJs = `export const pautei = ${JSON.stringify('roteiro do dia '.repeat(400))};`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'pautei-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), appJs);
  writeFileSync(path.join(webDist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(600)}</svg>`);
  // What the build's precompress step (scripts/vite-precompress.ts) leaves beside each file.
  for (const file of ['index.html', 'assets/index-abc123.js', 'favicon.svg']) {
    const data = readFileSync(path.join(webDist, file));
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(data));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(data));
  }
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = async (pathname: string, acceptEncoding?: string) => {
  const res = await t.request(pathname, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

describe('static files as served', () => {
  it('a hashed asset: brotli when accepted, long immutable caching', async () => {
    const { res, body } = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(appJs.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(appJs);
  });

  it('gzip for a browser without brotli; the plain file for one that accepts neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(appJs);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(appJs);
  });

  it('index.html, at / and at any page URL: compressed and revalidated on every visit', async () => {
    for (const pathname of ['/', '/dashboard', '/auth/signin', '/index.html']) {
      const { res, body } = await get(pathname, 'br, gzip');
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type'), pathname).toMatch(/text\/html/);
      expect(res.headers.get('content-encoding'), pathname).toBe('br');
      expect(res.headers.get('cache-control'), pathname).toBe('no-cache');
      expect(brotliDecompressSync(body).toString(), pathname).toBe(indexHtml);
    }
    const gz = await get('/history', 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(indexHtml);
  });

  it('files at the top of the build are compressed and revalidated too; the API is not touched', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.res.headers.get('content-encoding')).toBe('br');
    expect(icon.res.headers.get('cache-control')).toBe('no-cache');
    const api = await get('/api/nao-existe', 'br');
    expect(api.res.status).toBe(404);
    expect(api.res.headers.get('content-type')).toMatch(/json/);
  });
});
