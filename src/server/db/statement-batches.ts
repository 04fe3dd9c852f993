/**
 * One statement for the many requests that ask for the same kind of read or write in the same moment.
 *
 * When a burst arrives (a team opening the app at nine, hundreds pressing "Gerar" in one second), each request
 * used to send its own statement. On a busy instance the client side of a statement (writing it to the socket,
 * parsing its answer) costs more CPU than the database's work, and the pool's queue made the last request wait
 * for every other round trip. A batch gathers the keys asked for and runs them in one call of `run`.
 *
 * When a batch is sent:
 * - When nothing of this kind is on its way to the database, at the end of the event loop's turn
 *   (`setImmediate`), so one batch holds every request read in that turn's I/O phase, and a lone request
 *   waits for nothing. (DataLoader's default waits only for the current request's own promise jobs.)
 * - While a batch is on its way, the next one keeps gathering until that batch answers, but never longer
 *   than `MAX_GATHER_MS`. A burst rarely arrives in one turn: its requests come in over a few hundred
 *   milliseconds, one or two per turn, so batching by turn alone sent one statement per request (measured:
 *   199 session reads and 133 spends for 200 generations started together). Gathering while the previous
 *   statement is out adapts to the load: the busier the database, the bigger each batch, and a quiet
 *   moment is exactly as before. The cap keeps a slow statement (a spend waiting on a row lock) from
 *   holding everybody else's back.
 *
 * Only the statement is shared, never an answer: nothing is remembered once a batch has answered, so a row
 * changed a moment ago (a session signed out, a balance spent) is always read again.
 */
import DataLoader from 'dataloader';

/** The longest a batch waits for the one before it to answer before it goes anyway. */
export const MAX_GATHER_MS = 5;

export function statementBatches<K, V>(
  run: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>,
  /** More keys than this asked for together go in several statements (a bounded parameter and answer). */
  maxBatchSize: number,
): DataLoader<K, V> {
  /** Batches sent and not answered yet. */
  let onTheirWay = 0;
  /** Batches gathering behind them: their send, and the timer that sends them anyway. */
  const gathering: Array<{ send: () => void; cap: NodeJS.Timeout }> = [];
  const go = (send: () => void) => {
    onTheirWay++;
    setImmediate(send);
  };
  const answered = () => {
    onTheirWay--;
    const next = gathering.shift();
    if (next) {
      clearTimeout(next.cap);
      go(next.send);
    }
  };
  return new DataLoader<K, V>(
    async (keys) => {
      try {
        return await run(keys);
      } finally {
        answered();
      }
    },
    {
      cache: false,
      batchScheduleFn: (send) => {
        if (onTheirWay === 0) return go(send);
        const entry = {
          send,
          cap: setTimeout(() => {
            gathering.splice(gathering.indexOf(entry), 1);
            go(send);
          }, MAX_GATHER_MS),
        };
        gathering.push(entry);
      },
      maxBatchSize,
    },
  );
}
