/**
 * Every integration test starts from a freshly migrated database, and the suites make well over a hundred
 * of them. Replaying every migration takes seconds per database (PGlite runs PostgreSQL in WebAssembly),
 * so the migrated state is built once per set of migrations and then copied:
 * - PGlite: a dump of the migrated data directory, kept in a file; loading it takes well under a second;
 * - PostgreSQL: a template database; `CREATE DATABASE ... TEMPLATE` copies files, no SQL is replayed.
 * Both are named by a hash of the migration files, so a changed or added migration builds a new copy and
 * a stale one is never used. The copy is made by whichever test process needs it first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '@server/db/client';

/** Identifies the migrations (and the PGlite build, whose dump format is its own). */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update('\0').update(readFileSync(full)).update('\0');
  }
  // The package's manifest is not among its exports, so it is read as a file.
  hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

let fingerprint: string | undefined;
function currentFingerprint(): string {
  fingerprint ??= migrationsFingerprint();
  return fingerprint;
}

/** A new in-memory PGlite holding the migrated schema. */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const file = path.join(os.tmpdir(), `pautei-test-migrated-${currentFingerprint()}.tar`);
  if (!existsSync(file)) await writeMigratedDump(file);
  // `migrate` stays on: with every migration already recorded it only reads the journal table.
  return openDatabase({ pgliteDump: new Blob([readFileSync(file)]) });
}

async function writeMigratedDump(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    // Written under a private name first, so another process never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
}

/** Any number unique to this purpose: held while one process builds the template database. */
const TEMPLATE_LOCK_KEY = 7_240_101;

/**
 * The name of a migrated template database on the server at `serverUrl`, built on first use. Test
 * processes running at once take turns under an advisory lock, so it is built once.
 */
export async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `pautei_template_${currentFingerprint()}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await exists()) return name;
      // Built under another name and renamed when complete: a crash midway never leaves a half template.
      const building = `${name}_b${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      await handle.close();
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
}
