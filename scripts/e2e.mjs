#!/usr/bin/env node
/** Builds the SPA into a private folder (so parallel runs don't clash) and runs Playwright on it. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'pautei-e2e-web-'));
const env = { ...process.env, WEB_DIST_DIR: webDist };
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const args = ['playwright', 'test', ...process.argv.slice(2)];
const r = spawnSync('npx', args, { stdio: 'inherit', env });
rmSync(webDist, { recursive: true, force: true });
process.exit(r.status ?? 1);
