/**
 * Offline writer: composes Portuguese drafts locally, with no network, when no AI key is configured.
 * Output has the same shape the AI must return (JSON text for JSON kinds, plain text otherwise),
 * built from the niche profile, the tone, the brand voice and the user's own words, and varied through
 * `random`. Each kind's writer lives in its folder (generators/<kind>/offline.ts) and is named by its
 * descriptor; all of them speak through the phrase grammar of offline/speech.ts.
 */
import { type ContentKind, MAIN_TEXT_FIELD, kindInfo } from '@shared/content-kinds';
import type { GenerationInput } from '@shared/content-kind-schemas';
import { generatorOf, type GenerationContext } from './generators';
import { resolveNicheProfile } from './niches';
import type { Rng } from './offline/random';
import { expressionSentence, signatureSentence, speakerFor } from './offline/speech';

export function writeOffline<K extends ContentKind>(
  kind: K,
  input: GenerationInput<K>,
  ctx: GenerationContext,
  random: Rng = Math.random,
): string {
  const generator = generatorOf(kind);
  const draft = generator.writeOffline(input, ctx, random);
  const field = kindInfo(kind).voiceField;
  if (!ctx.voice || field === null) return draft;
  const subject = String((input as Record<string, unknown>)[MAIN_TEXT_FIELD[kind]] ?? '');
  return signOff(draft, field, ctx, kind, `${subject} ${resolveNicheProfile(ctx.niche).name}`, random);
}

/**
 * The brand voice's sign-off in a JSON draft: a preferred expression before the text of the kind's
 * voice field and a sentence of the voice's examples or memory after it, when one fits the subject. Both were checked against the
 * voice (avoided words, person, emojis) when the speaker was made; the shape of the draft is untouched.
 */
function signOff(
  draft: string,
  field: string,
  ctx: GenerationContext,
  kind: ContentKind,
  subject: string,
  random: Rng,
): string {
  const data = JSON.parse(draft) as Record<string, unknown>;
  const current = data[field];
  if (typeof current !== 'string') return draft;
  const sp = speakerFor(null, kind, ctx, random);
  const expression = expressionSentence(sp);
  const signature = signatureSentence(sp, (s) => !current.includes(s), subject);
  data[field] = [expression, current, signature].filter(Boolean).join(' ');
  return JSON.stringify(data, null, 2);
}
