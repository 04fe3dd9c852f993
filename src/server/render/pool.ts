/**
 * A small pool of render workers (node:worker_threads). Sized to the machine: one worker per core but
 * one, at least one and at most four, so rendering never takes every core from the requests. Workers
 * start on the first job (a process that never renders pays nothing) and a worker that dies is replaced;
 * its jobs fail and the caller may retry.
 *
 * Jobs go to the worker with the fewest jobs in flight. A worker takes several at once: takumi renders
 * asynchronously on its own threads, so a worker waiting on one frame can lay out the next deck.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { RenderRefusal } from './types';
import type { JobResults, RenderJob, WorkerReply } from './protocol';

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** Where the worker's code is: the bundled file next to the built server, or the TypeScript source. */
function workerEntry(): URL {
  return import.meta.url.endsWith('.js')
    ? new URL('./render-worker.js', import.meta.url)
    : new URL('./worker-dev.mjs', import.meta.url);
}

export class RenderPool {
  private slots: Slot[] = [];
  private nextId = 1;
  private closed = false;

  /** `entry`: another worker file (the benchmark runs a bundled one, as production does). */
  constructor(
    private readonly size = defaultPoolSize(),
    private readonly entry = workerEntry(),
  ) {}

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(this.entry), pending: new Map() };
    slot.worker.on('message', (reply: WorkerReply) => {
      const p = slot.pending.get(reply.id);
      if (!p) return;
      slot.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else if (reply.refusal)
        p.reject(new RenderRefusal(reply.refusal.code as RenderRefusal['code'], reply.refusal.params));
      else p.reject(new Error(`render failed: ${reply.message}`));
    });
    const fail = (error: Error) => {
      for (const p of slot.pending.values()) p.reject(error);
      slot.pending.clear();
      this.slots = this.slots.filter((s) => s !== slot);
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`render worker exited (${code})`)));
    // An idle pool must not keep the process alive.
    slot.worker.unref();
    return slot;
  }

  private pick(): Slot {
    if (this.slots.length < this.size) {
      const idle = this.slots.find((s) => s.pending.size === 0);
      if (idle) return idle;
      const slot = this.spawn();
      this.slots.push(slot);
      return slot;
    }
    return this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  run<J extends RenderJob>(job: J): Promise<JobResults[J['op']]> {
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    const slot = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      // Keep the process alive while a job is out, let it go when the pool is idle again.
      slot.worker.ref();
      const settle = () => {
        if (slot.pending.size === 0) slot.worker.unref();
      };
      slot.worker.postMessage({ id, job });
      const p = slot.pending.get(id)!;
      slot.pending.set(id, {
        resolve: (v) => {
          p.resolve(v);
          settle();
        },
        reject: (e) => {
          p.reject(e);
          settle();
        },
      });
    });
  }

  /** How many workers are running (tests, the benchmark). */
  get workers(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
