/**
 * The rule of the brand memory, kept pure so it can be tested without a database: per client (or
 * creator) and content kind, the most recent few examples, the same text (once normalised) only once.
 */
import { VOICE_MEMORY_PER_KIND, normaliseExampleText } from './schemas/voice';

export interface MemoryEntry {
  id: string;
  fingerprint: string;
  createdAt: Date;
}

export interface MemoryPlan {
  /** The entry whose text is the same as the new one (it is refreshed instead of added), if any. */
  duplicateId: string | null;
  /** Entries that fall out of the memory once the new example is in. */
  dropIds: string[];
}

/** A stable key of a text for de-duplication. */
export function exampleKey(text: string): string {
  return normaliseExampleText(text);
}

/**
 * What happens to the memory of one kind when an example with `fingerprint` is learned at `now`: a
 * duplicate is refreshed (it becomes the newest), and everything beyond the `limit` newest is dropped.
 */
export function planMemory(
  existing: readonly MemoryEntry[],
  fingerprint: string,
  now: Date,
  limit: number = VOICE_MEMORY_PER_KIND,
): MemoryPlan {
  const duplicate = existing.find((e) => e.fingerprint === fingerprint) ?? null;
  const after = [
    { id: duplicate?.id ?? '', fingerprint, createdAt: now },
    ...existing.filter((e) => e !== duplicate),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const dropIds = after
    .slice(limit)
    .map((e) => e.id)
    .filter(Boolean);
  return { duplicateId: duplicate?.id ?? null, dropIds };
}
