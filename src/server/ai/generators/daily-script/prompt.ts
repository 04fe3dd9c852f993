/** Daily story script ("Roteiro do Dia"): 8–10 timed stories for the creator's day, as JSON. */
import type { DailyScriptInput } from '@shared/content-kind-schemas';
import { resolveNicheProfile } from '@server/ai/niches';
import {
  type CallSettings,
  type GenerationContext,
  type GenerationRequest,
  JSON_ONLY,
  USER_DATA_RULE,
  clientBlock,
  fence,
  nicheBlock,
  sections,
} from '../prompt-parts';
import { voicedParts } from '../voice-prompt';

export const DAILY_SCRIPT_SETTINGS: CallSettings = { temperature: 0.8, maxOutputTokens: 2000, json: true };

export const DAILY_SCRIPT_TARGETS = {
  minStories: 8,
  maxStories: 10,
  maxDirectInteractions: 2,
  maxContentChars: 250,
  mix: { bastidores: 40, educativo: 30, engajamento: 20, vendas: 10 },
} as const;

const SYSTEM =
  'Você é estrategista de conteúdo para stories do Instagram e cria roteiros diários para criadores brasileiros. ' +
  JSON_ONLY;

const JSON_SHAPE = `{
  "title": "título curto do roteiro do dia",
  "daily_hook": "frase de abertura que faz o público querer acompanhar o dia",
  "parts": [
    {
      "time": "08:00",
      "type": "bastidores | educativo | engajamento | vendas",
      "content": "o que mostrar e o que falar neste story",
      "engagement_tip": "recurso do story para aumentar o engajamento (enquete, caixinha, texto na tela, música...)"
    }
  ],
  "daily_cta": "chamada para ação do dia"
}`;

export function buildDailyScriptRequest(input: DailyScriptInput, ctx: GenerationContext): GenerationRequest {
  const profile = resolveNicheProfile(ctx.niche);
  const voiced = voicedParts('daily_script', input.tone, ctx.voice);
  const { minStories, maxStories, maxDirectInteractions, mix } = DAILY_SCRIPT_TARGETS;
  const prompt = sections(
    `Crie o roteiro de stories de hoje para um criador de conteúdo do nicho ${profile.name}, a partir da rotina que ele descreveu.`,
    nicheBlock(profile),
    clientBlock(ctx),
    voiced.block,
    voiced.tone,
    USER_DATA_RULE,
    fence('Rotina do dia descrita pelo criador', input.routine),
    `Regras do roteiro:
- Entre ${minStories} e ${maxStories} stories (itens de "parts"), em ordem cronológica, cada um com horário no formato HH:MM coerente com a rotina.
- Mistura aproximada: ${mix.bastidores}% bastidores, ${mix.educativo}% educativo, ${mix.engajamento}% engajamento e ${mix.vendas}% vendas; informe o tipo de cada story em "type".
- No máximo ${maxDirectInteractions} stories com interação direta (enquete, caixinha de perguntas, quiz ou figurinha de reação).
- Cada "content" diz o que mostrar e o que falar, em até ${DAILY_SCRIPT_TARGETS.maxContentChars} caracteres, com a linguagem do nicho e ligado a uma dor ou tendência do público.
- O primeiro story abre o dia com o gancho; o story de vendas vem depois que o público já recebeu valor.`,
    `Formato da resposta (exatamente estas chaves):\n${JSON_SHAPE}`,
  );
  return { system: SYSTEM, prompt, ...DAILY_SCRIPT_SETTINGS };
}
