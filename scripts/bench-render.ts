/**
 * Render benchmark: the worker pool as the server runs it (pool sized to the cores, images stored as files
 * in a temporary folder), on this machine. Prints:
 *   - per slide: p50 / p95 of rendering one new slide (layout + draw + store), cold;
 *   - per 10-slide carousel: p50 / p95 cold (new texts every time) and cached (the same decks again);
 *   - the longest event-loop stall in the main thread while the pool renders
 *     (perf_hooks.monitorEventLoopDelay);
 *     next to the same measure with nothing rendering, and how busy the main thread was (event-loop
 *     utilisation): on a loaded machine a thread waits for a core, which is not the renderer's doing;
 *   - for every stall over 50 ms, how long the main thread ran on a core in it and how long it waited in
 *     the run queue for one (Linux schedstat): a stall spent waiting is the machine's load, one spent
 *     running is work to move off the main thread;
 *   - the memory rendering adds to the process: RSS before the pool starts and after the runs.
 * Goals: p95 ≤ 300 ms a slide, ≤ 3 s a carousel, stall ≤ 50 ms, ≤ 100 MB more.
 *
 *   npm run bench:render -- [--slides 30] [--carousels 8] [--workers N]
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { zipSync } from 'fflate';
import { DEFAULT_BRAND_KIT } from '@shared/render/brand-kit';
import { FileImageStore } from '@server/render/image-store';
import { defaultPoolSize, RenderPool } from '@server/render/pool';
import { renderDeck } from '@server/render/render-deck';
import type { DeckInput, SlideInput } from '@server/render/types';
import { PRODUCTION_PROCESS_ENV } from './production-process-env.mjs';

const { values: args } = parseArgs({
  options: {
    slides: { type: 'string', default: '30' },
    carousels: { type: 'string', default: '8' },
    workers: { type: 'string' },
  },
});

const kit: DeckInput['kit'] = { ...DEFAULT_BRAND_KIT, handle: 'studio.ana', logo: null };

function carousel(seed: number): SlideInput[] {
  const n = `(${seed})`;
  return [
    {
      template: 'capa',
      title: `Como organizar sua semana em 5 passos ${n} 🚀`,
      body: 'Um método simples para quem vive correndo.',
    },
    ...Array.from({ length: 5 }, (_, i) => ({
      template: 'passo' as const,
      title: `Passo ${i + 1}: ${['planeje', 'priorize', 'bloqueie', 'revise', 'descanse'][i]} ${n}`,
      body: 'Reserve vinte minutos no domingo para olhar a semana inteira e decidir o que é essencial. '.repeat(2),
      list: ['Liste as prioridades', 'Bloqueie horários de foco', 'Deixe espaço para imprevistos'],
    })),
    { template: 'citacao', title: '— Peter Drucker', body: `O que é medido é gerenciado ${n}.` },
    {
      template: 'comparacao',
      title: `Antes e depois ${n}`,
      compare: { before: 'Tarefas espalhadas e correria.', after: 'Lista clara e noites livres.' },
    },
    { template: 'passo', title: `Resumo ${n}`, list: ['Planeje', 'Priorize', 'Bloqueie', 'Revise', 'Descanse'] },
    { template: 'cta', title: `Salve este post e compartilhe ${n}!`, body: 'Siga para mais dicas.' },
  ];
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

/**
 * The main thread's own scheduler figures (Linux): nanoseconds it ran on a core and nanoseconds it waited
 * in the run queue for one. Null where /proc does not say.
 */
function mainThreadSchedule(): { ran: number; waited: number } | null {
  try {
    const [ran, waited] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ').map(Number);
    return ran === undefined || waited === undefined ? null : { ran: ran / 1e6, waited: waited / 1e6 };
  } catch {
    return null;
  }
}

/**
 * A timer every 5 ms: how late each tick came and, over the gap since the previous tick, how long the main
 * thread ran on a core and how long it waited in the run queue for one. A stall the thread spent running
 * is work to move off the main thread; one it spent waiting for a core is the machine's load.
 */
function stallProbe(threshold = 50) {
  const period = 5;
  let last = performance.now();
  let lastSched = mainThreadSchedule();
  const stalls: Array<{ late: number; ran: number; waited: number }> = [];
  const timer = setInterval(() => {
    const now = performance.now();
    const sched = mainThreadSchedule();
    const late = now - last - period;
    if (late > threshold && sched && lastSched)
      stalls.push({ late, ran: sched.ran - lastSched.ran, waited: sched.waited - lastSched.waited });
    last = now;
    lastSched = sched;
  }, period);
  return {
    stop() {
      clearInterval(timer);
      const worst = stalls.reduce((a, b) => (b.late > a.late ? b : a), { late: 0, ran: 0, waited: 0 });
      const busiest = stalls.reduce((a, b) => Math.max(a, b.ran), 0);
      return { count: stalls.length, worst, busiest };
    },
  };
}

/**
 * The worker as production runs it: bundled by esbuild like `npm run build` does, fonts beside it, plain
 * node (no TypeScript loader in the thread, which would add its own memory and start-up).
 */
async function bundleWorker(): Promise<URL> {
  const out = path.resolve('dist/bench-render');
  mkdirSync(out, { recursive: true });
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: { 'render-worker': 'src/server/render/worker.ts' },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  cpSync('src/server/render/fonts', path.join(out, 'fonts'), { recursive: true });
  return new URL(`file://${path.join(out, 'render-worker.js')}`);
}

async function main() {
  const entry = await bundleWorker();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pautei-bench-render-'));
  const store = new FileImageStore(dir);
  const workers = args.workers ? Number(args.workers) : defaultPoolSize();
  const before = process.memoryUsage();
  const rssBefore = before.rss;
  const pool = new RenderPool(workers, entry);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  try {
    // Warm-up: starts the workers and registers the fonts (done once per worker in a running server).
    const warm = performance.now();
    await Promise.all(
      Array.from({ length: workers }, (_, i) =>
        renderDeck(pool, store, { kit, publi: false, slides: [{ template: 'capa', title: `aquecimento ${i}` }] }),
      ),
    );
    console.log(`workers: ${workers} (cores: ${os.availableParallelism()}), warm-up ${fmt(performance.now() - warm)}`);
    // The same measure over an idle second first: on a shared, loaded machine the main thread waits for a
    // core even with nothing to render, and that part of the stall is not the renderer's.
    const idle = monitorEventLoopDelay({ resolution: 5 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    idle.disable();
    loop.enable();
    const probe = stallProbe();
    // How busy the main thread itself was: the share of time its event loop ran code (not waiting).
    const eluStart = performance.eventLoopUtilization();

    // Single slides: every template of a carousel in turn, plus story frames and reel covers (9:16).
    const slideTimes: number[] = [];
    for (let i = 0; i < Number(args.slides); i++) {
      const slide: SlideInput =
        i % 6 === 5
          ? {
              template: i % 12 === 5 ? 'story' : 'reel_capa',
              title: `Bom dia! (${i}) ☀️`,
              body: 'Hoje vou mostrar minha rotina de manhã.',
            }
          : carousel(1000 + i)[i % 10]!;
      const t0 = performance.now();
      await renderDeck(pool, store, { kit, publi: i % 2 === 0, slides: [slide] });
      slideTimes.push(performance.now() - t0);
    }

    const cold: number[] = [];
    const cached: number[] = [];
    const decks = Array.from({ length: Number(args.carousels) }, (_, i): DeckInput => ({
      kit,
      publi: true,
      slides: carousel(i),
    }));
    for (const deck of decks) {
      const t0 = performance.now();
      const frames = await renderDeck(pool, store, deck);
      cold.push(performance.now() - t0);
      if (frames.length !== 10 || frames.some((f) => f.cached))
        throw new Error('a cold carousel should draw its 10 frames');
    }
    for (const deck of decks) {
      const t0 = performance.now();
      const frames = await renderDeck(pool, store, deck);
      cached.push(performance.now() - t0);
      if (!frames.every((f) => f.cached)) throw new Error('a repeated carousel should come from the store');
    }
    loop.disable();
    const stalls = probe.stop();
    const elu = performance.eventLoopUtilization(eluStart);
    const after = process.memoryUsage();
    const rssAfter = after.rss;
    // The one piece of image work the server does on its main thread: "Baixar ZIP" (stored, not
    // compressed, so only the CRC of each JPEG is computed). Timed on the carousels just drawn.
    const zipTimes: number[] = [];
    for (const deck of decks) {
      const frames = await renderDeck(pool, store, deck);
      const files: Record<string, [Uint8Array, { level: 0 }]> = {};
      for (const [i, f] of frames.entries())
        files[`slide_${i + 1}.jpg`] = [(await store.get(f.hash))!.bytes, { level: 0 }];
      const t0 = performance.now();
      zipSync(files);
      zipTimes.push(performance.now() - t0);
    }

    console.log(
      `slide (cold)        p50 ${fmt(pct(slideTimes, 50))}  p95 ${fmt(pct(slideTimes, 95))}  (n=${slideTimes.length}, goal p95 ≤ 300 ms)`,
    );
    console.log(
      `carousel 10 (cold)  p50 ${fmt(pct(cold, 50))}  p95 ${fmt(pct(cold, 95))}  (n=${cold.length}, goal p95 ≤ 3000 ms)`,
    );
    console.log(`carousel 10 (cache) p50 ${fmt(pct(cached, 50))}  p95 ${fmt(pct(cached, 95))}`);
    console.log(
      `event-loop stall    max ${fmt(loop.max / 1e6)}  p99 ${fmt(loop.percentile(99) / 1e6)}  (goal ≤ 50 ms; idle, no render: max ${fmt(idle.max / 1e6)})`,
    );
    console.log(
      `stalls > 50 ms      ${stalls.count}; the longest ${fmt(stalls.worst.late)}: main thread ran ${fmt(stalls.worst.ran)}, waited for a core ${fmt(stalls.worst.waited)}; most run in any stall ${fmt(stalls.busiest)}`,
    );
    console.log(`zip of 10 slides   p50 ${fmt(pct(zipTimes, 50))}  max ${fmt(Math.max(...zipTimes))} (main thread)`);
    console.log(
      `main thread busy    ${(elu.utilization * 100).toFixed(1)}% of the run (the rest it waited on the workers)`,
    );
    console.log(
      `memory              RSS ${(rssBefore / 1e6).toFixed(0)} MB -> ${(rssAfter / 1e6).toFixed(0)} MB (+${((rssAfter - rssBefore) / 1e6).toFixed(0)} MB, goal ≤ 100 MB)`,
    );
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
    console.log(
      `  of which         main-thread JS heap +${mb(after.heapUsed - before.heapUsed)}, array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}; the rest is the worker (its heap, the renderer, fonts)`,
    );
    // The allocator settings production runs with (decision 0044): without them the renderer's freed
    // memory stays in the process and the figure above is larger.
    const allocator = Object.entries(PRODUCTION_PROCESS_ENV).map(([name, value]) =>
      process.env[name] === value ? `${name}=${value}` : `${name} NOT ${value} (production sets it)`,
    );
    console.log(`  allocator        ${allocator.join(', ')}`);
    console.log(
      `load average        ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (other work on this machine slows every figure)`,
    );
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
