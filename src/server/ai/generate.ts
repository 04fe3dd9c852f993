/**
 * One generation's model call and output check (spec part 2 §5, §7): calls the provider, then validates
 * the reply — JSON kinds parsed and checked against their zod schema (carousel: as many slides as images),
 * text kinds non-blank. Answers the content to save, already normalised.
 */
import { applyPubliIdentification, isPubliKind } from '@shared/claims/publi';
import { extractJson } from '@shared/content-view';
import type { ContentKind } from '@shared/content-kinds';
import type { CarouselOutput, DailyScriptOutput, GenerationInput, ReelOutput } from '@shared/content-kind-schemas';
import { HttpError } from '../http-error';
import { buildGenerationRequest, generatorOf, type GenerationContext, type GenerationRequest } from './generators';
import { AiCallError, type AiCallOptions, type AiErrorCode, type AiProvider, type AiResult } from './provider';

export type OutputCode = 'AI_EMPTY_RESPONSE' | 'AI_INVALID_FORMAT';

export type JsonOutput = DailyScriptOutput | ReelOutput | CarouselOutput;

export type CheckedOutput =
  { ok: true; content: string; json: JsonOutput | null } | { ok: false; code: OutputCode; detail: string };

/** Validates a reply of `kind`; on success `content` is what gets saved (JSON kinds: normalised JSON). */
export function checkOutput<K extends ContentKind>(kind: K, input: GenerationInput<K>, text: string): CheckedOutput {
  if (!text.trim()) return { ok: false, code: 'AI_EMPTY_RESPONSE', detail: 'empty reply' };
  const generator = generatorOf(kind);
  if (!generator.settings.json) {
    const parsed = generator.outputSchema.safeParse(text);
    if (!parsed.success) return { ok: false, code: 'AI_EMPTY_RESPONSE', detail: 'empty reply' };
    return { ok: true, content: String(parsed.data), json: null };
  }
  let data: unknown;
  try {
    data = JSON.parse(extractJson(text));
  } catch (err) {
    return { ok: false, code: 'AI_INVALID_FORMAT', detail: `not JSON: ${(err as Error).message}` };
  }
  const parsed = generator.outputSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, code: 'AI_INVALID_FORMAT', detail: parsed.error.issues[0]?.message ?? 'off-schema' };
  const wrong = generator.checkReply?.(parsed.data, input);
  if (wrong) return { ok: false, code: 'AI_INVALID_FORMAT', detail: wrong };
  return { ok: true, content: JSON.stringify(parsed.data), json: parsed.data as JsonOutput };
}

/** HTTP status a failed call answers with when the client is not streaming. */
const AI_ERROR_STATUS: Record<AiErrorCode | OutputCode, 502 | 503 | 504> = {
  AI_TIMEOUT: 504,
  AI_STALLED: 504,
  AI_STREAM_BROKEN: 502,
  AI_RATE_LIMITED: 503,
  AI_QUOTA_EXCEEDED: 503,
  AI_PROVIDER_ERROR: 502,
  AI_CANCELLED: 503,
  AI_EMPTY_RESPONSE: 502,
  AI_INVALID_FORMAT: 502,
};

export class GenerationFailure extends HttpError {
  constructor(
    code: AiErrorCode | OutputCode,
    readonly detail: string,
    /** The provider's answer when the call itself completed (its usage is still recorded). */
    readonly result?: AiResult,
  ) {
    super(AI_ERROR_STATUS[code], code);
    this.name = 'GenerationFailure';
  }
}

export interface GeneratedOutput {
  content: string;
  json: JsonOutput | null;
  result: AiResult;
  request: GenerationRequest;
  /** Milliseconds spent inside the provider call. */
  providerMs: number;
}

/** Builds the request, calls the provider, validates. Throws GenerationFailure with a catalogue code. */
export async function generateOutput<K extends ContentKind>(
  ai: AiProvider,
  kind: K,
  input: GenerationInput<K>,
  ctx: GenerationContext,
  options: AiCallOptions = {},
): Promise<GeneratedOutput> {
  const request = buildGenerationRequest(kind, input, ctx);
  const started = performance.now();
  let result: AiResult;
  try {
    result = await ai.generate({ kind, input, ctx, request }, options);
  } catch (err) {
    if (err instanceof AiCallError) throw new GenerationFailure(err.code, err.detail);
    throw new GenerationFailure('AI_PROVIDER_ERROR', err instanceof Error ? err.message : String(err));
  }
  const providerMs = performance.now() - started;
  const checked = checkOutput(kind, input, result.text);
  if (!checked.ok) throw new GenerationFailure(checked.code, checked.detail, result);
  // A paid partnership carries its identification at the start whatever the model wrote.
  const isAd = (input as { isAd?: boolean }).isAd === true && isPubliKind(kind);
  const content = isAd ? applyPubliIdentification(kind, checked.content) : checked.content;
  return { content, json: checked.json, result, request, providerMs };
}
