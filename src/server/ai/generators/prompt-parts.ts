/** Pieces shared by the six prompt builders: request shape, niche/client blocks, user-data fencing (from user-data.ts). */
import type { NicheProfile } from '../niches';
import type { PromptVoice } from './voice-prompt';
import { SECTION_SEPARATOR, fence, sanitizeUserText } from './user-data';

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
