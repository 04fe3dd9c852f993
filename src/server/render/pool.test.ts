/**
 * The worker pool and the cache in front of it: a deck is drawn in worker threads, each frame stored
 * under its hash; the same deck again is served from the store; a change in the kit draws anew; a refusal
 * made in a worker arrives as a refusal, with its code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_KIT } from '@shared/render/brand-kit';
import { FileImageStore, jpegSize } from './image-store';
import { RenderPool } from './pool';
import { renderDeck } from './render-deck';
import { RenderRefusal, type DeckInput } from './types';

const dir = mkdtempSync(path.join(os.tmpdir(), 'pautei-renders-'));
const pool = new RenderPool(2);
afterAll(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

const deck: DeckInput = {
  kit: { ...DEFAULT_BRAND_KIT, handle: 'loja.da.bia', logo: null },
  publi: true,
  slides: [
    { template: 'capa', title: 'Três dicas de verão ☀️', body: 'Para a pele e o bolso.' },
    { template: 'passo', title: 'Dica 1', body: 'Protetor solar todos os dias.' },
    { template: 'cta', title: 'Salve e compartilhe' },
  ],
};

describe('render pool', () => {
  it('draws in workers, stores by hash and serves the same deck from the store', async () => {
    const store = new FileImageStore(dir);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const first = await renderDeck(pool, store, deck);
    clearInterval(timer);
    // The main thread kept running its timers while the workers drew.
    expect(ticks).toBeGreaterThan(0);
    expect(first.map((f) => f.cached)).toEqual([false, false, false]);
    expect(new Set(first.map((f) => f.hash)).size).toBe(3);
    for (const f of first) {
      const stored = await store.get(f.hash);
      expect(stored && jpegSize(stored.bytes)).toEqual({ width: 1080, height: 1350 });
    }
    const again = await renderDeck(pool, store, deck);
    expect(again.map((f) => f.cached)).toEqual([true, true, true]);
    expect(again.map((f) => f.hash)).toEqual(first.map((f) => f.hash));

    const recoloured = await renderDeck(pool, store, {
      ...deck,
      kit: { ...deck.kit, colors: { ...deck.kit.colors, background: '#FFFFFF' } },
    });
    expect(recoloured.map((f) => f.cached)).toEqual([false, false, false]);
  }, 120_000);

  it('hands a refusal made in a worker back as a refusal', async () => {
    const error = await pool
      .run({ op: 'layout', deck: { ...deck, slides: [{ template: 'capa', title: 'muito '.repeat(300) }] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderRefusal);
    expect(error).toMatchObject({ code: 'RENDER_TITLE_TOO_LONG' });
  }, 120_000);

  it('replaces a worker that dies: the jobs it held fail, the next render succeeds in a new worker', async () => {
    const single = new RenderPool(1);
    const store = new FileImageStore(path.join(dir, 'after-crash'));
    try {
      // The pool's one worker, caught with a job in flight.
      const inFlight = single.run({ op: 'layout', deck });
      const slots = (single as unknown as { slots: { worker: Worker; pending: Map<number, unknown> }[] }).slots;
      const crashed = slots[0]!;
      expect(crashed.pending.size).toBe(1);
      const crashedThread = crashed.worker.threadId;
      // As if the native renderer took the thread down.
      await crashed.worker.terminate();
      await expect(inFlight).rejects.toThrow(/render worker exited/);
      expect(single.workers).toBe(0);

      const frames = await renderDeck(single, store, deck);
      expect(frames.map((f) => f.cached)).toEqual([false, false, false]);
      for (const f of frames) expect(jpegSize((await store.get(f.hash))!.bytes)).toEqual({ width: 1080, height: 1350 });
      expect(single.workers).toBe(1);
      const replacement = (single as unknown as { slots: { worker: Worker }[] }).slots[0]!;
      expect(replacement.worker.threadId).not.toBe(crashedThread);
    } finally {
      await single.close();
    }
  }, 120_000);
});
