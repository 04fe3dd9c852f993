/**
 * Streams a generation from POST /api/generate/:kind (SSE) for the generator screens.
 *
 * `onDelta` gets the whole text so far (text kinds), `onPartial` the partial object so far (JSON kinds).
 * Resolves with the saved item. Throws ApiError with the server's code, both for the checks answered as
 * plain JSON before the stream (no client, empty text, no tokens...) and for an `error` event. The SSE
 * framing (chunks split anywhere, comments, CRLF) is read by `eventsource-parser`.
 */
import { workspaceHeaders } from './workspace';
import type { ContentItem } from '@shared/content-item';
import type { ContentKind } from '@shared/content-kinds';
import type { GenerationFormValues } from '@shared/content-kind-schemas';
import { isApiErrorBody } from '@shared/api-error';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, readJson } from './api';
import { notifySettled } from './generation-settled';

export interface GenerateStreamHandlers {
  onDelta?: (fullTextSoFar: string) => void;
  onPartial?: (object: unknown) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The saved item in a `{ item }` body (the `done` event, or the answer of a server that did not stream). */
function itemOf(body: unknown): ContentItem | null {
  if (!isRecord(body) || !isRecord(body.item)) return null;
  const item: unknown = body.item; // the server's saved item, as its route sends it
  return item as ContentItem;
}

export async function generateStream<K extends ContentKind>(
  kind: K,
  input: GenerationFormValues<K>,
  handlers: GenerateStreamHandlers = {},
): Promise<ContentItem> {
  try {
    return await runStream(`/api/generate/${kind}`, input, handlers);
  } finally {
    notifySettled(kind);
  }
}

/**
 * Streams a new version of a saved item (POST /api/content/:id/regenerate): the same events as a
 * generation; resolves with the item carrying its new text.
 */
export async function regenerateStream(
  item: Pick<ContentItem, 'id' | 'type'>,
  handlers: GenerateStreamHandlers = {},
): Promise<ContentItem> {
  try {
    return await runStream(`/api/content/${encodeURIComponent(item.id)}/regenerate`, {}, handlers);
  } finally {
    notifySettled(item.type);
  }
}

async function runStream(url: string, input: unknown, handlers: GenerateStreamHandlers): Promise<ContentItem> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...workspaceHeaders() },
      body: JSON.stringify(input),
      signal: handlers.signal,
    });
  } catch (err) {
    if (handlers.signal?.aborted) throw err;
    throw new ApiError(0, 'NETWORK');
  }

  const contentType = res.headers.get('content-type') ?? '';
  if (!res.ok || !contentType.includes('text/event-stream')) {
    // A check that failed before the model call (plain JSON error), or a server that did not stream.
    const item = itemOf(await readJson(res));
    if (item) return item;
    throw new ApiError(res.status, 'INTERNAL');
  }
  if (!res.body) throw new ApiError(0, 'AI_STREAM_BROKEN');

  let text = '';
  let item: ContentItem | null = null;
  let failure: ApiError | null = null;
  const onEvent = ({ event, data }: EventSourceMessage) => {
    if (item || failure) return;
    const payload = parseJson(data);
    if (!isRecord(payload)) return;
    if (event === 'delta' && typeof payload.text === 'string') {
      text += payload.text;
      handlers.onDelta?.(text);
    } else if (event === 'partial' && 'object' in payload) {
      handlers.onPartial?.(payload.object);
    } else if (event === 'done') {
      item = itemOf(payload);
    } else if (event === 'error') {
      failure = isApiErrorBody(payload)
        ? new ApiError(res.status, payload.error.code, payload.error.params, payload.error.fields)
        : new ApiError(res.status, 'INTERNAL');
    }
  };
  const parser = createParser({ onEvent });

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
      if (item || failure) break;
    }
    // A last event the server did not close with a blank line still counts when the stream ends.
    if (!item && !failure) parser.feed('\n\n');
  } catch (err) {
    if (handlers.signal?.aborted) throw err;
    throw new ApiError(0, 'AI_STREAM_BROKEN');
  } finally {
    reader.cancel().catch(() => {});
  }
  const failed = failure as ApiError | null;
  const saved = item as ContentItem | null;
  if (failed) throw failed;
  if (saved) return saved;
  throw new ApiError(0, 'AI_STREAM_BROKEN');
}
