/** Single story text. Per the call contract there is no system message: everything is in the user prompt. */
import type { StoryInput } from '@shared/content-kind-schemas';
import { resolveNicheProfile } from '@server/ai/niches';
import { toneText } from '@server/ai/tones';
import {
  type CallSettings,
  type GenerationContext,
  type GenerationRequest,
  USER_DATA_RULE,
  clientBlock,
  fence,
  nicheBlock,
  sections,
} from '../prompt-parts';
import { publiBlock, voiceBlock } from '../voice-prompt';

export const STORY_SETTINGS: CallSettings = { temperature: 0.9, maxOutputTokens: 400, json: false };

export const STORY_TARGETS = { minChars: 100, maxChars: 250, maxHookWords: 8 } as const;

export function buildStoryRequest(input: StoryInput, ctx: GenerationContext): GenerationRequest {
  const profile = resolveNicheProfile(ctx.niche);
  const { minChars, maxChars, maxHookWords } = STORY_TARGETS;
  const prompt = sections(
    `Você é especialista em stories do Instagram para criadores brasileiros. Escreva o texto de UM story para um criador do nicho ${profile.name}.`,
    nicheBlock(profile),
    clientBlock(ctx),
    voiceBlock(ctx.voice),
    `Tom de voz: ${toneText(input.tone, 'story')}`,
    USER_DATA_RULE,
    fence('Sobre o que é o story (descrição do criador)', input.description),
    `Regras:
- Entre ${minChars} e ${maxChars} caracteres no total.
- A primeira linha é um gancho de no máximo ${maxHookWords} palavras.
- Fale com uma dor ou desejo real do público, com a linguagem do nicho.
- Termine com uma chamada para interação ou ação (responder, votar, mandar direct, ver o link).
- Responda apenas com o texto do story, em português do Brasil, sem aspas, sem título e sem explicações.`,
    publiBlock('story', input),
  );
  return { system: undefined, prompt, ...STORY_SETTINGS };
}
