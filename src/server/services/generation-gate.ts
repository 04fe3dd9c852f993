/**
 * The door every generation goes through before its token is spent: it caps how many run at once on this
 * instance (past the cap the app answers "busy" instead of slowing every user down), refuses new ones
 * once the process is stopping, and on shutdown lets the running ones finish for a while, then cancels
 * the rest so that each refunds its token through the normal failure path.
 *
 * It also paces the busy moment at a generation's end: checking the reply, saving it, writing the usage
 * row. Only a few generations do that at a time; the others wait their turn, parked. When hundreds of
 * people press "Gerar" within a second, their answers also end within a second: the work is the same, but
 * the event loop's queue and the database pool's queue stay short, so every other request (a page opening,
 * /api/me) is answered between two of them instead of after all of them.
 *
 * The start-up takes no turn: what it asks of the database (the session, the token spend with the voice)
 * is read together with every other start-up of the same moment (`spendTogether`, the session reader), so
 * a burst of start-ups is a few statements, not a queue of them. Making each start-up wait for a turn there
 * only made the last of them wait for every other one's round trip. Once spent, they go on to call the
 * model a group per turn of the event loop (`started`), so that the burst's CPU work is cut into short
 * stretches with the loop's I/O in between. The streaming in between needs none.
 */

import { turnPacer } from './turn-pacer';

export type GateRefusal = 'busy' | 'stopping';

/** Why a running generation was cancelled by the gate (read by the route to pick its message). */
export const SHUTDOWN_ABORT = 'shutdown';

export interface GenerationTicket {
  /** Aborted when the process stops before the generation ends. */
  signal: AbortSignal;
  /**
   * Resolves when this generation may do its finishing work (check and save the reply); the turn is held
   * until `release`. Bound to the ticket, so it can be handed over as a callback.
   */
  finishing(): Promise<void>;
  /** Frees the slot and any turn it holds (idempotent). */
  release(): void;
}

/** How many generations do their finishing work at once. */
export const CONCURRENT_TURNS = 4;

/** How many spent start-ups go on to call the model in one turn of the event loop (see `started`). */
export const STARTS_PER_TURN = 8;

export class GenerationGate {
  private readonly running = new Set<AbortController>();
  private stopping = false;
  private idleWaiters: Array<() => void> = [];
  private turnsTaken = 0;
  private turnQueue: Array<() => boolean> = [];

  /**
   * Resolves when a start-up whose token is spent may go on to answer and call the model: at most
   * `STARTS_PER_TURN` in one turn of the event loop (`turnPacer`), so that a burst of them is handed over
   * in short groups with the loop's I/O in between, instead of in one long stretch.
   */
  readonly started = turnPacer(STARTS_PER_TURN);

  constructor(
    readonly maxConcurrent: number,
    readonly concurrentTurns = CONCURRENT_TURNS,
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
    let holding = false;
    const giveBack = () => {
      if (!holding) return;
      holding = false;
      this.turnsTaken--;
      while (this.turnsTaken < this.concurrentTurns && this.turnQueue.length > 0) this.turnQueue.shift()!();
    };
    const takeTurn = () =>
      new Promise<void>((resolve) => {
        const go = (): boolean => {
          if (released) return false; // released before its turn came
          holding = true;
          this.turnsTaken++;
          resolve();
          return true;
        };
        if (this.turnsTaken < this.concurrentTurns) go();
        else this.turnQueue.push(go);
      });
    let finishing: Promise<void> | undefined;
    return {
      signal: controller.signal,
      finishing: () => {
        finishing ??= takeTurn();
        return finishing;
      },
      release: () => {
        if (released) return;
        released = true;
        giveBack();
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
