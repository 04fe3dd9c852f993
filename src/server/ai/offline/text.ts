/** Text helpers for weaving the user's own words into offline drafts. */

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const TRAILING_FUNCTION_WORD =
  /\s+(?:a|o|as|os|um|uma|de|da|do|das|dos|em|no|na|nos|nas|ao|aos|à|às|para|pra|com|por|pelo|pela|e|ou|que|sem|sobre)$/iu;

/** Cuts at a word boundary, adding '…' when cut; the result never exceeds `max`. */
export function clip(text: string, max: number): string {
  const clean = collapse(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, Math.max(1, max - 1));
  const space = cut.lastIndexOf(' ');
  let base = space > max * 0.5 ? cut.slice(0, space) : cut;
  // A cut text never ends on a preposition, article or conjunction ("rotina de…" -> "rotina…").
  for (let prev = ''; prev !== base;) {
    prev = base;
    base = base.replace(/[\s,;:.!?-]+$/, '').replace(TRAILING_FUNCTION_WORD, '');
  }
  return `${base || cut}…`;
}

/** The user's text without trailing punctuation, hashtags or fence-like symbols. */
export function cleanUserText(text: string | null | undefined): string {
  return collapse((text ?? '').replace(/#/g, '').replace(/[<>]{2,}/g, ' ')).replace(/[\s.;:,!]+$/, '');
}

const INTENT =
  /^(?:eu\s+)?(?:quero|vou|preciso|gostaria de|queria)\s+(?:te\s+)?(?:mostrar|falar|explicar|ensinar|contar|postar|gravar|divulgar|apresentar|fazer)(?:\s+(?:sobre|de|do|da|dos|das|que|como))?\s+/i;
const FORMAT =
  /^(?:um\s+|uma\s+)?(?:post|postagem|story|stories|reel|reels|v[íi]deo|carrossel|legenda|conte[úu]do)\s+(?:sobre|de|do|da|dos|das|com|falando sobre|mostrando)\s+/i;

/** "Quero falar sobre X" / "Post sobre X" -> "X": the subject without the request around it. */
export function stripIntent(text: string): string {
  const stripped = text
    .replace(INTENT, '')
    .replace(FORMAT, '')
    // "... e explicar por que ..." is a second request, not part of the subject.
    .replace(/\s+e\s+(?:explicar|mostrar|falar|ensinar|contar|dizer)\b.*$/i, '');
  return stripped.length >= 3 ? stripped : text;
}

/** The first sentence (or line) of the user's text, clipped: what the content is about. */
export function topicOf(text: string | null | undefined, max: number, fallback: string): string {
  const first = (text ?? '').split(/\n|(?<=[.!?])\s/)[0] ?? '';
  const clean = stripIntent(cleanUserText(first) || cleanUserText(text));
  return clip(clean || fallback, max);
}

/** Splits a routine into activities ("acordo às 6h, treino e depois trabalho" -> 3 items). */
export function segmentsOf(text: string | null | undefined, maxLength = 70): string[] {
  return (
    (text ?? '')
      // Also splits before "e à noite", "e de manhã"... which usually start a new activity.
      .split(
        /\n|[.;!?]\s*|,\s*|\s+e depois\s+|\s+depois\s+|\s+então\s+|\s+-\s+|\s+e\s+(?=(?:à|a|de|pela|no|na)\s+(?:noite|tarde|manhã|madrugada|fim do dia))/i,
      )
      .map((s) => cleanUserText(s.replace(/^\s*(e|aí|ai|daí|dai)\s+/i, '')))
      .filter((s) => s.length >= 3)
      .map((s) => clip(s, maxLength))
  );
}

/** Adds a full stop unless the text already ends with punctuation or an ellipsis. */
export const endSentence = (s: string) => (/[.!?…:]$/.test(s) ? s : `${s}.`);

export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A niche trend without its explanation ("rotina real, sem filtro: bastidores..." -> "rotina real, sem filtro"). */
export const shortTrend = (trend: string, max = 60) => clip(trend.split(':')[0] ?? trend, max);

export const hasEmoji = (s: string) => /\p{Extended_Pictographic}/u.test(s);

export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Quoted user words, Brazilian style. */
export const quote = (s: string) => `“${s}”`;

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Joins lines, dropping empty ones. */
export function lines(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join('\n');
}
