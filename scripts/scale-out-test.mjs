#!/usr/bin/env node
/**
 * The scale-out test, without Docker: three instances of the built server on one fresh PostgreSQL
 * database behind Debian's nginx (configured like deploy/nginx.conf), all with the same AUTH_SECRET.
 * It checks what a multi-instance deployment relies on:
 *   1. a session made through one instance works on the others;
 *   2. the per-account sign-in cap counts failures made on every instance;
 *   3. the token race holds across instances: 3N concurrent generations for N tokens, spread over the
 *      instances by nginx, give exactly N successes and a balance of 0, never below;
 *   4. periodic jobs run once while three instances tick;
 *   5. killing one instance (SIGKILL) in the middle of traffic leaves nginx serving from the others.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node scripts/scale-out-test.mjs
 *
 * Needs TEST_DATABASE_URL (a server where it may create a database) and nginx (`NGINX` or on the PATH
 * or /usr/sbin/nginx). It builds the app only when the sources changed (scripts/build.mjs --if-changed).
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PRODUCTION_NODE_FLAGS, PRODUCTION_PROCESS_ENV } from './production-process-env.mjs';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const INSTANCES = 3;
const AUTH_SECRET = randomBytes(32).toString('hex');
const PASSWORD = 'senha-segura-123';

/** nginx from NGINX, the PATH or Debian's /usr/sbin (not on a normal user's PATH). */
export function findNginx() {
  if (process.env.NGINX) return existsSync(process.env.NGINX) ? process.env.NGINX : null;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** deploy/nginx.conf with the upstream on our local ports, inside a main config that writes only to `dir`. */
export function nginxConfig(template, { dir, port, upstreams }) {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  const site = template
    .replace(/^\s*server app\d+:3000[^\n]*\n/gm, '')
    .replace(/upstream pautei \{\n/, `upstream pautei {\n${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  assert.ok(site.includes(`127.0.0.1:${upstreams[0]}`) && site.includes(`listen 127.0.0.1:${port}`));
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    log_format upstream '$request_method $uri $status $upstream_addr';
    access_log ${dir}/access.log upstream;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

class Instance {
  constructor(index, port, env) {
    this.index = index;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.log = '';
    this.child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/current/server/main.js'], {
      cwd: root,
      env: { ...env, ...PRODUCTION_PROCESS_ENV, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
    this.child.stdout.on('data', (d) => (this.log += d));
    this.child.stderr.on('data', (d) => (this.log += d));
  }
  /** Structured log lines (pino JSON) that are about `job`. */
  jobLines(job) {
    return this.log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
      .filter((l) => l.job === job);
  }
}

/** A cookie-keeping client bound to one base URL at a time. */
function client(appUrl, ip) {
  const jar = new Map();
  const c = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    async json(base, pathname, { method = 'GET', body } = {}) {
      const headers = { origin: appUrl, 'x-forwarded-for': ip };
      if (jar.size) headers.cookie = c.cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(base + pathname, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const idx = pair.indexOf('=');
        const value = pair.slice(idx + 1);
        if (/max-age=0/i.test(line) || value === '') jar.delete(pair.slice(0, idx));
        else jar.set(pair.slice(0, idx), value);
      }
      const text = await res.text();
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed };
    },
  };
  return c;
}

async function main() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found (apt-get install -y nginx, or set NGINX)');

  console.log('Building (only if the sources changed)...');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'pautei-scale-'));
  const dbName = `pautei_scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 4 });

  const instances = [];
  let nginxChild;
  const checks = [];
  const check = async (name, fn) => {
    const started = Date.now();
    await fn();
    checks.push(name);
    console.log(`  ok  ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };

  try {
    const ports = [];
    for (let i = 0; i < INSTANCES + 1; i++) ports.push(await freePort());
    const proxyPort = ports.pop();
    const appUrl = `http://127.0.0.1:${proxyPort}`;
    const baseEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl.toString(),
      DATABASE_POOL_SIZE: '10',
      AUTH_SECRET,
      TRUST_PROXY: 'true',
      APP_URL: appUrl,
      HOST: '127.0.0.1',
      // Every request of this test comes from a handful of addresses; the per-IP limits of better-auth
      // would refuse them before the per-account rules this test is about.
      AUTH_RATE_LIMIT_FACTOR: '100',
      OPENAI_API_KEY: '', // the offline writer: no model to call
      LOG_LEVEL: 'debug', // the job runner reports skipped ticks at debug
    };
    // Started together, like a deployment: migrations take turns under their advisory lock.
    ports.forEach((port, i) => {
      const dataDir = path.join(tmp, `data${i + 1}`);
      mkdirSync(dataDir);
      instances.push(new Instance(i + 1, port, { ...baseEnv, DATA_DIR: dataDir }));
    });
    await Promise.all(instances.map((inst) => waitFor(`${inst.url}/readyz`, `instance ${inst.index}`)));

    const nginxDir = path.join(tmp, 'nginx');
    mkdirSync(nginxDir);
    // Run as root (CI), nginx's workers drop to `nobody`: they must be able to reach their temp folders.
    if (process.getuid?.() === 0) chmodSync(tmp, 0o755);
    const conf = path.join(nginxDir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'), {
        dir: nginxDir,
        port: proxyPort,
        upstreams: instances.map((i) => i.port),
      }),
    );
    let nginxLog = '';
    nginxChild = spawn(nginx, ['-c', conf, '-p', nginxDir, '-e', path.join(nginxDir, 'error.log')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginxChild.stderr.on('data', (d) => (nginxLog += d));
    nginxChild.on('exit', (code) => {
      if (code) console.error(`nginx exited with ${code}: ${nginxLog}`);
    });
    await waitFor(`${appUrl}/readyz`, 'nginx');
    console.log(`3 instances (ports ${instances.map((i) => i.port).join(', ')}) behind nginx on ${proxyPort}`);

    const query = async (text, params) => (await db.query(text, params)).rows;
    let users = 0;
    /** Signs up through nginx and confirms the address in the database (the e-mail is not the point here). */
    const newUser = async () => {
      users += 1;
      const email = `escala${users}-${randomBytes(3).toString('hex')}@example.com`;
      const c = client(appUrl, `10.0.0.${users}`);
      const up = await c.json(appUrl, '/api/auth/sign-up/email', {
        method: 'POST',
        body: { name: 'Usuária Escala', email, password: PASSWORD, selectedPlan: 'creator', callbackURL: '/' },
      });
      assert.equal(up.status, 200, JSON.stringify(up.body));
      await query('update "user" set email_verified = true where email = $1', [email]);
      return { c, email };
    };

    await check('a session made on one instance works on the others', async () => {
      const { c, email } = await newUser();
      const signIn = await c.json(instances[0].url, '/api/auth/sign-in/email', {
        method: 'POST',
        body: { email, password: PASSWORD },
      });
      assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
      for (const inst of instances) {
        const me = await c.json(inst.url, '/api/me');
        assert.equal(me.status, 200, `instance ${inst.index}: ${JSON.stringify(me.body)}`);
        assert.equal(me.body.user.email, email);
      }
      const onboarding = await c.json(instances[1].url, '/api/me/onboarding', {
        method: 'POST',
        body: { name: 'Usuária Escala', niche: 'fitness', dailyRoutine: 'Treino às 6h, atendo alunos à tarde.' },
      });
      assert.equal(onboarding.status, 200, JSON.stringify(onboarding.body));
      const me = await c.json(instances[2].url, '/api/me');
      assert.equal(me.body.needsOnboarding, false);
    });

    await check('the per-account sign-in cap counts failures from every instance', async () => {
      const { c, email } = await newUser();
      // The cap: 10 failures from one address against one account, wherever they land.
      for (let i = 0; i < 10; i++) {
        const inst = instances[i % INSTANCES];
        const r = await c.json(inst.url, '/api/auth/sign-in/email', {
          method: 'POST',
          body: { email, password: 'senha-errada-000' },
        });
        assert.equal(r.status, 401, `attempt ${i + 1} on instance ${inst.index}: ${r.status}`);
      }
      for (const inst of instances) {
        const r = await c.json(inst.url, '/api/auth/sign-in/email', {
          method: 'POST',
          body: { email, password: PASSWORD },
        });
        assert.equal(r.status, 429, `instance ${inst.index} let the 11th attempt through`);
        assert.equal(r.body.error.code, 'RATE_LIMITED');
      }
      // Another address is not refused (it is slowed down, not locked out).
      const other = client(appUrl, '10.9.9.9');
      const r = await other.json(instances[2].url, '/api/auth/sign-in/email', {
        method: 'POST',
        body: { email, password: PASSWORD },
      });
      assert.equal(r.status, 200);
    });

    await check('the token race holds across instances (3N generations for N tokens)', async () => {
      const N = 6;
      const { c, email } = await newUser();
      const signIn = await c.json(appUrl, '/api/auth/sign-in/email', {
        method: 'POST',
        body: { email, password: PASSWORD },
      });
      assert.equal(signIn.status, 200);
      const onboarding = await c.json(appUrl, '/api/me/onboarding', {
        method: 'POST',
        body: { name: 'Usuária Escala', niche: 'fitness', dailyRoutine: 'Treino às 6h, atendo alunos à tarde.' },
      });
      assert.equal(onboarding.status, 200);
      const userId = signIn.body.user.id;
      await query('update profiles set tokens_remaining = $1 where user_id = $2', [N, userId]);
      const balances = [];
      let racing = true;
      const watch = (async () => {
        while (racing) {
          const [row] = await query('select tokens_remaining from profiles where user_id = $1', [userId]);
          balances.push(row.tokens_remaining);
          await sleep(5);
        }
      })();
      const results = await Promise.all(
        Array.from({ length: 3 * N }, () =>
          c.json(appUrl, '/api/generate/story', {
            method: 'POST',
            body: { description: 'Bastidores do treino de hoje com os alunos', tone: 'descontraido' },
          }),
        ),
      );
      racing = false;
      await watch;
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 402);
      assert.equal(ok.length, N, `statuses: ${results.map((r) => r.status).join(',')}`);
      assert.equal(refused.length, 2 * N);
      assert.ok(refused.every((r) => r.body.error.code === 'TOKENS_EXHAUSTED'));
      const [row] = await query('select tokens_remaining from profiles where user_id = $1', [userId]);
      assert.equal(row.tokens_remaining, 0);
      assert.ok(Math.min(...balances) >= 0, `balance went to ${Math.min(...balances)}`);
      const [spends] = await query(
        `select count(*)::int as n from token_ledger where user_id = $1 and entry = 'spend'`,
        [userId],
      );
      assert.equal(spends.n, N);
      // nginx spread them: the access log names the instance that answered each generation.
      const upstreams = new Set(
        readFileSync(path.join(nginxDir, 'access.log'), 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('POST /api/generate/story'))
          .map((l) => l.split(' ').pop()),
      );
      assert.ok(upstreams.size >= 2, `all generations went to ${[...upstreams].join(', ')}`);
    });

    await check('periodic jobs ran once while three instances ticked', async () => {
      const names = ['token-renewal', 'admin-daily-stats'];
      // Every instance ticks each job at start; wait until all three have reported their tick.
      const deadline = Date.now() + 20_000;
      const ticks = () =>
        names.map((job) => instances.reduce((n, inst) => n + inst.jobLines(job).length, 0)).every((n) => n >= 3);
      while (!ticks() && Date.now() < deadline) await sleep(100);
      for (const job of names) {
        const lines = instances.flatMap((inst) => inst.jobLines(job));
        const ran = lines.filter((l) => l.msg === `job ${job} rodou`);
        const skipped = lines.filter((l) => l.msg !== `job ${job} rodou`);
        assert.equal(ran.length, 1, `${job} ran ${ran.length} times`);
        assert.equal(skipped.length, INSTANCES - 1, `${job}: ${skipped.length} instances skipped`);
        const [row] = await query('select run_count, last_error from job_runs where name = $1', [job]);
        assert.equal(row.run_count, 1);
        assert.equal(row.last_error, null);
      }
    });

    await check('killing one instance mid-traffic leaves the others serving through nginx', async () => {
      const { c, email } = await newUser();
      const signIn = await c.json(appUrl, '/api/auth/sign-in/email', {
        method: 'POST',
        body: { email, password: PASSWORD },
      });
      assert.equal(signIn.status, 200);
      const victim = instances[1];
      let killedAt = Infinity;
      const after = [];
      const before = [];
      const stopAt = Date.now() + 4_000;
      setTimeout(() => {
        killedAt = Date.now();
        victim.child.kill('SIGKILL');
      }, 1_500);
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (Date.now() < stopAt) {
            const started = Date.now();
            const paths = ['/api/me', '/api/insights/dashboard', '/healthz'];
            const res = await c.json(appUrl, paths[Math.floor(Math.random() * paths.length)]).catch((err) => ({
              status: 0,
              body: String(err),
            }));
            (started > killedAt ? after : before).push(res.status);
          }
        }),
      );
      assert.equal((await victim.exited).signal, 'SIGKILL');
      assert.ok(before.length > 20 && after.length > 20, `requests before ${before.length}, after ${after.length}`);
      const failed = after.filter((s) => s !== 200);
      assert.equal(
        failed.length,
        0,
        `after the kill: ${failed.length} of ${after.length} failed (${failed.join(',')})`,
      );
      console.log(`      ${before.length} requests before the kill, ${after.length} after, all answered 200`);
    });
  } catch (err) {
    for (const inst of instances) {
      const tail = inst.log.split('\n').slice(-15).join('\n');
      console.error(`--- instance ${inst.index} (last lines) ---\n${tail}`);
    }
    throw err;
  } finally {
    nginxChild?.kill('SIGTERM');
    for (const inst of instances) if (inst.child.exitCode === null) inst.child.kill('SIGTERM');
    await Promise.all(instances.map((inst) => inst.exited));
    await db.end();
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await c.end();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`Scale-out test: ${checks.length} checks passed.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
