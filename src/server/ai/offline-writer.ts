/**
 * Offline writer: composes Portuguese drafts locally, with no network, when no AI key is configured.
 * Output has the same shape the AI must return (JSON text for JSON kinds, plain text otherwise),
 * built from the niche profile, the tone and the user's own words, and varied through `random`.
 * Each kind's writer lives in its folder (generators/<kind>/offline.ts) and is named by its descriptor.
 */
import type { ContentKind } from '@shared/content-kinds';
import type { GenerationInput } from '@shared/content-kind-schemas';
import { generatorOf, type GenerationContext } from './generators';
import { applyVoiceToJson, applyVoiceToText } from './offline/brand-voice';
import type { Rng } from './offline/random';

export function writeOffline<K extends ContentKind>(
  kind: K,
  input: GenerationInput<K>,
  ctx: GenerationContext,
  random: Rng = Math.random,
): string {
  const generator = generatorOf(kind);
  const draft = generator.writeOffline(input, ctx, random);
  // The brand voice is applied to every kind's draft the same way, after the kind wrote it.
  const voice = ctx.voice?.profile;
  if (!voice) return draft;
  return generator.settings.json ? applyVoiceToJson(draft, voice, random) : applyVoiceToText(draft, voice, random);
}
