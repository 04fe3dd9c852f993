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

/**
 * Opens a pool of three, has it open all three at once, then leaves it idle well past its idle time and
 * gives back how many of its connections PostgreSQL still lists.
 *
 * The three are counted while their queries still run: once a query is done, a pool that does not keep
 * its connections may close them before the count is read (50 ms is soon on a busy machine). And a closed
 * connection leaves PostgreSQL's list only once its server process has exited, a while after the pool let
 * it go: so when none is expected to stay, the count is read again until it is 0 (for up to 10 s).
 */
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
    const busy = Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(2)`)));
    await expect.poll(() => connectionsNamed(name), { timeout: 10_000, interval: 50 }).toBe(3);
    await busy;
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (!keepConnections) await expect.poll(() => connectionsNamed(name), { timeout: 10_000, interval: 100 }).toBe(0);
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
