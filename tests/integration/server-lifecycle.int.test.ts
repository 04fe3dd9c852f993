import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

// Starts the real process on PGlite and stops it with SIGTERM: the database must close cleanly.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('server process', () => {
  it('serves the API and closes the database cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-proc-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        DATABASE_URL: '',
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const deadline = Date.now() + 45_000;
    let config: { aiOffline: boolean } | null = null;
    while (Date.now() < deadline && !config) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/config`);
        if (res.ok) config = await res.json();
      } catch {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    expect(config?.aiOffline).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    // an unknown page is the SPA (here: not built) and an unknown API path is a JSON 404
    const missing = await fetch(`http://127.0.0.1:${port}/api/nada`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND' } });

    // An idle keep-alive connection outlives Node's default 5 s (a client or nginx closes it first): the
    // second request, 6 s later, goes on the same connection.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/config', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 6_000));
    expect(await get()).toEqual({ status: 200, reused: true });
    agent.destroy();

    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(out).toContain('Banco de dados fechado');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 90_000);
});
