/**
 * Brand voice and memory of the caller's own subjects: 'self' (the creator) or one of the agency's
 * clients. Anything else answers 404, never another account's voice.
 */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { voiceProfileSchema, voiceQuerySchema } from '@shared/schemas/voice';
import { clearVoiceMemory, getVoice, removeVoiceExample, saveVoice } from '../services/voice-service';

export const voiceRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/:subject', validate('query', voiceQuerySchema), async (c) => {
    const { kind } = c.req.valid('query');
    return c.json({ voice: await getVoice(c.get('deps').db, c.get('scope'), c.req.param('subject'), kind) });
  })
  .put('/:subject', requireRole('editVoice'), validate('json', voiceProfileSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ voice: await saveVoice(db, c.get('scope'), c.req.param('subject'), c.req.valid('json'), now()) });
  })
  .delete('/:subject/examples/:exampleId', requireRole('editVoice'), async (c) => {
    const { subject, exampleId } = c.req.param();
    return c.json({ voice: await removeVoiceExample(c.get('deps').db, c.get('scope'), subject, exampleId) });
  })
  .delete('/:subject/examples', requireRole('editVoice'), async (c) => {
    return c.json({ voice: await clearVoiceMemory(c.get('deps').db, c.get('scope'), c.req.param('subject')) });
  });
