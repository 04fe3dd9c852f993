/** Offline single story: hook of at most 8 words, 100–250 characters in total. */
import type { StoryInput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { STORY_TARGETS } from './prompt';
import { resolveNicheProfile } from '@server/ai/niches';
import { type Rng, pick } from '@server/ai/offline/random';
import {
  clip,
  cleanUserText,
  endSentence,
  hasEmoji,
  quote,
  topicOf,
  upperFirst,
  wordCount,
} from '@server/ai/offline/text';
import { emoji, voiceFor } from '@server/ai/offline/voice';

type Body = (topic: string, pain: string) => string;

const BODIES: readonly [Body, Body, Body, Body, Body] = [
  (t, p) => `Hoje o assunto é ${quote(t)}. Se você lida com ${p}, isso é para você.`,
  (t, p) => `${endSentence(upperFirst(t))} Parece simples, mas muda tudo para quem sofre com ${p}.`,
  (t, p) => `Sobre ${quote(t)}: eu também já enfrentei ${p} e aprendi que começar pequeno funciona.`,
  (t) => `Quero te mostrar ${quote(t)} do jeito que é na vida real, sem filtro.`,
  (t) => `Reparou como ${quote(t)} faz diferença no resultado? Vou te mostrar o porquê.`,
];

const PADDING = ['Fica comigo nos próximos stories.', 'Amanhã tem a parte 2.', 'Isso vale para qualquer fase.'];

export function writeStory(input: StoryInput, ctx: GenerationContext, rng: Rng): string {
  const { minChars, maxChars, maxHookWords } = STORY_TARGETS;
  const profile = resolveNicheProfile(ctx.niche);
  const voice = voiceFor(input.tone, 'story');
  const hooks = [...voice.hooks, ...profile.exampleHooks].filter((h) => wordCount(h) <= maxHookWords);
  const hook = pick(hooks, rng);
  // Short pains leave more room for the user's own words.
  const shortPains = profile.painPoints.filter((p) => p.length <= 70);
  const pain = pick(shortPains.length ? shortPains : profile.painPoints, rng);
  const baseCta = pick(voice.ctas, rng);
  const cta = hasEmoji(baseCta) ? baseCta : `${baseCta}${emoji(voice, rng)}`;
  const body = pick(BODIES, rng);
  const source = cleanUserText(input.description) || profile.name;

  // Shrink the user's topic until the whole story fits; fall back to a shorter pain-free body.
  let text = '';
  for (const topicMax of [110, 80, 60, 40, 25]) {
    text = [hook, body(topicOf(source, topicMax, profile.name), pain), cta].join('\n');
    if (text.length <= maxChars) break;
  }
  if (text.length > maxChars) text = [hook, BODIES[3](topicOf(source, 40, profile.name), pain), cta].join('\n');
  if (text.length > maxChars) text = clip(text, maxChars);
  while (text.length < minChars) text = `${text}\n${pick(PADDING, rng)}`;
  return text;
}
