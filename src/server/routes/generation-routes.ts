/**
 * POST /api/generate/:kind — one endpoint per content kind, taking only the form fields.
 *
 * The checks that fail before the model call answer a plain JSON error with their HTTP status. Then, with
 * `Accept: text/event-stream`, the answer is SSE: `delta` {text} (text kinds) or `partial` {object} (JSON
 * kinds) as the model writes, then `done` {item} or `error` {error: {code, params?}}. Without it: `{ item }`.
 */
import { Hono } from 'hono';
import { generationInputSchemas } from '@shared/content-kind-schemas';
import { isContentKind, isJsonKind, type ContentKind } from '@shared/content-kinds';
import type { GenerationInput } from '@shared/content-kind-schemas';
import { HttpError } from '../http-error';
import { requireAccess, requireRole, type GatedEnv } from '../middleware/require-access';
import { requireUser } from '../middleware/require-user';
import { prepareGeneration, runGeneration } from '../services/generation-service';
import { answerGeneration } from './generation-stream';

export const generationRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .post('/:kind', requireRole('generate'), async (c) => {
    const kind = c.req.param('kind');
    if (!isContentKind(kind)) throw new HttpError(404, 'UNKNOWN_CONTENT_KIND');
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new HttpError(400, 'INVALID_JSON');
    }
    // A ZodError becomes a 400 with field codes (middleware/errors.ts).
    const input = generationInputSchemas[kind].parse(body) as GenerationInput<ContentKind>;
    return answerGeneration(c, {
      label: 'geração',
      prepare: (deps) => prepareGeneration(deps, { scope: c.get('scope'), profile: c.get('profile') }, kind, input),
      json: () => isJsonKind(kind),
      run: runGeneration,
    });
  });
