/** Readiness: can this instance reach its database right now (within a short deadline)? */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A probe must answer fast: a database that takes longer than this counts as unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

export async function databaseReachable(db: Database, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const probe = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
