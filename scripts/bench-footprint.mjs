#!/usr/bin/env node
/**
 * `npm run bench:footprint`: start time and idle memory of the compiled server (built first when the
 * sources changed). Three starts: PGlite in a new data directory (first start), PGlite again on that
 * directory (restart), and PostgreSQL when TEST_DATABASE_URL (a fresh database is created on that server
 * and dropped afterwards) or DATABASE_URL (used as is) is set.
 *
 * Start time: from spawning `node <production flags> <build>/server/main.js` to the first 200 from /readyz. Idle RSS: the
 * server process's resident memory (/proc/<pid>/status) after it served the landing page and /api/config
 * and then sat idle for BENCH_IDLE_MS (default 5000).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './build.mjs';
import { benchNodeArgs, freePort, ownChild, processMemoryMb, sleep } from './bench-server.mjs';
import { PRODUCTION_NODE_FLAGS, PRODUCTION_PROCESS_ENV } from './production-process-env.mjs';

const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);

async function measure(label, buildDir, env) {
  const port = await freePort();
  const started = performance.now();
  // The same V8 flags as `npm start` and the Dockerfile.
  const child = ownChild(
    spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, ...benchNodeArgs(), path.join(buildDir, 'server', 'main.js')], {
      env: {
        ...process.env,
        ...PRODUCTION_PROCESS_ENV,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label}: o servidor saiu (código ${child.exitCode})`);
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 300_000) throw new Error(`${label}: o servidor não ficou pronto`);
      await sleep(50);
    }
    const startMs = performance.now() - started;
    await (await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    await (await fetch(`${base}/api/config`)).arrayBuffer();
    await sleep(IDLE_MS);
    return { label, startMs, rss: processMemoryMb(child.pid).rss };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function withFreshPostgres(url, fn) {
  const { default: pg } = await import('pg');
  const name = `pautei_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  try {
    return await fn(dbUrl.toString());
  } finally {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  }
}

const buildDir = await ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-footprint-'));
const results = [];
try {
  const pglite = { DATA_DIR: dataDir, DATABASE_URL: '' };
  results.push(await measure('PGlite, first start (new data directory)', buildDir, pglite));
  results.push(await measure('PGlite, restart', buildDir, pglite));
  const secret = randomBytes(32).toString('hex');
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-footprint-pg-'));
  try {
    if (process.env.TEST_DATABASE_URL) {
      await withFreshPostgres(process.env.TEST_DATABASE_URL, async (url) => {
        const env = { DATA_DIR: pgDir, DATABASE_URL: url, AUTH_SECRET: secret };
        results.push(await measure('PostgreSQL, first start (migrations)', buildDir, env));
        results.push(await measure('PostgreSQL, restart', buildDir, env));
      });
    } else if (process.env.DATABASE_URL) {
      const env = { DATA_DIR: pgDir, AUTH_SECRET: process.env.AUTH_SECRET ?? secret };
      results.push(await measure('PostgreSQL (DATABASE_URL)', buildDir, env));
    }
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Compiled server ${path.relative(process.cwd(), buildDir)}; Node ${process.version}; idle ${IDLE_MS} ms`);
for (const r of results) {
  console.log(
    `${r.label.padEnd(42)} start ${(r.startMs / 1000).toFixed(2).padStart(6)} s   idle RSS ${r.rss.toFixed(0).padStart(4)} MB`,
  );
}
if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
  console.log('(set TEST_DATABASE_URL or DATABASE_URL to measure PostgreSQL too)');
}
