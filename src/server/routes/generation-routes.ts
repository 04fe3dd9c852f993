/**
 * POST /api/generate/:kind — one endpoint per content kind, taking only the form fields.
 *
 * The checks that fail before the model call answer a plain JSON error with their HTTP status. Then, with
 * `Accept: text/event-stream`, the answer is SSE: `delta` {text} (text kinds) or `partial` {object} (JSON
 * kinds) as the model writes, then `done` {item} or `error` {error: {code, params?}}. Without it: `{ item }`.
 */
import { parsePartialJson } from 'ai';
import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { ContentItem } from '@shared/content-item';
import {
  generationInputSchemas,
  isContentKind,
  isJsonKind,
  type ContentKind,
  type GenerationInput,
} from '@shared/content-kinds';
import type { ApiErrorBody } from '@shared/api-error';
import { HttpError } from '../http-error';
import { errorBody } from '../middleware/errors';
import { requireAccess, type GatedEnv } from '../middleware/require-access';
import { requireUser } from '../middleware/require-user';
import { prepareGeneration, runGeneration, type GenerationDeps } from '../services/generation-service';

/** An SSE comment every so often keeps proxies from closing a slow generation. */
export const KEEPALIVE_MS = 15_000;

export function wantsEventStream(accept: string | undefined): boolean {
  return !!accept && accept.toLowerCase().includes('text/event-stream');
}

/** Seconds a refused client is told to wait (`Retry-After`). */
const BUSY_RETRY_AFTER_S = 5;
const STOPPING_RETRY_AFTER_S = 10;

/** A generation the stopping process cancelled (its token was refunded) says so, not "cancelled by you". */
function interrupted(gateSignal: AbortSignal, err: unknown): unknown {
  return gateSignal.aborted ? new HttpError(503, 'GENERATION_INTERRUPTED') : err;
}

export function errorOf(err: unknown): ApiErrorBody {
  if (err instanceof HttpError) return errorBody(err.code, err.extra.params ? { params: err.extra.params } : {});
  return errorBody('INTERNAL');
}

/** Partial objects of the JSON kinds go out at most this often (the first one at once). */
const PARTIAL_INTERVAL_MS = 40;

/**
 * Forwards the model's output to the SSE stream, in order. Text kinds send every delta as it comes. JSON
 * kinds send the partial object parsed from the text so far (AI SDK's parsePartialJson): the first at
 * once, then at most one per `intervalMs` (deps can change it), so a long reply does not resend the whole object for
 * every token; `flush` sends the last one right away.
 */
export function createForwarder(stream: SSEStreamingApi, json: boolean, intervalMs = PARTIAL_INTERVAL_MS) {
  let chain: Promise<void> = Promise.resolve();
  let text = '';
  let lastSent = '';
  let lastPartialAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failed = false;

  const enqueue = (task: () => Promise<void>) => {
    chain = chain
      .then(() => (failed ? undefined : task()))
      .catch(() => {
        failed = true;
      });
    return chain;
  };
  // JSON.stringify never outputs a raw line break, so each event is one pre-formatted `data:` line.
  const write = (event: string, json: string) =>
    stream.write(`event: ${event}\ndata: ${json}\n\n`).then(() => undefined);
  const send = (event: string, data: unknown) => enqueue(() => write(event, JSON.stringify(data)));

  const emitPartial = () => {
    lastPartialAt = performance.now();
    const snapshot = text;
    void enqueue(async () => {
      const { value, state } = await parsePartialJson(snapshot);
      if ((state !== 'successful-parse' && state !== 'repaired-parse') || !value || typeof value !== 'object') return;
      const serialized = JSON.stringify({ object: value });
      if (serialized === lastSent) return;
      lastSent = serialized;
      await write('partial', serialized);
    });
  };

  return {
    onText(delta: string) {
      text += delta;
      if (!json) {
        void send('delta', { text: delta });
        return;
      }
      if (timer) return;
      const wait = lastPartialAt + intervalMs - performance.now();
      if (wait <= 0) emitPartial();
      else
        timer = setTimeout(() => {
          timer = null;
          emitPartial();
        }, wait);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
        emitPartial();
      }
      await chain;
    },
    send,
  };
}

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
    const { db, now, services, logger, draining } = c.var.deps;
    // Admission, before any token is spent: a stopping process takes no new generation, and past the
    // instance's cap a clear "busy, retry soon" beats slowing every running stream down.
    const ticket = draining ? 'stopping' : services.generations.enter();
    if (ticket === 'stopping' || ticket === 'busy') {
      c.header('Retry-After', ticket === 'busy' ? String(BUSY_RETRY_AFTER_S) : String(STOPPING_RETRY_AFTER_S));
      throw new HttpError(503, ticket === 'busy' ? 'GENERATION_BUSY' : 'SERVER_STOPPING');
    }
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
        const signal = AbortSignal.any([c.req.raw.signal, ticket.signal]);
        try {
          const item = await runGeneration(deps, prepared, { signal });
          return c.json({ item } satisfies { item: ContentItem });
        } catch (err) {
          throw interrupted(ticket.signal, err);
        }
      }

      c.header('X-Accel-Buffering', 'no');
      streaming = true;
      return streamSSE(c, async (stream) => {
        const controller = new AbortController();
        const abort = () => controller.abort();
        stream.onAbort(abort);
        ticket.signal.addEventListener('abort', abort, { once: true });
        const keepalive = setInterval(() => void stream.write(': keepalive\n\n').catch(() => {}), KEEPALIVE_MS);
        const forward = createForwarder(
          stream,
          isJsonKind(kind),
          c.var.deps.streamPartialIntervalMs ?? PARTIAL_INTERVAL_MS,
        );
        try {
          await runGeneration(deps, prepared, {
            signal: controller.signal,
            onText: forward.onText,
            // The item goes out as soon as it is saved; the usage row is written after.
            onSaved: async (item) => {
              await forward.flush();
              await forward.send('done', { item });
            },
          });
        } catch (err) {
          await forward.flush();
          const failure = interrupted(ticket.signal, err);
          if (!(failure instanceof HttpError)) logger.error({ err }, 'geração falhou');
          await forward.send('error', errorOf(failure));
        } finally {
          clearInterval(keepalive);
          ticket.signal.removeEventListener('abort', abort);
          ticket.release();
        }
      });
    } finally {
      // The streaming callback releases its own slot when the stream ends.
      if (!streaming) ticket.release();
    }
  });
