/**
 * The real process, killed mid-generation: no spent token may be lost. Spawns the server from the
 * sources on a temporary PGlite directory with a slow fake AI provider, signs a user up through the API,
 * starts three streaming generations, then kills the process (-9, or SIGTERM with a short drain window).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@tests/support/fake-openai';

let fake: FakeOpenAI;
beforeAll(async () => {
  // About 30 chunks of a story at 200 ms each: 6 s per generation.
  fake = await startFakeOpenAI({ chunkDelayMs: 200 });
});
afterAll(() => fake.close());

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`o servidor não subiu:\n${out}`);
    await sleep(200);
  }
  return { child, base, output: () => out, exited };
}

/** A signed-up, verified, onboarded user's cookie (the verification e-mail is read from DATA_DIR/outbox). */
async function signUp(server: Server, dataDir: string, port: number): Promise<string> {
  const origin = `http://localhost:${port}`;
  const email = `recovery-${Date.now()}@example.com`;
  const password = 'senha-segura-123';
  const post = (pathname: string, body: unknown, cookie = '') =>
    fetch(`${server.base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const res = await post('/api/auth/sign-up/email', {
    name: 'Criadora',
    email,
    password,
    selectedPlan: 'creator',
    callbackURL: '/auth/confirm',
  });
  expect(res.status).toBe(200);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const dir = path.join(dataDir, 'outbox');
    const files = (() => {
      try {
        return readdirSync(dir).filter((f) => f.includes(email.replace(/[^a-zA-Z0-9@._-]/g, '_')));
      } catch {
        return [];
      }
    })();
    if (files.length) {
      const eml = readFileSync(path.join(dir, files.sort().at(-1)!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      link = eml.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]*/)?.[0];
    }
    if (!link) await sleep(100);
  }
  const url = new URL(link!);
  await fetch(`${server.base}${url.pathname}${url.search}`, { redirect: 'manual' });
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const onboarding = await post(
    '/api/me/onboarding',
    { name: 'Criadora', niche: 'fitness', dailyRoutine: 'Treino às 6h.' },
    cookie,
  );
  expect(onboarding.status).toBe(200);
  return cookie;
}

async function balance(server: Server, cookie: string): Promise<number> {
  const res = await fetch(`${server.base}/api/tokens`, { headers: { cookie } });
  return (await res.json()).tokensRemaining;
}

async function itemCount(server: Server, cookie: string): Promise<number> {
  const res = await fetch(`${server.base}/api/content`, { headers: { cookie } });
  const body = await res.json();
  return (body.items ?? body).length;
}

/** Starts a streaming generation; resolves with the SSE text received until the connection ended. */
function startGeneration(server: Server, cookie: string, port: number) {
  return fetch(`${server.base}/api/generate/story`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: `http://localhost:${port}`,
      cookie,
    },
    body: JSON.stringify({ description: 'Bastidores do treino de hoje', tone: 'descontraido' }),
  }).then(async (res) => {
    let text = '';
    const decoder = new TextDecoder();
    try {
      const reader = res.body!.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read())
        text += decoder.decode(r.value, { stream: true });
    } catch {
      /* the connection broke */
    }
    return text;
  });
}

async function whenStreaming(count: number) {
  const deadline = Date.now() + 30_000;
  while (fake.requests.filter((r) => r.firstChunkAt !== undefined).length < count) {
    if (Date.now() > deadline) throw new Error('as gerações não começaram');
    await sleep(50);
  }
  await sleep(400);
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('spent tokens survive a dying process', () => {
  it('kill -9 mid-generation: after a restart the job gives every token back, no item is half-saved', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-kill-'));
    const port = await freePort();
    let server = await startServer(dataDir, port);
    try {
      const cookie = await signUp(server, dataDir, port);
      const before = await balance(server, cookie);
      fake.reset();
      const streams = [0, 1, 2].map(() => startGeneration(server, cookie, port));
      await whenStreaming(3);
      expect(await balance(server, cookie)).toBe(before - 3);
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(streams);

      // Restarted with a short AI deadline and no margin, so the spends are already past it: the job's
      // run at start refunds them.
      await sleep(1_500);
      server = await startServer(dataDir, port, { AI_TIMEOUT_MS: '1000', TOKEN_RECONCILE_MARGIN_MS: '0' });
      const deadline = Date.now() + 30_000;
      while ((await balance(server, cookie)) !== before && Date.now() < deadline) await sleep(200);
      expect(await balance(server, cookie)).toBe(before);
      expect(await itemCount(server, cookie)).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 180_000);

  it('SIGTERM with generations longer than the drain: each stream gets its error event, the tokens come back', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-term-'));
    const port = await freePort();
    let server = await startServer(dataDir, port, { SHUTDOWN_DRAIN_MS: '500' });
    try {
      const cookie = await signUp(server, dataDir, port);
      const before = await balance(server, cookie);
      fake.reset();
      const streams = [0, 1, 2].map(() => startGeneration(server, cookie, port));
      await whenStreaming(3);
      server.child.kill('SIGTERM');
      const texts = await Promise.all(streams);
      expect(await server.exited).toBe(0);
      for (const text of texts) {
        expect(text).toContain('event: delta');
        expect(text).toContain('event: error\ndata: {"error":{"code":"GENERATION_INTERRUPTED"}}');
      }
      expect(server.output()).toContain('Banco de dados fechado');

      // Refunded by the shutdown itself (the default margin keeps the job out of it).
      server = await startServer(dataDir, port);
      expect(await balance(server, cookie)).toBe(before);
      expect(await itemCount(server, cookie)).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 180_000);
});
