/**
 * POST /api/generate/:kind — one endpoint per content kind, taking only the form fields.
 *
 * The checks that fail before the model call answer a plain JSON error with their HTTP status. Then, with
 * `Accept: text/event-stream`, the answer is SSE: `delta` {text} (text kinds) or `partial` {object} (JSON
 * kinds) as the model writes, then `done` {item} or `error` {error: {code, params?}}. Without it: `{ item }`.
 */
import { Hono } from 'hono';
import type { ContentItem } from '@shared/content-item';
import { generationInputSchemas } from '@shared/content-kind-schemas';
import { isContentKind, isJsonKind, type ContentKind, type GenerationInput } from '@shared/content-kinds';
import { HttpError } from '../http-error';
import { requireAccess, type GatedEnv } from '../middleware/require-access';
import { requireUser } from '../middleware/require-user';
import { prepareGeneration, runGeneration, type GenerationDeps } from '../services/generation-service';
import { admitGeneration, errorOf, interrupted, streamGeneration, wantsEventStream } from './generation-stream';

export const generationRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .post('/:kind', async (c) => {
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
    const { db, now, services, logger } = c.var.deps;
    const ticket = await admitGeneration(c);
    const deps: GenerationDeps = {
      db,
      ai: services.ai,
      now,
      log: (message, err) => logger.error({ err }, `geração: ${message}`),
    };
    let streaming = false;
    try {
      const prepared = await prepareGeneration(deps, { userId: c.var.user.id, profile: c.var.profile }, kind, input);

      if (!wantsEventStream(c.req.header('accept'))) {
        ticket.started();
        const signal = AbortSignal.any([c.req.raw.signal, ticket.signal]);
        try {
          const item = await runGeneration(deps, prepared, { signal });
          return c.json({ item } satisfies { item: ContentItem });
        } catch (err) {
          throw interrupted(ticket, err);
        }
      }

      const response = await streamGeneration(c, {
        json: isJsonKind(kind),
        stop: ticket.signal,
        run: (hooks) => runGeneration(deps, prepared, hooks),
        failure(err) {
          const failure = interrupted(ticket, err);
          if (!(failure instanceof HttpError)) logger.error({ err }, 'geração falhou');
          return errorOf(failure);
        },
        onEnd: ticket.release,
      });
      ticket.started();
      streaming = true;
      return response;
    } finally {
      // A streamed generation releases its slot when its stream ends.
      if (!streaming) ticket.release();
    }
  });
