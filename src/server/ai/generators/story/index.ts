/** Story: one ready-to-post story, as plain text. */
import { writeStory } from './offline';
import { STORY_SETTINGS, buildStoryRequest } from './prompt';
import { defineGenerator, plainTextReplySchema, publiOption } from '../descriptor';

export const storyGenerator = defineGenerator({
  kind: 'story',
  outputSchema: plainTextReplySchema,
  settings: STORY_SETTINGS,
  buildRequest: buildStoryRequest,
  writeOffline: writeStory,
  optionsOf: publiOption,
});
