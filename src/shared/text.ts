/** How many characters of the description a stored title keeps (spec: "the first 50 characters"). */
export const TITLE_LENGTH = 50;

const ELLIPSIS = '…';

/**
 * The first `max` UTF-16 units of a text, one fewer when the cut would fall inside an emoji (between
 * the two halves of a surrogate pair): half an emoji is not a character and cannot be stored as UTF-8.
 */
export function sliceWhole(text: string, max: number): string {
  const cut = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Cuts text to at most `max` characters (ellipsis included). The cut goes back to the last space so a
 * word is never split — unless that would throw away more than a third of the text (one very long word),
 * then it cuts inside the word. The ellipsis "…" tells the reader something was left out.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const s = text ?? '';
  if (s.length <= max) return s;
  const room = sliceWhole(s, max - ELLIPSIS.length);
  // A space right after the cut means the cut already fell between two words.
  const atBoundary = /\s/.test(s.charAt(room.length));
  const lastSpace = room.search(/\s\S*$/);
  const cut = atBoundary || lastSpace < room.length * (2 / 3) ? room : room.slice(0, lastSpace);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/** Export file names: every non-alphanumeric character becomes '_' (spec part 2 §5). */
export function safeFileName(name: string): string {
  return name.replace(/[^a-zA-Z0-9]/g, '_');
}

/** Item titles are the first 50 characters of the description, so the user never has to type one. */
export function titleFromDescription(description: string): string {
  return sliceWhole(description.trim(), TITLE_LENGTH);
}
