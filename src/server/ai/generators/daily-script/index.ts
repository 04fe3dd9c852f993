/** Daily story script ("Roteiro do Dia"): timed stories for the creator's day, as JSON with checkable parts. */
import { dailyScriptOutputSchema } from '@shared/content-kind-schemas';
import { asJsonText, defineGenerator } from '../descriptor';
import { writeDailyScript } from './offline';
import { DAILY_SCRIPT_SETTINGS, buildDailyScriptRequest } from './prompt';

export const dailyScriptGenerator = defineGenerator({
  kind: 'daily_script',
  outputSchema: dailyScriptOutputSchema,
  settings: DAILY_SCRIPT_SETTINGS,
  buildRequest: buildDailyScriptRequest,
  writeOffline: (input, ctx, random) => asJsonText(writeDailyScript(input, ctx, random)),
  // Each timed story becomes a part the creator ticks off during the day.
  partsOf: (reply) =>
    reply.parts.map((p) => ({
      time: p.time,
      content: p.content,
      ...(p.type ? { type: p.type } : {}),
      ...(p.engagement_tip ? { engagement_tip: p.engagement_tip } : {}),
    })),
});
