#!/usr/bin/env node
/**
 * `npm run size`: the bytes a browser actually receives. Starts the built server (building first when the
 * sources changed), asks for the landing page and every script it loads with `Accept-Encoding: br, gzip`
 * — as a browser does — and adds up the bytes on the wire (the compressed bodies, headers excluded). The
 * landing page is sent without the app: it runs no script, and names the app's entry for a prefetch a
 * while after it has loaded (reported apart: fetched for the next page, never run there).
 * Then the app's entry, as any other page (sign-in, say) loads it, and the app shell after sign-in: the
 * entry plus the chunks the dashboard loads on demand (guards, shell, subscription gate, toast host,
 * dashboard page) and everything they import statically (from the build's manifest). Other lazy pieces
 * (charts, other pages) are not counted.
 * Then each screen people open from a link or a reminder — the calendar, the posting kit, the client's
 * review page — with the JavaScript it loads beyond what is already there (the app shell for the
 * signed-in screens, the app's entry for the public review page).
 * Budgets: landing JavaScript ≤ 100 KB, the app's entry ≤ 100 KB, app shell ≤ 150 KB; every screen must be split off (its page not
 * in the shell or the landing), and the pages a client opens signed out must load none of the signed-in frame. Exits non-zero above a budget, when a screen is not split off, or when
 * recharts is in the landing or the shell.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './build.mjs';
import { freePort, ownChild } from './bench-server.mjs';

const LANDING_BUDGET_KB = 100;
const APP_BUDGET_KB = 150;
// The entry every page of the app starts with (and the review page's first script) keeps the budget the
// landing page had while it loaded it.
const ENTRY_BUDGET_KB = 100;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The screens reported on their own: the page module (a key of the build's manifest), whether it is
 * opened signed in (beyond the app shell) or signed out (beyond the landing page), and a budget for all
 * the JavaScript it needs when it has one.
 */
const SCREENS = [
  { name: 'Calendar (/calendar)', page: 'features/calendar/calendar-page.tsx', after: 'shell' },
  { name: 'Posting kit (/postar/:id)', page: 'features/posting/posting-page.tsx', after: 'shell' },
  { name: 'Review page (/r/:token)', page: 'features/approval/review-page.tsx', after: 'entry' },
  {
    name: 'Month report (/relatorio/:token)',
    page: 'features/reports/public-report-page.tsx',
    after: 'entry',
    // What the server sends for a live link (server-rendered-page.ts), as against what the app loads to draw
    // the page itself.
    note: 'when the app draws it, for a refused link or a failed drawing; a live link arrives drawn, with no script',
  },
];

/** GET without decoding: the body's length is what crossed the network. */
const get = (port, pathname) =>
  new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
  });

const buildDir = await ensureBuild();
const manifest = JSON.parse(readFileSync(path.join(buildDir, 'web-manifest.json'), 'utf8'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-size-'));
const port = await freePort();
const server = ownChild(
  spawn(process.execPath, [path.join(buildDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
const stopServer = () =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

let failed;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await get(port, '/healthz').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('o servidor não subiu');
    await new Promise((r) => setTimeout(r, 200));
  }

  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  /** A page's HTML (decoded) and the scripts it runs: its module scripts and module preloads. */
  const openPage = async (pathname) => {
    const res = await get(port, pathname);
    const encoding = res.headers['content-encoding'] ?? 'none';
    const html = (
      encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body
    ).toString();
    const scripts = new Set();
    for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(m[1]);
    for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) scripts.add(m[1]);
    return { res, encoding, html, scripts };
  };
  const { res: page, encoding, html, scripts: landing } = await openPage('/');
  const prefetched = new Set(
    [...html.matchAll(/<link[^>]+rel="x-pautei-held-prefetch"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]),
  );
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
  // What every page of the app loads first (the sign-in page: the plain index.html).
  const { scripts: entry } = await openPage('/auth/signin');

  // After sign-in the browser also loads, on demand, the signed-in frame (guards, shell, subscription
  // gate), the toast host and the dashboard page: those chunks and their static imports, from the manifest.
  // Everything the entry loads on demand except pages (the frame pieces and the toast host), plus the
  // dashboard page.
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The build groups the dashboard page with the frame (vite.config.ts); if it ever has its own chunk
  // again, that chunk is counted too.
  const dashboardKey = Object.keys(manifest).find((k) => k.endsWith('features/dashboard/dashboard-page.tsx'));
  const signedIn = [
    // Not the hand-over of a review or report page the server drew (app/server-data.ts): only those
    // public pages load it.
    ...(manifest[entryKey].dynamicImports ?? []).filter(
      (k) => !k.startsWith('features/') && k !== 'app/server-data.ts',
    ),
    ...(dashboardKey ? [dashboardKey] : []),
  ];
  const shell = new Set(entry);
  const visited = new Set();
  const visit = (key) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    shell.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of signedIn) visit(key);

  // Each screen: its page chunk and everything it imports statically, less what is already loaded.
  const screens = SCREENS.map((screen) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(screen.page));
    if (!key) throw new Error(`${screen.page} is not in the build's manifest`);
    const files = new Set();
    const seen = new Set();
    const walk = (k) => {
      if (seen.has(k)) return;
      seen.add(k);
      files.add(`/${manifest[k].file}`);
      for (const imported of manifest[k].imports ?? []) walk(imported);
    };
    walk(key);
    const base = screen.after === 'shell' ? shell : entry;
    const pageFile = `/${manifest[key].file}`;
    return { ...screen, base, own: [...files].filter((f) => !base.has(f)), splitOff: !base.has(pageFile) };
  });

  const sizes = new Map();
  let recharts = [];
  for (const file of new Set([
    ...landing,
    ...prefetched,
    ...entry,
    ...shell,
    ...css,
    ...screens.flatMap((sc) => sc.own),
  ])) {
    const res = await get(port, file);
    if (res.status !== 200) throw new Error(`${file}: HTTP ${res.status}`);
    sizes.set(file, { wire: res.body.length, encoding: res.headers['content-encoding'] ?? 'none' });
    if (file.endsWith('.js') && readFileSync(path.join(buildDir, 'web', file)).includes('recharts'))
      recharts.push(file);
  }
  const sum = (files) => [...files].reduce((n, f) => n + sizes.get(f).wire, 0);

  console.log(
    `Landing page (/): HTML ${kb(page.body.length)} (${encoding}, Cache-Control: ${page.headers['cache-control']})`,
  );
  for (const f of landing) console.log(`  ${f}  ${kb(sizes.get(f).wire)} (${sizes.get(f).encoding})`);
  if (landing.size === 0) console.log('  (no script: the page is sent without the app)');
  for (const f of prefetched)
    console.log(
      `  prefetched after load, for the next page (not run): ${f}  ${kb(sizes.get(f).wire)} (${sizes.get(f).encoding})`,
    );
  const landingJs = sum(landing);
  const appJs = sum(shell);
  const entryJs = sum(entry);
  console.log(`App's entry (any other page, e.g. /auth/signin): ${kb(entryJs)} (budget ${ENTRY_BUDGET_KB} KB)`);
  for (const f of entry) console.log(`  ${f}  ${kb(sizes.get(f).wire)} (${sizes.get(f).encoding})`);
  console.log('App shell after sign-in (/dashboard), in addition:');
  for (const f of shell) if (!entry.has(f)) console.log(`  ${f}  ${kb(sizes.get(f).wire)} (${sizes.get(f).encoding})`);
  console.log(`CSS: ${kb(sum(css))}`);
  console.log(`Landing page JavaScript on the wire: ${kb(landingJs)} (budget ${LANDING_BUDGET_KB} KB)`);
  console.log(`App shell JavaScript on the wire:    ${kb(appJs)} (budget ${APP_BUDGET_KB} KB)`);
  let screensOver = false;
  for (const sc of screens) {
    const own = sum(sc.own);
    const total = sum(sc.base) + own;
    const budget = sc.budgetKb ? ` (budget ${sc.budgetKb} KB in all)` : '';
    console.log(
      `${sc.name}: ${kb(own)} split off in ${sc.own.length} file(s), ${kb(total)} in all with the ${sc.after === 'shell' ? 'app shell' : "app's entry"}${budget}${sc.splitOff ? '' : ' — NOT SPLIT OFF: its page is in the ' + sc.after}`,
    );
    if (sc.note) console.log(`  (${sc.note})`);
    // A page a client opens signed out has no use for the signed-in frame (vite.config.ts: page-kit).
    const frame = sc.after === 'entry' ? sc.own.filter((f) => /\/app-frame-/.test(f)) : [];
    if (frame.length) console.log(`  — loads the signed-in frame: ${frame.join(', ')}`);
    if (!sc.splitOff || frame.length || (sc.budgetKb && total > sc.budgetKb * 1024)) screensOver = true;
  }
  recharts = recharts.filter((f) => shell.has(f));
  if (recharts.length) console.log(`WARNING: recharts is loaded up front: ${recharts.join(', ')}`);
  failed =
    landingJs > LANDING_BUDGET_KB * 1024 ||
    entryJs > ENTRY_BUDGET_KB * 1024 ||
    appJs > APP_BUDGET_KB * 1024 ||
    recharts.length > 0 ||
    screensOver;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
