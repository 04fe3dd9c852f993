/**
 * One statement for the many requests that ask for the same kind of read or write in the same moment.
 *
 * When a burst arrives (a team opening the app at nine, hundreds pressing "Gerar" in one second), each request
 * used to send its own statement. On a busy instance the client side of a statement (writing it to the socket,
 * parsing its answer) costs more CPU than the database's work, and the pool's queue made the last request wait
 * for every other round trip. A batch gathers the keys asked for during one turn of the event loop and runs
 * them in one call of `run`.
 *
 * Only the statement is shared, never an answer: nothing is remembered once a batch has answered, so a row
 * changed a moment ago (a session signed out, a balance spent) is always read again.
 */
import DataLoader from 'dataloader';

export function statementBatches<K, V>(
  run: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>,
  /** More keys than this asked for together go in several statements (a bounded parameter and answer). */
  maxBatchSize: number,
): DataLoader<K, V> {
  return new DataLoader<K, V>(run, {
    cache: false,
    // After the event loop's I/O phase, so one batch holds every request that arrived in it (DataLoader's
    // default waits only for the current request's own promise jobs).
    batchScheduleFn: (send) => setImmediate(send),
    maxBatchSize,
  });
}
