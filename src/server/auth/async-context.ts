/**
 * better-auth keeps each of its calls' context (the endpoint, the request's state, the adapter of an open
 * transaction) in AsyncLocalStorage. On Node 20, the first use of any AsyncLocalStorage turns on a hook
 * that runs at the creation of every promise, tick, timer and socket of the process, and it stays on for
 * good: after the first sign-in, every request pays it, including the hundreds of live generations whose
 * start-up and streaming are nothing but promises and socket reads. Measured with 200 generations started
 * at once, that hook was an eighth of the server's CPU before their first words.
 *
 * So better-auth is handed storages that are on only while one of its calls runs: each counts the calls
 * running in it and switches the real storage off when the last one ends (`disable`, which turns the hook
 * off once no storage needs it). Inside a call nothing changes: its store follows it across every await.
 * Outside any call `getStore()` answers undefined, as it did before the first call.
 *
 * better-auth creates its storages on first use, in the process-wide object it keeps under
 * `Symbol.for('better-auth:global')` (so that several copies of the library share them); this fills those
 * places first. `installScopedAuthStorage` must run before the first better-auth call (createAuth does it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** An AsyncLocalStorage that is switched on only while a `run` is in progress. */
export class ScopedStorage<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  private running = 0;

  /** How many `run` calls have not ended yet (their promises not settled). */
  get active(): number {
    return this.running;
  }

  getStore(): T | undefined {
    return this.running > 0 ? this.storage.getStore() : undefined;
  }

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    this.running++;
    let result: R;
    try {
      result = this.storage.run(store, callback, ...args);
    } catch (err) {
      this.ended();
      throw err;
    }
    if (isThenable(result)) {
      // The call's own promise goes back to its caller untouched (its rejection is the caller's to handle);
      // this only watches it end.
      result.then(
        () => this.ended(),
        () => this.ended(),
      );
    } else this.ended();
    return result;
  }

  private ended() {
    if (--this.running === 0) this.storage.disable();
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

const BETTER_AUTH_GLOBAL: unique symbol = Symbol.for('better-auth:global');

/** Where better-auth looks for its storages (each made on first use when missing). */
const STORAGE_SLOTS = ['endpointContextAsyncStorage', 'requestStateAsyncStorage', 'adapterAsyncStorage'] as const;

type BetterAuthGlobal = { context: Record<string, unknown> } & Record<string, unknown>;

/** The global object, with better-auth's state under its symbol once better-auth or this module puts it there. */
type BetterAuthHolder = typeof globalThis & { [BETTER_AUTH_GLOBAL]?: BetterAuthGlobal };

/**
 * Puts a ScopedStorage in each of better-auth's storage places still empty (idempotent). Returns the
 * storages in place, for tests.
 */
export function installScopedAuthStorage(): Record<(typeof STORAGE_SLOTS)[number], unknown> {
  const holder: BetterAuthHolder = globalThis;
  // better-auth fills in its version (and the rest) the first time it reads this object.
  const shared = (holder[BETTER_AUTH_GLOBAL] ??= { epoch: 1, context: {} });
  for (const slot of STORAGE_SLOTS) shared.context[slot] ??= new ScopedStorage();
  return {
    endpointContextAsyncStorage: shared.context.endpointContextAsyncStorage,
    requestStateAsyncStorage: shared.context.requestStateAsyncStorage,
    adapterAsyncStorage: shared.context.adapterAsyncStorage,
  };
}
