#!/usr/bin/env node
/**
 * Production build: the SPA (Vite, with brotli/gzip copies) and the server (esbuild: one JavaScript
 * bundle, path aliases resolved, packages left in node_modules), written to `dist/builds/<hash>/`, where
 * <hash> is a hash of the sources. `dist/current` points at the newest build.
 *
 *   node scripts/build.mjs              build (again, even when the sources did not change)
 *   node scripts/build.mjs --if-changed build only when no build of these exact sources exists
 *
 * Several instances started from one checkout may call this at once: one builds under a lock while the
 * others wait, every build goes to a private temporary folder renamed into place when complete, and a
 * finished build is never written again — a running server keeps the files it started with.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const projectRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const distDir = path.join(projectRoot, 'dist');
const buildsDir = path.join(distDir, 'builds');
const lockFile = path.join(distDir, '.build.lock');
/** Finished builds kept besides the newest (servers started earlier may still use them). */
const KEEP_OLD_BUILDS = 2;

/** What a build is made from. Tests do not change the build, so they do not count. */
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'path-aliases.ts',
  'scripts/build.mjs',
  'scripts/vite-chunk-groups.ts',
  'scripts/vite-icon-imports.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-prerender.ts',
  'scripts/vite-production-builds.ts',
];
const SOURCE_DIRS = ['src'];
const isTest = (file) => /\.test\.tsx?$/.test(file);

function listFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile() && !isTest(entry.name)) out.push(full);
  }
  return out;
}

/** A hash of every source file's path and content: the build's name. */
export function sourceHash() {
  const files = [
    ...SOURCE_FILES.map((f) => path.join(projectRoot, f)),
    ...SOURCE_DIRS.flatMap((d) => listFiles(path.join(projectRoot, d))),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(projectRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export const buildDirFor = (hash) => path.join(buildsDir, hash);
const isComplete = (dir) => existsSync(path.join(dir, 'build-info.json'));

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One builder at a time per checkout; a lock left by a process that is gone is taken over. */
async function withLock(fn) {
  mkdirSync(distDir, { recursive: true });
  let announced = false;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockFile, 'utf8').trim() || 0);
      if (pid && isAlive(pid)) {
        if (!announced) console.log(`Outro processo (${pid}) está compilando; aguardando...`);
        announced = true;
        await sleep(250);
      } else rmSync(lockFile, { force: true });
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: projectRoot, env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${path.basename(args[0] ?? cmd)} falhou (saída ${r.status ?? r.signal})`);
}

async function buildInto(outDir) {
  const webDir = path.join(outDir, 'web');
  const serverDir = path.join(outDir, 'server');
  const vite = path.join(projectRoot, 'node_modules/vite/bin/vite.js');
  // The server-side build of the SPA (src/web/prerender/server-entry.tsx; Vite's root is src/web), React
  // included: the landing page's HTML is rendered once here and put into the page served for `/` by the
  // SPA's build below (scripts/vite-prerender.ts); the server keeps using it to render the client's review
  // and report pages for each request (src/server/http/server-rendered-page.ts).
  const ssrDir = path.join(outDir, 'web-ssr');
  run(
    process.execPath,
    [vite, 'build', '--ssr', 'prerender/server-entry.tsx', '--outDir', ssrDir, '--logLevel', 'warn'],
    {
      WEB_DIST_DIR: ssrDir,
    },
  );
  const { renderLanding } = await import(pathToFileURL(path.join(ssrDir, 'server-entry.js')).href);
  const landingFile = path.join(outDir, 'landing-body.html');
  writeFileSync(landingFile, renderLanding());
  // The SPA, in a child process (Vite's memory is freed when it ends).
  run(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    WEB_DIST_DIR: webDir,
    LANDING_HTML_FILE: landingFile,
  });
  rmSync(landingFile, { force: true });
  // Which chunks each page loads, for `npm run size`; kept out of the served folder.
  renameSync(path.join(webDir, '.vite', 'manifest.json'), path.join(outDir, 'web-manifest.json'));
  rmSync(path.join(webDir, '.vite'), { recursive: true, force: true });

  // The server: TypeScript to one ESM file per entry, aliases resolved from tsconfig.json. Packages stay
  // external (PGlite loads its WebAssembly files from its own folder in node_modules).
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: projectRoot,
    // The render worker is its own entry: worker threads load a file, not a function (render/pool.ts).
    entryPoints: { main: 'src/server/main.ts', 'render-worker': 'src/server/render/worker.ts' },
    outdir: serverDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // Files the server reads from beside its own module: the migrations, the script that creates a new
  // PGlite data directory in a child process, and the fonts.
  cpSync(path.join(projectRoot, 'src/server/db/migrations'), path.join(serverDir, 'migrations'), { recursive: true });
  cpSync(path.join(projectRoot, 'src/server/db/pglite-init.mjs'), path.join(serverDir, 'pglite-init.mjs'));
  // The bundled fonts and their licences, read by the render workers (render/fonts.ts).
  cpSync(path.join(projectRoot, 'src/server/render/fonts'), path.join(serverDir, 'fonts'), { recursive: true });
}

function pruneOldBuilds(keep) {
  const builds = readdirSync(buildsDir)
    .map((name) => path.join(buildsDir, name))
    .filter((dir) => dir !== keep && isComplete(dir))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of builds.slice(KEEP_OLD_BUILDS)) rmSync(dir, { recursive: true, force: true });
}

/** Points dist/current at a build, atomically (a new link renamed over the old one). */
function pointCurrentAt(dir) {
  const tmpLink = path.join(distDir, `.current-${process.pid}-${randomBytes(4).toString('hex')}`);
  symlinkSync(path.relative(distDir, dir), tmpLink);
  renameSync(tmpLink, path.join(distDir, 'current'));
}

/** Builds unless a finished build of these sources exists (or `force`); returns the build's folder. */
export async function ensureBuild({ force = false } = {}) {
  const hash = sourceHash();
  const target = buildDirFor(hash);
  if (!force && isComplete(target)) return target;
  return withLock(async () => {
    if (!force && isComplete(target)) return target; // another process built it while we waited
    mkdirSync(buildsDir, { recursive: true });
    const tmp = path.join(distDir, `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
    const started = Date.now();
    console.log(`Compilando o Pautei (fontes ${hash})...`);
    try {
      await buildInto(tmp);
      writeFileSync(
        path.join(tmp, 'build-info.json'),
        `${JSON.stringify({ hash, builtAt: new Date().toISOString() }, null, 2)}\n`,
      );
      if (existsSync(target)) {
        // A forced rebuild: move the old one aside first (a server using it keeps its open files).
        const old = path.join(distDir, `.old-${process.pid}-${randomBytes(4).toString('hex')}`);
        renameSync(target, old);
        renameSync(tmp, target);
        rmSync(old, { recursive: true, force: true });
      } else renameSync(tmp, target);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    pointCurrentAt(target);
    pruneOldBuilds(target);
    console.log(`Compilado em ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(projectRoot, target)}`);
    return target;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  ensureBuild({ force: !process.argv.includes('--if-changed') })
    .then((dir) => {
      if (process.argv.includes('--print-dir')) console.log(dir);
    })
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
