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

/**
 * Creators rarely write the dictionary form: "uns quilinhos", "vc", "300 conto", "💰 fácil". This is a
 * second reading of the folded text in plain words, so that the rules, written for plain Portuguese, also
 * hear how people post. Every replaced piece keeps the span of what it replaced, so a match still
 * highlights the words the user typed. The checker reads both texts (the rules that name a slang word
 * themselves, such as "tigrinho", still see it).
 */
export function plainWords(folded: FoldedText): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const push = (value: string, from: number, to: number) => {
    const start = folded.starts[from] ?? folded.original.length;
    const end = folded.ends[to - 1] ?? folded.original.length;
    for (let k = 0; k < value.length; k++) {
      starts.push(start);
      ends.push(end);
    }
    text += value;
  };
  const tokens = [...folded.text.matchAll(TOKEN)];
  let previousWord = '';
  let skipSlash = false;
  for (const [i, m] of tokens.entries()) {
    const from = m.index;
    const to = from + m[0].length;
    const token = m[0];
    if (skipSlash) {
      skipSlash = false;
      continue;
    }
    if (/^[\p{L}\p{N}]+$/u.test(token)) {
      const replaced = plainWord(token, previousWord, tokens[i + 1]?.[0] === '/');
      skipSlash = replaced.skipSlash === true;
      push(replaced.word, from, skipSlash ? to + 1 : to);
      previousWord = replaced.word;
      continue;
    }
    if (/^\s+$/u.test(token)) {
      // Runs of spaces become one (rules write one space between words); line breaks stay, they part paragraphs.
      const value = token.includes('\n') ? token.replace(/[^\n]/g, '') || '\n' : ' ';
      if (value === ' ' && text.endsWith(' ')) continue;
      push(value, from, to);
      continue;
    }
    const keycap = /^([0-9])\ufe0f?\u20e3$/u.exec(token);
    if (keycap) {
      push(keycap[1]!, from, to);
      previousWord = keycap[1]!;
      continue;
    }
    if (PICTOGRAPH.test(token)) {
      const word = EMOJI_WORDS.find(([re]) => re.test(token))?.[1];
      // An emoji standing for a word reads as that word; any other emoji is only decoration, read as a space.
      const value = word ? ` ${word} ` : ' ';
      for (const piece of value.split(/(?= )|(?<= )/)) {
        if (piece === ' ' && (text.endsWith(' ') || text === '' || text.endsWith('\n'))) continue;
        push(piece, from, to);
      }
      if (word) previousWord = word;
      continue;
    }
    push(token, from, to);
    previousWord = '';
  }
  return { text, original: folded.original, starts, ends };
}

const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Words, keycap digits, emoji (with their skin tones and joins), runs of spaces, any other character. */
const TOKEN =
  /[0-9]\ufe0f?\u20e3|\p{Extended_Pictographic}(?:\ufe0f|\p{Emoji_Modifier}|\u200d\p{Extended_Pictographic})*|[\p{L}\p{N}]+|\s+|[\s\S]/gu;

/** Emoji that creators write in place of a word, read as that word. */
const EMOJI_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:💰|💸|🤑|💵|💶|💴|🪙)/u, 'dinheiro'],
  [/^💯/u, '100%'],
  [/^(?:❌|🚫|⛔|✖)/u, 'sem'],
  [/^👋/u, 'tchau'],
  [/^🔥/u, 'queima'],
  [/^🎰/u, 'cassino'],
  [/^(?:🐯|🐅)/u, 'tigrinho'],
  [/^💊/u, 'pilula'],
  [/^🚀/u, 'rapido'],
  [/^➕/u, 'mais'],
];

/** Abbreviations of chat and social media, by their plain word. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  vc: 'voce',
  vcs: 'voces',
  voc: 'voce',
  dps: 'depois',
  dpois: 'depois',
  hj: 'hoje',
  q: 'que',
  pq: 'porque',
  tb: 'tambem',
  tbm: 'tambem',
  mt: 'muito',
  mto: 'muito',
  mta: 'muita',
  mts: 'muitos',
  msm: 'mesmo',
  td: 'tudo',
  tds: 'todos',
  cmg: 'comigo',
  ngm: 'ninguem',
  nd: 'nada',
  n: 'nao',
  naum: 'nao',
  nunk: 'nunca',
  qlq: 'qualquer',
  qq: 'qualquer',
  qnd: 'quando',
  qdo: 'quando',
  agr: 'agora',
  sla: 'sei la',
  grana: 'dinheiro',
  dindin: 'dinheiro',
  bufunfa: 'dinheiro',
  kilo: 'quilo',
  kilos: 'quilos',
  kgs: 'kg',
  kilinhos: 'quilos',
  tigrao: 'tigrinho',
  // Diminutives and augmentatives that do not follow the rule of withoutDiminutive.
  facinho: 'facil',
  facim: 'facil',
  rapidao: 'rapido',
  rapidim: 'rapido',
};

/** Abbreviations written with a slash: "p/ você", "s/ efeito colateral". */
const SLASHED: Readonly<Record<string, string>> = { p: 'para', c: 'com', s: 'sem', q: 'que' };

/** Slang for "reais" after an amount: "300 conto", "50 pila", "mil paus". */
const MONEY_SLANG = /^(?:contos?|pilas?|mangos?|paus?|pratas?|dilmas?)$/;
const AMOUNT = /^(?:\d+(?:k)?|mil|cem|cinquenta|vinte|dez|cinco)$/;

/**
 * Diminutives and plain words that end like one but are not ("caminho", "cozinha", "minha"): a word whose
 * stem is in this list keeps its form.
 */
const NOT_DIMINUTIVE = new Set([
  'cam',
  'vi',
  'co',
  'so',
  'esp',
  'sard',
  'gal',
  'far',
  'ra',
  'adiv',
  'car',
  'sobr',
  'mar',
  'golf',
  'mo',
  'campa',
  'ta',
  'ba',
  'padr',
  'madr',
  'tigr',
  'foc',
  'mesqu',
  'andor',
  'lad',
  'defin',
  'ens',
  'cad',
]);

interface PlainWord {
  word: string;
  /** The word ate the slash after it ("p/"). */
  skipSlash?: boolean;
}

function plainWord(word: string, previous: string, slashNext: boolean): PlainWord {
  if (slashNext && SLASHED[word]) return { word: SLASHED[word]!, skipSlash: true };
  const abbreviation = ABBREVIATIONS[word];
  if (abbreviation) return { word: abbreviation };
  if (MONEY_SLANG.test(word) && AMOUNT.test(previous)) return { word: 'reais' };
  // "garantidooo", "demaaais": a letter typed three times or more is one letter (Portuguese doubles at most).
  const squeezed = word.replace(/(\p{L})\1{2,}/gu, '$1');
  return { word: withoutDiminutive(withoutSuperlative(squeezed)) };
}

/** The plain form of a superlative: "garantidíssimo" → "garantido", "rapidíssima" → "rapida". */
function withoutSuperlative(word: string): string {
  const m = /^(\p{L}{3,}?)issim([oa])(s?)$/u.exec(word);
  return m ? `${m[1]}${m[2]}${m[3]}` : word;
}

/**
 * The plain form of a diminutive: "quilinhos" → "quilos", "gotinhas" → "gotas", "barriguinha" → "barriga",
 * "sequinha" → "seca", "cafezinho" → "cafe", "rapidinho" → "rapido". Other words come back unchanged.
 */
export function withoutDiminutive(word: string): string {
  const m = /^(\p{L}{2,}?)(z?)inh([oa])(s?)$/u.exec(word);
  if (!m) return word;
  const [, stem = '', z, gender = 'o', plural = ''] = m;
  if (NOT_DIMINUTIVE.has(stem)) return word;
  if (z) return `${stem}${plural}`;
  // "barrigu-" / "sequ-" spell the hard sound before "i"; before "a"/"o" it is "g" / "c".
  const base = stem.replace(/gu$/, 'g').replace(/qu$/, 'c');
  return `${base}${gender}${plural}`;
}
