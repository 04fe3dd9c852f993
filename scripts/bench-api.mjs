#!/usr/bin/env node
/**
 * `npm run bench:api`: requests per second, p99 latency and server CPU per request of the two reads every signed-in screen
 * makes — `GET /api/me` and the dashboard (`GET /api/insights/dashboard`) — against the built server on
 * PostgreSQL, with autocannon at 50 connections. It makes a fresh database on TEST_DATABASE_URL's
 * server, one signed-in, onboarded user with a few items, and drops the database at the end.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:api
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 (defaults)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = 'senha-segura-123';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function main() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const dbName = `pautei_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-bench-api-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--max-semi-space-size=4', 'dist/current/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      OPENAI_API_KEY: '',
      LOG_LEVEL: 'warn',
    },
    // Warnings and errors only; the results below are the script's own lines.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        /* starting */
      }
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }

    const cookies = new Map();
    const call = async (pathname, body) => {
      const res = await fetch(url + pathname, {
        method: body ? 'POST' : 'GET',
        headers: {
          origin: url,
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const idx = pair.indexOf('=');
        cookies.set(pair.slice(0, idx), pair.slice(idx + 1));
      }
      if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
    await call('/api/auth/sign-up/email', { name: 'Bench', email, password: PASSWORD, selectedPlan: 'creator' });
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    await db.query('update "user" set email_verified = true where email = $1', [email]);
    await db.end();
    await call('/api/auth/sign-in/email', { email, password: PASSWORD });
    await call('/api/me/onboarding', {
      name: 'Bench',
      niche: 'fitness',
      dailyRoutine: 'Treino às 6h, atendo alunos à tarde.',
    });
    for (let i = 0; i < 3; i++) {
      await call('/api/generate/story', { description: 'Bastidores do treino de hoje', tone: 'descontraido' });
    }
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

    console.log(`\nautocannon: ${connections} connections, ${seconds} s each, one signed-in user, PostgreSQL\n`);
    // The server's CPU time per request depends less on how busy the machine is than rps does.
    const cpuMs = () => {
      const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
    };
    for (const pathname of ['/api/me', '/api/insights/dashboard']) {
      // A short warm-up so JIT and the pool are in their steady state.
      await autocannon({ url: url + pathname, connections, duration: 2, headers: { cookie } });
      const before = { cpu: cpuMs() };
      const r = await autocannon({ url: url + pathname, connections, duration: seconds, headers: { cookie } });
      const cpu = cpuMs() - before.cpu;
      const bad = r.non2xx + r.errors;
      console.log(
        `${pathname.padEnd(26)} ${String(Math.round(r.requests.average)).padStart(6)} rps   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   CPU ${(cpu / r.requests.total).toFixed(2)} ms/request${bad ? `   (${bad} failed!)` : ''}`,
      );
      if (bad) process.exitCode = 1;
    }
  } finally {
    // autocannon stops counting at the deadline with requests still in flight: let them finish first.
    await new Promise((r) => setTimeout(r, 1000));
    server.kill('SIGTERM');
    await exited;
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await c.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
