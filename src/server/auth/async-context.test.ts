import { describe, expect, it } from 'vitest';
import { installScopedAuthStorage, ScopedStorage } from './async-context';

/**
 * Whether Node's AsyncLocalStorage hook is on: with it, every new promise gets the storages' symbol
 * property (`kResourceStore`) at its creation.
 */
const hookIsOn = () =>
  Object.getOwnPropertySymbols(new Promise(() => {})).some((s) => s.description === 'kResourceStore');

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('ScopedStorage', () => {
  it('keeps the store across awaits inside a run, and has none outside', async () => {
    const storage = new ScopedStorage<string>();
    const seen = await storage.run('a', async () => {
      const before = storage.getStore();
      await tick();
      return [before, storage.getStore()];
    });
    expect(seen).toEqual(['a', 'a']);
    expect(storage.getStore()).toBeUndefined();
  });

  it('keeps each of two overlapping runs its own store, and nested runs their own', async () => {
    const storage = new ScopedStorage<string>();
    const slow = storage.run('slow', async () => {
      await tick();
      await tick();
      return storage.getStore();
    });
    const nested = storage.run('outer', async () => {
      const inner = await storage.run('inner', async () => {
        await tick();
        return storage.getStore();
      });
      return [inner, storage.getStore()];
    });
    expect(await nested).toEqual(['inner', 'outer']);
    expect(storage.active).toBe(1);
    expect(await slow).toBe('slow');
  });

  it('turns the process-wide hook off once its last run ends, also after a failure', async () => {
    const storage = new ScopedStorage<number>();
    const running = storage.run(1, async () => {
      await tick();
      expect(hookIsOn()).toBe(true);
    });
    await running;
    await tick();
    expect(storage.active).toBe(0);
    expect(hookIsOn()).toBe(false);

    await expect(
      storage.run(2, async () => {
        await tick();
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(() =>
      storage.run(3, () => {
        throw new Error('na hora');
      }),
    ).toThrow('na hora');
    await tick();
    expect(storage.active).toBe(0);
    expect(hookIsOn()).toBe(false);
  });

  it('answers a synchronous callback with its value', () => {
    const storage = new ScopedStorage<string>();
    expect(storage.run('s', (x: number) => `${storage.getStore()}${x}`, 1)).toBe('s1');
    expect(storage.active).toBe(0);
  });
});

describe('installScopedAuthStorage', () => {
  it("fills better-auth's storage places with scoped storages, once", () => {
    const first = installScopedAuthStorage();
    expect(Object.values(first).every((s) => s instanceof ScopedStorage)).toBe(true);
    expect(installScopedAuthStorage()).toEqual(first);
  });
});
