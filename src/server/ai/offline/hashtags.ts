/**
 * Hashtags of offline drafts, from the niche and the meaning of the user's subject: never empty, never
 * carrying an avoided word (not even glued inside a compound tag), each one '#' followed by letters or
 * digits.
 *
 * A subject gives its nouns and noun phrases ("bolo de pote" → #bolodepote, "renda fixa" → #rendafixa),
 * never the first long words of the sentence: numbers, days and months, verbs, and the small words of
 * Portuguese make no hashtag ("Três dias de promoção" gives #promocao, not #tres #dias).
 */
import type { NicheProfile } from '../niches';
import { tagCarriesAvoided } from './quality';
import { type Rng, int, shuffle } from './random';

/** Words that make no hashtag of their own (read folded). */
const STOPWORDS = new Set(
  [
    // small words
    'para pela pelo pelas pelos com sem sobre como quando onde porque que quem qual quais cujo entre ainda',
    'minha minhas meu meus sua suas seu seus nossa nosso nossas nossos dela dele delas deles',
    'essa esse esta este essas esses estas estes isso isto aquele aquela aquilo aqui ali la',
    'uma umas uns dos das nos nas aos mais menos muito muita muitos muitas pouco pouca poucos poucas',
    'cada todo toda todos todas outro outra outros outras mesmo mesma tudo nada algo alguem ninguem',
    'tambem sempre nunca depois antes agora hoje amanha ontem cedo tarde noite manha durante desde ate',
    'bem mal assim entao logo tipo jeito forma coisa coisas vez vezes parte partes',
    // numbers and time
    'zero dois duas tres quatro cinco seis sete oito nove dez onze doze quinze vinte trinta cem mil',
    'primeiro primeira primeiros primeiras segundo segunda terceiro terceira ultimo ultima',
    'dia dias semana semanas mes meses ano anos hora horas minuto minutos segundos fim inicio',
    'segunda terca quarta quinta sexta sabado domingo',
    'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro',
    // requests and formats
    'quero queria vou vamos preciso gostaria falar mostrar explicar ensinar contar postar gravar fazer',
    'dar divulgar apresentar comecar comeca comece aprender saber ver usar ter ser estar ficar',
    'post posts legenda story stories reel reels video videos carrossel conteudo conteudos',
    'dica dicas ideia ideias passo passos erro erros forma formas maneira maneiras guia lista',
    // adjectives that say little
    'novo nova novos novas melhor melhores pior grande grandes pequeno pequena facil faceis rapido rapida',
    'simples bom boa bons boas otimo otima incrivel especial especiais real reais certo certa errado errada',
  ]
    .join(' ')
    .split(' '),
);

/** Used when the niche and the subject give too few tags. */
const FALLBACK_TAGS = [
  '#conteudo',
  '#inspiracao',
  '#vidareal',
  '#foco',
  '#criadordeconteudo',
  '#instagram',
  '#brasil',
  '#comunidade',
];

/** Tags that say nothing of a niche, kept after the niche's own. */
const GENERAL_TAGS = new Set([
  ...FALLBACK_TAGS,
  '#dicas',
  '#conteudodigital',
  '#criadordeconteudo',
  '#brasil',
  '#instagram',
]);

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Verb forms that make poor tags: infinitives, gerunds, past and first person plural. */
const VERB = /(?:ar|er|ir|ando|endo|indo|ou|ei|amos|emos|imos)$/;
/** Nouns that end like a verb form, kept. */
const NOT_VERB = new Set([
  'lugar',
  'mulher',
  'colher',
  'jantar',
  'bar',
  'mar',
  'altar',
  'sabor',
  'amor',
  'flor',
  'calor',
  'cor',
  'computador',
  'celular',
  'familiar',
  'popular',
  'dolar',
  'poder',
  'prazer',
  'lazer',
  'bem-estar',
  'chocolate',
  'chuchu',
  'show',
  'tour',
  'cachorro',
  'brigadeiro',
]);

/** A word that can carry meaning as a tag: 4 letters or more, not a small word, not a number or a verb. */
function meaningful(word: string): boolean {
  if (word.length < 4 || STOPWORDS.has(word) || /\d/.test(word)) return false;
  return NOT_VERB.has(word) || !VERB.test(word);
}

/** Stems (first five letters) of the words of a text that carry meaning, for telling what it is about. */
export function meaningStems(text: string): Set<string> {
  const words = fold(text).split(/[^a-z0-9]+/);
  return new Set(words.filter(meaningful).map((w) => w.slice(0, 5)));
}

/**
 * '#tag' candidates from the subject, best first: noun phrases ("bolo de pote", "renda fixa", and "banho
 * e tosa" when a clause opens with it), then single nouns not already inside a phrase. At most `max`.
 * Phrases never cross punctuation: "promoção na confeitaria: bolo de pote" has no "#confeitariabolo".
 */
export function tagsFromText(text: string, max = 3): string[] {
  const phrases: string[] = [];
  const singles: string[] = [];
  for (const clause of fold(text).split(/[.,;:!?()\n"“”]+/)) {
    const words = clause.split(/[^a-z0-9]+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      const next = words[i + 1];
      const after = words[i + 2];
      const head = meaningful(w) || (w.length === 3 && !STOPWORDS.has(w) && next === 'de');
      if (!head) continue;
      if (meaningful(w)) singles.push(w);
      if (after && !STOPWORDS.has(after) && after.length >= 3 && !/\d/.test(after)) {
        // "bolo de pote", "pão de queijo"; "banho e tosa" only where the clause starts with it (else "e"
        // joins two actions: "estudo e preparo").
        if (next === 'de' || (next === 'e' && i === 0)) phrases.push(`${w}${next}${after}`);
      }
      // Noun and adjective: "renda fixa", "pele oleosa" (short, so two actions are rarely glued).
      if (next && meaningful(w) && meaningful(next) && w.length + next.length <= 14) phrases.push(`${w}${next}`);
    }
  }
  const kept = phrases.filter((p) => p.length <= 22);
  const alone = singles.filter((w) => !kept.some((p) => p.includes(w)));
  return [...new Set([...kept, ...alone])].slice(0, max).map((w) => `#${w}`);
}

const validTag = (tag: string) => /^#[a-z0-9_]{2,}$/.test(tag);

/**
 * Between min and max hashtags: the niche's own first, then the subject's meaning, then the rest of the
 * niche's and general ones; a tag that carries an avoided word is left out.
 */
export function hashtagsFor(
  profile: NicheProfile,
  description: string,
  avoid: readonly string[],
  min: number,
  max: number,
  rng: Rng,
): string[] {
  // The niche's own tags before the general ones every profile shares ("#dicas", "#brasil").
  const shuffled = shuffle(profile.hashtags, rng).map(fold);
  const niche = [...shuffled.filter((t) => !GENERAL_TAGS.has(t)), ...shuffled.filter((t) => GENERAL_TAGS.has(t))];
  const subject = tagsFromText(description);
  // Two of the niche, up to two of the subject, then the others: the niche frames, the subject specifies.
  const candidates = [
    ...niche.slice(0, 2),
    ...subject.slice(0, 2),
    ...niche.slice(2),
    ...subject.slice(2),
    ...FALLBACK_TAGS,
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of candidates) {
    if (!validTag(tag) || seen.has(tag) || tagCarriesAvoided(tag, avoid)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  const count = int(min, max, rng);
  // Even if every tag carried an avoided word, a draft has its hashtags: numbered general tags.
  for (let n = 1; tags.length < min; n++) tags.push(`#post${n}`);
  return tags.slice(0, count);
}
