/**
 * Pieces shared by the six prompt builders: request shape, niche/client blocks, user-data fencing (from
 * user-data.ts), and the order every kind's prompt follows (kindPrompt).
 */
import type { ContentKind } from '@shared/content-kinds';
import { type NicheProfile, resolveNicheProfile } from '../niches';
import { type PromptVoice, type VoicedParts, publiBlock, voicedParts } from './voice-prompt';
import { SECTION_SEPARATOR, USER_DATA_RULE, fence, sanitizeUserText } from './user-data';

// The fencing of user text has its own module (voice-prompt.ts needs it too); the builders take it from here.
export { fence, USER_DATA_RULE } from './user-data';

/** Who the content is for: the raw niche of the creator's profile or of the agency's client. */
export interface GenerationContext {
  niche: string;
  clientName?: string;
  clientRoutine?: string | null;
  clientNotes?: string | null;
  /** The brand voice of this client (or creator); absent when none is set or the user skipped it. */
  voice?: PromptVoice | null;
}

/** One chat completion call (spec part 2 §7). `system` undefined means: user message only. */
export interface GenerationRequest {
  system?: string;
  prompt: string;
  temperature: number;
  maxOutputTokens: number;
  json: boolean;
}

export interface CallSettings {
  temperature: number;
  maxOutputTokens: number;
  json: boolean;
}

export const JSON_ONLY =
  'Responda SOMENTE com um único objeto JSON válido, em português do Brasil, sem markdown, sem blocos de código e sem nenhum texto antes ou depois do JSON.';

const bullets = (items: string[]) => items.map((i) => `- ${i}`).join('\n');

export function nicheBlock(profile: NicheProfile): string {
  return [
    `Nicho: ${sanitizeUserText(profile.name)}`,
    `Público-alvo: ${profile.audience}`,
    `Dores do público:\n${bullets(profile.painPoints)}`,
    `Linguagem do nicho: ${profile.language}`,
    `Tendências atuais do nicho:\n${bullets(profile.trends)}`,
    `Exemplos de ganchos que funcionam nesse nicho (inspire-se, não copie):\n${bullets(profile.exampleHooks)}`,
  ].join('\n');
}

/** Agency generations speak for the client: name, routine and notes (all typed by the agency). */
export function clientBlock(ctx: GenerationContext): string {
  const name = sanitizeUserText(ctx.clientName)
    .replace(/["\n\r]+/g, ' ')
    .slice(0, 120);
  if (!name) return '';
  const lines = [
    `Este conteúdo é para o cliente "${name}", atendido por uma agência. Escreva na voz e para o público desse cliente.`,
  ];
  if (ctx.clientRoutine?.trim()) lines.push(fence('Rotina do cliente', ctx.clientRoutine));
  if (ctx.clientNotes?.trim()) lines.push(fence('Observações da agência sobre o cliente', ctx.clientNotes));
  return lines.join('\n');
}

/** Joins prompt sections, skipping empty ones. */
export function sections(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(SECTION_SEPARATOR);
}

/** What one kind puts into the prompt every kind shares. */
export interface KindPromptParts {
  /** The opening request, naming the niche. */
  ask: string;
  /** The kind's own guidance after the tone line (the caption's style, the ad's method and type). */
  guidance?: string[];
  /** The user's text, fenced as data under this label. */
  userText: { label: string; text: string };
  /** The kind's rules. */
  rules: string;
  /** The JSON document the reply must be, for the kinds that answer in JSON. */
  jsonShape?: string;
}

/** The form fields the shared frame reads; a form without a tone field leaves it undefined. */
interface FramedInput {
  tone?: string;
  isAd?: boolean;
}

/**
 * A kind's prompt, in the order all kinds share: the request, the niche, the client, the brand voice and
 * tone, the kind's guidance, the user's text fenced after the rule that it is only data, the rules, the
 * "publicidade" instruction (kinds with the switch) and the reply's format. The kind writes its parts
 * from the niche profile and the voiced parts (its call-to-action rule, shaped by the voice).
 */
export function kindPrompt(
  kind: ContentKind,
  input: FramedInput,
  ctx: GenerationContext,
  ctaRule: string | undefined,
  write: (niche: NicheProfile, voiced: VoicedParts) => KindPromptParts,
): string {
  const niche = resolveNicheProfile(ctx.niche);
  const voiced = voicedParts(kind, input.tone, ctx.voice, ctaRule);
  const parts = write(niche, voiced);
  return sections(
    parts.ask,
    nicheBlock(niche),
    clientBlock(ctx),
    voiced.block,
    voiced.tone,
    ...(parts.guidance ?? []),
    USER_DATA_RULE,
    fence(parts.userText.label, parts.userText.text),
    parts.rules,
    publiBlock(kind, input),
    parts.jsonShape && `Formato da resposta (exatamente estas chaves):\n${parts.jsonShape}`,
  );
}
