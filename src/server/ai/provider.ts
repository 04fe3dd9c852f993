/**
 * The AI provider: gpt-4o (or any OpenAI-compatible endpoint) over the Chat Completions API, streamed,
 * or the offline writer when no key is configured (DESIGN §3).
 *
 * Faults: a deadline on the whole call (AI_TIMEOUT_MS) and a stall timeout between chunks
 * (AI_STALL_TIMEOUT_MS); this module retries once, only
 * on a 429 that is not `insufficient_quota` or a 5xx, and only when nothing was streamed yet. Every failure
 * becomes an AiCallError with a catalogue code.
 */
import type { ContentKind } from '@shared/content-kinds';
import type { GenerationInput } from '@shared/content-kind-schemas';
import type { Env } from '../env';
import type { GenerationContext, GenerationRequest } from './generators/prompt-parts';
import { ChatCompletionError, createChatCompletionClient } from './chat-completions';
import { writeOffline } from './offline-writer';
import type { Rng } from './offline/random';

export type AiErrorCode =
  | 'AI_TIMEOUT'
  | 'AI_STALLED'
  | 'AI_STREAM_BROKEN'
  | 'AI_RATE_LIMITED'
  | 'AI_QUOTA_EXCEEDED'
  | 'AI_PROVIDER_ERROR'
  | 'AI_CANCELLED';

export class AiCallError extends Error {
  constructor(
    readonly code: AiErrorCode,
    readonly detail: string,
    /** Whether any text had been streamed when it failed. */
    readonly streamed = false,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'AiCallError';
  }
}

export interface AiCall<K extends ContentKind = ContentKind> {
  kind: K;
  input: GenerationInput<K>;
  ctx: GenerationContext;
  request: GenerationRequest;
}

export interface AiCallOptions {
  /** Aborts the call (the client went away). */
  signal?: AbortSignal;
  /** Each piece of text as it arrives. */
  onText?: (delta: string) => void;
}

export interface AiUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

export interface AiResult {
  text: string;
  usage: AiUsage;
  /** The model that answered ('offline' for the local writer). */
  model: string;
  attempts: number;
}

export interface AiProvider {
  readonly offline: boolean;
  readonly model: string;
  generate(call: AiCall, options?: AiCallOptions): Promise<AiResult>;
  /**
   * One free-form request that is not a content kind (the monthly report's opening paragraph), with its
   * own deadline. Only a real model has it: the offline writer writes content kinds, so without a key the
   * caller keeps its own rule-written text.
   */
  complete?(request: GenerationRequest, options: { timeoutMs: number; signal?: AbortSignal }): Promise<AiResult>;
}

declare module '../context' {
  interface AppServices {
    ai: AiProvider;
  }
}

const ZERO_USAGE: AiUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

// ---------------------------------------------------------------------------
// Offline writer
// ---------------------------------------------------------------------------

/** Splits a text into `n` roughly equal pieces at spaces, so it can still be delivered as a stream. */
export function splitIntoChunks(text: string, n: number): string[] {
  if (text.length === 0) return [];
  const size = Math.max(1, Math.ceil(text.length / n));
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const space = text.indexOf(' ', end);
      end = space === -1 ? text.length : space + 1;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

export function createOfflineProvider(random: Rng = Math.random): AiProvider {
  return {
    offline: true,
    model: 'offline',
    async generate(call, options = {}) {
      if (options.signal?.aborted) throw new AiCallError('AI_CANCELLED', 'aborted before start');
      const text = writeOffline(call.kind, call.input, call.ctx, random);
      for (const chunk of splitIntoChunks(text, 6)) options.onText?.(chunk);
      return { text, usage: ZERO_USAGE, model: 'offline', attempts: 1 };
    },
  };
}

// ---------------------------------------------------------------------------
// OpenAI (Chat Completions, streamed)
// ---------------------------------------------------------------------------

export interface OpenAIProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  stallTimeoutMs: number;
  /** Retries on 429 (not insufficient_quota) and 5xx before any byte was streamed. Default 1. */
  maxRetries?: number;
}

type AbortReason = 'deadline' | 'stall' | 'client';

/** Whether a provider error says the account is out of credit (never retried). */
export function isInsufficientQuota(body: string | undefined): boolean {
  return typeof body === 'string' && body.includes('insufficient_quota');
}

interface Classified {
  error: AiCallError;
  retryable: boolean;
}

function classify(error: unknown, streamed: boolean): Classified {
  if (error instanceof ChatCompletionError && error.kind === 'status' && error.status !== undefined) {
    const status = error.status;
    if (status === 429) {
      if (isInsufficientQuota(error.body))
        return { error: new AiCallError('AI_QUOTA_EXCEEDED', error.message, streamed), retryable: false };
      return { error: new AiCallError('AI_RATE_LIMITED', error.message, streamed), retryable: !streamed };
    }
    if (status === 408) return { error: new AiCallError('AI_TIMEOUT', error.message, streamed), retryable: false };
    return {
      error: new AiCallError('AI_PROVIDER_ERROR', `${status} ${error.message}`, streamed),
      retryable: status >= 500 && !streamed,
    };
  }
  const detail = error instanceof Error ? error.message : String(error);
  // A connection that breaks or a chunk that cannot be read: midway it is a broken stream.
  return {
    error: new AiCallError(streamed ? 'AI_STREAM_BROKEN' : 'AI_PROVIDER_ERROR', detail, streamed),
    retryable: false,
  };
}

export function createOpenAIProvider(options: OpenAIProviderOptions): AiProvider {
  const client = createChatCompletionClient({ apiKey: options.apiKey, baseURL: options.baseURL });
  const maxRetries = options.maxRetries ?? 1;

  async function attempt(
    request: GenerationRequest,
    deadlineAt: number,
    outer: AbortSignal | undefined,
    onText: ((delta: string) => void) | undefined,
  ): Promise<{ text: string; usage: AiUsage } | { failure: Classified }> {
    const controller = new AbortController();
    let reason: AbortReason | null = null;
    const abort = (why: AbortReason) => {
      if (reason) return;
      reason = why;
      controller.abort(new Error(why));
    };
    const onOuterAbort = () => abort('client');
    if (outer?.aborted) abort('client');
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    const deadline = setTimeout(() => abort('deadline'), Math.max(0, deadlineAt - Date.now()));
    // The stall timeout runs between chunks, from the first one on (before it, the deadline rules). A chunk
    // only notes its time: moving a timer for every chunk of hundreds of live streams cost more than the
    // rest of a chunk's way to the browser. The timer looks at that time when it fires and, when a chunk
    // came meanwhile, waits again for what is left of the timeout from that chunk.
    let stall: NodeJS.Timeout | undefined;
    let lastChunkAt = 0;
    const checkStall = () => {
      const left = lastChunkAt + options.stallTimeoutMs - Date.now();
      if (left <= 0) abort('stall');
      else stall = setTimeout(checkStall, left);
    };

    let streamed = false;
    try {
      const result = await client.stream(
        {
          model: options.model,
          system: request.system,
          prompt: request.prompt,
          temperature: request.temperature,
          maxOutputTokens: request.maxOutputTokens,
        },
        {
          signal: controller.signal,
          onText(piece) {
            streamed = true;
            lastChunkAt = Date.now();
            stall ??= setTimeout(checkStall, options.stallTimeoutMs);
            onText?.(piece);
          },
        },
      );
      return result;
    } catch (err) {
      const why = reason as AbortReason | null;
      if (why === 'deadline')
        return { failure: { error: new AiCallError('AI_TIMEOUT', 'deadline reached', streamed), retryable: false } };
      if (why === 'stall')
        return {
          failure: {
            error: new AiCallError('AI_STALLED', 'no chunk within the stall timeout', streamed),
            retryable: false,
          },
        };
      if (why === 'client')
        return { failure: { error: new AiCallError('AI_CANCELLED', 'client went away', streamed), retryable: false } };
      return { failure: classify(err, streamed) };
    } finally {
      clearTimeout(deadline);
      if (stall) clearTimeout(stall);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  return {
    offline: false,
    model: options.model,
    async generate(call, callOptions = {}) {
      const deadlineAt = Date.now() + options.timeoutMs;
      for (let attempts = 1; ; attempts++) {
        const outcome = await attempt(call.request, deadlineAt, callOptions.signal, callOptions.onText);
        if (!('failure' in outcome)) return { ...outcome, model: options.model, attempts };
        const { error, retryable } = outcome.failure;
        if (!retryable || attempts > maxRetries || Date.now() >= deadlineAt) throw error;
      }
    },
    async complete(request, callOptions) {
      // Never retried: the caller has a text of its own to fall back on, and a report must not wait.
      const deadlineAt = Date.now() + Math.min(callOptions.timeoutMs, options.timeoutMs);
      const outcome = await attempt(request, deadlineAt, callOptions.signal, undefined);
      if ('failure' in outcome) throw outcome.failure.error;
      return { ...outcome, model: options.model, attempts: 1 };
    },
  };
}

/** The provider the environment asks for: gpt-4o with a key, the offline writer without. */
export function createAiProvider(env: Env): AiProvider {
  if (env.aiOffline || !env.OPENAI_API_KEY) return createOfflineProvider();
  return createOpenAIProvider({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    stallTimeoutMs: env.AI_STALL_TIMEOUT_MS,
  });
}
