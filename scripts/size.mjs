#!/usr/bin/env node
/**
 * `npm run size`: builds the SPA into a temporary folder and prints the gzipped size of the JavaScript
 * the landing page loads (its entry script and the chunks it preloads; lazy pages are not counted).
 * Budget: 170 KB gzipped — exits non-zero above it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-size-'));
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST_DIR: outDir },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const files = new Set();
for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
for (const m of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) files.add(m[1]);

let total = 0;
let css = 0;
console.log('Landing page JavaScript (gzipped):');
for (const f of files) {
  const gz = gzipSync(readFileSync(path.join(outDir, f)), { level: 9 }).length;
  total += gz;
  console.log(`  ${f}  ${(gz / 1024).toFixed(1)} KB`);
}
for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)) {
  css += gzipSync(readFileSync(path.join(outDir, m[1])), { level: 9 }).length;
}
const totalKb = total / 1024;
console.log(
  `Total JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB); CSS: ${(css / 1024).toFixed(1)} KB gzipped`,
);
const recharts = spawnSync('grep', ['-l', 'recharts', ...[...files].map((f) => path.join(outDir, f))])
  .stdout.toString()
  .trim();
if (recharts) console.log(`WARNING: recharts found in the landing bundle: ${recharts}`);
rmSync(outDir, { recursive: true, force: true });
process.exit(totalKb > BUDGET_KB || recharts ? 1 : 0);
