/**
 * Generation benchmark: the app in-process on PGlite (in memory), over HTTP, pointed at the fake
 * OpenAI-compatible provider. Runs N streamed generations (SSE), one after another, across the six kinds,
 * and prints:
 *   - the server's own overhead per generation: the client's total time (request sent -> `done` event
 *     received) minus the time spent inside the provider call (p50 / p99);
 *   - the delay between the provider's first byte (the fake writes its first content chunk) and the
 *     client's first streamed event (`delta` or `partial`) (p50 / p99).
 * Target: p99 overhead < 25 ms.
 *
 *   node --import tsx scripts/bench-generation.ts [--n 200] [--warmup 20] [--chunk-delay 1]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import { bootstrap } from '@server/bootstrap';
import { openDatabase } from '@server/db/client';
import { loadEnv } from '@server/env';
import { profiles } from '@server/db/schema';
import type { MailMessage, Mailer } from '@server/mail/transport';
import type { AiProvider } from '@server/ai/provider';
import type { ContentKind } from '@shared/content-kinds';
import { cycle } from '@server/ai/offline/random';

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'chunk-delay': { type: 'string', default: '1' },
  },
});
const N = Number(args.n);
const WARMUP = Number(args.warmup);
const CHUNK_DELAY = Number(args['chunk-delay']);

const APP_URL = 'http://localhost:3000';

const BODIES: Record<ContentKind, Record<string, unknown>> = {
  daily_script: { routine: 'Acordo cedo, treino, atendo alunos à tarde e gravo vídeos à noite.', tone: 'amigavel' },
  story: { description: 'Bastidores do treino de hoje', tone: 'descontraido' },
  caption: { description: 'A importância do descanso no treino', tone: 'formal', style: 'profissional' },
  reel_idea: { description: 'Três erros de quem começa a treinar' },
  carousel: { theme: 'Mitos sobre emagrecimento', imageCount: 5, tone: 'persuasivo' },
  ad_copy: { product: 'Consultoria online de treino', tone: 'persuasivo', method: 'aida', adType: 'video_vendas' },
};
const KINDS = Object.keys(BODIES) as ContentKind[];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? NaN;
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

function summary(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  console.log(
    `${label.padEnd(52)} p50 ${fmt(percentile(sorted, 50)).padStart(10)}   p99 ${fmt(percentile(sorted, 99)).padStart(10)}   mean ${fmt(mean).padStart(10)}   max ${fmt(sorted.at(-1)!).padStart(10)}`,
  );
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-bench-'));
  // The fake provider runs in a worker thread: its work is not done on the app's event loop.
  // (Workers do not inherit tsx's loader on Node 20: the entry registers it, then loads the module.)
  const entry = new URL('./bench-generation-provider.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData: { chunkDelayMs: CHUNK_DELAY } },
  );
  const firstChunks = new Map<number, number>();
  const providerUrl = await new Promise<string>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (m: { type: string; url?: string; index?: number; at?: number }) => {
      if (m.type === 'ready') resolve(m.url!);
      else if (m.type === 'first-chunk') firstChunks.set(m.index!, m.at! - performance.timeOrigin);
    });
  });
  let requestCount = 0;
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_URL,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: providerUrl,
  });
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m) };
  const database = await openDatabase({});
  const pautei = await bootstrap(env, { database, mailer, webDist: path.join(dataDir, 'no-web') });

  // Time inside the provider call, per generation (calls are sequential).
  const inner = pautei.deps.services.ai;
  let providerMs = 0;
  let providerStart = 0;
  let providerEnd = 0;
  const timed: AiProvider = {
    offline: inner.offline,
    model: inner.model,
    async generate(call, options) {
      providerStart = performance.now();
      requestCount += 1;
      try {
        return await inner.generate(call, options);
      } finally {
        providerEnd = performance.now();
        providerMs = providerEnd - providerStart;
      }
    },
  };
  pautei.deps.services.ai = timed;

  // Server-side timing of each generation: from the request's arrival in the app to the moment the
  // `done` event is handed to the HTTP response (the client's own fetch/parse costs are not in it).
  let serverArrivedAt = 0;
  let serverDoneAt = 0;
  const fetchWithTiming = async (req: Request, env: unknown) => {
    const arrived = performance.now();
    const res = await pautei.app.fetch(req, env as never);
    if (!new URL(req.url).pathname.startsWith('/api/generate/') || !res.body) return res;
    serverArrivedAt = arrived;
    const decoder = new TextDecoder();
    let seen = false;
    const watched = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (!seen && decoder.decode(chunk).includes('event: done')) {
            seen = true;
            serverDoneAt = performance.now();
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(watched, res);
  };
  const server = serve({ fetch: fetchWithTiming, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A signed-in, onboarded creator with enough tokens.
  let cookie = '';
  const call = async (pathname: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', APP_URL);
    if (cookie) headers.set('cookie', cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(base + pathname, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) {
      const jar = new Map(cookie ? cookie.split('; ').map((kv) => kv.split('=') as [string, string]) : []);
      for (const line of setCookies) {
        const [pair = ''] = line.split(';');
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
      cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    return res;
  };
  const email = 'bench@example.com';
  const password = 'senha-segura-123';
  await call('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Bench', email, password, callbackURL: '/auth/confirm' },
  });
  const link = new URL(sent.at(-1)!.text.match(/https?:\/\/\S+/)![0]);
  await call(link.pathname + link.search);
  const signIn = await call('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
  const onboarded = await call('/api/me/onboarding', {
    method: 'POST',
    json: { name: 'Bench', niche: 'fitness', dailyRoutine: 'Treino e atendimento' },
  });
  if (!onboarded.ok) throw new Error(`onboarding falhou: ${onboarded.status}`);
  await pautei.deps.db
    .update(profiles)
    .set({ tokensRemaining: N + WARMUP + 10, tokensLimit: N + WARMUP + 10 })
    .where(eq(profiles.userId, userId));

  async function generateOnce(kind: ContentKind) {
    const requestIndex = requestCount;
    const t0 = performance.now();
    const res = await call(`/api/generate/${kind}`, {
      method: 'POST',
      headers: { accept: 'text/event-stream' },
      json: BODIES[kind],
    });
    if (!res.ok || !res.body) throw new Error(`geração falhou: ${res.status} ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    // Only the new text (plus a short tail, for a marker split across reads) is scanned: the client's
    // own cost must not grow with the size of the stream.
    let tail = '';
    let firstEventAt: number | undefined;
    let doneAt: number | undefined;
    let errorText = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const window = tail + value;
      if (firstEventAt === undefined && (window.includes('event: delta\n') || window.includes('event: partial\n')))
        firstEventAt = performance.now();
      if (doneAt === undefined && window.includes('event: done\n')) doneAt = performance.now();
      if (errorText || window.includes('event: error\n')) errorText += value;
      tail = window.slice(-32);
    }
    if (errorText) throw new Error(`erro na geração: ${errorText}`);
    if (doneAt === undefined || firstEventAt === undefined) throw new Error('stream sem done');
    // The worker's message may arrive just after the client's event: give it a moment.
    for (let i = 0; i < 50 && !firstChunks.has(requestIndex); i++) await new Promise((r) => setTimeout(r, 1));
    const providerFirstByte = firstChunks.get(requestIndex);
    if (providerFirstByte === undefined) throw new Error('o provedor não registrou o primeiro byte');
    return {
      kind,
      serverOverhead: serverDoneAt - serverArrivedAt - providerMs,
      overhead: doneAt - t0 - providerMs,
      before: providerStart - t0,
      after: doneAt - providerEnd,
      firstByteDelay: firstEventAt - providerFirstByte,
      total: doneAt - t0,
      provider: providerMs,
    };
  }

  for (let i = 0; i < WARMUP; i++) await generateOnce(cycle(KINDS, i));

  const overhead: number[] = [];
  const serverOverhead: number[] = [];
  const firstByte: number[] = [];
  const totals: number[] = [];
  const provider: number[] = [];
  const before: number[] = [];
  const after: number[] = [];
  const byKind = new Map<ContentKind, number[]>();
  const started = performance.now();
  for (let i = 0; i < N; i++) {
    const r = await generateOnce(cycle(KINDS, i));
    overhead.push(r.overhead);
    serverOverhead.push(r.serverOverhead);
    firstByte.push(r.firstByteDelay);
    totals.push(r.total);
    provider.push(r.provider);
    before.push(r.before);
    after.push(r.after);
    byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.serverOverhead]);
  }
  const wall = performance.now() - started;

  // Reference: a signed-in GET of the same app (session + profile lookups, no generation).
  const reference: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    const res = await call('/api/tokens');
    await res.text();
    reference.push(performance.now() - t0);
  }

  console.log(
    `\nPautei — benchmark de geração (${N} gerações SSE sequenciais, ${KINDS.length} tipos, PGlite em memória, provedor falso, chunk delay ${CHUNK_DELAY} ms, Node ${process.version})\n`,
  );
  const o = summary('overhead do servidor (no servidor: total - provedor)', serverOverhead);
  summary('overhead visto pelo cliente (total - provedor)', overhead);
  const f = summary('1º byte do provedor -> 1º evento no cliente', firstByte);
  summary('  antes do provedor (sessão, checagens, token)', before);
  summary('  depois do provedor (validar, salvar, done)', after);
  for (const [kind, values] of byKind) summary(`  overhead no servidor: ${kind}`, values);
  summary('tempo total por geração (cliente)', totals);
  summary('referência: GET /api/tokens (sessão + perfil)', reference);
  summary('tempo dentro do provedor', provider);
  console.log(
    `\n${N} gerações em ${(wall / 1000).toFixed(1)} s. Meta: p99 do overhead < 25 ms -> ${o.p99 < 25 ? 'OK' : 'ACIMA DA META'} (p99 ${fmt(o.p99)}; 1º byte p99 ${fmt(f.p99)}).`,
  );

  server.close();
  await pautei.close();
  worker.postMessage({ type: 'close' });
  await new Promise((resolve) => worker.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error('Benchmark falhou:', err);
  process.exit(1);
});
