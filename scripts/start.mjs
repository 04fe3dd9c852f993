#!/usr/bin/env node
/**
 * `npm start`: runs the compiled server, compiling first only when the sources changed since the last
 * build (see scripts/build.mjs). The build runs in a child process, so this process carries only the
 * server. Starting several instances from one checkout at once is safe (one builds, the others wait).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildDirFor, sourceHash } from './build.mjs';

const dir = buildDirFor(sourceHash());
if (!existsSync(path.join(dir, 'build-info.json'))) {
  const script = fileURLToPath(new URL('./build.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [script, '--if-changed'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import(pathToFileURL(path.join(dir, 'server', 'main.js')).href);
