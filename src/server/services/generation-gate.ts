/**
 * The door every generation goes through before its token is spent: it caps how many run at once on this
 * instance (past the cap the app answers "busy" instead of slowing every user down), refuses new ones
 * once the process is stopping, and on shutdown lets the running ones finish for a while, then cancels
 * the rest so that each refunds its token through the normal failure path.
 */

export type GateRefusal = 'busy' | 'stopping';

/** Why a running generation was cancelled by the gate (read by the route to pick its message). */
export const SHUTDOWN_ABORT = 'shutdown';

export interface GenerationTicket {
  /** Aborted when the process stops before the generation ends. */
  signal: AbortSignal;
  /** Frees the slot (idempotent). */
  release(): void;
}

export class GenerationGate {
  private readonly running = new Set<AbortController>();
  private stopping = false;
  private idleWaiters: Array<() => void> = [];

  constructor(readonly maxConcurrent: number) {}

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
    return {
      signal: controller.signal,
      release: () => {
        if (released) return;
        released = true;
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
