/**
 * The exact text each kind sends to the model, pinned in files beside this test: a change to a builder
 * that alters a single character of what the model reads shows here as a diff, and has to be accepted
 * on purpose (`npx vitest run -u`).
 */
import { describe, expect, it } from 'vitest';
import { generationInputSchemas } from '@shared/content-kind-schemas';
import { CONTENT_KINDS, MAIN_TEXT_FIELD, type ContentKind } from '@shared/content-kinds';
import { voiceProfileSchema } from '@shared/schemas/voice';
import { buildGenerationRequest } from './index';
import type { GenerationContext } from './prompt-parts';

/** Every field a form can set, away from its default; each kind's schema keeps the ones it knows. */
const FULL_FORM = {
  tone: 'formal',
  style: 'motivacional',
  method: 'storytelling',
  adType: 'story_vendas',
  imageCount: 5,
  isAd: true,
};

/** An agency's client with routine, notes and a voice whose tone differs from the form's and with a CTA style. */
const AGENCY_CLIENT: GenerationContext = {
  niche: 'Pets',
  clientName: 'Pet Feliz',
  clientRoutine: 'Abre às 8h, banho e tosa pela manhã, entregas à tarde.',
  clientNotes: 'Nunca falar de preço nos stories.',
  voice: {
    name: 'Pet Feliz',
    profile: voiceProfileSchema.parse({
      tone: 'descontraido',
      expressions: ['bora que bora'],
      avoidWords: ['barato'],
      emojiLevel: 'pouco',
      ctaStyle: 'Convida para chamar no direct',
      addressForm: 'voces',
      examplePosts: ['Seu pet merece um banho caprichado!'],
    }),
    examples: ['Texto aprendido sobre tosa higiênica'],
  },
};

const CASES: { name: string; form: Record<string, unknown>; ctx: GenerationContext }[] = [
  { name: 'creator', form: {}, ctx: { niche: 'fitness' } },
  { name: 'agency', form: FULL_FORM, ctx: AGENCY_CLIENT },
];

function modelText(kind: ContentKind, form: Record<string, unknown>, ctx: GenerationContext): string {
  const input = generationInputSchemas[kind].parse({ [MAIN_TEXT_FIELD[kind]]: 'Treino de pernas em casa', ...form });
  const request = buildGenerationRequest(kind, input as never, ctx);
  return `SYSTEM:\n${request.system ?? '(none)'}\n\nPROMPT:\n${request.prompt}\n`;
}

describe('the text sent to the model', () => {
  for (const { name, form, ctx } of CASES) {
    it.each(CONTENT_KINDS)(`%s, ${name}`, async (kind) => {
      await expect(modelText(kind, form, ctx)).toMatchFileSnapshot(`./__prompts__/${kind}.${name}.txt`);
    });
  }
});
