/**
 * Word-level comparison of two versions of a text, for showing what changed between versions of an item.
 * The diffing itself is the `diff` library's (Myers' algorithm); this module only turns its change
 * objects into a small, stable shape the screens render (and that tests can read).
 */
import { diffWords } from 'diff';

export type WordDiffKind = 'same' | 'added' | 'removed';

/** A run of text that is in both versions, only in the newer one, or only in the older one. */
export interface WordDiffSegment {
  kind: WordDiffKind;
  text: string;
}

export interface WordDiffSummary {
  /** Words present only in the newer text. */
  addedWords: number;
  /** Words present only in the older text. */
  removedWords: number;
  /** True when the texts have the same words (spacing differences do not count as changes). */
  identical: boolean;
}

/**
 * Segments between `before` and `after`, in reading order: read the 'same' and 'removed' segments to get
 * the old text, 'same' and 'added' to get the new one. Whitespace between words is kept as it is in the
 * texts, but a change in spacing alone is not reported as a change (a re-indented paragraph is the same
 * paragraph). A removal comes before the addition that replaces it.
 */
export function diffWordSegments(before: string, after: string): WordDiffSegment[] {
  const segments: WordDiffSegment[] = [];
  for (const change of diffWords(before ?? '', after ?? '')) {
    if (!change.value) continue;
    const kind: WordDiffKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = segments[segments.length - 1];
    // The library may return two neighbouring changes of the same kind; one run reads better on screen.
    if (last && last.kind === kind) last.text += change.value;
    else segments.push({ kind, text: change.value });
  }
  return segments;
}

const countWords = (text: string): number => text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;

/** How many words were added and removed, for a one-line summary next to the comparison. */
export function summarizeWordDiff(segments: readonly WordDiffSegment[]): WordDiffSummary {
  let addedWords = 0;
  let removedWords = 0;
  for (const s of segments) {
    if (s.kind === 'added') addedWords += countWords(s.text);
    else if (s.kind === 'removed') removedWords += countWords(s.text);
  }
  const identical = segments.every((s) => s.kind === 'same' || !s.text.trim());
  return { addedWords, removedWords, identical };
}
