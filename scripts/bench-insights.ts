/**
 * Benchmark (issue 8): a user with 10,000 items; the dashboard (GET /api/insights/dashboard) and the
 * first history page (GET /api/content?limit=20) must answer in under 50 ms at p99.
 *
 *   npm run bench:insights
 *   BENCH_ITEMS=10000 BENCH_REQUESTS=300 BENCH_CONNECTIONS=4 npm run bench:insights
 *
 * Runs on PGlite (in memory), and also on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a
 * fresh database is created on that server and dropped afterwards). For each endpoint it prints the
 * latency through the app in-process (sequential requests: handler + database) and through a real HTTP
 * server driven by autocannon. It prints figures; it asserts nothing.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createTestApp, type Agent, type TestApp } from '../tests/support/test-app';
import { onboard, setSubscription } from '../tests/support/onboard';
import { agencyClients, tasks } from '@server/db/schema';
import { CONTENT_KINDS } from '@shared/content-kinds';
import { cycle } from '@server/ai/offline/random';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
/** Other accounts with as many items each, so the user's rows are a minority of the table. */
const NOISE_USERS = Number(process.env.BENCH_NOISE_USERS ?? 2);
/**
 * VACUUM ANALYZE after seeding (default): the steady state PostgreSQL's autovacuum reaches, where the
 * dashboard counts come from an index-only scan. BENCH_VACUUM=0 only ANALYZEs (freshly written rows).
 */
const VACUUM = process.env.BENCH_VACUUM !== '0';
const TARGET_P99_MS = 50;
const WARMUP = 30;

interface AutocannonHistogram {
  p50: number;
  p99: number;
  max: number;
  average: number;
}
interface AutocannonResult {
  latency: AutocannonHistogram;
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  amount: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ENDPOINTS = [
  { name: 'dashboard', path: '/api/insights/dashboard' },
  { name: 'history, 1st page', path: '/api/content?limit=20' },
] as const;

const LOREM =
  'Hoje eu acordei cedo, tomei café e fui direto para o estúdio gravar os conteúdos da semana. ' +
  'No caminho pensei em como mostrar os bastidores sem perder a naturalidade, e em qual chamada usar no fim. ';

const DAY_MS = 86_400_000;

function itemRow(i: number, now: number) {
  const type = cycle(CONTENT_KINDS, i);
  const createdAt = new Date(now - Math.floor((i / ITEMS) * 365 * DAY_MS) - (i % 7) * 3_600_000);
  const completed = i % 3 === 0;
  const parts =
    type === 'daily_script'
      ? Array.from({ length: 8 }, (_, p) => ({
          id: `p${p}`,
          time: `${8 + p}:00`,
          content: LOREM.slice(0, 120),
          completed: p < 3,
        }))
      : [];
  const content =
    type === 'reel_idea' || type === 'carousel' || type === 'daily_script'
      ? JSON.stringify({ title: `Item ${i}`, description: LOREM, parts, cta: 'Comente aqui embaixo!' })
      : LOREM.repeat(3);
  return {
    title: `Conteúdo ${i} — ${LOREM.slice(0, 40)}`,
    content,
    type,
    tone: 'amigavel',
    completed,
    status: completed ? 'completed' : i % 5 === 0 ? 'in_progress' : 'pending',
    parts,
    scheduledDate: i % 4 === 0 ? new Date(createdAt.getTime() + 3 * DAY_MS) : null,
    expiresAt: type === 'daily_script' ? new Date(createdAt.getTime() + DAY_MS) : null,
    createdAt,
    updatedAt: createdAt,
  };
}

async function seedCreator(t: TestApp, userId: string) {
  const now = Date.now();
  for (let from = 0; from < ITEMS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, ITEMS - from) }, (_, k) => ({
      ...itemRow(from + k, now),
      userId,
    }));
    await t.pautei.deps.db.insert(tasks).values(rows);
  }
}

async function seedAgency(t: TestApp, userId: string) {
  const db = t.pautei.deps.db;
  const clients = await db
    .insert(agencyClients)
    .values(Array.from({ length: 5 }, (_, i) => ({ agencyUserId: userId, name: `Cliente ${i + 1}`, niche: 'food' })))
    .returning({ id: agencyClients.id });
  const now = Date.now();
  for (let from = 0; from < ITEMS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, ITEMS - from) }, (_, k) => ({
      ...itemRow(from + k, now),
      userId,
      clientId: cycle(clients, from + k).id,
    }));
    await db.insert(tasks).values(rows);
  }
}

async function newAccount(t: TestApp, plan: 'creator' | 'agency') {
  const agent = await t.signUpVerified({ selectedPlan: plan });
  await onboard(agent);
  await setSubscription(t, agent.userId, { subscriptionStatus: 'active' });
  return agent;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)] ?? 0;
}

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

async function inProcess(agent: Agent, path: string) {
  for (let i = 0; i < WARMUP; i++) await (await agent.request(path)).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await agent.request(path);
    await res.arrayBuffer();
    samples.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${path} respondeu ${res.status}`);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.at(-1) ?? 0 };
}

async function overHttp(baseUrl: string, agent: Agent, path: string) {
  const result = await autocannon({
    url: baseUrl + path,
    connections: CONNECTIONS,
    amount: REQUESTS,
    headers: { cookie: agent.cookie },
  });
  if (result.non2xx || result.errors)
    throw new Error(`${path}: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
  return { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max };
}

async function checkShape(agent: Agent) {
  const dash = await agent.json('/api/insights/dashboard');
  if (dash.status !== 200 || dash.body.total !== ITEMS)
    throw new Error(`dashboard inesperado: ${dash.status} ${JSON.stringify(dash.body)}`);
  const page = await agent.json('/api/content?limit=20');
  if (page.status !== 200 || !Array.isArray(page.body.items) || page.body.items.length !== 20) {
    throw new Error(`histórico inesperado: ${page.status} ${JSON.stringify(page.body).slice(0, 300)}`);
  }
}

async function benchDriver(label: string, databaseUrl: string | undefined) {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;

  const server = serve({ fetch: t.pautei.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const seedStart = performance.now();
    const creator = await newAccount(t, 'creator');
    await seedCreator(t, creator.userId);
    const agency = await newAccount(t, 'agency');
    await seedAgency(t, agency.userId);
    for (let n = 0; n < NOISE_USERS; n++) {
      const other = await newAccount(t, 'creator');
      await seedCreator(t, other.userId);
    }
    await t.pautei.deps.db.execute(VACUUM ? sql`vacuum analyze` : sql`analyze`);
    const seeded = ITEMS * (2 + NOISE_USERS);
    console.log(
      `\n## ${label}: ${seeded.toLocaleString('pt-BR')} itens semeados em ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    console.log(
      `   ${REQUESTS} requisições por endpoint (após ${WARMUP} de aquecimento); HTTP com ${CONNECTIONS} conexões (autocannon); ${VACUUM ? 'VACUUM ANALYZE' : 'só ANALYZE'} após semear`,
    );
    console.log(
      `   carga da máquina (load average 1 min): ${(os.loadavg()[0] ?? 0).toFixed(2)} em ${os.cpus().length} CPUs`,
    );

    for (const [who, agent] of [
      ['criador', creator],
      ['agência', agency],
    ] as const) {
      await checkShape(agent);
      for (const endpoint of ENDPOINTS) {
        const a = await inProcess(agent, endpoint.path);
        const h = await overHttp(baseUrl, agent, endpoint.path);
        const verdict = a.p99 < TARGET_P99_MS ? 'ok' : 'ACIMA DA META';
        console.log(
          `   ${`${who} · ${endpoint.name}`.padEnd(30)} in-process p50 ${ms(a.p50)}  p99 ${ms(a.p99)}  max ${ms(a.max)}  [${verdict}]` +
            ` | HTTP p50 ${ms(h.p50)}  p99 ${ms(h.p99)}`,
        );
      }
    }
    console.log(`   carga da máquina ao final: ${(os.loadavg()[0] ?? 0).toFixed(2)}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  }
}

async function main() {
  console.log(`# bench:insights — ${ITEMS.toLocaleString('pt-BR')} itens por conta, meta p99 < ${TARGET_P99_MS} ms`);
  await benchDriver('PGlite', undefined);
  const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (pgUrl) await benchDriver('PostgreSQL', pgUrl);
  else console.log('\n(PostgreSQL: defina TEST_DATABASE_URL ou DATABASE_URL para medir também)');
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
