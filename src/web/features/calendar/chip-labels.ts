/**
 * What the calendar's narrow chips write: a client's short name that no other client on screen shares,
 * and, for items of a series, the part of the title that tells them apart. Pure, so the rules are tested
 * without a browser.
 */

/** How many characters a client's short name may take in a day cell. */
export const SHORT_NAME_MAX = 14;
/** A shared beginning shorter than this is not a series ("Dica de hoje" vs "Dica rápida" reads fine). */
export const SERIES_PREFIX_MIN = 16;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const fold = (word: string) => word.toLocaleLowerCase('pt-BR');

function fit(text: string): string {
  return text.length > SHORT_NAME_MAX ? `${text.slice(0, SHORT_NAME_MAX - 1)}…` : text;
}

/**
 * One short name per client name: the first word when no other client starts with it ("Doceria da Ana" →
 * "Doceria"); otherwise as many words as tell it apart, with the shared words cut to their initial when
 * the whole does not fit ("Clínica Sorriso" and "Clínica Vida" → "C. Sorriso" and "C. Vida").
 */
export function clientShortNames(names: readonly (string | null | undefined)[]): Map<string, string> {
  const distinct = [...new Set(names.filter((n): n is string => !!n && n.trim() !== ''))];
  const split = distinct.map(words);
  const shorts = new Map<string, string>();
  distinct.forEach((name, index) => {
    const own = split[index] ?? [];
    // The fewest leading words that no other name begins with.
    let count = 1;
    while (
      count < own.length &&
      split.some(
        (other, j) =>
          j !== index && other.length >= count && other.slice(0, count).every((w, k) => fold(w) === fold(own[k] ?? '')),
      )
    ) {
      count += 1;
    }
    const taken = own.slice(0, count);
    let short = taken.join(' ');
    if (short.length > SHORT_NAME_MAX && taken.length > 1) {
      // The words every look-alike shares become initials; the word that differs is kept whole.
      short = [...taken.slice(0, -1).map((w) => `${w.charAt(0)}.`), taken.at(-1)].join(' ');
    }
    shorts.set(name, fit(short));
  });
  return shorts;
}

export interface SeriesLabel {
  /** What tells this item apart from the others of its series ("semana 1"). */
  part: string;
  /** The series' shared beginning, without the punctuation that closes it ("Rotina de treinos"). */
  series: string;
}

// Punctuation that ends the name of a series: "Série X: parte 1", "Série X — parte 1", "Série X | 1".
const CLOSES_SERIES = /[:\-–—|,;·]$/;

/**
 * For titles that share a long beginning with another title on screen, the part that differs, with the
 * word before it when the difference is a bare number ("Treino de pernas dia 1" → "dia 1"), and the
 * series' name. Titles without such a neighbour get no entry.
 */
export function seriesLabels(titles: readonly { id: string; title: string }[]): Map<string, SeriesLabel> {
  const split = titles.map((t) => words(t.title));
  const labels = new Map<string, SeriesLabel>();
  titles.forEach((item, index) => {
    const own = split[index] ?? [];
    // The most leading words this title shares with any other (different) title.
    let shared = 0;
    split.forEach((other, j) => {
      if (j === index || other.join(' ') === own.join(' ')) return;
      let k = 0;
      while (k < own.length && k < other.length && fold(own[k] ?? '') === fold(other[k] ?? '')) k += 1;
      shared = Math.max(shared, k);
    });
    if (shared === 0 || shared >= own.length) return;
    // Back up to where the series' name closes ("…iniciantes:" before "semana 1"); without such a mark
    // (or one so early that the rest is no series name), keep one shared word with the difference so
    // that a bare number keeps its noun ("dia 1").
    const nameOf = (cut: number) =>
      own
        .slice(0, cut)
        .join(' ')
        .replace(/\s*[:\-–—|,;·]$/, '');
    let cut = shared;
    while (cut > 0 && !CLOSES_SERIES.test(own[cut - 1] ?? '')) cut -= 1;
    if (nameOf(cut).length < SERIES_PREFIX_MIN) cut = Math.max(1, shared - 1);
    const series = nameOf(cut);
    if (series.length < SERIES_PREFIX_MIN) return;
    labels.set(item.id, { part: own.slice(cut).join(' '), series });
  });
  return labels;
}
