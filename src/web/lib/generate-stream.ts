/**
 * Streams a generation from POST /api/generate/:kind (SSE) for the generator screens.
 *
 * `onDelta` gets the whole text so far (text kinds), `onPartial` the partial object so far (JSON kinds).
 * Resolves with the saved item. Throws ApiError with the server's code, both for the checks answered as
 * plain JSON before the stream (no client, empty text, no tokens...) and for an `error` event.
 */
import type { ContentItem } from '@shared/content-item';
import type { ContentKind, GenerationFormValues } from '@shared/content-kinds';
import { isApiErrorBody } from '@shared/api-error';
import { ApiError, unwrap } from './api';

export interface GenerateStreamHandlers {
  onDelta?: (fullTextSoFar: string) => void;
  onPartial?: (object: unknown) => void;
  signal?: AbortSignal;
}

export interface SseMessage {
  event: string;
  data: string;
}

/**
 * A small incremental SSE parser: feed it decoded text as it arrives; it calls `onMessage` for each
 * complete event (comments ignored, multi-line data joined with '\n', CRLF and CR accepted).
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone '\r' at the very end may be the first half of '\r\n': wait for more.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        const text = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        line(text);
      }
    },
    end() {
      if (buffer) {
        line(buffer);
        buffer = '';
      }
      dispatch();
    },
  };
}

type SettledListener = (kind: ContentKind) => void;
const settledListeners = new Set<SettledListener>();

/**
 * Subscribes to the end of every generation (saved, refused or failed): the server spent or gave back a
 * token, so views of the balance re-read it. Returns the unsubscribe function.
 */
export function onGenerationSettled(listener: SettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function notifySettled(kind: ContentKind) {
  for (const listener of settledListeners) {
    try {
      listener(kind);
    } catch {
      /* a listener's failure must not break the generation */
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
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
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
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
    const body = await unwrap<{ item?: ContentItem }>(res);
    if (body?.item) return body.item;
    throw new ApiError(res.status, 'INTERNAL');
  }
  if (!res.body) throw new ApiError(0, 'AI_STREAM_BROKEN');

  let text = '';
  let item: ContentItem | null = null;
  let failure: ApiError | null = null;
  const parser = createSseParser(({ event, data }) => {
    if (item || failure) return;
    const payload = parseJson(data) as Record<string, unknown> | null;
    if (event === 'delta' && typeof payload?.text === 'string') {
      text += payload.text;
      handlers.onDelta?.(text);
    } else if (event === 'partial' && payload && 'object' in payload) {
      handlers.onPartial?.(payload.object);
    } else if (event === 'done' && payload?.item) {
      item = payload.item as ContentItem;
    } else if (event === 'error') {
      failure = isApiErrorBody(payload)
        ? new ApiError(res.status, payload.error.code, payload.error.params, payload.error.fields)
        : new ApiError(res.status, 'INTERNAL');
    }
  });

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
      if (item || failure) break;
    }
    parser.end();
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
