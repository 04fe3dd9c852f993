import { describe, expect, it } from 'vitest';
import { statementBatches } from './statement-batches';

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
});
