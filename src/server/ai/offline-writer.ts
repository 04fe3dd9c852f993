/**
 * Offline writer: composes Portuguese drafts locally, with no network, when no AI key is configured.
 * Output has the same shape the AI must return (JSON text for JSON kinds, plain text otherwise),
 * built from the niche profile, the tone and the user's own words, and varied through `random`.
 */
import type { ContentKind, GenerationInput } from '@shared/content-kinds';
import type { GenerationContext } from './generators/prompt-parts';
import { writeAdCopy } from './offline/ad-copy';
import { writeCaption } from './offline/caption';
import { writeCarousel } from './offline/carousel';
import { writeDailyScript } from './offline/daily-script';
import type { Rng } from './offline/random';
import { writeReel } from './offline/reel';
import { writeStory } from './offline/story';

export function writeOffline<K extends ContentKind>(
  kind: K,
  input: GenerationInput<K>,
  ctx: GenerationContext,
  random: Rng = Math.random,
): string {
  switch (kind) {
    case 'daily_script':
      return JSON.stringify(writeDailyScript(input as GenerationInput<'daily_script'>, ctx, random), null, 2);
    case 'reel_idea':
      return JSON.stringify(writeReel(input as GenerationInput<'reel_idea'>, ctx, random), null, 2);
    case 'carousel':
      return JSON.stringify(writeCarousel(input as GenerationInput<'carousel'>, ctx, random), null, 2);
    case 'story':
      return writeStory(input as GenerationInput<'story'>, ctx, random);
    case 'caption':
      return writeCaption(input as GenerationInput<'caption'>, ctx, random);
    case 'ad_copy':
      return writeAdCopy(input as GenerationInput<'ad_copy'>, ctx, random);
    default:
      throw new Error(`Unknown content kind: ${String(kind)}`);
  }
}
