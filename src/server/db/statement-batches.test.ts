import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_GATHER_MS, statementBatches } from './statement-batches';

/** The end of the current turn of the event loop (a batch on its own is sent there). */
const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A batch function that records its calls and holds the first one, as a statement still on its way to the
 * database, until `answerFirst` or `failFirst` is called.
 */
function heldFirst() {
  const calls: string[][] = [];
  let answerFirst!: () => void;
  let failFirst!: (err: Error) => void;
  const held = new Promise<void>((resolve, reject) => {
    answerFirst = resolve;
    failFirst = reject;
  });
  const batches = statementBatches(async (keys: readonly string[]) => {
    calls.push([...keys]);
    if (calls.length === 1) await held;
    return [...keys];
  }, 10);
  /** 'a' goes out (and is held), then 'b' is asked for in a later turn. */
  const aThenB = async () => {
    const a = batches.load('a');
    await endOfTurn();
    const b = batches.load('b');
    await endOfTurn();
    return { a, b };
  };
  return { calls, batches, answerFirst, failFirst, aThenB };
}

describe('statementBatches', () => {
  it('runs the keys asked for in one turn of the event loop together, at most the maximum per call', async () => {
    const calls: number[][] = [];
    const batches = statementBatches(async (keys: readonly number[]) => {
      calls.push([...keys]);
      return keys.map((key) => key * 10);
    }, 3);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((key) => batches.load(key)));
    expect(answers).toEqual([10, 20, 30, 40, 50]);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('keeps no answer: the same key asked again later is run again', async () => {
    let runs = 0;
    const batches = statementBatches(async (keys: readonly string[]) => {
      runs += 1;
      return keys.map(() => runs);
    }, 10);
    expect(await batches.load('a')).toBe(1);
    expect(await batches.load('a')).toBe(2);
  });

  it('gathers requests that arrive in separate I/O callbacks of the same turn', async () => {
    const calls: string[][] = [];
    const batches = statementBatches(async (keys: readonly string[]) => {
      calls.push([...keys]);
      return keys.map((key) => key);
    }, 10);
    // Two timers due together run in the same timers phase, as two requests read from two sockets do in
    // one poll phase; both must reach the same batch, sent only at setImmediate.
    const first = new Promise<string>((resolve) => setTimeout(() => resolve(batches.load('a')), 1));
    const second = new Promise<string>((resolve) => setTimeout(() => resolve(batches.load('b')), 1));
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('a failed call fails only its own batch', async () => {
    const batches = statementBatches(async (keys: readonly number[]) => {
      if (keys.includes(1)) throw new Error('a base caiu');
      return [...keys];
    }, 1);
    const [first, second] = await Promise.allSettled([batches.load(1), batches.load(2)]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: 2 });
  });

  describe('while a batch is on its way', () => {
    // Only the cap's timer is faked: the turns of the event loop (setImmediate) stay real, and no test
    // depends on how fast this machine is.
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it('gathers the keys of the next turns into one batch, sent when it answers', async () => {
      const { calls, batches, answerFirst, aThenB } = heldFirst();
      const { a, b } = await aThenB();
      const c = batches.load('c');
      await endOfTurn();
      expect(calls).toEqual([['a']]);

      answerFirst();
      expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c']);
      expect(calls).toEqual([['a'], ['b', 'c']]);
    });

    it('sends the next batch anyway once it has waited the longest it may', async () => {
      const { calls, answerFirst, aThenB } = heldFirst();
      const { a, b } = await aThenB();
      vi.advanceTimersByTime(MAX_GATHER_MS - 1);
      await endOfTurn();
      expect(calls).toEqual([['a']]);

      vi.advanceTimersByTime(1);
      expect(await b).toBe('b');
      expect(calls).toEqual([['a'], ['b']]);
      answerFirst();
      expect(await a).toBe('a');
    });

    it('a lone key, once everything has answered, goes at the end of its turn without waiting', async () => {
      const { calls, batches, answerFirst } = heldFirst();
      answerFirst();
      expect(await batches.load('a')).toBe('a');
      // No fake time passes: had it waited for the cap, this would never resolve.
      expect(await batches.load('b')).toBe('b');
      expect(calls).toEqual([['a'], ['b']]);
    });

    it('a failed batch still lets the next one go', async () => {
      const { calls, failFirst, aThenB } = heldFirst();
      const { a, b } = await aThenB();
      failFirst(new Error('a base caiu'));
      await expect(a).rejects.toThrow('a base caiu');
      expect(await b).toBe('b');
      expect(calls).toEqual([['a'], ['b']]);
    });
  });
});
