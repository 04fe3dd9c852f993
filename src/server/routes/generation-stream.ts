/**
 * The door and the answer of every model call (a new item, a new version): admission, then the SSE answer (written by `http/sse.ts`) or plain JSON once saved.
 */
import type { Context } from 'hono';
import type { ApiErrorBody } from '@shared/api-error';
import type { ContentItem } from '@shared/content-item';
import { HttpError } from '../http-error';
import { streamGeneration, wantsEventStream } from '../http/sse';
import { errorBody } from '../middleware/errors';
import type { GenerationTicket } from '../services/generation-gate';
import type { GenerationDeps, RunOptions } from '../services/generation-service';
import type { AppEnv } from '../context';

/** What the client is told about a failure: the HttpError's code and params, or INTERNAL. */
export function errorOf(err: unknown): ApiErrorBody {
  if (err instanceof HttpError) return errorBody(err.code, err.extra.params ? { params: err.extra.params } : {});
  return errorBody('INTERNAL');
}

/** Seconds a refused client is told to wait (`Retry-After`). */
const BUSY_RETRY_AFTER_S = 5;
const STOPPING_RETRY_AFTER_S = 10;

/**
 * The door of every model call (a new item or a new version), before any token is spent: a stopping
 * process takes no new generation, and past the instance's cap a clear "busy, retry soon" beats slowing
 * every running stream down. The caller releases the ticket when its generation ends.
 */
function admitGeneration<E extends AppEnv>(c: Context<E>): GenerationTicket {
  const { draining, services } = c.get('deps');
  const ticket = draining ? 'stopping' : services.generations.enter();
  if (ticket === 'stopping' || ticket === 'busy') {
    c.header('Retry-After', ticket === 'busy' ? String(BUSY_RETRY_AFTER_S) : String(STOPPING_RETRY_AFTER_S));
    throw new HttpError(503, ticket === 'busy' ? 'GENERATION_BUSY' : 'SERVER_STOPPING');
  }
  return ticket;
}

/** A generation the stopping process cancelled (its token was refunded) says so, not "cancelled by you". */
function interrupted(ticket: GenerationTicket, err: unknown): unknown {
  return ticket.signal.aborted ? new HttpError(503, 'GENERATION_INTERRUPTED') : err;
}

/** The steps of one kind of model call (a new item, a new version), for `answerGeneration`. */
export interface GenerationSteps<P> {
  /** Names the work in the log ("geração", "nova versão"). */
  label: string;
  /** Checks and spends the token; a failure here is a plain JSON error with its status. */
  prepare(deps: GenerationDeps): Promise<P>;
  /** Whether the reply is a JSON kind (streamed as `partial` objects instead of `delta` text). */
  json(prepared: P): boolean;
  /** Calls the model and saves the reply; any failure gives the token back. */
  run(deps: GenerationDeps, prepared: P, options: RunOptions): Promise<ContentItem>;
}

/**
 * A model call from the door to the answer: admission, the checks and the spend, then with
 * `Accept: text/event-stream` the SSE answer (the slot is freed when the stream ends), or else `{ item }`
 * once saved. The reply is saved in its finishing turn (see GenerationGate).
 */
export async function answerGeneration<E extends AppEnv, P>(
  c: Context<E>,
  steps: GenerationSteps<P>,
): Promise<Response> {
  const { db, now, services, logger } = c.get('deps');
  const deps: GenerationDeps = {
    db,
    ai: services.ai,
    now,
    log: (message, err) => logger.error({ err }, `${steps.label}: ${message}`),
  };
  const ticket = admitGeneration(c);
  let streaming = false;
  try {
    const prepared = await steps.prepare(deps);
    await services.generations.started();
    const finishTurn = ticket.finishing;

    if (!wantsEventStream(c.req.header('accept'))) {
      const signal = AbortSignal.any([c.req.raw.signal, ticket.signal]);
      try {
        const item = await steps.run(deps, prepared, { signal, finishTurn });
        return c.json({ item } satisfies { item: ContentItem });
      } catch (err) {
        throw interrupted(ticket, err);
      }
    }

    const response = await streamGeneration(c, {
      json: steps.json(prepared),
      stop: ticket.signal,
      run: (hooks) => steps.run(deps, prepared, { ...hooks, finishTurn }),
      failure(err) {
        const failure = interrupted(ticket, err);
        if (!(failure instanceof HttpError)) logger.error({ err }, `${steps.label} falhou`);
        return errorOf(failure);
      },
      onEnd: ticket.release,
    });
    streaming = true;
    return response;
  } finally {
    // A streamed generation releases its slot when its stream ends.
    if (!streaming) ticket.release();
  }
}
