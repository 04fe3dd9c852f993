/** Ad copy: sales copy in sections separated by '---', as plain text; method and ad type are kept as badges. */
import { defineGenerator, plainTextReplySchema, publiOption } from '../descriptor';
import { writeAdCopy } from './offline';
import { AD_COPY_SETTINGS, buildAdCopyRequest } from './prompt';

export const adCopyGenerator = defineGenerator({
  kind: 'ad_copy',
  outputSchema: plainTextReplySchema,
  settings: AD_COPY_SETTINGS,
  buildRequest: buildAdCopyRequest,
  writeOffline: writeAdCopy,
  optionsOf: (input) => ({ method: String(input.method), adType: String(input.adType), ...publiOption(input) }),
});
