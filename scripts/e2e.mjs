#!/usr/bin/env node
/**
 * Runs Playwright against the production build (the compiled server and the precompressed SPA, built
 * first when the sources changed; see build.mjs), with a temporary DATA_DIR and results folder, removed
 * afterwards (the results are kept when a test fails).
 *
 * The whole suite runs in shards (E2E_SHARDS, default 2 on a machine with 2 cores or more): each shard is
 * its own Playwright run with its own server, port and data folder, so shards never see each other's
 * accounts, rate limits or admin totals. A browser test mostly waits (for the server, for text to stream,
 * for animations), so two shards on two cores take about half the time of one. Naming spec files runs them
 * in one shard, as before.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import { ensureBuild } from './build.mjs';
import { freePort } from './bench-server.mjs';

const tmp = (name) => mkdtempSync(path.join(os.tmpdir(), `pautei-e2e-${name}-`));
let buildDir;
try {
  buildDir = await ensureBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const baseEnv = {
  ...process.env,
  WEB_DIST_DIR: path.join(buildDir, 'web'),
  E2E_SERVER_BUNDLE: path.join(buildDir, 'server', 'main.js'),
};

const args = process.argv.slice(2);
const namesFiles = args.some((a) => a.endsWith('.ts'));
const choosesShard = args.some((a) => a.startsWith('--shard'));
const shards =
  namesFiles || choosesShard
    ? 1
    : Math.max(1, Number(process.env.E2E_SHARDS ?? (os.availableParallelism() >= 2 ? 2 : 1)));

/**
 * One Playwright run with its own server (port), data folder and results folder. With several shards at
 * once, each line is prefixed with its shard so the interleaved reports stay readable.
 */
async function playwright(runArgs, env, label) {
  const dataDir = tmp('data');
  const outputDir = tmp('results');
  const child = spawn('npx', ['playwright', 'test', ...runArgs], {
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...env, E2E_DATA_DIR: dataDir, E2E_OUTPUT_DIR: outputDir, E2E_PORT: String(await freePort()) },
  });
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
  }
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  rmSync(dataDir, { recursive: true, force: true });
  if (status === 0) rmSync(outputDir, { recursive: true, force: true });
  else console.log(`${label ? `[${label}] ` : ''}Playwright traces and screenshots: ${outputDir}`);
  return status;
}

const started = Date.now();
const statuses = await Promise.all(
  Array.from({ length: shards }, (_, i) =>
    shards === 1
      ? playwright(args, baseEnv, null)
      : playwright([...args, `--shard=${i + 1}/${shards}`], baseEnv, `${i + 1}/${shards}`),
  ),
);
if (shards > 1) {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${shards} shards: ${statuses.map((s, i) => `shard ${i + 1} ${s === 0 ? 'passed' : 'FAILED'}`).join(', ')} (${seconds} s)`,
  );
}
let status = statuses.every((s) => s === 0) ? 0 : 1;

// The tests tagged @offline need a server without an AI key, where the offline writer answers: a second,
// short run with its own server and data directory (skipped when a run names only other files).
if (status === 0 && !baseEnv.E2E_AI_OFFLINE && (!namesFiles || args.some((a) => a.includes('voice')))) {
  console.log('\n=== Browser tests against the offline writer (no AI key) ===');
  // `--pass-with-no-tests`: a run filtered to other tests (`--grep`) has none tagged @offline.
  const offlineArgs = [...args.filter((a) => !a.startsWith('--shard')), '--pass-with-no-tests'];
  status = await playwright(offlineArgs, { ...baseEnv, E2E_AI_OFFLINE: '1' }, null);
}
process.exit(status);
