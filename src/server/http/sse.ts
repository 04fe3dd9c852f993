/**
 * The SSE writer of a generation's answer (new item or new version): `delta` {text} (text kinds) or `partial`
 * {object} (JSON kinds) while the model writes, then `done` {item} or `error` {error: {code, params?}}.
 *
 * This is the hottest path of the server: hundreds of answers stream at once, each getting a few
 * characters every 20 ms or so. So it is built to cost what the bytes cost:
 * - Under Node's HTTP server the events are written straight to the socket (no web-stream pipeline and
 *   no promise per event); elsewhere (tests calling `app.request`) the same writer feeds a ReadableStream.
 * - Text is coalesced: what arrives within 25 ms goes out as one event, in one write, on a timer shared
 *   by every stream, so a model that sends 4 characters at a time does not cost a write per token. The
 *   first words are the exception: they go out the moment they arrive, since they end the wait.
 * - JSON kinds resend the whole partial object each time, so they go out at most every 100 ms.
 * - A slow reader holds writes back (backpressure): nothing more is written until the socket drains, and
 *   meanwhile the text keeps accumulating in one string, so memory stays bounded by the answer's size.
 */
import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { parsePartialJson } from 'ai';
import { Hono, type Context } from 'hono';
import type { ApiErrorBody } from '@shared/api-error';
import type { ContentItem } from '@shared/content-item';
import { securityHeaders } from '../middleware/security-headers';
import type { AppEnv } from '../context';

/** An SSE comment every so often keeps proxies from closing a slow generation. */
export const KEEPALIVE_MS = 15_000;
/** Text that arrives within this window goes out as one event. */
export const TEXT_INTERVAL_MS = 25;
/** Partial objects of the JSON kinds go out at most this often (the first one at once). */
export const PARTIAL_INTERVAL_MS = 100;

export function wantsEventStream(accept: string | undefined): boolean {
  return !!accept && accept.toLowerCase().includes('text/event-stream');
}

// ---------------------------------------------------------------------------
// Where the bytes go
// ---------------------------------------------------------------------------

/** One SSE answer's output: Node's socket, or a ReadableStream. */
export interface SseSink {
  /** False when the reader is behind: write nothing more until `onDrain`. */
  write(chunk: string): boolean;
  end(): void;
  onDrain(listener: () => void): void;
  /** The client went away before the end. */
  onGone(listener: () => void): void;
}

function nodeSink(res: ServerResponse, headers: Record<string, string | string[]>): SseSink {
  // Not flushed on their own: the headers go out with the first event (the model's first words, an error,
  // or the keepalive), in the same write. The browser does nothing with them before an event comes, and a
  // write of its own cost every generation a system call and a packet in the busiest moment, the start.
  res.writeHead(200, headers);
  return {
    write: (chunk) => res.write(chunk),
    end: () => res.end(),
    onDrain: (listener) => res.on('drain', listener),
    onGone: (listener) =>
      res.once('close', () => {
        if (!res.writableFinished) listener();
      }),
  };
}

function webSink(): { sink: SseSink; body: ReadableStream<Uint8Array> } {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let drain: () => void = () => {};
  let gone: () => void = () => {};
  let closed = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      pull: () => drain(),
      cancel: () => {
        closed = true;
        gone();
      },
    },
    { highWaterMark: 16 * 1024, size: (chunk) => chunk.byteLength },
  );
  return {
    body,
    sink: {
      write(chunk) {
        if (closed) return false;
        controller.enqueue(encoder.encode(chunk));
        return (controller.desiredSize ?? 0) > 0;
      },
      end() {
        if (closed) return;
        closed = true;
        controller.close();
      },
      onDrain: (listener) => void (drain = listener),
      onGone: (listener) => void (gone = listener),
    },
  };
}

/** The headers every answer gets from the middleware (nosniff, no framing...), read once. */
let streamHeaders: Promise<Record<string, string>> | undefined;
function sseHeaders(): Promise<Record<string, string>> {
  streamHeaders ??= Promise.resolve(
    new Hono()
      .use(securityHeaders(null))
      .get('/', (c) => c.body(null))
      .request('/'),
  ).then((res) => ({
    ...Object.fromEntries(res.headers),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    // nginx: pass each event through as it is written.
    'x-accel-buffering': 'no',
  }));
  return streamHeaders;
}

// ---------------------------------------------------------------------------
// Coalescing
// ---------------------------------------------------------------------------

/**
 * Streams with text waiting, flushed together by one timer per window length (one length in production;
 * tests change it per app).
 */
const waiting = new Map<number, { streams: Set<Forwarder>; timer: ReturnType<typeof setTimeout> | null }>();

function schedule(forwarder: Forwarder, intervalMs: number) {
  let group = waiting.get(intervalMs);
  if (!group) waiting.set(intervalMs, (group = { streams: new Set(), timer: null }));
  group.streams.add(forwarder);
  const flushing = group;
  flushing.timer ??= setTimeout(() => {
    flushing.timer = null;
    const streams = [...flushing.streams];
    flushing.streams.clear();
    for (const stream of streams) stream.flushText();
  }, intervalMs);
}

function unschedule(forwarder: Forwarder, intervalMs: number) {
  waiting.get(intervalMs)?.streams.delete(forwarder);
}

const frame = (event: string, json: string) => `event: ${event}\ndata: ${json}\n\n`;

/**
 * Forwards the model's output to one SSE answer, in order. Text kinds: the text that arrived since the
 * last write, as one `delta`. JSON kinds: the partial object parsed from the text so far (AI SDK's
 * parsePartialJson), the first at once, then at most one per partial interval.
 */
export class Forwarder {
  /** JSON kinds: the reply so far (each partial object is parsed from all of it). */
  private text = '';
  /** Text kinds: what has not been written yet. */
  private pending = '';
  private lastPartial = '';
  private lastPartialAt = -Infinity;
  private partialTimer: ReturnType<typeof setTimeout> | null = null;
  private blocked = false;
  private closed = false;
  /** Whether any text has been written: the first words go out at once, the rest in windows. */
  private wroteText = false;
  private parsing: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: SseSink,
    private readonly json: boolean,
    private readonly intervals: { textMs: number; partialMs: number },
  ) {
    sink.onDrain(() => {
      this.blocked = false;
      if (this.pending) this.flushText();
    });
  }

  readonly onText = (delta: string) => {
    if (this.closed) return;
    if (!this.json) {
      this.pending += delta;
      // The first words are what the person is waiting for: they go out as they come. Only what follows
      // is gathered into windows, where a few milliseconds are not seen and a write per token would cost.
      if (this.intervals.textMs <= 0 || !this.wroteText) this.flushText();
      else if (!this.blocked) schedule(this, this.intervals.textMs);
      return;
    }
    this.text += delta;
    if (this.partialTimer) return;
    const wait = this.lastPartialAt + this.intervals.partialMs - performance.now();
    if (wait <= 0) this.emitPartial();
    else
      this.partialTimer = setTimeout(() => {
        this.partialTimer = null;
        this.emitPartial();
      }, wait);
  };

  /** Writes the text waiting (called by the shared timer, on drain and before the last events). */
  flushText() {
    unschedule(this, this.intervals.textMs);
    if (!this.pending || this.closed || this.blocked) return;
    const chunk = frame('delta', JSON.stringify({ text: this.pending }));
    this.pending = '';
    this.wroteText = true;
    this.write(chunk);
  }

  private emitPartial() {
    this.lastPartialAt = performance.now();
    const snapshot = this.text;
    // Parsing is asynchronous: chained, so the partials go out in order and before `done`.
    this.parsing = this.parsing.then(async () => {
      const { value, state } = await parsePartialJson(snapshot);
      if ((state !== 'successful-parse' && state !== 'repaired-parse') || !value || typeof value !== 'object') return;
      const serialized = JSON.stringify({ object: value });
      if (serialized === this.lastPartial || this.closed) return;
      this.lastPartial = serialized;
      this.write(frame('partial', serialized));
    });
  }

  private write(chunk: string) {
    if (this.closed) return;
    if (!this.sink.write(chunk)) this.blocked = true;
  }

  /** Everything held back goes out now (the last events are written even to a slow reader). */
  async flush() {
    if (this.partialTimer) {
      clearTimeout(this.partialTimer);
      this.partialTimer = null;
      this.emitPartial();
    }
    await this.parsing;
    this.blocked = false;
    this.flushText();
  }

  /** Flushes, then one event. */
  async send(event: 'done' | 'error', data: unknown) {
    await this.flush();
    this.write(frame(event, JSON.stringify(data)));
  }

  keepalive() {
    this.write(': keepalive\n\n');
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    unschedule(this, this.intervals.textMs);
    if (this.partialTimer) clearTimeout(this.partialTimer);
    this.sink.end();
  }
}

// ---------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------

export interface StreamedRun {
  /** Aborted when the client goes away or `stop` fires. */
  signal: AbortSignal;
  onText(delta: string): void;
  /** Call once the item is saved: the remaining text, then `done`. */
  onSaved(item: ContentItem): Promise<void>;
}

export interface StreamOptions {
  json: boolean;
  /** Also cancels the run (the process is stopping). */
  stop?: AbortSignal;
  /** The run itself; its failure becomes the `error` event. */
  run(hooks: StreamedRun): Promise<unknown>;
  /** What the client is told about a failure (and where unexpected ones are logged). */
  failure(err: unknown): ApiErrorBody;
  /** After the last event, whatever happened. */
  onEnd?(): void;
}

/** Starts the SSE answer and runs the generation into it. Returns the Response for Hono. */
export async function streamGeneration<E extends AppEnv>(c: Context<E>, options: StreamOptions): Promise<Response> {
  const deps = c.get('deps');
  const intervals = {
    textMs: deps.streamTextIntervalMs ?? TEXT_INTERVAL_MS,
    partialMs: deps.streamPartialIntervalMs ?? PARTIAL_INTERVAL_MS,
  };
  const headers = await sseHeaders();
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  let sink: SseSink;
  let response: Response;
  if (outgoing && typeof outgoing.writeHead === 'function') {
    // The session middleware adds its cookies after this handler, too late for headers written here: a
    // session renewed by this very request gets its new cookie with the stream.
    const cookies = c.get('sessionCookies');
    sink = nodeSink(outgoing, cookies?.length ? { ...headers, 'set-cookie': cookies } : headers);
    response = RESPONSE_ALREADY_SENT;
  } else {
    const web = webSink();
    sink = web.sink;
    response = new Response(web.body, { status: 200, headers });
  }

  const forward = new Forwarder(sink, options.json, intervals);
  const controller = new AbortController();
  const abort = () => controller.abort();
  sink.onGone(abort);
  options.stop?.addEventListener('abort', abort, { once: true });
  const keepalive = setInterval(() => forward.keepalive(), KEEPALIVE_MS);

  void (async () => {
    try {
      await options.run({
        signal: controller.signal,
        onText: forward.onText,
        onSaved: (item) => forward.send('done', { item }),
      });
    } catch (err) {
      await forward.send('error', options.failure(err));
    } finally {
      clearInterval(keepalive);
      options.stop?.removeEventListener('abort', abort);
      forward.close();
      options.onEnd?.();
    }
  })();
  return response;
}
