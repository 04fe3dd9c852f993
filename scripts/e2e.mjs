#!/usr/bin/env node
/**
 * Builds the SPA into a private folder (so parallel runs don't clash) and runs Playwright on it, with a
 * temporary DATA_DIR and results folder, removed afterwards (the results are kept when a test fails).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = (name) => mkdtempSync(path.join(os.tmpdir(), `pautei-e2e-${name}-`));
const webDist = tmp('web');
const dataDir = tmp('data');
const outputDir = tmp('results');
const env = { ...process.env, WEB_DIST_DIR: webDist, E2E_DATA_DIR: dataDir, E2E_OUTPUT_DIR: outputDir };

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
rmSync(webDist, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
if (r.status === 0) rmSync(outputDir, { recursive: true, force: true });
else console.log(`Playwright traces and screenshots: ${outputDir}`);
process.exit(r.status ?? 1);
