/**
 * How rendered text is fitted into a template's boxes. Text is never cut silently; the rule is:
 *
 * 1. Each box has a largest and a smallest font size. The text is measured at the box's width from the
 *    largest size down, `step` px at a time; the first size whose height fits the box is used.
 * 2. A title that does not fit at its smallest size is refused (`RENDER_TITLE_TOO_LONG`): a title split
 *    over two slides reads as two titles, so the author must shorten it.
 * 3. A body or a list that does not fit at its smallest size keeps, at that size, the longest part that
 *    fits — whole list items first, then whole words (and, inside that, the last sentence end when it
 *    keeps at least half of the words) — and the rest moves to a new slide or story frame of the same
 *    template. The slide that was cut shows the note "continua →".
 * 4. One slide may grow into at most `MAX_CONTINUATIONS` extra frames, and a deck into at most
 *    `MAX_FRAMES`; past that the render is refused (`RENDER_TEXT_TOO_LONG`, `RENDER_TOO_MANY_FRAMES`).
 *
 * Measuring is the renderer's job (it knows the fonts): these functions take a `measure` that answers
 * the height of a text at a font size in the box's width. The unit tests give a simple fake.
 */

/** The note drawn on a slide whose text goes on in the next one. */
export const CONTINUES_NOTE = 'continua →';
export const MAX_CONTINUATIONS = 3;
/** Instagram takes at most 20 images in one carousel; a story sequence is held to the same. */
export const MAX_FRAMES = 20;

export interface BoxRule {
  /** Height available to the text, px. */
  height: number;
  maxSize: number;
  minSize: number;
  /** How far the size goes down each try, px. */
  step: number;
}

/** Height in px of `text` set at `size` px in the box's width. */
export type Measure = (text: string, size: number) => Promise<number>;

export interface Fitted {
  size: number;
  fits: boolean;
}

/** The largest size, from `maxSize` down to `minSize`, at which the text fits (rule 1). */
export async function fitSize(text: string, box: BoxRule, measure: Measure): Promise<Fitted> {
  if (!text.trim()) return { size: box.maxSize, fits: true };
  for (let size = box.maxSize; size > box.minSize; size -= box.step) {
    if ((await measure(text, size)) <= box.height) return { size, fits: true };
  }
  return { size: box.minSize, fits: (await measure(text, box.minSize)) <= box.height };
}

export interface Split {
  /** The part that stays on this frame. */
  head: string;
  /** The part that moves to the next frame ('' when everything fits). */
  rest: string;
}

const SENTENCE_END = /[.!?…:;]["')\]]*$/;

/**
 * The longest run of whole words that fits at `size` (rule 3). Binary search over the number of words
 * (height grows with the words kept). If even the first word alone does not fit, it still stays on this
 * frame (the renderer breaks inside a word that is wider than the box), so the split always moves on.
 */
export async function splitWords(text: string, size: number, height: number, measure: Measure): Promise<Split> {
  const words = text.trim().split(/\s+/);
  let lo = 1;
  let hi = words.length;
  if ((await measure(words.join(' '), size)) <= height) return { head: words.join(' '), rest: '' };
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((await measure(words.slice(0, mid).join(' '), size)) <= height) lo = mid;
    else hi = mid - 1;
  }
  let keep = lo;
  for (let i = lo; i >= Math.ceil(lo / 2) && i > 1; i--) {
    if (SENTENCE_END.test(words[i - 1]!)) {
      keep = i;
      break;
    }
  }
  return { head: words.slice(0, keep).join(' '), rest: words.slice(keep).join(' ') };
}

export interface ListSplit {
  head: string[];
  rest: string[];
}

/** Height in px of a list of items set at `size` px in the box's width. */
export type MeasureList = (items: readonly string[], size: number) => Promise<number>;

/**
 * A list keeps whole items while they fit (rule 3); when not even the first item fits, the item itself is
 * split by words and its end leads the next frame's list.
 */
export async function splitList(
  items: readonly string[],
  size: number,
  height: number,
  measure: MeasureList,
): Promise<ListSplit> {
  let keep = 0;
  while (keep < items.length && (await measure(items.slice(0, keep + 1), size)) <= height) keep++;
  if (keep > 0) return { head: items.slice(0, keep), rest: items.slice(keep) };
  const first = await splitWords(items[0] ?? '', size, height, (t, s) => measure([t], s));
  return { head: [first.head], rest: [...(first.rest ? [first.rest] : []), ...items.slice(1)] };
}
