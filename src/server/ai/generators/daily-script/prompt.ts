/** Daily story script ("Roteiro do Dia"): 8–10 timed stories for the creator's day, as JSON. */
import type { DailyScriptInput } from '@shared/content-kind-schemas';
import {
  type CallSettings,
  type GenerationContext,
  type GenerationRequest,
  JSON_ONLY,
  kindPrompt,
} from '../prompt-parts';

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
  const { minStories, maxStories, maxDirectInteractions, mix } = DAILY_SCRIPT_TARGETS;
  // The daily script has no call-to-action rule of its own: its "daily_cta" key asks for one.
  const prompt = kindPrompt('daily_script', input, ctx, undefined, (niche) => ({
    ask: `Crie o roteiro de stories de hoje para um criador de conteúdo do nicho ${niche.name}, a partir da rotina que ele descreveu.`,
    userText: { label: 'Rotina do dia descrita pelo criador', text: input.routine },
    rules: `Regras do roteiro:
- Entre ${minStories} e ${maxStories} stories (itens de "parts"), em ordem cronológica, cada um com horário no formato HH:MM coerente com a rotina.
- Mistura aproximada: ${mix.bastidores}% bastidores, ${mix.educativo}% educativo, ${mix.engajamento}% engajamento e ${mix.vendas}% vendas; informe o tipo de cada story em "type".
- No máximo ${maxDirectInteractions} stories com interação direta (enquete, caixinha de perguntas, quiz ou figurinha de reação).
- Cada "content" diz o que mostrar e o que falar, em até ${DAILY_SCRIPT_TARGETS.maxContentChars} caracteres, com a linguagem do nicho e ligado a uma dor ou tendência do público.
- O primeiro story abre o dia com o gancho; o story de vendas vem depois que o público já recebeu valor.`,
    jsonShape: JSON_SHAPE,
  }));
  return { system: SYSTEM, prompt, ...DAILY_SCRIPT_SETTINGS };
}
