/**
 * What the benchmarks share: a free port, a throw-away PostgreSQL database, the built server started as
 * a child process (its CPU time and memory read from /proc, so figures are the server's own and not the
 * benchmark client's), and signed-in, onboarded creators made through the real API.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureBuild } from './build.mjs';
import { PRODUCTION_NODE_FLAGS, PRODUCTION_PROCESS_ENV } from './production-process-env.mjs';

const ownedChildren = new Set();
let exitHooked = false;

/**
 * Ties a child process (a server, the fake model, a browser) to this benchmark's life: when the benchmark
 * exits for any reason, a crash or Ctrl-C included, the child is asked to stop too. Without this a crashed
 * run left its server and fake model running, idle but holding ports and memory through later runs.
 * Returns the child.
 */
export function ownChild(child) {
  ownedChildren.add(child);
  child.once('exit', () => ownedChildren.delete(child));
  if (!exitHooked) {
    exitHooked = true;
    // 'exit' handlers run on a normal end, on process.exit and after an uncaught error; a signal ends the
    // process without them unless it is turned into an exit first.
    process.once('exit', () => {
      for (const c of ownedChildren) c.kill('SIGTERM');
    });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => process.exit(130));
  }
  return child;
}

/** The commit a checkout is at, as `git describe` names it (with -dirty when it has changes). */
export function gitHead(dir) {
  const out = spawnSync('git', ['-C', dir, 'describe', '--always', '--dirty'], { encoding: 'utf8' });
  return out.stdout.trim() || dir;
}

/**
 * The checkouts a benchmark measures: this one, and with `base` (another checkout's folder) that one
 * first, each with its own build, so that a before/after comparison comes from one run on the same machine
 * state. `words` name them in the printed tables.
 */
export async function checkoutsToMeasure(base, words = { here: 'this', base: 'base' }) {
  const here = { label: `${words.here} (${gitHead(process.cwd())})`, buildDir: await ensureBuild() };
  if (!base) return [here];
  const { ensureBuild: ensureBaseBuild } = await import(pathToFileURL(path.resolve(base, 'scripts/build.mjs')).href);
  return [{ label: `${words.base} (${gitHead(base)})`, buildDir: await ensureBaseBuild() }, here];
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

/** A fresh database on `serverUrl`'s PostgreSQL; `drop()` removes it (even with connections left). */
export async function createBenchDatabase(serverUrl) {
  const name = `pautei_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query(text, params) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return await c.query(text, params);
      } finally {
        await c.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A process's user + system CPU time so far, in ms (all its threads). */
export function processCpuMs(pid) {
  return cpuMsOf(`/proc/${pid}/stat`);
}

/**
 * The CPU time so far of a process's main thread alone (its thread id is the process id), in ms: where
 * JavaScript runs. The rest of a process's CPU is its other threads: V8's optimizing compiler and the
 * garbage collector's helpers, and libuv's pool.
 */
export function mainThreadCpuMs(pid) {
  return cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

function cpuMsOf(statFile) {
  // Fields 14 and 15 of a stat file (after the command name): utime and stime, in 10 ms ticks.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A process's resident memory now and at its highest so far (VmRSS, VmHWM), in MB. */
export function processMemoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** What a benchmark reads of a running process: its CPU (all threads, the main thread) and its peak memory. */
export function processReaders(pid) {
  return {
    cpuMs: () => processCpuMs(pid),
    mainThreadCpuMs: () => mainThreadCpuMs(pid),
    peakMb: () => processMemoryMb(pid).peak,
  };
}

/**
 * Node flags for the processes a benchmark measures, after the production ones (a later V8 flag wins):
 * BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a server's time goes, or
 * another size of V8's young generation to try it.
 */
export function benchNodeArgs() {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/**
 * Starts `<buildDir>/server/main.js` (the same V8 flags as `npm start`) on a free port with a temporary
 * DATA_DIR and waits for /readyz. `cpuMs()` is the process's user + system CPU time so far.
 */
export async function startBuiltServer(buildDir, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-bench-'));
  const main = path.join(buildDir, 'server', 'main.js');
  const child = ownChild(
    spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, ...benchNodeArgs(), main], {
      env: {
        ...process.env,
        ...PRODUCTION_PROCESS_ENV,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        OPENAI_API_KEY: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      // Warnings and errors only; the figures are the benchmark's own lines.
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (código ${child.exitCode})`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 300_000) throw new Error('o servidor não ficou pronto');
    await sleep(100);
  }
  return {
    url,
    pid: child.pid,
    ...processReaders(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A creator signed up, verified (straight in the database), signed in and onboarded through the API, with
 * `tokens` to spend. Returns the cookie header of the session.
 */
export async function signUpCreator(url, db, { tokens = 150, password = 'senha-segura-123' } = {}) {
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
      const value = pair.slice(idx + 1);
      if (!value || /max-age=0/i.test(line)) cookies.delete(pair.slice(0, idx));
      else cookies.set(pair.slice(0, idx), value);
    }
    if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  await call('/api/auth/sign-up/email', { name: 'Bench', email, password, selectedPlan: 'creator' });
  await db.query('update "user" set email_verified = true where email = $1', [email]);
  const { user } = await call('/api/auth/sign-in/email', { email, password });
  await call('/api/me/onboarding', {
    name: 'Bench',
    niche: 'fitness',
    dailyRoutine: 'Treino às 6h, atendo alunos à tarde.',
  });
  await db.query('update profiles set tokens_remaining = $2, tokens_limit = $2 where user_id = $1', [user.id, tokens]);
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { cookie: cookieHeader(), cookieHeader, call };
}
