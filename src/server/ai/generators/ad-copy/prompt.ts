/** Ad copy by persuasion method and ad type; plain text in sections separated by a '---' line. */
import { AD_SECTION_SEPARATOR, AD_METHOD_LABELS, AD_TYPE_LABELS } from '@shared/content-kinds';
import type { AdCopyInput } from '@shared/content-kind-schemas';
import { adMethodText, adTypeText } from '@server/ai/tones';
import { type CallSettings, type GenerationContext, type GenerationRequest, kindPrompt } from '../prompt-parts';

export const AD_COPY_SETTINGS: CallSettings = { temperature: 0.8, maxOutputTokens: 1200, json: false };

const SYSTEM =
  'Você é um copywriter de resposta direta brasileiro, especialista em anúncios para Instagram e Facebook que vendem sem parecer propaganda forçada. Responde apenas com a copy pronta, em português do Brasil.';

/** The kind's call-to-action rule; a voice with a CTA style replaces its examples. */
const AD_COPY_CTA_RULE = '- A última seção traz a chamada para ação.';

export function buildAdCopyRequest(input: AdCopyInput, ctx: GenerationContext): GenerationRequest {
  const method = AD_METHOD_LABELS[input.method] ?? AD_METHOD_LABELS.aida;
  const type = AD_TYPE_LABELS[input.adType] ?? AD_TYPE_LABELS.video_vendas;
  const prompt = kindPrompt('ad_copy', input, ctx, AD_COPY_CTA_RULE, (niche, voiced) => ({
    ask: `Escreva a copy de um anúncio (${type}, método ${method}) para um criador do nicho ${niche.name}.`,
    guidance: [`Método de persuasão: ${adMethodText(input.method)}`, `Tipo de anúncio: ${adTypeText(input.adType)}`],
    userText: { label: 'Produto ou serviço a vender (descrição do criador)', text: input.product },
    rules: `Regras:
- Siga a estrutura do método e os limites do tipo de anúncio.
- Fale com as dores reais do público do nicho e use a linguagem dele; nada de promessas impossíveis.
- Divida a copy em seções (uma por etapa do método, ou uma por story no story de vendas), separadas por uma linha contendo apenas ${AD_SECTION_SEPARATOR}.
${voiced.cta}
- Responda apenas com a copy, sem comentários antes ou depois.`,
  }));
  return { system: SYSTEM, prompt, ...AD_COPY_SETTINGS };
}
