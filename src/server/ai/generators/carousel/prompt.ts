/** Carousel with exactly N slides (N = imageCount), as JSON. */
import { CAROUSEL_DEFAULT_IMAGES, CAROUSEL_MAX_IMAGES, CAROUSEL_MIN_IMAGES } from '@shared/content-kinds';
import type { CarouselInput } from '@shared/content-kind-schemas';
import {
  type CallSettings,
  type GenerationContext,
  type GenerationRequest,
  JSON_ONLY,
  kindPrompt,
} from '../prompt-parts';

export const CAROUSEL_SETTINGS: CallSettings = { temperature: 0.9, maxOutputTokens: 2000, json: true };

const SYSTEM =
  'Você é designer de conteúdo e copywriter de carrosséis educativos para o Instagram de criadores brasileiros. ' +
  JSON_ONLY;

/** imageCount clamped to 3..10 (the schema already enforces it; this guards direct callers). */
export function slideCount(imageCount: number | undefined): number {
  const n = Number.isInteger(imageCount) ? (imageCount as number) : CAROUSEL_DEFAULT_IMAGES;
  return Math.min(CAROUSEL_MAX_IMAGES, Math.max(CAROUSEL_MIN_IMAGES, n));
}

function jsonShape(n: number): string {
  return `{
  "title": "título do carrossel",
  "description": "resumo do carrossel em uma frase",
  "slides": [
    {
      "slide_number": 1,
      "title": "título curto do slide",
      "content": "texto do slide (até 200 caracteres)",
      "image_suggestion": "sugestão de imagem ou arte para o slide"
    }
  ],
  "cta": "chamada para ação da legenda",
  "hashtags": "#hashtag1 #hashtag2 #hashtag3 #hashtag4 #hashtag5"
}
"slides" deve ter exatamente ${n} itens, com slide_number de 1 a ${n}.`;
}

/** The kind's call-to-action rule; a voice with a CTA style replaces its examples. */
const CAROUSEL_CTA_RULE = '- Último slide: conclusão com chamada para ação (salvar, compartilhar, comentar ou seguir).';

export function buildCarouselRequest(input: CarouselInput, ctx: GenerationContext): GenerationRequest {
  const n = slideCount(input.imageCount);
  const prompt = kindPrompt('carousel', input, ctx, CAROUSEL_CTA_RULE, (niche, voiced) => ({
    ask: `Crie um carrossel de exatamente ${n} slides para o Instagram de um criador do nicho ${niche.name}.`,
    userText: { label: 'Tema do carrossel (descrição do criador)', text: input.theme },
    rules: `Regras:
- Exatamente ${n} slides, nem mais nem menos.
- Slide 1: capa com um gancho forte que faça deslizar para o lado.
- Slides do meio: um ponto por slide (dica, passo, erro comum ou mito), ligado às dores do público e com a linguagem do nicho.
${voiced.cta}
- "hashtags" é uma única string com 5 a 7 hashtags separadas por espaço.`,
    jsonShape: jsonShape(n),
  }));
  return { system: SYSTEM, prompt, ...CAROUSEL_SETTINGS };
}
