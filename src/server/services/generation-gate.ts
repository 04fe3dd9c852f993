/**
 * The door every generation goes through before its token is spent: it caps how many run at once on this
 * instance (past the cap the app answers "busy" instead of slowing every user down), refuses new ones
 * once the process is stopping, and on shutdown lets the running ones finish for a while, then cancels
 * the rest so that each refunds its token through the normal failure path.
 *
 * It also paces the start-up work of generations (spending the token, reading the voice, calling the
 * model, opening the stream): only a few do it at a time, the others wait their turn, parked. When
 * hundreds of people press "Gerar" within a second, the work is the same, but the event loop's queue stays
 * short, so every other request (a page opening, /api/me) is answered between two start-ups instead of
 * after all of them.
 */

export type GateRefusal = 'busy' | 'stopping';

/** Why a running generation was cancelled by the gate (read by the route to pick its message). */
export const SHUTDOWN_ABORT = 'shutdown';

export interface GenerationTicket {
  /** Aborted when the process stops before the generation ends. */
  signal: AbortSignal;
  /** Resolves when this generation may do its start-up work. */
  turn: Promise<void>;
  /** The start-up work is done: the next waiting generation goes (idempotent; `release` does it too). */
  started(): void;
  /** Frees the slot (idempotent). */
  release(): void;
}

/** How many generations do their start-up work at once. */
export const CONCURRENT_STARTS = 4;

export class GenerationGate {
  private readonly running = new Set<AbortController>();
  private stopping = false;
  private idleWaiters: Array<() => void> = [];
  private starting = 0;
  private startQueue: Array<() => void> = [];

  constructor(
    readonly maxConcurrent: number,
    readonly concurrentStarts = CONCURRENT_STARTS,
  ) {}

  get active(): number {
    return this.running.size;
  }

  /** A slot, or why there is none. */
  enter(): GenerationTicket | GateRefusal {
    if (this.stopping) return 'stopping';
    if (this.running.size >= this.maxConcurrent) return 'busy';
    const controller = new AbortController();
    this.running.add(controller);
    let released = false;
    let turnState: 'waiting' | 'starting' | 'done' = 'waiting';
    const turn = new Promise<void>((resolve) => {
      const go = (): boolean => {
        if (turnState !== 'waiting') return false; // released before its turn came
        turnState = 'starting';
        this.starting++;
        resolve();
        return true;
      };
      if (this.starting < this.concurrentStarts) go();
      else this.startQueue.push(go);
    });
    const started = () => {
      const wasStarting = turnState === 'starting';
      turnState = 'done';
      if (!wasStarting) return;
      this.starting--;
      while (this.starting < this.concurrentStarts && this.startQueue.length > 0) this.startQueue.shift()!();
    };
    return {
      signal: controller.signal,
      turn,
      started,
      release: () => {
        if (released) return;
        released = true;
        started();
        this.running.delete(controller);
        if (this.running.size === 0) this.wakeIdle();
      },
    };
  }

  /**
   * Stops taking generations at once, waits up to `drainMs` for the running ones, then aborts the rest
   * and waits (up to `abortGraceMs`) for them to refund and tell their clients. Resolves with how many
   * were aborted.
   */
  async drain(drainMs: number, abortGraceMs = 5_000): Promise<number> {
    this.stopping = true;
    if (await this.waitIdle(drainMs)) return 0;
    const aborted = this.running.size;
    for (const controller of this.running) controller.abort(SHUTDOWN_ABORT);
    await this.waitIdle(abortGraceMs);
    return aborted;
  }

  private waitIdle(ms: number): Promise<boolean> {
    if (this.running.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.idleWaiters = this.idleWaiters.filter((w) => w !== done);
        resolve(false);
      }, ms);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.idleWaiters.push(done);
    });
  }

  private wakeIdle() {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }
}

declare module '../context' {
  interface AppServices {
    generations: GenerationGate;
  }
}
