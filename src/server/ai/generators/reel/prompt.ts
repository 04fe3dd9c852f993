/** Reel script of 30–60 seconds, as JSON. */
import type { ReelInput } from '@shared/content-kind-schemas';
import {
  type CallSettings,
  type GenerationContext,
  type GenerationRequest,
  JSON_ONLY,
  kindPrompt,
} from '../prompt-parts';

export const REEL_SETTINGS: CallSettings = { temperature: 0.9, maxOutputTokens: 2000, json: true };

export const REEL_TARGETS = {
  minSeconds: 30,
  maxSeconds: 60,
  minScenes: 4,
  maxScenes: 6,
  minTips: 3,
  maxTips: 5,
} as const;

const SYSTEM =
  'Você é roteirista de Reels do Instagram para criadores brasileiros, especialista em retenção. ' + JSON_ONLY;

const JSON_SHAPE = `{
  "concept": "ideia central do reel em uma ou duas frases",
  "hook": "frase dita ou escrita nos 3 primeiros segundos",
  "scenes": [
    {
      "timing": "0-3s",
      "action": "o que acontece em cena",
      "text": "fala ou texto na tela",
      "visual_tip": "enquadramento, cenário ou efeito"
    }
  ],
  "cta": "chamada para ação final",
  "editing_tips": ["dica de edição", "outra dica de edição"]
}`;

export function buildReelRequest(input: ReelInput, ctx: GenerationContext): GenerationRequest {
  const { minSeconds, maxSeconds } = REEL_TARGETS;
  // The reel form has no tone field: the voice's default tone, else the default tone of every kind. Its
  // call to action is a rule of its own, whatever the voice's CTA style.
  const prompt = kindPrompt('reel_idea', input, ctx, undefined, (niche) => ({
    ask: `Crie o roteiro de um Reel para um criador do nicho ${niche.name}.`,
    userText: { label: 'O que o criador quer falar no reel', text: input.description },
    rules: `Regras:
- Duração total entre ${minSeconds} e ${maxSeconds} segundos; o "timing" das cenas é sequencial e termina entre ${minSeconds}s e ${maxSeconds}s.
- De 4 a 6 cenas; o gancho aparece na primeira cena, nos 3 primeiros segundos.
- Use a linguagem do nicho e aproveite uma tendência atual quando fizer sentido.
- Termine com uma chamada para ação clara e traga de 3 a 5 dicas de edição práticas (cortes, legendas, áudio, ritmo).`,
    jsonShape: JSON_SHAPE,
  }));
  return { system: SYSTEM, prompt, ...REEL_SETTINGS };
}
