/** Reel script: concept, hook, timed scenes, CTA and editing tips, as JSON. */
import { reelOutputSchema } from '@shared/content-kind-schemas';
import { asJsonText, defineGenerator, publiOption } from '../descriptor';
import { writeReel } from './offline';
import { REEL_SETTINGS, buildReelRequest } from './prompt';

export const reelGenerator = defineGenerator({
  kind: 'reel_idea',
  outputSchema: reelOutputSchema,
  settings: REEL_SETTINGS,
  buildRequest: buildReelRequest,
  writeOffline: (input, ctx, random) => asJsonText(writeReel(input, ctx, random)),
  optionsOf: publiOption,
});
