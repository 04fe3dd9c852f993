/** Feed caption: 150–400 characters with 5–7 hashtags, plain text. */
import type { CaptionInput } from '@shared/content-kind-schemas';
import { captionStyleText } from '@server/ai/tones';
import { type CallSettings, type GenerationContext, type GenerationRequest, kindPrompt } from '../prompt-parts';

export const CAPTION_SETTINGS: CallSettings = { temperature: 0.9, maxOutputTokens: 600, json: false };

export const CAPTION_TARGETS = { minChars: 150, maxChars: 400, minHashtags: 5, maxHashtags: 7 } as const;

const SYSTEM =
  'Você é um copywriter brasileiro especialista em legendas para Instagram. Escreve em português do Brasil, com frases curtas e naturais, e responde apenas com a legenda pronta para colar.';

/** The kind's call-to-action rule; a voice with a CTA style replaces its examples. */
const CAPTION_CTA_RULE = '- Termine com uma chamada para ação (comentar, salvar, compartilhar ou chamar no direct).';

export function buildCaptionRequest(input: CaptionInput, ctx: GenerationContext): GenerationRequest {
  const { minChars, maxChars, minHashtags, maxHashtags } = CAPTION_TARGETS;
  const prompt = kindPrompt('caption', input, ctx, CAPTION_CTA_RULE, (niche, voiced) => ({
    ask: `Escreva a legenda de uma postagem do Instagram para um criador do nicho ${niche.name}.`,
    guidance: [`Estilo da legenda: ${captionStyleText(input.style)}`],
    userText: { label: 'Conteúdo da postagem (descrição do criador)', text: input.description },
    rules: `Regras:
- Entre ${minChars} e ${maxChars} caracteres no total, contando as hashtags.
- A primeira frase prende a atenção e conversa com uma dor ou desejo do público.
${voiced.cta}
- Na última linha, de ${minHashtags} a ${maxHashtags} hashtags relevantes para o nicho e o assunto, separadas por espaço.
- Responda apenas com a legenda, sem aspas e sem explicações.`,
  }));
  return { system: SYSTEM, prompt, ...CAPTION_SETTINGS };
}
