/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in DATA_DIR. Both get the same
 * drizzle schema and the same committed migrations, applied at open.
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';

/**
 * The database as every service takes it: the connection pool or an open transaction alike (drizzle's
 * transaction is a PgDatabase too), so a step can run inside its caller's transaction without a cast.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Short name for `Transaction`, used by the steps that must run inside their caller's transaction. */
export type Tx = Transaction;
// Fails the type check if a drizzle upgrade ever makes a transaction something a service cannot take.
type _TransactionIsDatabase = Transaction extends Database ? true : never;
const _transactionIsDatabase: _TransactionIsDatabase = true;
export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Advisory lock key held while applying migrations on PostgreSQL (any number unique to this purpose). */
const MIGRATIONS_LOCK_KEY = 7_240_100;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted = in-memory (tests). */
  pgliteDir?: string;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /**
   * An in-memory PGlite started from a dump of another database's data directory instead of an empty
   * one (tests start from a migrated copy: loading it takes a fraction of running every migration).
   */
  pgliteDump?: Blob;
  /** pg pool size (default 10). */
  poolSize?: number;
  /**
   * Keep every connection the pool has opened (the server): see `openPostgres`. Left out, an idle connection
   * is closed after `idleTimeoutMs`, which suits the tests' many short-lived apps.
   */
  keepConnections?: boolean;
  /** How long an idle connection above the kept ones stays open (pg's default, 10 s). */
  idleTimeoutMs?: number;
  /** Where a dropped PostgreSQL connection is reported. */
  logger?: Logger;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options) : await openPglite(options);
  return handle;
}

async function openPostgres(options: OpenOptions): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max,
    // A new connection costs PostgreSQL a process of its own: 50–80 ms on a small machine, paid by the request
    // that finds no idle one. With pg's default every connection left idle for 10 s was closed, and a server
    // whose requests come in waves (two hundred streams ending together after ten quiet seconds of writing
    // the model's words) paid it again on every wave, on requests that only read a session. The server keeps
    // the ones it has opened.
    min: options.keepConnections ? max : 0,
    idleTimeoutMillis: options.idleTimeoutMs ?? 10_000,
    // Waiting forever for a connection would hang requests (and /readyz) when the database is gone.
    connectionTimeoutMillis: 10_000,
  });
  // A dropped connection must not crash the process; the next query gets a fresh one.
  pool.on('error', (err) => options.logger?.error({ err }, 'erro no pool PostgreSQL'));
  const db = drizzle(pool, { schema });
  if (options.migrate !== false) {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Instances started together would apply the same migration at once (and all but one fail): they
    // take turns under a session advisory lock, on the one connection that runs the migrations.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]).catch(() => {});
      client.release();
    }
  }
  return { db, driver: 'postgres', close: () => pool.end() };
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let lock: DataDirLock | undefined;
  let client: InstanceType<typeof PGlite>;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    lock = acquireDataDirLock(path.dirname(path.resolve(options.pgliteDir)));
    try {
      if (!existsSync(path.join(options.pgliteDir, 'PG_VERSION'))) await initPgliteDir(options.pgliteDir);
      client = await PGlite.create(options.pgliteDir);
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    client = await PGlite.create(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  }
  const db = drizzle(client, { schema });
  if (options.migrate !== false) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db, { migrationsFolder });
  }
  return {
    db,
    driver: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Runs PGlite's initdb for a new data directory in a child process that exits afterwards, so this
 * process never holds initdb's memory (WebAssembly memory only grows): about 450 MB less at idle.
 */
function initPgliteDir(dir: string): Promise<void> {
  // Plain JavaScript beside this module, in the sources and in the compiled server alike.
  const script = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(script, [dir], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Falha ao criar o banco PGlite em ${dir} (saída ${code ?? signal})`)),
    );
  });
}
