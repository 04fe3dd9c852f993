#!/usr/bin/env node
/**
 * `npm test`: every test, in order —
 *   1. type check, and lint and format check (ESLint with the import boundaries, Prettier), side by side;
 *   2. unit + web component tests, and integration tests on PGlite;
 *   3. the integration tests again on PostgreSQL when TEST_DATABASE_URL is set;
 *   4. the scale-out test (three built instances on PostgreSQL behind nginx) when nginx is there too;
 *   5. browser tests (Playwright + Debian's Chromium) against the built app.
 * In CI (CI=true) nothing may be skipped: a missing Chromium or PostgreSQL is a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findNginx } from './scale-out-test.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const results = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ label, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/**
 * Runs a stage with its output collected, to print it whole once it ends: two such stages can run side by
 * side (each mostly uses one core) without interleaving their reports.
 */
function collect(label, cmd, args) {
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      console.log(`\n=== ${label} ===`);
      process.stdout.write(output);
      results.push({ label, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
      resolve();
    }),
  );
}

const npx = 'npx';
const typeCheck = collect('Type check', npx, ['tsc', '--noEmit', '-p', '.']);
const lint = collect('Lint and format (ESLint, Prettier)', 'npm', ['run', 'lint']);
await typeCheck;
await lint;
run('Unit, web and integration tests (PGlite)', npx, ['vitest', 'run'], { TEST_DATABASE_URL: '' });

if (process.env.TEST_DATABASE_URL) {
  run('Integration tests (PostgreSQL)', npx, ['vitest', 'run', '--project', 'integration']);
} else if (ci) {
  console.error('CI: TEST_DATABASE_URL is not set; the PostgreSQL tests cannot be skipped.');
  results.push({ label: 'Integration tests (PostgreSQL)', ok: false, seconds: '0' });
} else {
  console.log('\n(TEST_DATABASE_URL not set: PostgreSQL integration tests skipped locally.)');
}

const nginx = findNginx();
if (process.env.TEST_DATABASE_URL && nginx) {
  run('Scale-out test (3 instances, PostgreSQL, nginx)', 'node', ['scripts/scale-out-test.mjs'], { NGINX: nginx });
} else if (ci) {
  console.error('CI: the scale-out test needs TEST_DATABASE_URL and nginx; it cannot be skipped.');
  results.push({ label: 'Scale-out test', ok: false, seconds: '0' });
} else {
  console.log('\n(Scale-out test skipped locally: it needs TEST_DATABASE_URL and nginx — apt-get install -y nginx.)');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('Browser tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs']);
} else if (ci) {
  console.error(`CI: ${chromium} not found; the browser tests cannot be skipped.`);
  results.push({ label: 'Browser tests', ok: false, seconds: '0' });
} else {
  console.log(`\n(${chromium} not found: browser tests skipped locally; apt-get install -y chromium.)`);
}

console.log('\n=== Summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.label} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
