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
import autocannon from 'autocannon';
import { ensureBuild } from './build.mjs';
import { createBenchDatabase, signUpCreator, sleep, startBuiltServer } from './bench-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const buildDir = await ensureBuild();
  const db = await createBenchDatabase(serverUrl);
  let server;
  try {
    server = await startBuiltServer(buildDir, { DATABASE_URL: db.url });
    const url = server.url;
    const { call, cookieHeader } = await signUpCreator(url, db);
    for (let i = 0; i < 3; i++) {
      await call('/api/generate/story', { description: 'Bastidores do treino de hoje', tone: 'descontraido' });
    }

    console.log(`\nautocannon: ${connections} connections, ${seconds} s each, one signed-in user, PostgreSQL\n`);
    // The server's CPU time per request depends less on how busy the machine is than rps does.
    const cpuMs = () => server.cpuMs();
    for (const pathname of ['/api/me', '/api/insights/dashboard']) {
      const cookie = cookieHeader();
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
    await sleep(1000);
    await server?.stop();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
