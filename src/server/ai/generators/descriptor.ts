/**
 * The shape of a content kind's server descriptor: everything the server knows about one kind, in the
 * kind's own folder (generators/<kind>/index.ts). What the browser also needs (labels, page, messages)
 * is the kind's row in the shared table (src/shared/content-kinds.ts).
 */
import { z } from 'zod';
import type { ContentPart } from '@shared/content-item';
import { generationInputSchemas, type GenerationInputSchemas } from '@shared/content-kind-schemas';
import type { ContentKind } from '@shared/content-kinds';
import type { GenerationInput } from '@shared/content-kind-schemas';
import type { Rng } from '@server/ai/offline/random';
import type { CallSettings, GenerationContext, GenerationRequest } from './prompt-parts';

/** A part as the AI writes it; the service gives it an id and a done flag. */
export type PartDraft = Omit<ContentPart, 'id' | 'completed'>;

export interface ContentKindGenerator<K extends ContentKind, Reply = unknown> {
  kind: K;
  /** Validates the request body (defaults applied): the shared table's schema. */
  inputSchema: GenerationInputSchemas[K];
  /** Validates the AI's reply: the parsed JSON document, or the text of plain-text kinds. */
  outputSchema: z.ZodType<Reply>;
  /** Temperature, max tokens and JSON flag of the model call. */
  settings: CallSettings;
  buildRequest(input: GenerationInput<K>, ctx: GenerationContext): GenerationRequest;
  /** A local draft with the reply's shape, written when no AI key is configured. */
  writeOffline(input: GenerationInput<K>, ctx: GenerationContext, random: Rng): string;
  /** A check beyond the schema (e.g. as many slides as images asked); answers why the reply is wrong. */
  checkReply?(reply: Reply, input: GenerationInput<K>): string | null;
  /** The checkable parts saved with the item (none when absent). */
  partsOf?(reply: Reply): PartDraft[];
  /** The generator options kept with the item and shown as badges (none when absent). */
  optionsOf?(input: GenerationInput<K>): Record<string, string | number>;
}

/** Declares a kind's descriptor; its input schema comes from the shared table. */
export function defineGenerator<K extends ContentKind, Reply>(
  descriptor: Omit<ContentKindGenerator<K, Reply>, 'inputSchema'>,
): ContentKindGenerator<K, Reply> {
  return { ...descriptor, inputSchema: generationInputSchemas[descriptor.kind] };
}

/** JSON kinds' offline drafts are saved as the AI's would be: indented JSON text. */
export const asJsonText = (value: unknown): string => JSON.stringify(value, null, 2);

/** The reply of plain-text kinds: any non-blank text, trimmed. */
export const plainTextReplySchema = z.string().trim().min(1);

/** The "É publicidade?" switch is kept with the item and shown as a badge. */
export const publiOption = (input: { isAd?: boolean }): Record<string, number> => (input.isAd ? { isAd: 1 } : {});
