/**
 * The text-quality rules of offline drafts, in one place. The offline writer uses them to reject a
 * phrasing before it is chosen, and the property test runs them over thousands of drafts. No grammar
 * checker is available offline, so each rule is a plain pattern over the text that names a mistake a
 * reader would notice: a word the brand avoids, an empty hashtag, doubled spaces or punctuation, a
 * preposition or article left hanging, a form of address the brand did not choose, a size off target.
 */
import { wholeWord } from '@shared/claims/normalize';
import { carouselOutputSchema, dailyScriptOutputSchema, reelOutputSchema } from '@shared/content-kind-schemas';
import { AD_SECTION_SEPARATOR, type ContentKind } from '@shared/content-kinds';
import type { EmojiLevel } from '@shared/schemas/voice';
import { CAPTION_TARGETS } from '../generators/caption/prompt';
import { slideCount } from '../generators/carousel/prompt';
import { DAILY_SCRIPT_TARGETS } from '../generators/daily-script/prompt';
import { REEL_TARGETS } from '../generators/reel/prompt';
import { STORY_TARGETS } from '../generators/story/prompt';
import { AD_TYPE_TARGETS } from '../tones';

/** Grammatical person the text speaks to: one person ("você"), many ("vocês"), or together ("a gente"). */
export type Person = 'voce' | 'voces' | 'a_gente';

export const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\uFE0F?/gu;

export const countEmojis = (text: string): number => [...text.matchAll(EMOJI)].length;

/** Lower case without accents, as foldText folds it. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A folded, whole-word pattern for an avoided word or expression ("muito top" matches "Muito  TOP"). */
export function avoidPattern(word: string): RegExp | null {
  const cached = PATTERNS.get(word);
  if (cached !== undefined) return cached;
  const folded = fold(word.trim());
  const pattern = folded ? wholeWord(folded.split(/\s+/).map(escapeRegex).join('\\s+')) : null;
  // The writer checks every phrasing it considers: the same few words are compiled once.
  if (PATTERNS.size > 1000) PATTERNS.clear();
  PATTERNS.set(word, pattern);
  return pattern;
}
const PATTERNS = new Map<string, RegExp | null>();

/** The avoided words (or expressions) that appear in the text, whole words, case and accents ignored. */
export function avoidedWordsIn(text: string, avoid: readonly string[]): string[] {
  if (!avoid.length) return [];
  // Only whether a word is there matters here (no span to map back), so the quick fold is enough.
  const folded = fold(text);
  return avoid.filter((word) => {
    const pattern = avoidPattern(word);
    if (pattern === null) return false;
    pattern.lastIndex = 0;
    return pattern.test(folded);
  });
}

const W = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const words = (list: string) => new RegExp(`${W}(?:${list})${E}`, 'giu');

/** Forms that speak to the public in a person other than the chosen one. */
const FOREIGN_FORMS: Record<Person, RegExp> = {
  // "você" alone: neither "vocês" nor "a gente".
  voce: words('vocês|a gente'),
  voces: words('você|te|contigo|a gente'),
  a_gente: words('você|vocês|te|contigo'),
};

/** The words of another person than `person` found in the text (empty when the text keeps to one). */
export function foreignPersonForms(text: string, person: Person): string[] {
  const found = text.match(FOREIGN_FORMS[person]);
  return found ? [...new Set(found.map((w) => w.toLowerCase()))] : [];
}

/** Prepositions, articles and conjunctions that can never end a clause. */
const FUNCTION_WORDS =
  'a|o|as|os|um|uma|uns|umas|de|da|do|das|dos|em|no|na|nos|nas|ao|aos|à|às|para|pra|pro|com|por|pelo|pela|pelos|pelas|e|ou|que|sem|sobre|até|entre';
const ARTICLES = 'a|o|as|os|um|uma|uns|umas';
/*
 * Prepositions an article can never come right before ("a aos poucos"). "de" and its contractions are
 * left out: "as da empresa" ("those of the company") is good Portuguese.
 */
const PREPOSITIONS = 'em|no|na|nos|nas|ao|aos|à|às|para|pra|com|por|pelo|pela|pelos|pelas';

interface Rule {
  name: string;
  pattern: RegExp;
}

/** Rules that hold for any text we write, whatever the voice. */
const TEXT_RULES: Rule[] = [
  { name: 'espaço duplo', pattern: / {2,}/ },
  { name: 'espaço antes de pontuação', pattern: / [,.;:!?]/ },
  { name: 'espaço no fim da linha', pattern: /[ \t]$/m },
  { name: 'pontuação dobrada', pattern: /[,;:] *[,;:.!?]|[.!?] *[,;:]|\.\s*\.|!!|\?\?|,,/ },
  {
    name: 'preposição ou artigo antes de pontuação',
    pattern: new RegExp(`${W}(?:${FUNCTION_WORDS})[ \\t]*[,.;:!?…]`, 'iu'),
  },
  { name: 'preposição ou artigo no fim da linha', pattern: new RegExp(`${W}(?:${FUNCTION_WORDS})[ \\t]*$`, 'imu') },
  { name: 'artigo seguido de preposição', pattern: new RegExp(`${W}(?:${ARTICLES})\\s+(?:${PREPOSITIONS})${E}`, 'iu') },
  { name: 'palavra repetida', pattern: /(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/iu },
  { name: 'hashtag vazia', pattern: /(?<![\p{L}\p{N}_])#(?![\p{L}\p{N}_])/u },
  { name: 'marcador sem texto', pattern: /\{[^}]*\}|\uE000|undefined|null|NaN/ },
  { name: 'aspas vazias', pattern: /“\s*”|""/ },
];

export interface VoiceRules {
  avoid?: readonly string[];
  person?: Person | null;
  emojiLevel?: EmojiLevel | null;
}

/**
 * What is wrong with a piece of text we wrote, in a few words each; empty when nothing is. `voice`
 * adds the brand's own rules: avoided words, the one person to speak to, and "no emoji".
 */
export function textProblems(text: string, voice: VoiceRules = {}): string[] {
  const problems = TEXT_RULES.filter((r) => r.pattern.test(text)).map(
    (r) => `${r.name}: ${text.match(r.pattern)?.[0]}`,
  );
  for (const word of avoidedWordsIn(text, voice.avoid ?? [])) problems.push(`palavra evitada: ${word}`);
  if (voice.person) {
    for (const form of foreignPersonForms(text, voice.person)) problems.push(`outra forma de tratamento: ${form}`);
  }
  if (voice.emojiLevel === 'nenhum' && countEmojis(text) > 0) problems.push('emoji numa voz sem emojis');
  return problems;
}

/** Words of a text, emojis not counted. */
export const wordsOf = (text: string): number =>
  text
    .replace(EMOJI, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * Whether each line reads as a whole sentence: starts with a capital letter, a digit or an opening mark,
 * and ends with final punctuation (an emoji may follow it). Hashtag lines, time marks, list items and
 * labels are not sentences and are skipped.
 */
export function sentenceProblems(text: string): string[] {
  const problems: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(EMOJI, '').trim();
    if (!line || /^(#|\[|\(|---|•|-|\d+\.|Story \d)/u.test(line)) continue;
    if (!/^[\p{Lu}\d“"¿¡]/u.test(line)) problems.push(`frase sem maiúscula: ${raw}`);
    if (!/[.!?…”"]$/u.test(line)) problems.push(`frase sem ponto final: ${raw}`);
  }
  return problems;
}

/** Whether a tag carries an avoided word or expression, glued or not ("#bolodepote" carries "bolo"). */
export function tagCarriesAvoided(tag: string, avoid: readonly string[]): boolean {
  const body = fold(tag.replace(/^#/, ''));
  return avoid.some((word) => {
    const glued = fold(word).replace(/[^\p{L}\p{N}]+/gu, '');
    return glued.length > 0 && body.includes(glued);
  });
}

/** The hashtags of a text that carry an avoided word, even glued inside a compound tag. */
export function avoidedInHashtags(text: string, avoid: readonly string[]): string[] {
  if (!avoid.length) return [];
  return [...text.matchAll(/#[\p{L}\p{N}_]+/gu)]
    .map((m) => m[0])
    .filter((tag) => tagCarriesAvoided(tag, avoid))
    .map((tag) => `hashtag com palavra evitada: ${tag}`);
}

/** Hashtags of a line of tags: each '#' followed by letters or digits. */
export function hashtagProblems(tags: string, min: number, max: number): string[] {
  const list = tags.trim().split(/\s+/).filter(Boolean);
  const problems: string[] = [];
  if (list.length < min || list.length > max) problems.push(`${list.length} hashtags (de ${min} a ${max})`);
  for (const tag of list) if (!/^#[\p{L}\p{N}_]{2,}$/u.test(tag)) problems.push(`hashtag inválida: ${tag}`);
  if (new Set(list.map((t) => t.toLowerCase())).size !== list.length) problems.push('hashtag repetida');
  return problems;
}

/** A length check: the text's characters between min and max. */
export function lengthProblems(what: string, text: string, min: number, max: number): string[] {
  return text.length < min || text.length > max ? [`${what} com ${text.length} caracteres (de ${min} a ${max})`] : [];
}

/*
 * The size targets of each kind (spec part 2 §9), checked on a finished draft. The table is typed by
 * kind, so a new kind fails the type check until its targets are written here.
 */
type DraftCheck = (
  draft: string,
  input: Record<string, unknown>,
) => { problems: string[]; sentences: string[]; texts: string[] };

const secondsOf = (timing: string): [number, number] | null => {
  const m = /^(\d+)-(\d+)s$/.exec(timing);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

const DRAFT_CHECKS: { [K in ContentKind]: DraftCheck } = {
  caption: (draft) => {
    const { minChars, maxChars, minHashtags, maxHashtags } = CAPTION_TARGETS;
    const blocks = draft.split('\n\n');
    const tags = blocks[blocks.length - 1] ?? '';
    const prose = blocks.slice(0, -1).join('\n');
    return {
      problems: [
        ...lengthProblems('legenda', draft, minChars, maxChars),
        ...hashtagProblems(tags, minHashtags, maxHashtags),
      ],
      sentences: [prose],
      texts: [draft],
    };
  },
  story: (draft) => {
    const { minChars, maxChars, maxHookWords } = STORY_TARGETS;
    const hook = draft.split('\n')[0] ?? '';
    const problems = lengthProblems('story', draft, minChars, maxChars);
    if (wordsOf(hook) > maxHookWords) problems.push(`gancho com ${wordsOf(hook)} palavras`);
    return { problems, sentences: [draft], texts: [draft] };
  },
  ad_copy: (draft, input) => {
    const sections = draft.split(`\n${AD_SECTION_SEPARATOR}\n`);
    const problems: string[] = [];
    if (sections.length < 2) problems.push('anúncio sem seções');
    if (input.adType === 'story_vendas') {
      const { minStories, maxStories, maxCharsPerStory } = AD_TYPE_TARGETS.story_vendas;
      if (sections.length < minStories || sections.length > maxStories) problems.push(`${sections.length} stories`);
      sections.forEach((s, i) => problems.push(...lengthProblems(`story ${i + 1}`, s, 1, maxCharsPerStory)));
    } else if (input.adType === 'post_vendas') {
      const words = wordsOf(draft);
      if (words > AD_TYPE_TARGETS.post_vendas.maxWords) problems.push(`post com ${words} palavras`);
    } else {
      const { minSeconds, maxSeconds } = AD_TYPE_TARGETS.video_vendas;
      const ends = sections.map((s) => secondsOf(/^\[(\d+-\d+s)\]/.exec(s)?.[1] ?? '')?.[1] ?? -1);
      const total = ends[ends.length - 1] ?? -1;
      if (total < minSeconds || total > maxSeconds) problems.push(`vídeo de ${total} segundos`);
    }
    return { problems, sentences: sections.map((s) => s.replace(/^Story \d+\/\d+: /, '')), texts: [draft] };
  },
  daily_script: (draft) => {
    const d = dailyScriptOutputSchema.parse(JSON.parse(draft));
    const { minStories, maxStories, maxDirectInteractions, maxContentChars } = DAILY_SCRIPT_TARGETS;
    const problems: string[] = [];
    if (d.parts.length < minStories || d.parts.length > maxStories) problems.push(`${d.parts.length} stories`);
    const direct = d.parts.filter((p) => p.type === 'engajamento').length;
    if (direct > maxDirectInteractions) problems.push(`${direct} interações diretas`);
    d.parts.forEach((p, i) => problems.push(...lengthProblems(`parte ${i + 1}`, p.content, 1, maxContentChars)));
    const contents = d.parts.map((p) => p.content);
    return {
      problems,
      sentences: [d.daily_hook, d.daily_cta, ...contents],
      texts: [d.title, d.daily_hook, d.daily_cta, ...contents, ...d.parts.map((p) => p.engagement_tip ?? '')],
    };
  },
  reel_idea: (draft) => {
    const r = reelOutputSchema.parse(JSON.parse(draft));
    const { minSeconds, maxSeconds, minScenes, maxScenes, minTips, maxTips } = REEL_TARGETS;
    const problems: string[] = [];
    if (r.scenes.length < minScenes || r.scenes.length > maxScenes) problems.push(`${r.scenes.length} cenas`);
    if (r.editing_tips.length < minTips || r.editing_tips.length > maxTips)
      problems.push(`${r.editing_tips.length} dicas`);
    const total = secondsOf(r.scenes[r.scenes.length - 1]?.timing ?? '')?.[1] ?? -1;
    if (total < minSeconds || total > maxSeconds) problems.push(`reel de ${total} segundos`);
    const spoken = r.scenes.map((s) => s.text);
    return {
      problems,
      sentences: [r.concept, r.hook, r.cta, ...spoken],
      texts: [r.concept, r.hook, r.cta, ...spoken, ...r.scenes.map((s) => s.action), ...r.editing_tips],
    };
  },
  carousel: (draft, input) => {
    const c = carouselOutputSchema.parse(JSON.parse(draft));
    const wanted = slideCount(typeof input.imageCount === 'number' ? input.imageCount : undefined);
    const problems = [...hashtagProblems(c.hashtags, 5, 7)];
    if (c.slides.length !== wanted) problems.push(`${c.slides.length} slides, ${wanted} pedidos`);
    c.slides.forEach((s, i) => problems.push(...lengthProblems(`slide ${i + 1}`, s.content, 1, 200)));
    const contents = c.slides.map((s) => s.content);
    return {
      problems,
      sentences: [c.description, c.cta, ...contents],
      texts: [c.title, c.description, c.cta, c.hashtags, ...contents, ...c.slides.map((s) => s.title)],
    };
  },
};

/**
 * Everything wrong with an offline draft of a kind: its size targets, whole sentences where the text is
 * prose, and the text rules with the voice's own (avoided words, person, emojis) on every text field.
 */
export function draftProblems(
  kind: ContentKind,
  draft: string,
  input: Record<string, unknown>,
  voice: VoiceRules = {},
): string[] {
  const { problems, sentences, texts } = DRAFT_CHECKS[kind](draft, input);
  return [
    ...problems,
    ...sentences.flatMap(sentenceProblems),
    ...texts.flatMap((t) => textProblems(t, voice)),
    ...avoidedInHashtags(draft, voice.avoid ?? []),
  ];
}
