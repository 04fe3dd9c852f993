/**
 * Monthly report benchmark: a 5-client agency's month (40 items per client: approvals with adjustments,
 * posts on time and late, publi items, reach typed) on an in-memory PGlite, with the render pool as the
 * server runs it (the worker bundled by esbuild, as `npm run build` does). Prints the time to build the
 * five reports and draw their five PDFs — cold (nothing stored) and again (PDFs read back by hash) — and
 * the PDFs' sizes. Goal: a 5-client month in at most 5 s, each PDF at most 500 KB.
 *
 *   npm run bench:report -- [--clients 5] [--items 40]
 */
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '@server/db/client';
import { applyBillingEvent } from '@server/billing/subscription-writer';
import {
  agencyClients,
  approvalEvents,
  profiles,
  reportItemMetrics,
  reviewLinkItems,
  reviewLinks,
  tasks,
  user,
} from '@server/db/schema';
import { defaultPoolSize, RenderPool } from '@server/render/pool';
import { ownerScopeOf } from '@server/scope/owner-scope';
import { buildMonthlyReport, resolveReportSubject } from '@server/services/report/build';
import { reportPdf } from '@server/services/report/pdf';
import { addReportMonths, reportMonthOf } from '@shared/report/figures';
import { startOfLocalDay } from '@shared/sao-paulo-time';

const { values: args } = parseArgs({
  options: { clients: { type: 'string', default: '5' }, items: { type: 'string', default: '40' } },
});
const CLIENTS = Number(args.clients);
const ITEMS = Number(args.items);
const HOUR = 3_600_000;
const KINDS = ['caption', 'story', 'reel_idea', 'carousel', 'ad_copy', 'daily_script'];

async function bundleWorker(): Promise<URL> {
  const out = path.resolve('dist/bench-report');
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
  const handle = await openDatabase({});
  const db = handle.db;
  const month = addReportMonths(reportMonthOf(new Date()), -1);
  const day = (d: number, h = 12) =>
    new Date(startOfLocalDay({ year: month.year, month: month.month, day: d }).getTime() + h * HOUR);
  const ws = 'bench-agency';
  await db.insert(user).values({ id: ws, name: 'Agência Bench', email: 'bench@example.com', emailVerified: true });
  await db.insert(profiles).values({
    userId: ws,
    email: 'bench@example.com',
    name: 'Agência Bench',
    createdAt: day(1, -24 * 200),
  });
  await db.transaction((tx) =>
    applyBillingEvent(tx, ws, { kind: 'account_opened', initial: { subscriptionType: 'agency' } }, day(1, -24 * 200)),
  );
  const clientIds: string[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const [client] = await db
      .insert(agencyClients)
      .values({
        agencyUserId: ws,
        name: `Cliente ${c + 1}`,
        niche: ['food', 'fitness', 'beauty', 'lifestyle', 'business'][c % 5],
      })
      .returning();
    clientIds.push(client!.id);
    const [link] = await db
      .insert(reviewLinks)
      .values({ tokenHash: `bench-${c}`, ownerUserId: ws, clientId: client!.id, expiresAt: day(28), createdAt: day(1) })
      .returning();
    for (let i = 0; i < ITEMS; i++) {
      const d = 1 + (i % 27);
      const published = i % 3 !== 0;
      const [item] = await db
        .insert(tasks)
        .values({
          userId: ws,
          clientId: client!.id,
          title: `Conteúdo ${i + 1} do cliente ${c + 1}`,
          content: i % 7 === 0 ? 'Publicidade #publi\nTexto patrocinado.' : `Texto do conteúdo ${i + 1}.`,
          type: KINDS[i % KINDS.length]!,
          options: i % 7 === 0 ? { isAd: 1 } : {},
          createdAt: day(d, 8),
          approvalState: 'approved',
          publicationState: published ? 'published' : 'scheduled',
          publishAt: day(Math.min(28, d + 1), 12),
          publishedAt: published ? day(Math.min(28, d + 1), i % 2 ? 12 : 15) : null,
        })
        .returning();
      await db.insert(reviewLinkItems).values({ linkId: link!.id, taskId: item!.id, addedAt: day(d, 9) });
      if (i % 4 === 0) {
        await db.insert(approvalEvents).values({
          ownerUserId: ws,
          taskId: item!.id,
          state: 'changes_requested',
          actor: 'client',
          createdAt: day(d, 10),
        });
      }
      await db.insert(approvalEvents).values({
        ownerUserId: ws,
        taskId: item!.id,
        state: 'approved',
        actor: 'client',
        createdAt: day(d, 11 + (i % 5)),
      });
      if (published && i % 2)
        await db.insert(reportItemMetrics).values({ taskId: item!.id, reach: 100 * i, engagement: 7 * i });
    }
  }

  const workers = defaultPoolSize();
  const pool = new RenderPool(workers, await bundleWorker());
  const scope = ownerScopeOf(ws, true);
  const run = async () => {
    const started = performance.now();
    const pdfs = await Promise.all(
      clientIds.map(async (id) => {
        const subject = await resolveReportSubject(db, scope, id);
        const report = await buildMonthlyReport(db, scope, subject, month);
        return reportPdf({ db, pool }, report);
      }),
    );
    return { ms: performance.now() - started, sizes: pdfs.map((p) => p.bytes.byteLength) };
  };
  try {
    // Warm-up: starts the worker and loads pdfkit and the fonts (done once per worker in a running server).
    const warm = performance.now();
    const first = await buildMonthlyReport(
      db,
      scope,
      await resolveReportSubject(db, scope, clientIds[0]!),
      addReportMonths(month, -1),
    );
    await pool.run({ op: 'reportPdf', report: first });
    console.log(`warm-up (worker start, first PDF): ${(performance.now() - warm).toFixed(0)} ms`);
    const cold = await run();
    const again = await run();
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    console.log(`workers: ${workers}; ${CLIENTS} clients × ${ITEMS} items`);
    console.log(`a ${CLIENTS}-client month, every PDF drawn anew: ${cold.ms.toFixed(0)} ms (goal ≤ 5000 ms)`);
    console.log(`again (PDFs read back by hash): ${again.ms.toFixed(0)} ms`);
    console.log(`PDF sizes: ${cold.sizes.map(kb).join(', ')} (goal ≤ 500 KB each)`);
  } finally {
    await pool.close();
    await handle.close();
  }
}

await main();
