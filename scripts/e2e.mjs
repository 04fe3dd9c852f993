#!/usr/bin/env node
/**
 * Runs Playwright against the production build (the compiled server and the precompressed SPA, built
 * first when the sources changed; see build.mjs), with a temporary DATA_DIR and results folder, removed
 * afterwards (the results are kept when a test fails).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureBuild } from './build.mjs';

const tmp = (name) => mkdtempSync(path.join(os.tmpdir(), `pautei-e2e-${name}-`));
let buildDir;
try {
  buildDir = await ensureBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const dataDir = tmp('data');
const outputDir = tmp('results');
const env = {
  ...process.env,
  WEB_DIST_DIR: path.join(buildDir, 'web'),
  E2E_SERVER_BUNDLE: path.join(buildDir, 'server', 'main.js'),
  E2E_DATA_DIR: dataDir,
  E2E_OUTPUT_DIR: outputDir,
};

const args = process.argv.slice(2);
let r = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
// The tests tagged @offline need a server without an AI key, where the offline writer answers: a second,
// short run with its own server and data directory (skipped when a run names only other files).
const namesFiles = args.some((a) => a.endsWith('.ts'));
if (r.status === 0 && !env.E2E_AI_OFFLINE && (!namesFiles || args.some((a) => a.includes('voice')))) {
  const offlineData = tmp('offline-data');
  const offlineEnv = { ...env, E2E_AI_OFFLINE: '1', E2E_DATA_DIR: offlineData, E2E_PORT: '' };
  delete offlineEnv.E2E_PORT;
  console.log('\n=== Browser tests against the offline writer (no AI key) ===');
  r = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env: offlineEnv });
  rmSync(offlineData, { recursive: true, force: true });
}
rmSync(dataDir, { recursive: true, force: true });
if (r.status === 0) rmSync(outputDir, { recursive: true, force: true });
else console.log(`Playwright traces and screenshots: ${outputDir}`);
process.exit(r.status ?? 1);
