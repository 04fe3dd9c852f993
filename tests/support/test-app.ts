/**
 * Integration-test harness: a whole Pautei (real database, real auth) per test file.
 * PGlite in memory by default; a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap, type Pautei } from '@server/bootstrap';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { loadEnv, type Env } from '@server/env';
import type { MailMessage, Mailer } from '@server/mail/transport';
import { migratedTemplate, openMigratedPglite } from './migrated-template';
import { quickPasswordHasher } from './quick-password-hasher';

export const APP_URL = 'http://localhost:3000';

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. With
 * `migrate: false` it is empty (a data migration's test applies the migrations itself).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const migrate = options.migrate !== false;
  if (!url) {
    const handle = migrate ? await openMigratedPglite() : await openDatabase({ migrate: false });
    return { handle, drop: () => handle.close() };
  }
  const { default: pg } = await import('pg');
  const name = `pautei_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: url });
  await adminClient.connect();
  const template = migrate ? await migratedTemplate(url) : undefined;
  await adminClient.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await adminClient.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 20, migrate: options.migrate });
  return {
    handle,
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  /** The last link sent to an address (verification, change of e-mail...). */
  lastLinkTo(to: string): string {
    const mail = [...this.sent].reverse().find((m) => m.to === to);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`nenhum link enviado para ${to}`);
    return link;
  }
}

export interface TestApp {
  pautei: Pautei;
  env: Env;
  mailer: CapturingMailer;
  /**
   * The app's clock (`deps.now()`): real time until a test sets or advances it; `reset()` goes back to
   * where it started (the `now` option, else real time).
   */
  clock: { now: Date; advance(ms: number): void; set(d: Date): void; reset(): void };
  /** Delays the server asked for (the sign-in slow-down), recorded instead of waited for. */
  sleeps: number[];
  /** A request without cookies. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** A cookie-keeping client. */
  agent(): Agent;
  /** Signs up, follows the e-mail link, signs in: a ready user agent. */
  signUpVerified(
    input?: Partial<{ name: string; email: string; password: string; selectedPlan: 'creator' | 'agency' }>,
  ): Promise<Agent & { email: string; userId: string }>;
  close(): Promise<void>;
}

export interface Agent {
  cookie: string;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  // Tests read arbitrary JSON answers; `any` keeps them short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json<T = any>(
    pathname: string,
    init?: Omit<RequestInit, 'body'> & { body?: unknown },
  ): Promise<{ status: number; body: T }>;
}

export interface CreateTestAppOptions {
  env?: Record<string, string>;
  now?: Date;
  /** A built SPA to serve (default: none). */
  webDist?: string;
  /** A database prepared by the test (default: a fresh, migrated one); the app drops it on close. */
  database?: TestDatabase;
  /** Hash passwords with better-auth's scrypt, as a running server does (default: the quick test hash). */
  scryptPasswords?: boolean;
}

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL,
    LOG_LEVEL: 'silent',
    // Each agent below comes from its own IP (X-Forwarded-For), so per-IP auth limits don't mix tests up.
    TRUST_PROXY: 'true',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const mailer = new CapturingMailer();
  let current = options.now ?? null;
  const clock = {
    get now() {
      return current ?? new Date();
    },
    advance(ms: number) {
      current = new Date((current ?? new Date()).getTime() + ms);
    },
    set(d: Date) {
      current = d;
    },
    reset() {
      current = options.now ?? null;
    },
  };
  const sleeps: number[] = [];
  const pautei = await bootstrap(env, {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    database: database.handle,
    mailer,
    now: () => clock.now,
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
    passwordHasher: options.scryptPasswords ? undefined : quickPasswordHasher,
  });

  const request = (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', APP_URL);
    return Promise.resolve(pautei.app.request(new URL(pathname, APP_URL).toString(), { ...init, headers }));
  };

  let ipCounter = 0;
  const agent = (): Agent => {
    const jar = new Map<string, string>();
    ipCounter += 1;
    const ip = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
    const a: Agent = {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      async request(pathname, init = {}) {
        const headers = new Headers(init.headers);
        if (jar.size) headers.set('cookie', a.cookie);
        if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', ip);
        const res = await request(pathname, { ...init, headers });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const idx = pair.indexOf('=');
          const name = pair.slice(0, idx);
          const value = pair.slice(idx + 1);
          if (/max-age=0/i.test(line) || value === '') jar.delete(name);
          else jar.set(name, value);
        }
        return res;
      },
      async json(pathname, init = {}) {
        const headers = new Headers(init.headers);
        let body: BodyInit | undefined;
        if (typeof init.body === 'string') {
          body = init.body;
          if (!headers.has('content-type')) headers.set('content-type', 'application/json');
        } else if (init.body !== undefined) {
          body = JSON.stringify(init.body);
          headers.set('content-type', 'application/json');
        }
        const res = await a.request(pathname, { ...init, headers, body });
        const text = await res.text();
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        let parsed: any = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON */
        }
        return { status: res.status, body: parsed };
      },
    };
    return a;
  };

  let counter = 0;
  const signUpVerified: TestApp['signUpVerified'] = async (input = {}) => {
    counter += 1;
    const email = input.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
    const password = input.password ?? 'senha-segura-123';
    const a = agent();
    const signUp = await a.json('/api/auth/sign-up/email', {
      method: 'POST',
      body: {
        name: input.name ?? 'Usuária Teste',
        email,
        password,
        selectedPlan: input.selectedPlan ?? 'creator',
        callbackURL: '/auth/confirm',
      },
    });
    if (signUp.status !== 200) throw new Error(`sign-up falhou: ${signUp.status} ${JSON.stringify(signUp.body)}`);
    const link = new URL(mailer.lastLinkTo(email));
    const verify = await a.request(link.pathname + link.search);
    if (verify.status >= 400) throw new Error(`verificação falhou: ${verify.status}`);
    const signIn = await a.json('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
    if (signIn.status !== 200) throw new Error(`sign-in falhou: ${signIn.status} ${JSON.stringify(signIn.body)}`);
    return Object.assign(a, { email, userId: signIn.body.user.id as string });
  };

  return {
    pautei,
    env,
    mailer,
    clock,
    sleeps,
    request,
    agent,
    signUpVerified,
    async close() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
