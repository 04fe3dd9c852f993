/**
 * The offline writer, checked by machine: many seeds × every kind × every address form × every emoji
 * level × with and without avoided words, each draft run through the quality rules (quality.ts).
 */
import { describe, expect, it } from 'vitest';
import { generationInputSchemas } from '@shared/content-kind-schemas';
import {
  AD_METHODS,
  AD_TYPES,
  CAPTION_STYLES,
  CONTENT_KINDS,
  MAIN_TEXT_FIELD,
  SCRIPT_TONES,
  type ContentKind,
} from '@shared/content-kinds';
import { ADDRESS_FORMS, EMOJI_LEVELS, voiceProfileSchema, type VoiceProfileInput } from '@shared/schemas/voice';
import type { GenerationContext } from '../generators/prompt-parts';
import { writeOffline } from '../offline-writer';
import { type Person, countEmojis, draftProblems, textProblems } from './quality';
import { seededRandom } from './random';
import { FEW_EMOJIS, MANY_EMOJIS } from './speech';

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Words the offline writer itself likes to use, so avoiding them is a real test. */
const AVOID = [
  'dica',
  'hoje',
  'resultado',
  'rotina',
  'salve',
  'comente',
  'direct',
  'mais',
  'treino',
  'simples',
  'passo',
];

const DESCRIPTIONS = [
  'Quero falar da minha rotina de treino e dar uma dica de alimentação hoje',
  'Lançamento da coleção de verão da loja',
  'Acordo às 6h, treino, depois trabalho. À noite estudo e preparo marmitas',
];
const NICHES = ['fitness', 'empreendedorismo', 'Pets', ''];

/** A varied input of the kind for a seed: tone, style, method, type and image count all turn. */
function inputFor(kind: ContentKind, seed: number): Record<string, unknown> {
  const at = <T>(list: readonly T[], n = seed) => list[n % list.length] as T;
  const schema = generationInputSchemas[kind];
  // Only the fields the kind's form has; the tone is any tone the kind's schema accepts.
  const fields = Object.keys(schema.shape);
  const toneField = (schema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } } | undefined>)
    .tone;
  const tones = SCRIPT_TONES.filter((t) => toneField?.safeParse(t).success);
  const candidates: Record<string, unknown> = {
    [MAIN_TEXT_FIELD[kind]]: at(DESCRIPTIONS),
    tone: tones.length ? at(tones) : undefined,
    style: at(CAPTION_STYLES),
    method: at(AD_METHODS),
    adType: at(AD_TYPES, seed >> 2),
    imageCount: 3 + (seed % 8),
  };
  return schema.parse(Object.fromEntries(Object.entries(candidates).filter(([k]) => fields.includes(k)))) as Record<
    string,
    unknown
  >;
}

const PERSON_OF: Record<(typeof ADDRESS_FORMS)[number], Person> = {
  voce: 'voce',
  voces: 'voces',
  a_gente: 'a_gente',
  // "atletas" is plural: spoken to as "vocês".
  apelido: 'voces',
};

/** How each address form shows in a draft: its pronoun (or, for the nickname, the nickname). */
const ADDRESSED: Record<(typeof ADDRESS_FORMS)[number], RegExp> = {
  voce: /(?<!\p{L})você(?!\p{L})/iu,
  voces: /(?<!\p{L})vocês(?!\p{L})/iu,
  a_gente: /(?<!\p{L})a gente(?!\p{L})/iu,
  apelido: /atletas/,
};

function ctxWith(profile: VoiceProfileInput, niche: string, examples: string[] = []): GenerationContext {
  return { niche, voice: { name: 'Marca', profile: voiceProfileSchema.parse(profile), examples } };
}

const write = (kind: ContentKind, seed: number, ctx: GenerationContext) =>
  writeOffline(kind, inputFor(kind, seed) as never, ctx, seededRandom(seed));

describe.each(CONTENT_KINDS)('offline writer, %s: quality rules over every combination', (kind) => {
  it.each(ADDRESS_FORMS)('speaking as "%s": whole, on target, in the voice', (addressForm) => {
    let drafts = 0;
    for (const emojiLevel of EMOJI_LEVELS) {
      for (const avoid of [[], AVOID]) {
        for (const seed of SEEDS) {
          const profile: VoiceProfileInput = {
            addressForm,
            nickname: addressForm === 'apelido' ? 'atletas' : '',
            emojiLevel,
            avoidWords: avoid,
            expressions: ['bora pra cima'],
          };
          const person = PERSON_OF[addressForm];
          const input = inputFor(kind, seed);
          const draft = write(kind, seed, ctxWith(profile, NICHES[seed % NICHES.length] ?? ''));
          const problems = draftProblems(kind, draft, input, { avoid, person, emojiLevel });
          const where = `${kind} ${addressForm} ${emojiLevel} avoid=${avoid.length > 0} seed ${seed}`;
          expect(problems, `${where}\n${draft}`).toEqual([]);
          const emojis = countEmojis(draft);
          if (emojiLevel === 'pouco') expect(emojis, where).toBeGreaterThanOrEqual(1);
          if (emojiLevel === 'pouco') expect(emojis, where).toBeLessThanOrEqual(FEW_EMOJIS);
          if (emojiLevel === 'bastante') expect(emojis, where).toBeGreaterThanOrEqual(MANY_EMOJIS);
          if (addressForm === 'apelido') expect(draft, where).toContain('atletas');
          // The chosen address form is said, not only kept clear of the others.
          expect(draft, where).toMatch(ADDRESSED[addressForm]);
          expect(draft, where).toMatch(/bora pra cima/i);
          drafts += 1;
        }
      }
    }
    expect(drafts).toBe(EMOJI_LEVELS.length * 2 * SEEDS.length);
  });
});

describe('offline writer without a voice', () => {
  it.each(CONTENT_KINDS)('%s without a voice is whole and on target', (kind) => {
    for (const seed of SEEDS) {
      for (const niche of NICHES) {
        const input = inputFor(kind, seed);
        const draft = writeOffline(kind, input as never, { niche }, seededRandom(seed));
        expect(draftProblems(kind, draft, input, { person: 'voce' }), `${kind} ${niche} ${seed}\n${draft}`).toEqual([]);
        // Without a voice, a null voice changes nothing.
        expect(writeOffline(kind, input as never, { niche, voice: null }, seededRandom(seed))).toBe(draft);
      }
    }
  });
});

describe('offline writer: the voice chooses, it does not delete', () => {
  it('speaks a singular nickname as "você" and a plural one as "vocês"', () => {
    const one = write('caption', 3, ctxWith({ addressForm: 'apelido', nickname: 'campeã' }, 'fitness'));
    expect(one).toContain('campeã');
    expect(textProblems(one, { person: 'voce' })).toEqual([]);
  });

  it('weaves a sentence of the examples and of the learned memory into the drafts', () => {
    const signature = 'Aqui o cuidado vem antes de tudo.';
    const learned = 'Obrigada por confiar na nossa equipe.';
    const fromExamples = ctxWith({ examplePosts: [`Banho e tosa com carinho. ${signature}`] }, 'Pets');
    const fromMemory = ctxWith({}, 'Pets', [`Seu pet voltou cheiroso! ${learned}`]);
    for (const kind of CONTENT_KINDS) {
      const seeds = SEEDS.filter((seed) => write(kind, seed, fromExamples).includes(signature));
      expect(seeds.length, kind).toBeGreaterThan(0);
      expect(
        SEEDS.some((seed) => write(kind, seed, fromMemory).includes(learned)),
        kind,
      ).toBe(true);
    }
  });

  it('takes the call to action from the CTA style', () => {
    const ctx = ctxWith({ ctaStyle: 'Sempre convidar para chamar no direct', emojiLevel: 'nenhum' }, 'fitness');
    for (const seed of SEEDS) {
      const caption = write('caption', seed, ctx);
      expect(caption, caption).toMatch(/direct|mensagem/);
    }
  });

  it('keeps the avoided words out even when the user typed them in the description', () => {
    const ctx = ctxWith({ avoidWords: ['coleção', 'verão'] }, 'beleza');
    for (const kind of CONTENT_KINDS) {
      for (const seed of SEEDS) {
        const input = { ...inputFor(kind, seed), [MAIN_TEXT_FIELD[kind]]: 'Lançamento da coleção de verão' };
        const draft = writeOffline(kind, input as never, ctx, seededRandom(seed));
        expect(draftProblems(kind, draft, input, { avoid: ['coleção', 'verão'] }), `${kind} ${seed}\n${draft}`).toEqual(
          [],
        );
      }
    }
  });
});

describe('quality rules', () => {
  it('name the mistakes the old writer made', () => {
    expect(textProblems('Feito para quem se por Pet shop de, de aplicar.')).not.toEqual([]);
    expect(textProblems('Ajuste a aos poucos.')).not.toEqual([]);
    expect(textProblems('Legenda boa.\n\n#pets # #cachorro')).not.toEqual([]);
    expect(textProblems('Tudo certo  aqui.')).not.toEqual([]);
    expect(textProblems('Tudo certo aqui..')).not.toEqual([]);
    expect(textProblems('Isso aqui é pra vocês! Você vai amar.', { person: 'voces' })).not.toEqual([]);
    expect(textProblems('Muito TOP, isso.', { avoid: ['top'] })).not.toEqual([]);
    expect(textProblems('Sem emoji 😊.', { emojiLevel: 'nenhum' })).not.toEqual([]);
    expect(textProblems('Isso aqui é pra vocês! Vocês vão amar.', { person: 'voces', avoid: ['top'] })).toEqual([]);
  });
});

describe('the browser scenario, without a browser', () => {
  it('a client voice with "Descontraído", "vocês" and no emoji: the caption speaks to "vocês", has no emoji, whole sentences', () => {
    const ctx = ctxWith({ tone: 'descontraido', addressForm: 'voces', emojiLevel: 'nenhum' }, 'Pet shop');
    for (const seed of SEEDS) {
      const input = generationInputSchemas.caption.parse({
        description: 'Banho e tosa de verão',
        tone: 'descontraido',
      });
      const caption = writeOffline('caption', input, ctx, seededRandom(seed));
      expect(caption).toMatch(/(?<!\p{L})vocês(?!\p{L})/iu);
      expect(countEmojis(caption)).toBe(0);
      expect(draftProblems('caption', caption, input, { person: 'voces', emojiLevel: 'nenhum' }), caption).toEqual([]);
    }
  });
});
