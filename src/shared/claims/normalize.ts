/**
 * Text folding for matching: lower case, accents removed, with a map back to the original text so that a
 * match found in the folded text can be highlighted in the text the user sees. (Removing accents changes
 * lengths — "ç" may be one or two code units — so offsets cannot simply be reused.)
 */

export interface FoldedText {
  /** Lower case, accents removed. */
  text: string;
  original: string;
  /** For each code unit of `text`, where its original character starts and ends. */
  starts: number[];
  ends: number[];
}

export interface TextSpan {
  start: number;
  end: number;
}

const COMBINING = /\p{M}/u;

export function foldText(original: string): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  for (const ch of original) {
    const end = i + ch.length;
    const folded = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let k = 0; k < folded.length; k++) {
      starts.push(i);
      ends.push(end);
    }
    text += folded;
    i = end;
  }
  return { text, original, starts, ends };
}

/**
 * The span of the original text behind folded offsets [start, end). Accent marks typed as separate
 * characters right after the match belong to it (so a highlight never cuts a letter from its accent).
 */
export function originalSpan(folded: FoldedText, start: number, end: number): TextSpan {
  if (end <= start) {
    const at = folded.starts[start] ?? folded.original.length;
    return { start: at, end: at };
  }
  // Offsets past the folded text map to the end of the original.
  const from = folded.starts[start] ?? folded.original.length;
  let to = folded.ends[end - 1] ?? folded.original.length;
  while (to < folded.original.length && COMBINING.test(folded.original.charAt(to))) to++;
  return { start: from, end: to };
}

/** A whole-word, case-folded regular expression for a pattern source written for folded text. */
export function wholeWord(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu');
}
