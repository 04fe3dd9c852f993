#!/usr/bin/env node
/**
 * `npm run bench:streaming`: what live generations cost one instance. The built server runs on
 * PostgreSQL (a fresh database on TEST_DATABASE_URL's server, dropped at the end) and talks to a fake
 * model in another process that streams token-sized chunks (10 characters every 50 ms, 2,000 characters:
 * about 10 s per answer, like gpt-4o). This process plays the browsers: at each level it starts that many
 * streamed caption generations at once (or spread over BENCH_RAMP_MS), over several creators, while a worker thread asks
 * `GET /api/me` ten times a second as another user of the same instance would.
 *
 * Printed per level: the server's CPU time per generation (from /proc, the server process only), the
 * first event's latency from the request and from the model's first chunk, how late the `done` event
 * comes after the model's last chunk (p50/p99), `/api/me` p50/p99 during the load (and when its answers
 * over 50 ms came: with the start-ups in the first second, or with the saves ten seconds later), and the
 * number of concurrent streams one core would carry at that CPU cost. The prober's own share of the CPU
 * (measured with the prober alone for a few seconds) is also taken out, for the comparison with the floor.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:streaming
 * After the checkouts, each level also goes through a bare proxy (bench-streaming-floor.mjs: no database,
 * session or checks), in the same round: the floor, what reading and writing the bytes alone costs on
 * this machine. Each ratio in the closing table is taken round by round, against the floor's own figure.
 *
 *   BENCH_LEVELS=50,100,200,300,500 (default)   BENCH_USERS=100   BENCH_RAMP_MS=0   BENCH_FLOOR=0 (skip)
 *   BENCH_CHUNK_CHARS=10   BENCH_CHUNK_MS=50   BENCH_TOTAL_CHARS=2000   BENCH_ROUNDS=3 (table: medians, and the
 *   spread of the rounds' ratios to the floor; about 8 minutes with the default levels)
 *   BENCH_BASE=../base   also measures another checkout (its own build, server and database) in the same run,
 *                        its levels alternating with this one's; the closing table puts both side by side: first event p99, CPU per generation
 *                        (and its ratio to the bare proxy), /api/me p99 while streaming.
 */
import http from 'node:http';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import {
  benchNodeArgs,
  checkoutsToMeasure,
  createBenchDatabase,
  ownChild,
  percentile,
  processReaders,
  signUpCreator,
  sleep,
  startBuiltServer,
} from './bench-server.mjs';
import { PRODUCTION_NODE_FLAGS } from './production-process-env.mjs';

const LEVELS = (process.env.BENCH_LEVELS ?? '50,100,200,300,500').split(',').map(Number);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const RAMP_MS = Number(process.env.BENCH_RAMP_MS ?? 0);
const CHUNK_MS = Number(process.env.BENCH_CHUNK_MS ?? 50);
const CHUNK_CHARS = Number(process.env.BENCH_CHUNK_CHARS ?? 10);
const TOTAL_CHARS = Number(process.env.BENCH_TOTAL_CHARS ?? 2000);
const FLOOR = process.env.BENCH_FLOOR !== '0';
/**
 * How many times the levels are run (the closing table gives each figure's median). Three by default: on
 * this 2-core machine the app's ratio to the floor at 200 moved between 1.11× and 1.60× from one round to
 * the next in the same hour, far more than any change measured with one round could show.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * The warm-up before anything is measured, on the checkouts and on the floor alike: as many generations at
 * once as the largest level, so that the database pool has grown and the JIT has compiled the paths that
 * many streams take, as on an instance that has been serving for a while. Warmed with 20, the first level
 * measured paid for both (its CPU per generation came out a quarter higher than the same level a round later).
 */
const WARM_UP = Math.max(20, ...LEVELS);
/** How long the prober runs alone to measure its share of the server's CPU. */
const PROBE_ALONE_MS = 5000;
/** `/api/me` answers slower than this are listed with the moment they came. */
const ME_SLOW_MS = 50;
/** The clock both processes share: milliseconds since the epoch, sub-millisecond precise. */
const clock = () => performance.timeOrigin + performance.now();

function startProvider() {
  const child = ownChild(
    spawn(process.execPath, [new URL('./bench-streaming-provider.mjs', import.meta.url).pathname], {
      env: {
        ...process.env,
        CHUNK_MS: String(CHUNK_MS),
        CHUNK_CHARS: String(CHUNK_CHARS),
        TOTAL_CHARS: String(TOTAL_CHARS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`o provedor falso saiu (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ url: JSON.parse(line).url, child }));
  });
}

/** The bare proxy the floor is measured on, with its CPU time read from /proc. */
function startFloor(providerUrl) {
  const child = ownChild(
    spawn(
      process.execPath,
      [
        // The same flags as the app's server: production's (the young generation's size changes how much
        // the garbage collector costs per request) and BENCH_SERVER_NODE_ARGS (e.g. a CPU profile of both).
        ...PRODUCTION_NODE_FLAGS,
        ...benchNodeArgs(),
        '--import',
        'tsx',
        new URL('./bench-streaming-floor.mjs', import.meta.url).pathname,
      ],
      {
        env: { ...process.env, PROVIDER_URL: providerUrl },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`o proxy mínimo saiu (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ url: JSON.parse(line).url, child }));
  });
}

/** Keeps a browser's cookies: a renewed session cookie replaces the old one, as in a browser. */
function keepCookies(jar, setCookies) {
  for (const line of setCookies) {
    const pair = line.split(';')[0];
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (!value || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}
const cookieOf = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** The `/api/me` prober, on its own thread so the streams this process reads do not delay it. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const keep = ${keepCookies.toString()};
const jar = new Map(workerData.cookie.split('; ').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
let running = false;
let samples = [];
// The slow answers too, with when they came (ms after the level started): bursts of start-ups or of saves?
let slow = [];
let startedAt = 0;
// Each start begins a new loop; one still waiting from the last level ends when it wakes (only one loop asks at a time).
let level = 0;
async function loop(mine) {
  while (running && level === mine) {
    const t0 = performance.now();
    const res = await fetch(workerData.url + '/api/me', { headers: { cookie: [...jar].map(([k, v]) => k + '=' + v).join('; ') } });
    await res.arrayBuffer();
    keep(jar, res.headers.getSetCookie());
    const took = res.ok ? performance.now() - t0 : Infinity;
    if (level !== mine) return;
    samples.push(took);
    if (took > workerData.slowMs) slow.push([t0 - startedAt, took]);
    await new Promise((r) => setTimeout(r, 100));
  }
}
parentPort.on('message', (m) => {
  if (m === 'start') { samples = []; slow = []; startedAt = performance.now(); running = true; loop(++level); }
  else if (m === 'stop') { running = false; parentPort.postMessage({ samples, slow }); }
  else if (m === 'exit') process.exit(0);
});
`;

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One streamed generation, read the cheap way: only the moments of the first event and of `done`. */
function generate(url, jar, id) {
  const body = JSON.stringify({
    description: `Treino em casa para iniciantes, sem equipamento (bench-${id})`,
    tone: 'amigavel',
    style: 'profissional',
  });
  return new Promise((resolve) => {
    const sent = clock();
    const req = http.request(
      `${url}/api/generate/caption`,
      {
        method: 'POST',
        agent,
        headers: {
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: url,
          cookie: cookieOf(jar),
        },
      },
      (res) => {
        const setCookies = res.headers['set-cookie'];
        if (setCookies) keepCookies(jar, setCookies);
        let first = 0;
        let done = 0;
        let failed = res.statusCode !== 200 ? `HTTP ${res.statusCode}` : '';
        res.setEncoding('utf8');
        res.on('data', (text) => {
          if (!first && (text.includes('event: delta') || text.includes('event: partial'))) first = clock();
          if (!done && text.includes('event: done')) done = clock();
          if (text.includes('event: error')) failed ||= text.slice(0, 200);
        });
        res.on('end', () => resolve({ id, sent, first, done, failed: failed || (done ? '' : 'sem done') }));
      },
    );
    req.on('error', (err) => resolve({ id, sent, first: 0, done: 0, failed: err.message }));
    req.end(body);
  });
}

/** The slow `/api/me` answers counted per second of the level ("0 s: 4" = four in its first second). */
function slowSummary(slow) {
  const perSecond = new Map();
  for (const [at] of slow) perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
  const worst = Math.max(...slow.map(([, took]) => took));
  const seconds = [...perSecond].map(([second, count]) => `${second} s: ${count}`).join(', ');
  return `/api/me acima de ${ME_SLOW_MS} ms, por segundo da rodada: ${seconds} (pior ${worst.toFixed(0)} ms)`;
}

const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;
const pair = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return `${ms(percentile(s, 50))} /${ms(percentile(s, 99))}`;
};

/** One checkout's server on its own fresh database, with its creators signed up and its prober ready. */
async function startTarget({ label, buildDir }, serverUrl, provider) {
  const db = await createBenchDatabase(serverUrl);
  let server;
  let probe;
  const stop = async () => {
    await probe?.terminate();
    await server?.stop();
    await db.drop();
  };
  try {
    server = await startBuiltServer(buildDir, {
      DATABASE_URL: db.url,
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_BASE_URL: provider.url,
      // The cap is what protects a real instance; here it is lifted to see what happens past it.
      MAX_CONCURRENT_GENERATIONS: '10000',
      AUTH_RATE_LIMIT_FACTOR: '1000',
    });
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const { cookie } = await signUpCreator(server.url, db, { tokens: 100_000 });
      users.push({
        cookie,
        jar: new Map(cookie.split('; ').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])),
      });
    }
    probe = new Worker(PROBE, {
      eval: true,
      workerData: { url: server.url, cookie: users[0].cookie, slowMs: ME_SLOW_MS },
    });
    const target = { url: server.url, ...processReaders(server.pid), probe, probeCpuPerS: 0 };
    // Warm-up: JIT, the pool and the first sessions.
    await runLevel(provider, users, WARM_UP, target);
    target.probeCpuPerS = await probeAlone(target);
    return { label, buildDir, users, target, rows: [], stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** One level on one checkout: its lines, and its row kept for the closing table. */
async function measureLevel(measured, provider, n) {
  const r = await runLevel(provider, measured.users, n, measured.target);
  measured.rows.push(r);
  const modelMs = percentile(
    [...r.modelTime].sort((a, b) => a - b),
    50,
  );
  const perCore = Math.floor(modelMs / r.cpuPerGeneration);
  console.log(
    [
      `${n} ${measured.label}`.padStart(12),
      `${r.cpuPerGeneration.toFixed(1).padStart(8)} ms`,
      pair(r.firstFromRequest).padStart(29),
      pair(r.firstFromModel).padStart(34),
      pair(r.finishAfterModel).padStart(26),
      pair(r.me).padStart(15),
      String(r.failures.length).padStart(6),
      `${String(perCore).padStart(6)} gerações`,
    ].join(' | '),
  );
  console.log(
    `${''.padStart(12)}   CPU/geração sem a parte do /api/me (${measured.target.probeCpuPerS.toFixed(0)} ms de CPU por segundo só com ele): ${r.cpuPerGenerationAlone.toFixed(1)} ms`,
  );
  console.log(
    `${''.padStart(12)}   até o modelo receber o pedido (checagens, token, prompt) p50/p99 ${pair(r.modelCalled)}`,
  );
  console.log(threadsLine(r));
  if (r.meSlow.length) console.log(`${''.padStart(12)}   ${slowSummary(r.meSlow)}`);
  if (r.failures.length) console.log(`   primeira falha: ${r.failures[0].failed}`);
  await sleep(1000);
}

/**
 * The server's CPU per second with nothing but the prober asking `/api/me` (and its own timers): the share
 * of each level's CPU that is not the generations'. The floor has no prober, so CPU per generation is
 * compared with it once this share is taken out.
 */
async function probeAlone(target, ms = PROBE_ALONE_MS) {
  const cpu0 = target.cpuMs();
  const t0 = performance.now();
  target.probe.postMessage('start');
  await sleep(ms);
  target.probe.postMessage('stop');
  await new Promise((resolve) => target.probe.once('message', resolve));
  return (target.cpuMs() - cpu0) / ((performance.now() - t0) / 1000);
}

let nextId = 0;
/** One level: `n` streamed generations started within RAMP_MS, with the prober asking `/api/me`. */
async function runLevel(provider, users, n, target) {
  const cpu0 = target.cpuMs();
  const main0 = target.mainThreadCpuMs();
  const t0 = performance.now();
  target.probe?.postMessage('start');
  const results = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const id = nextId++;
      if (RAMP_MS > 0) await sleep((RAMP_MS * i) / n);
      return generate(target.url, users[i % users.length].jar, id);
    }),
  );
  const cpu = target.cpuMs() - cpu0;
  const mainCpu = target.mainThreadCpuMs() - main0;
  const seconds = (performance.now() - t0) / 1000;
  target.probe?.postMessage('stop');
  const me = target.probe
    ? await new Promise((resolve) => target.probe.once('message', resolve))
    : { samples: [], slow: [] };
  const stats = await (await fetch(`${provider.url.replace(/\/v1$/, '')}/stats`)).json();
  const ok = results.filter((r) => !r.failed && stats[r.id]?.end);
  const failures = results.filter((r) => r.failed);
  return {
    n,
    ok: ok.length,
    failures,
    cpuPerGeneration: cpu / n,
    // The main thread's share (JavaScript) and the other threads' (V8's compiler and collector helpers).
    mainThreadCpuPerGeneration: mainCpu / n,
    otherThreadsCpuPerGeneration: (cpu - mainCpu) / n,
    // Without the prober's share (its CPU per second alone, times this level's length).
    cpuPerGenerationAlone: Math.max(0, cpu - (target.probeCpuPerS ?? 0) * seconds) / n,
    firstFromRequest: ok.map((r) => r.first - r.sent),
    modelCalled: ok.map((r) => stats[r.id].arrived - r.sent),
    firstFromModel: ok.map((r) => r.first - (stats[r.id].firstChunk || stats[r.id].end)),
    finishAfterModel: ok.map((r) => r.done - stats[r.id].end),
    modelTime: ok.map((r) => stats[r.id].end - stats[r.id].arrived),
    me: me.samples,
    meSlow: me.slow,
    // The process's highest resident memory so far: the young generation's size and the live streams show here.
    peakMb: target.peakMb(),
  };
}

/**
 * The bare proxy (scripts/bench-streaming-floor.mjs), warmed up like a checkout. It is measured in the same
 * rounds as the checkouts, right after them at each level, so that each ratio compares two figures taken a
 * few seconds apart: measured once at the end, the floor met the machine of another minute, and the
 * ratios of one run moved by a tenth from that alone.
 */
async function startFloorTarget(provider) {
  const floor = await startFloor(provider.url);
  try {
    // The floor's clients need no session: any cookie jar will do.
    const users = Array.from({ length: USERS }, () => ({ jar: new Map() }));
    const target = { url: floor.url, ...processReaders(floor.child.pid) };
    await runLevel(provider, users, WARM_UP, target);
    return { label: 'piso', users, target, rows: [], stop: async () => floor.child.kill('SIGTERM') };
  } catch (err) {
    floor.child.kill('SIGTERM');
    throw err;
  }
}

/** One level on the bare proxy: its line (CPU, first event, done; it has no checks and no prober). */
async function measureFloorLevel(floor, provider, n) {
  const r = await runLevel(provider, floor.users, n, floor.target);
  floor.rows.push(r);
  console.log(
    [
      `${n} piso`.padStart(12),
      `${r.cpuPerGeneration.toFixed(1).padStart(8)} ms`,
      pair(r.firstFromRequest).padStart(29),
      '–'.padStart(34),
      pair(r.finishAfterModel).padStart(26),
      '–'.padStart(15),
      String(r.failures.length).padStart(6),
      '(proxy mínimo: sem banco, sessão nem validação)',
    ].join(' | '),
  );
  console.log(threadsLine(r));
  if (r.failures.length) console.log(`   primeira falha: ${r.failures[0].failed}`);
  await sleep(1000);
}

/**
 * Where a level's CPU went: the main thread (JavaScript, the sockets) and the process's other threads.
 * These are V8's optimizing compiler, which recompiles the hot functions when a burst of starts or ends
 * changes what they see, and the garbage collector's helpers.
 */
function threadsLine(r) {
  return `${''.padStart(12)}   CPU/geração na thread principal ${r.mainThreadCpuPerGeneration.toFixed(1)} ms, nas outras (compilador e coletor do V8) ${r.otherThreadsCpuPerGeneration.toFixed(1)} ms`;
}

/**
 * The issue's table: one column per checkout, the rows people wait on. With several rounds, each cell is
 * the median of the rounds' figures (the machine's load changes from one minute to the next), and each
 * ratio to the floor is the median of the rounds' own ratios (each round's figure over the floor's of the
 * same round).
 */
function printSummary(measured, floor) {
  const p99 = (values) =>
    percentile(
      [...values].sort((a, b) => a - b),
      99,
    );
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const rowsAt = (m, n) => m.rows.filter((r) => r.n === n);
  const floorRows = (n) => (floor ? rowsAt(floor, n) : []);
  const cell = (m, n, read, format) => {
    const rows = rowsAt(m, n);
    return rows.length ? format(median(rows.map(read))) : '–';
  };
  /** A CPU figure with its ratio to the floor, round by round. */
  const cpuCell = (m, n, read) => {
    const rows = rowsAt(m, n);
    if (!rows.length) return '–';
    const onFloor = floorRows(n);
    const ratios = rows.flatMap((r, i) => (onFloor[i] ? [read(r) / onFloor[i].cpuPerGeneration] : []));
    // With several rounds, the spread of the rounds' own ratios too: on this machine one round differs from
    // the next by more than the app's share above the floor, so a single ratio says little on its own.
    const spread =
      ratios.length > 1 ? `, rodadas ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×` : '';
    return `${median(rows.map(read)).toFixed(1)} ms${ratios.length ? ` (${median(ratios).toFixed(2)}×${spread})` : ''}`;
  };
  const lines = [];
  for (const n of LEVELS) {
    const onFloor = floorRows(n);
    lines.push([
      `1º evento, ${n} iniciadas juntas, p99${onFloor.length ? ` (piso ${median(onFloor.map((r) => p99(r.firstFromRequest))).toFixed(0)} ms)` : ''}`,
      ...measured.map((m) =>
        cell(
          m,
          n,
          (r) => p99(r.firstFromRequest),
          (v) => `${v.toFixed(0)} ms`,
        ),
      ),
    ]);
  }
  for (const n of LEVELS) {
    const onFloor = floorRows(n);
    lines.push([
      `CPU por geração, ${n}${onFloor.length ? ` (piso ${median(onFloor.map((r) => r.cpuPerGeneration)).toFixed(1)} ms)` : ''}`,
      ...measured.map((m) => cpuCell(m, n, (r) => r.cpuPerGeneration)),
    ]);
  }
  for (const n of LEVELS) {
    lines.push([
      `CPU por geração sem o /api/me, ${n}`,
      ...measured.map((m) => cpuCell(m, n, (r) => r.cpuPerGenerationAlone)),
    ]);
  }
  for (const n of LEVELS) {
    const onFloor = floorRows(n);
    lines.push([
      `CPU por geração fora da thread principal (compilador e coletor do V8), ${n}${onFloor.length ? ` (piso ${median(onFloor.map((r) => r.otherThreadsCpuPerGeneration)).toFixed(1)} ms)` : ''}`,
      ...measured.map((m) =>
        cell(
          m,
          n,
          (r) => r.otherThreadsCpuPerGeneration,
          (v) => `${v.toFixed(1)} ms`,
        ),
      ),
    ]);
  }
  for (const n of LEVELS) {
    lines.push([
      `GET /api/me p99 com ${n} em streaming`,
      ...measured.map((m) =>
        cell(
          m,
          n,
          (r) => p99(r.me),
          (v) => `${v.toFixed(0)} ms`,
        ),
      ),
    ]);
  }
  // The highest resident memory each process reached over the whole run (the largest level included).
  const peak = (m) => `${Math.max(...m.rows.map((r) => r.peakMb)).toFixed(0)} MB`;
  lines.push([
    `memória do servidor no pico (VmHWM)${floor?.rows.length ? ` (piso ${peak(floor)})` : ''}`,
    ...measured.map((m) => (m.rows.length ? peak(m) : '–')),
  ]);
  console.log(`\n| medida | ${measured.map((m) => m.label).join(' | ')} |`);
  console.log(`|---|${measured.map(() => '---|').join('')}`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('Defina TEST_DATABASE_URL (um PostgreSQL onde o benchmark cria e apaga o seu banco).');
  const targets = await checkoutsToMeasure(process.env.BENCH_BASE, { here: 'esta', base: 'base' });
  const provider = await startProvider();
  try {
    console.log(
      `\nPautei — streaming: servidor compilado + PostgreSQL, modelo falso (${CHUNK_CHARS} caracteres a cada ${CHUNK_MS} ms, ${TOTAL_CHARS} caracteres), ${USERS} criadores, ${RAMP_MS > 0 ? `pedidos espalhados em ${RAMP_MS} ms` : 'pedidos todos de uma vez'}, Node ${process.version}, ${(await import('node:os')).cpus().length} núcleos, carga da máquina ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
    );
    // Every checkout runs at once (idle between its levels), and the levels alternate between them and the
    // floor: each comparison is made a few seconds apart, under the same load from the rest of the machine.
    const measured = [];
    let floor = null;
    try {
      for (const target of targets) {
        measured.push(await startTarget(target, serverUrl, provider));
        console.log(`${measured.length}: ${target.label} (${target.buildDir})`);
      }
      if (FLOOR) floor = await startFloorTarget(provider);
      console.log(
        'simultâneas | CPU/geração | 1º evento (do pedido) p50/p99 | 1º evento (após o modelo) p50/p99 | done após o modelo p50/p99 | /api/me p50/p99 | falhas | 1 núcleo aguenta',
      );
      for (let round = 0; round < ROUNDS; round++) {
        for (const n of LEVELS) {
          for (const m of measured) await measureLevel(m, provider, n);
          if (floor) await measureFloorLevel(floor, provider, n);
        }
      }
    } finally {
      for (const m of measured) await m.stop();
      await floor?.stop();
    }
    printSummary(measured, floor);
    console.log(
      `\n"done após o modelo": do último chunk escrito pelo modelo falso ao evento done no cliente (validar, salvar, responder). "1 núcleo aguenta": tempo do modelo (${(
        ((TOTAL_CHARS / CHUNK_CHARS) * CHUNK_MS) /
        1000
      ).toFixed(0)} s) ÷ CPU por geração. O CPU inclui as ~10 leituras/s de /api/me.`,
    );
  } finally {
    provider.child.kill('SIGTERM');
    agent.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
