/**
 * One streamed Chat Completions call (OpenAI or any compatible endpoint), read with Node's own http
 * client and eventsource-parser's callback parser.
 *
 * Why not the AI SDK's streamText here: each token-sized chunk went through a dozen web-stream stages
 * (decoder, SSE parser, JSON schema check, the SDK's transforms), each with its own promises, about
 * 0.4 ms of CPU per chunk — over 200 ms per generation, which capped an instance at a few dozen live
 * generations per core. This reader costs a few microseconds per chunk: bytes in, one callback per piece
 * of text. The request body is the one the SDK sent (same model, messages, temperature, max_tokens,
 * usage in the stream), so the call contract does not change. See docs/decisions/0011.
 */
import http from 'node:http';
import https from 'node:https';
import { createParser } from 'eventsource-parser';

export interface ChatCompletionRequest {
  model: string;
  /** Omitted when undefined (the story call has no system message). */
  system?: string;
  prompt: string;
  temperature: number;
  maxOutputTokens: number;
}

export interface ChatUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

/** Why a call failed, before it is turned into a user-facing code (provider.ts). */
export class ChatCompletionError extends Error {
  constructor(
    /** 'status': the endpoint answered an HTTP error; 'stream': the answer broke or could not be read. */
    readonly kind: 'status' | 'stream',
    message: string,
    readonly status?: number,
    /** The error answer's body (for `insufficient_quota`). */
    readonly body?: string,
  ) {
    super(message);
    this.name = 'ChatCompletionError';
  }
}

export interface ChatCompletionClient {
  stream(
    request: ChatCompletionRequest,
    options: { signal: AbortSignal; onText: (text: string) => void },
  ): Promise<{ text: string; usage: ChatUsage }>;
}

interface StreamChunk {
  choices?: Array<{ delta?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null;
  error?: { message?: string };
}

export function createChatCompletionClient(options: { apiKey: string; baseURL?: string }): ChatCompletionClient {
  const base = (options.baseURL ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const url = new URL(`${base}/chat/completions`);
  const transport = url.protocol === 'https:' ? https : http;
  // Connections to the provider are reused across generations, as many at once as are running.
  const agent = new transport.Agent({ keepAlive: true });

  return {
    stream(request, { signal, onText }) {
      const messages = [
        ...(request.system !== undefined ? [{ role: 'system', content: request.system }] : []),
        { role: 'user', content: request.prompt },
      ];
      const body = JSON.stringify({
        model: request.model,
        messages,
        temperature: request.temperature,
        max_tokens: request.maxOutputTokens,
        stream: true,
        stream_options: { include_usage: true },
      });

      return new Promise((resolve, reject) => {
        let settled = false;
        const fail = (err: Error) => {
          if (settled) return;
          settled = true;
          req.destroy();
          reject(err);
        };
        const onAbort = () => fail(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });

        const req = transport.request(url, {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        req.on('error', (err) => fail(new ChatCompletionError('stream', err.message)));
        req.on('close', () => signal.removeEventListener('abort', onAbort));
        req.on('response', (res) => {
          res.setEncoding('utf8');
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) {
            let errorBody = '';
            res.on('data', (piece: string) => {
              if (errorBody.length < 64_000) errorBody += piece;
            });
            res.on('end', () =>
              fail(new ChatCompletionError('status', errorMessage(status, errorBody), status, errorBody)),
            );
            res.on('error', (err) => fail(new ChatCompletionError('status', err.message, status, errorBody)));
            return;
          }

          let text = '';
          let usage: ChatUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
          let finished = false;
          const parser = createParser({
            onEvent(event) {
              if (settled || finished) return;
              if (event.data === '[DONE]') {
                finished = true;
                return;
              }
              const quick = contentOf(event.data);
              if (quick !== undefined) {
                if (quick) {
                  text += quick;
                  onText(quick);
                }
                return;
              }
              let chunk: StreamChunk;
              try {
                chunk = JSON.parse(event.data) as StreamChunk;
              } catch {
                fail(new ChatCompletionError('stream', 'a chunk that is not JSON'));
                return;
              }
              if (chunk.error) {
                fail(new ChatCompletionError('stream', chunk.error.message ?? 'error in the stream'));
                return;
              }
              const piece = chunk.choices?.[0]?.delta?.content;
              if (piece) {
                text += piece;
                onText(piece);
              }
              if (chunk.usage) {
                const input = chunk.usage.prompt_tokens ?? 0;
                const output = chunk.usage.completion_tokens ?? 0;
                usage = {
                  inputTokens: input,
                  outputTokens: output,
                  totalTokens: chunk.usage.total_tokens ?? input + output,
                };
              }
            },
          });
          res.on('data', (piece: string) => parser.feed(piece));
          res.on('error', (err) => fail(new ChatCompletionError('stream', err.message)));
          res.on('aborted', () => fail(new ChatCompletionError('stream', 'the connection was closed midway')));
          // A connection cut midway surfaces as 'aborted' or 'error' above; a clean end (with or without
          // the final [DONE], which some compatible endpoints omit) is the whole answer.
          res.on('end', () => {
            if (settled) return;
            settled = true;
            resolve({ text, usage });
          });
        });
        req.end(body);
      });
    },
  };
}

const CONTENT_KEY = '"delta":{"content":"';

/**
 * The text of an ordinary chunk (`…"choices":[{…"delta":{"content":"…"}…}]…`), read without parsing the
 * whole chunk: this runs for every token of every live generation, and the full parse of the chunk's
 * envelope costs twice as much as the rest of the path. Undefined when the chunk is anything else (the
 * role chunk, the usage chunk, an error...), which then gets the full parse.
 */
export function contentOf(data: string): string | undefined {
  const at = data.indexOf(CONTENT_KEY);
  if (at === -1 || data.includes('"usage":{') || data.includes('"error":')) return undefined;
  const start = at + CONTENT_KEY.length;
  let escaped = false;
  for (let i = start; i < data.length; i++) {
    const code = data.charCodeAt(i);
    if (code === 92 /* \ */) {
      escaped = true;
      i++; // the escaped character cannot end the string
    } else if (code === 34 /* " */) {
      const literal = data.slice(start - 1, i + 1);
      return escaped ? (JSON.parse(literal) as string) : literal.slice(1, -1);
    }
  }
  return undefined;
}

function errorMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } };
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${status}`;
}
