/**
 * The offline writer's small phrase grammar. Every kind writes its drafts from slots (opening, body,
 * call to action, closing, hashtags), each with several interchangeable phrasings. A phrasing is a whole,
 * grammatical sentence written once for every grammatical person, with marks the speaker fills in:
 *
 *   {você} {Você}          the pronoun: você / vocês / a gente
 *   {seu} {sua} {seus} {suas} (and capitalised)   possessives: seu… for você and vocês, nosso… for a gente
 *   {sg|pl}                verb agreement: the first form for você and a gente, the second for vocês
 *   {você|vocês|a gente}   three forms, one per person (imperatives: "Salve|Salvem|Vamos salvar")
 *   {,nick}                ", <the brand's nickname for its public>" or nothing
 *   {e}                    an emoji, if the voice's emoji level has one to spend
 *   {$name}                a value: the user's subject, a pain of the niche, the audience…
 *
 * The brand voice chooses among phrasings and never edits one: a phrasing with an avoided word, a form
 * of another person, or any other problem of the quality rules is simply not chosen. Values are put in
 * after the marks are read, so text typed by the user can never be read as a mark.
 */
import type { ScriptTone } from '@shared/content-kinds';
import type { EmojiLevel, VoiceProfile } from '@shared/schemas/voice';
import type { GenerationContext } from '../generators/prompt-parts';
import { resolveTone } from '../tones';
import { type Person, EMOJI, avoidedWordsIn, countEmojis, foreignPersonForms, textProblems } from './quality';
import { type Rng, pick, shuffle } from './random';
import { meaningStems } from './hashtags';
import { upperFirst } from './text';

/** What a call to action asks for; the voice's CTA style picks one, else any goes. */
export type CtaIntent = 'comment' | 'save' | 'share' | 'direct' | 'whatsapp' | 'link';

export interface Speaker {
  tone: ScriptTone;
  person: Person;
  nickname: string;
  avoid: readonly string[];
  emojiLevel: EmojiLevel;
  /** Set from the voice's CTA style; null: every intent may be used. */
  ctaIntents: CtaIntent[] | null;
  /** The voice's preferred expressions that can be said in this person without an avoided word. */
  expressions: string[];
  /** Sentences from the voice's example posts and learned memory that can close a text. */
  signatures: string[];
  /** True when a brand voice shapes the draft. */
  voiced: boolean;
  /** True when the voice chose how to address the public (você, vocês, a gente or a nickname). */
  addressed: boolean;
  rng: Rng;
}

/** The placeholder of an emoji until the whole draft is written and the level's budget is known. */
const EMOJI_MARK = '\uE000';

const EMOJIS: Record<ScriptTone, string[]> = {
  amigavel: ['💛', '✨', '😊', '🌷'],
  descontraido: ['😂', '🔥', '🙌', '😎'],
  informal: ['👊', '👀', '🤙', '💬'],
  formal: ['✨', '📌', '✅', '💡'],
  persuasivo: ['👉', '✅', '🚀', '💡'],
  agressivo: ['💥', '⚡', '🔥', '💪'],
};

/** Appends an emoji mark to a said sentence (one mark at most at its end). */
export const withEmoji = (text: string): string => (text.endsWith(EMOJI_MARK) ? text : `${text} ${EMOJI_MARK}`);

/** "pouco": at most this many emojis in a draft. */
export const FEW_EMOJIS = 2;
/** "bastante": at least this many. */
export const MANY_EMOJIS = 3;

const CTA_KEYWORDS: [CtaIntent, RegExp][] = [
  // "Chamar no WhatsApp" is a WhatsApp call, not a direct one: the channel decides, the verb does not.
  ['whatsapp', /whats|zap|wpp/],
  ['direct', /direct|\bdm\b|inbox|(?:mensage|chamar|chama)(?!.*(?:whats|zap|wpp))/],
  ['comment', /coment|pergunt|respond|opini|convers/],
  ['save', /salv|guard/],
  ['share', /compartilh|marc|envi|mand/],
  ['link', /link|bio|site|compr|loja|cadastr|inscri/],
];

/** Intents named in the voice's CTA style ("Sempre chamar para o direct" -> direct). */
export function ctaIntentsOf(style: string): CtaIntent[] | null {
  const folded = style.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const found = CTA_KEYWORDS.filter(([, re]) => re.test(folded)).map(([intent]) => intent);
  // A style that names WhatsApp asks for WhatsApp only (its "encomendar", "comprar" are what the chat is for).
  if (found.includes('whatsapp')) return ['whatsapp'];
  return found.length ? found : null;
}

/**
 * The person a voice speaks in. A nickname is spoken to in the number the voice states ("campeã": você;
 * "meninas", "galera", "família": vocês); when the voice has not said, the neutral "a gente" ("Bora
 * salvar, galera!") is right for one person and for a group alike, where guessing from a final "s" would
 * say "você, galera".
 */
function personOf(profile: VoiceProfile | undefined): Person {
  switch (profile?.addressForm) {
    case 'voces':
      return 'voces';
    case 'a_gente':
      return 'a_gente';
    case 'apelido':
      if (profile.nicknameNumber === 'plural') return 'voces';
      if (profile.nicknameNumber === 'singular') return 'voce';
      return 'a_gente';
    default:
      return 'voce';
  }
}

/** Sentences of example texts that could close a draft: short, whole, plain. */
function sentencesOf(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    for (const sentence of text.split(/\n+|(?<=[.!?])\s+/)) {
      const s = sentence.replace(/\s+/g, ' ').trim();
      if (s.length < 12 || s.length > 90) continue;
      if (/[#@<>{}\uE000]|https?:|www\./i.test(s) || countEmojis(s) > 0) continue;
      if (!/^\p{Lu}/u.test(s) || !/[.!?]$/.test(s)) continue;
      out.push(s);
    }
  }
  return [...new Set(out)];
}

/** The speaker of a draft: the brand voice (when set) over the tone the user chose for this generation. */
export function speakerFor(
  tone: string | null | undefined,
  kind: Parameters<typeof resolveTone>[1],
  ctx: GenerationContext,
  rng: Rng,
): Speaker {
  const resolved = resolveTone(tone, kind);
  const profile = ctx.voice?.profile;
  const person = personOf(profile);
  const avoid = profile?.avoidWords ?? [];
  const emojiLevel = profile?.emojiLevel ?? (resolved === 'formal' ? 'nenhum' : 'pouco');
  const usable = (s: string) => textProblems(s, { avoid, person, emojiLevel }).length === 0;
  // The brand's own expressions are said as typed ("au au" is not a doubled word): only its voice rules apply.
  const sayable = (s: string) =>
    !avoidedWordsIn(s, avoid).length &&
    !foreignPersonForms(s, person).length &&
    (emojiLevel !== 'nenhum' || !countEmojis(s));
  const expressions = (profile?.expressions ?? [])
    .map((e) => e.replace(/\s+/g, ' ').trim())
    .filter((e) => e && sayable(e));
  const signatures = sentencesOf([...(ctx.voice?.examples ?? []), ...(profile?.examplePosts ?? [])]).filter(usable);
  return {
    tone: resolved,
    person,
    nickname: profile?.addressForm === 'apelido' ? (profile.nickname ?? '').trim() : '',
    avoid,
    emojiLevel,
    ctaIntents: profile?.ctaStyle ? ctaIntentsOf(profile.ctaStyle) : null,
    expressions,
    signatures,
    voiced: Boolean(profile),
    addressed: Boolean(profile?.addressForm),
    rng,
  };
}

const PERSON_INDEX: Record<Person, number> = { voce: 0, voces: 1, a_gente: 2 };
const PRONOUN = ['você', 'vocês', 'a gente'] as const;
const POSSESSIVES: Record<string, readonly [string, string]> = {
  seu: ['seu', 'nosso'],
  sua: ['sua', 'nossa'],
  seus: ['seus', 'nossos'],
  suas: ['suas', 'nossas'],
};

export type Vars = Record<string, string>;

/** A '|' outside the marks: a phrasing written three times, for você, vocês and a gente. */
const TOP_LEVEL_BAR = /\|(?![^{]*\})/;

/**
 * A phrasing: one text with marks, or three whole texts (for você, vocês and a gente), given as a list
 * or in one string separated by '|' outside the marks.
 */
export type Phrasing = string | readonly [string, string, string];

/** Reads one mark of a phrasing; undefined when a value it names is missing. */
function readMark(mark: string, sp: Speaker, vars: Vars): string | undefined {
  const i = PERSON_INDEX[sp.person];
  if (mark.startsWith('$')) return vars[mark.slice(1)];
  if (mark === 'e') return ` ${EMOJI_MARK}`;
  if (mark === ',nick') return sp.nickname ? `, ${sp.nickname}` : '';
  if (mark === 'você') return PRONOUN[i];
  if (mark === 'Você') return upperFirst(PRONOUN[i] ?? '');
  const lower = mark.toLowerCase();
  const possessive = POSSESSIVES[lower];
  if (possessive) {
    const word = possessive[sp.person === 'a_gente' ? 1 : 0];
    return mark === lower ? word : upperFirst(word);
  }
  const forms = mark.split('|');
  if (forms.length === 2) return forms[sp.person === 'voces' ? 1 : 0];
  if (forms.length === 3) return forms[i];
  return undefined;
}

/** A phrasing said by the speaker, or null when it names a value that is missing or empty. */
export function say(sp: Speaker, phrasing: Phrasing, vars: Vars = {}): string | null {
  let missing = false;
  const forms = typeof phrasing === 'string' ? phrasing.split(TOP_LEVEL_BAR) : phrasing;
  const source =
    forms.length === 3
      ? (forms[PERSON_INDEX[sp.person]] ?? forms[0] ?? '')
      : typeof phrasing === 'string'
        ? phrasing
        : phrasing[0];
  const text = source.replace(/\{([^{}]+)\}/g, (_, mark: string) => {
    const value = readMark(mark, sp, vars);
    if (value === undefined || (mark.startsWith('$') && !value.trim())) missing = true;
    return value ?? '';
  });
  return missing ? null : text;
}

/** The problems a said phrasing has for this speaker (emoji marks count as emojis). */
export function problemsOf(sp: Speaker, text: string): string[] {
  return textProblems(text.replaceAll(` ${EMOJI_MARK}`, '').replaceAll(EMOJI_MARK, ''), {
    avoid: sp.avoid,
    person: sp.person,
    emojiLevel: sp.emojiLevel,
  });
}

/**
 * One phrasing of a slot, said by the speaker: a random one among those without any problem (and that
 * `fits`, when given). Null when none qualifies, so the writer can leave an optional slot out.
 */
export function choose(
  sp: Speaker,
  pool: readonly Phrasing[],
  vars: Vars = {},
  fits: (text: string) => boolean = () => true,
): string | null {
  let first: string | null = null;
  for (const phrasing of shuffle(pool, sp.rng)) {
    const text = say(sp, phrasing, vars);
    if (text === null || problemsOf(sp, text).length > 0 || !fits(text)) continue;
    // The brand's nickname is said wherever a slot has a phrasing for it.
    if (!sp.nickname || text.includes(sp.nickname)) return text;
    first ??= text;
  }
  return first;
}

/**
 * Like `choose`, for a slot the text cannot do without. If the user avoids every word of every phrasing
 * (or every phrasing fails `fits`), the one with the fewest avoided words is kept rather than leaving a
 * hole: the draft must still read as text, and the prompt path (with the AI) stays the complete answer.
 */
export function chooseRequired(
  sp: Speaker,
  pool: readonly Phrasing[],
  vars: Vars = {},
  fits: (text: string) => boolean = () => true,
): string {
  const chosen = choose(sp, pool, vars, fits);
  if (chosen !== null) return chosen;
  const said = pool
    .map((p) => say(sp, p, vars))
    .filter((t): t is string => t !== null && foreignPersonForms(t, sp.person).length === 0);
  const ranked = said.sort((a, b) => avoidedWordsIn(a, sp.avoid).length - avoidedWordsIn(b, sp.avoid).length);
  const best = ranked.find(fits) ?? ranked[0];
  if (best === undefined) throw new Error('no phrasing of the slot can be said');
  return best;
}

/**
 * The first pool, in order of preference, with a phrasing the speaker can say; the last pool is required.
 * Writers list the phrasings with the user's own subject first, then the ones without it.
 */
export function prefer(
  sp: Speaker,
  pools: readonly (readonly Phrasing[])[],
  vars: Vars = {},
  fits: (text: string) => boolean = () => true,
): string {
  for (const pool of pools.slice(0, -1)) {
    const chosen = choose(sp, pool, vars, fits);
    if (chosen !== null) return chosen;
  }
  return chooseRequired(sp, pools[pools.length - 1] ?? [], vars, fits);
}

/** Whether a said text speaks to the public in the speaker's person (its pronoun or the nickname). */
export function addressesPublic(sp: Speaker, text: string): boolean {
  if (sp.nickname && text.includes(sp.nickname)) return true;
  return new RegExp(`(?<![\\p{L}])${PRONOUN[PERSON_INDEX[sp.person]]}(?![\\p{L}])`, 'iu').test(text);
}

/** One of the voice's preferred expressions as a sentence of its own ("Bora pra cima!"), or null. */
export function expressionSentence(sp: Speaker): string | null {
  if (!sp.expressions.length) return null;
  const expression = pick(sp.expressions, sp.rng);
  return /[.!?…]$/.test(expression) ? upperFirst(expression) : `${upperFirst(expression)}!`;
}

/**
 * One sentence from the voice's examples or memory that fits the subject, or null. A sentence fits when it
 * shares a meaningful word with what the draft is about (the user's subject, the niche): "Banho tomado,
 * pet cheiroso." closes a post on banho e tosa, not one on the new price list.
 */
export function signatureSentence(sp: Speaker, fits: (s: string) => boolean = () => true, subject = ''): string | null {
  const about = meaningStems(subject);
  const onSubject = (s: string) => [...meaningStems(s)].some((stem) => about.has(stem));
  const usable = sp.signatures.filter((s) => fits(s) && onSubject(s));
  return usable.length ? pick(usable, sp.rng) : null;
}

/**
 * Turns the emoji marks of a finished draft into emojis as the level allows: none, the first few, or
 * all of them. The writers put marks in enough slots that "pouco" gets at least one and "bastante" at
 * least MANY_EMOJIS.
 */
export function spendEmojis(sp: Speaker, draft: string): string {
  const budget = sp.emojiLevel === 'nenhum' ? 0 : sp.emojiLevel === 'pouco' ? FEW_EMOJIS : Infinity;
  let spent = 0;
  const pool = shuffle(EMOJIS[sp.tone], sp.rng);
  return draft.replace(new RegExp(` ${EMOJI_MARK}`, 'g'), () => {
    if (spent >= budget) return '';
    const emoji = pool[spent % pool.length] ?? '';
    spent += 1;
    return ` ${emoji}`;
  });
}

/** Characters a draft will have once its emoji marks are spent (an emoji is at most 2 code units). */
export const finalLength = (text: string): number => text.length + (text.split(EMOJI_MARK).length - 1);

export { EMOJI };
