/**
 * The server keeps the PostgreSQL connections it has opened: a connection costs PostgreSQL a process, and
 * a request that finds none idle waits for one to be made (client.ts). Counted from PostgreSQL's own list
 * of connections, by a name given to each pool's connections. PostgreSQL only (PGlite has no connections).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const databaseUrl = process.env.TEST_DATABASE_URL;

async function connectionsNamed(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [name],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Opens a pool of three, has it open all three at once, then leaves it idle well past its idle time. */
async function idleAfterThreeAtOnce(keepConnections: boolean): Promise<number> {
  const name = `pool-${randomUUID().slice(0, 8)}`;
  const url = new URL(databaseUrl!);
  url.searchParams.set('application_name', name);
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 3,
    keepConnections,
    idleTimeoutMs: 50,
    migrate: false,
  });
  try {
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
    expect(await connectionsNamed(name)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    return await connectionsNamed(name);
  } finally {
    await handle.close();
  }
}

describe.runIf(!!databaseUrl)('the PostgreSQL pool', () => {
  it('keeps the connections it has opened when asked to (the server), idle or not', async () => {
    expect(await idleAfterThreeAtOnce(true)).toBe(3);
  });

  it('otherwise closes them once idle (the tests’ short-lived apps)', async () => {
    expect(await idleAfterThreeAtOnce(false)).toBe(0);
  });
});
