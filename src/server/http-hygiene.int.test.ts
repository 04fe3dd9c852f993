/**
 * HTTP hygiene against a real listening server: an oversized body gets a 413 that says the connection
 * closes (the rest of the body is never read), and HTML pages carry the security headers the SPA needs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const INDEX_HTML = `<!doctype html><html><head><script>
  document.documentElement.classList.add('x');
</script></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>`;

let t: TestApp;
let server: ServerType;
let port: number;
let webDist: string;

beforeAll(async () => {
  t = await createTestApp();
  webDist = mkdtempSync(path.join(os.tmpdir(), 'pautei-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  const app = createApp(t.pautei.deps, { webDist });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(webDist, { recursive: true, force: true });
  await t.close();
});

/** Sends raw bytes on one socket and collects everything until the server closes it (or a timeout). */
function rawExchange(payload: Buffer[]): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let closedByServer = false;
    const done = () => resolve({ text, closedByServer });
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, 5_000);
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('end', () => {
      closedByServer = true;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code === 'ECONNRESET') return;
      reject(err);
    });
    socket.on('connect', () => {
      for (const chunk of payload) socket.write(chunk);
    });
  });
}

describe('413 Payload Too Large', () => {
  it('says Connection: close, and the server does close it', async () => {
    const size = 2 * 1024 * 1024;
    const head = Buffer.from(
      'POST /api/generate/story HTTP/1.1\r\n' +
        `Host: 127.0.0.1:${port}\r\n` +
        'Origin: http://localhost:3000\r\n' +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${size}\r\n` +
        'Connection: keep-alive\r\n\r\n',
    );
    const { text, closedByServer } = await rawExchange([head, Buffer.alloc(size, 'a')]);
    const [statusLine, ...lines] = (text.split('\r\n\r\n')[0] ?? '').split('\r\n');
    expect(statusLine).toMatch(/^HTTP\/1\.1 413 /);
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    expect(headers.connection).toBe('close');
    expect(text).toContain('BODY_TOO_LARGE');
    expect(closedByServer).toBe(true);
  });

  it('a body sent in chunks, without a length, is counted as it is read and refused the same way', async () => {
    const head = Buffer.from(
      'POST /api/generate/story HTTP/1.1\r\n' +
        `Host: 127.0.0.1:${port}\r\n` +
        'Origin: http://localhost:3000\r\n' +
        'Content-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n' +
        'Connection: keep-alive\r\n\r\n',
    );
    const chunk = 512 * 1024;
    const piece = Buffer.concat([
      Buffer.from(`${chunk.toString(16)}\r\n`),
      Buffer.alloc(chunk, 'a'),
      Buffer.from('\r\n'),
    ]);
    const { text } = await rawExchange([head, piece, piece, piece, Buffer.from('0\r\n\r\n')]);
    expect(text.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toContain('BODY_TOO_LARGE');
  });

  it('a normal request on a keep-alive connection is answered as before', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/config`);
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  it('HTML pages carry a CSP fit for the SPA, no framing, a referrer policy and nosniff', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // The module script comes from our origin; the inline theme script is allowed by its hash only.
    expect(directives['script-src'][0]).toBe("'self'");
    expect(directives['script-src']).toHaveLength(2);
    expect(directives['script-src'][1]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the inline script hash matches the inline script of the page', async () => {
    const { inlineScriptHashes } = await import('./middleware/security-headers');
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const [hash] = inlineScriptHashes(await res.text());
    expect(csp).toContain(hash);
  });

  it('API answers carry nosniff and no framing too', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/config`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
