/**
 * Hashtags of offline drafts, from the niche and the user's own description: never empty, never with an
 * avoided word, each one '#' followed by letters or digits.
 */
import type { NicheProfile } from '../niches';
import { avoidedWordsIn } from './quality';
import { type Rng, int, shuffle } from './random';

/** Short words that make no hashtag of their own. */
const STOPWORDS = new Set(
  'para pela pelo pelas pelos com sem sobre como quando onde porque que quem qual quais minha minhas meu meus sua suas seu seus nossa nosso essa esse esta este isso isto aquele aquela uma umas uns dos das nos nas aos mais muito muita muitos muitas cada todo toda todos todas quero vou preciso falar mostrar explicar fazer dar hoje amanha depois antes entre ainda tambem tudo nada coisa coisas post legenda story reel video carrossel conteudo'.split(
    ' ',
  ),
);

/** Used when the niche and the description give too few tags. */
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

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** '#word' tags from the words of a text that carry meaning (at least 4 letters, not a stopword). */
export function tagsFromText(text: string): string[] {
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w) && !/^\d+$/.test(w));
  return [...new Set(words)].slice(0, 3).map((w) => `#${w}`);
}

const validTag = (tag: string) => /^#[a-z0-9_]{2,}$/.test(tag);

/**
 * Between min and max hashtags: the description's own words first, then the niche's, then general ones;
 * a tag that carries an avoided word is left out.
 */
export function hashtagsFor(
  profile: NicheProfile,
  description: string,
  avoid: readonly string[],
  min: number,
  max: number,
  rng: Rng,
): string[] {
  const candidates = [...tagsFromText(description), ...shuffle(profile.hashtags, rng).map(fold), ...FALLBACK_TAGS];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of candidates) {
    if (!validTag(tag) || seen.has(tag) || avoidedWordsIn(tag.slice(1), avoid).length) continue;
    seen.add(tag);
    tags.push(tag);
  }
  const count = int(min, max, rng);
  // Even if every tag carried an avoided word, a draft has its hashtags: numbered general tags.
  for (let n = 1; tags.length < min; n++) tags.push(`#post${n}`);
  return tags.slice(0, count);
}
