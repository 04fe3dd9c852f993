/** Entry point of the prompt builders: one request (prompt + call settings) per content kind. */
import type { ContentKind, GenerationInput } from '@shared/content-kinds';
import { AD_COPY_SETTINGS, buildAdCopyRequest } from './ad-copy/prompt';
import { CAPTION_SETTINGS, buildCaptionRequest } from './caption/prompt';
import { CAROUSEL_SETTINGS, buildCarouselRequest } from './carousel/prompt';
import { DAILY_SCRIPT_SETTINGS, buildDailyScriptRequest } from './daily-script/prompt';
import type { CallSettings, GenerationContext, GenerationRequest } from './prompt-parts';
import { REEL_SETTINGS, buildReelRequest } from './reel/prompt';
import { STORY_SETTINGS, buildStoryRequest } from './story/prompt';

export type { CallSettings, GenerationContext, GenerationRequest } from './prompt-parts';

/** Temperature, max tokens and JSON flag of each kind (spec part 2 §7). */
export const CALL_SETTINGS: Record<ContentKind, CallSettings> = {
  daily_script: DAILY_SCRIPT_SETTINGS,
  story: STORY_SETTINGS,
  caption: CAPTION_SETTINGS,
  reel_idea: REEL_SETTINGS,
  carousel: CAROUSEL_SETTINGS,
  ad_copy: AD_COPY_SETTINGS,
};

type Builder<K extends ContentKind> = (input: GenerationInput<K>, ctx: GenerationContext) => GenerationRequest;

const BUILDERS: { [K in ContentKind]: Builder<K> } = {
  daily_script: buildDailyScriptRequest,
  story: buildStoryRequest,
  caption: buildCaptionRequest,
  reel_idea: buildReelRequest,
  carousel: buildCarouselRequest,
  ad_copy: buildAdCopyRequest,
};

/** `input` is the parsed input of the kind (see generationInputSchemas). */
export function buildGenerationRequest<K extends ContentKind>(
  kind: K,
  input: GenerationInput<K>,
  ctx: GenerationContext,
): GenerationRequest {
  const build = BUILDERS[kind] as Builder<K>;
  return build(input, ctx);
}
