/** Small helpers over an injectable random source, so the offline writer varies but tests can seed it. */
export type Rng = () => number;

export function int(min: number, max: number, rng: Rng): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(items: readonly T[], rng: Rng): T {
  if (!items.length) throw new Error('pick: the list is empty');
  // In range: the list is not empty and the index is clamped to its last entry.
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))] as T;
}

/** The i-th item (i ≥ 0), going round the list again past its end. */
export function cycle<T>(items: readonly T[], i: number): T {
  if (!items.length) throw new Error('cycle: the list is empty');
  // In range: 0 ≤ i % length < length.
  return items[i % items.length] as T;
}

/** Swaps two entries in place. */
export function swap<T>(items: T[], i: number, j: number): void {
  if (Math.min(i, j) < 0 || Math.max(i, j) >= items.length) throw new RangeError(`swap: ${i}, ${j} out of range`);
  // Both indices were checked just above.
  [items[i], items[j]] = [items[j] as T, items[i] as T];
}

export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) swap(out, i, Math.floor(rng() * (i + 1)));
  return out;
}

/** `count` distinct items in their original order. */
export function sampleInOrder<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const chosen = new Set(
    shuffle(
      items.map((_, i) => i),
      rng,
    ).slice(0, count),
  );
  return items.filter((_, i) => chosen.has(i));
}

/** Deterministic generator for tests and reproducible drafts (mulberry32). */
export function seededRandom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
