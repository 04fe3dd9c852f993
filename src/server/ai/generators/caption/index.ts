/** Caption: a post caption with hashtags, as plain text; the style is kept as a badge. */
import { defineGenerator, plainTextReplySchema, publiOption } from '../descriptor';
import { writeCaption } from './offline';
import { CAPTION_SETTINGS, buildCaptionRequest } from './prompt';

export const captionGenerator = defineGenerator({
  kind: 'caption',
  outputSchema: plainTextReplySchema,
  settings: CAPTION_SETTINGS,
  buildRequest: buildCaptionRequest,
  writeOffline: writeCaption,
  optionsOf: (input) => ({ style: String(input.style), ...publiOption(input) }),
});
