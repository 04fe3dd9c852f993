/** Single story text. Per the call contract there is no system message: everything is in the user prompt. */
import type { StoryInput } from '@shared/content-kind-schemas';
import { type CallSettings, type GenerationContext, type GenerationRequest, kindPrompt } from '../prompt-parts';

export const STORY_SETTINGS: CallSettings = { temperature: 0.9, maxOutputTokens: 400, json: false };

export const STORY_TARGETS = { minChars: 100, maxChars: 250, maxHookWords: 8 } as const;

/** The kind's call-to-action rule; a voice with a CTA style replaces its examples. */
const STORY_CTA_RULE =
  '- Termine com uma chamada para interação ou ação (responder, votar, mandar direct, ver o link).';

export function buildStoryRequest(input: StoryInput, ctx: GenerationContext): GenerationRequest {
  const { minChars, maxChars, maxHookWords } = STORY_TARGETS;
  const prompt = kindPrompt('story', input, ctx, STORY_CTA_RULE, (niche, voiced) => ({
    ask: `Você é especialista em stories do Instagram para criadores brasileiros. Escreva o texto de UM story para um criador do nicho ${niche.name}.`,
    userText: { label: 'Sobre o que é o story (descrição do criador)', text: input.description },
    rules: `Regras:
- Entre ${minChars} e ${maxChars} caracteres no total.
- A primeira linha é um gancho de no máximo ${maxHookWords} palavras.
- Fale com uma dor ou desejo real do público, com a linguagem do nicho.
${voiced.cta}
- Responda apenas com o texto do story, em português do Brasil, sem aspas, sem título e sem explicações.`,
  }));
  return { system: undefined, prompt, ...STORY_SETTINGS };
}
