#!/usr/bin/env node
/**
 * `npm run bench:api`: requests per second, p99 latency and server CPU per request of the two reads every signed-in screen
 * makes — `GET /api/me` and the dashboard (`GET /api/insights/dashboard`) — against the built server on
 * PostgreSQL, with autocannon at 50 connections. It makes a fresh database on TEST_DATABASE_URL's
 * server, one signed-in, onboarded user with a few items, and drops the database at the end.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:api
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 (defaults)
 *
 * To compare with another commit, give the checkouts to measure (this one is `.`); each is built with its
 * own build script and measured on its own fresh database, one after the other, BENCH_ROUNDS times (the
 * machine is shared: alternating rounds spreads the noise over both), then the ranges are printed:
 *
 *   git worktree add ../base <commit> && ln -s "$PWD/node_modules" ../base/node_modules
 *   BENCH_ROUNDS=2 npm run bench:api -- ../base .
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDatabase, signUpCreator, sleep, startBuiltServer } from './bench-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const PATHS = ['/api/me', '/api/insights/dashboard'];

/** A checkout's name in the report: its commit, marked when it has uncommitted changes. */
function labelOf(dir) {
  const git = (...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? '+changes' : ''} (${dir})`;
  } catch {
    return dir;
  }
}

/** Builds a checkout with its own build script (its sources, its bundler settings). */
async function buildOf(dir) {
  const { ensureBuild } = await import(pathToFileURL(path.join(dir, 'scripts', 'build.mjs')).href);
  return ensureBuild();
}

/** One measurement of a build: a fresh database and server, then each path. */
async function measure(serverUrl, buildDir) {
  const db = await createBenchDatabase(serverUrl);
  const results = {};
  let server;
  try {
    server = await startBuiltServer(buildDir, { DATABASE_URL: db.url });
    const url = server.url;
    const { call, cookieHeader } = await signUpCreator(url, db);
    for (let i = 0; i < 3; i++) {
      await call('/api/generate/story', { description: 'Bastidores do treino de hoje', tone: 'descontraido' });
    }
    // The server's CPU time per request depends less on how busy the machine is than rps does.
    const cpuMs = () => server.cpuMs();
    for (const pathname of PATHS) {
      const cookie = cookieHeader();
      // A short warm-up so JIT and the pool are in their steady state.
      await autocannon({ url: url + pathname, connections, duration: 2, headers: { cookie } });
      const before = cpuMs();
      const r = await autocannon({ url: url + pathname, connections, duration: seconds, headers: { cookie } });
      const cpu = cpuMs() - before;
      const bad = r.non2xx + r.errors;
      results[pathname] = {
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        cpu: cpu / r.requests.total,
      };
      console.log(
        `${pathname.padEnd(26)} ${String(results[pathname].rps).padStart(6)} rps   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   CPU ${results[pathname].cpu.toFixed(2)} ms/request${bad ? `   (${bad} failed!)` : ''}`,
      );
      if (bad) process.exitCode = 1;
    }
  } finally {
    // autocannon stops counting at the deadline with requests still in flight: let them finish first.
    await sleep(1000);
    await server?.stop();
    await db.drop();
  }
  return results;
}

const range = (values, digits = 0) => {
  const lo = Math.min(...values).toFixed(digits);
  const hi = Math.max(...values).toFixed(digits);
  return lo === hi ? lo : `${lo}–${hi}`;
};

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const dirs = (process.argv.slice(2).length ? process.argv.slice(2) : ['.']).map((d) => path.resolve(d));
  const checkouts = [];
  for (const dir of dirs) checkouts.push({ dir, label: labelOf(dir), build: await buildOf(dir), runs: [] });

  console.log(`\nautocannon: ${connections} connections, ${seconds} s each, one signed-in user, PostgreSQL\n`);
  for (let round = 1; round <= rounds; round++) {
    for (const checkout of checkouts) {
      console.log(`${checkouts.length > 1 || rounds > 1 ? `round ${round}, ` : ''}${checkout.label}`);
      checkout.runs.push(await measure(serverUrl, checkout.build));
    }
  }
  if (checkouts.length === 1 && rounds === 1) return;
  console.log(`\nranges over ${rounds} round(s):`);
  for (const { label, runs } of checkouts) {
    console.log(label);
    for (const pathname of PATHS) {
      const of = (key) => runs.map((r) => r[pathname][key]);
      console.log(
        `  ${pathname.padEnd(24)} ${range(of('rps')).padStart(11)} rps   p99 ${range(of('p99'))} ms   CPU ${range(of('cpu'), 2)} ms/request`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
