/** Runs `work` counting the statements sent to the database (PGlite client or pg pool alike). */
import type { Database } from '@server/db/client';

export async function countingQueries(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const sent: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    sent.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return sent;
}
