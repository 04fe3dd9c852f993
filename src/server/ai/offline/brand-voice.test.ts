import { describe, expect, it } from 'vitest';
import { foldText } from '@shared/claims/normalize';
import { generationInputSchemas } from '@shared/content-kind-schemas';
import { CONTENT_KINDS, MAIN_TEXT_FIELD, type ContentKind } from '@shared/content-kinds';
import { voiceProfileSchema, type VoiceProfileInput } from '@shared/schemas/voice';
import { writeOffline } from '../offline-writer';
import type { GenerationContext } from '../generators/prompt-parts';
import { countEmojis, removeAvoidedWords } from './brand-voice';
import { seededRandom } from './random';

const SEEDS = Array.from({ length: 80 }, (_, i) => i + 1);

/** Words the offline writer itself likes to use, so avoiding them is a real test. */
const AVOID = ['você', 'dica', 'comenta', 'salva', 'hoje', 'gente', 'direct', 'resultado', 'rotina', 'Mais'];

const input = (kind: ContentKind, tone = 'descontraido') =>
  generationInputSchemas[kind].parse({
    [MAIN_TEXT_FIELD[kind]]: 'Quero falar da minha rotina de treino e dar uma dica de alimentação hoje',
    ...(kind === 'reel_idea' ? {} : { tone }),
  }) as never;

const ctxWith = (profile: VoiceProfileInput): GenerationContext => ({
  niche: 'Fitness',
  voice: { name: 'Marca', profile: voiceProfileSchema.parse(profile), examples: [] },
});

const wholeWordIn = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${foldText(word).text}(?![\\p{L}\\p{N}])`, 'u').test(foldText(text).text);

describe('removeAvoidedWords', () => {
  it('removes whole words and expressions ignoring case and accents', () => {
    expect(removeAvoidedWords('Muito TOP, você vai amar. Topázio fica.', ['top', 'voce'])).toBe(
      'Muito, vai amar. Topázio fica.',
    );
    expect(removeAvoidedWords('isso é  super   barato', ['super barato'])).toBe('isso é');
  });

  it('removes occurrences that appear only after a first removal', () => {
    expect(wholeWordIn(removeAvoidedWords('muito muito bom bom', ['muito bom']), 'muito bom')).toBe(false);
  });
});

describe('offline writer with a brand voice', () => {
  it.each(CONTENT_KINDS)('%s never emits an avoided word (80 seeds)', (kind) => {
    const ctx = ctxWith({ avoidWords: AVOID, expressions: ['bora pra cima'], addressForm: 'voces' });
    for (const seed of SEEDS) {
      const text = writeOffline(kind, input(kind), ctx, seededRandom(seed));
      for (const word of AVOID) expect(wholeWordIn(text, word), `${kind} seed ${seed}: ${word}`).toBe(false);
    }
  });

  it.each(CONTENT_KINDS)('%s uses a preferred expression and the address form', (kind) => {
    const ctx = ctxWith({ expressions: ['bora pra cima', 'tamo junto'], addressForm: 'apelido', nickname: 'atletas' });
    for (const seed of SEEDS.slice(0, 20)) {
      const text = writeOffline(kind, input(kind), ctx, seededRandom(seed));
      expect(/bora pra cima|tamo junto/.test(text)).toBe(true);
      expect(text).toContain('atletas');
    }
  });

  it.each(CONTENT_KINDS)('%s respects the emoji level', (kind) => {
    for (const seed of SEEDS.slice(0, 20)) {
      const none = writeOffline(kind, input(kind), ctxWith({ emojiLevel: 'nenhum' }), seededRandom(seed));
      expect(countEmojis(none)).toBe(0);
      const few = writeOffline(kind, input(kind, 'formal'), ctxWith({ emojiLevel: 'pouco' }), seededRandom(seed));
      expect(countEmojis(few)).toBeGreaterThanOrEqual(1);
      expect(countEmojis(few)).toBeLessThanOrEqual(2);
      const many = writeOffline(kind, input(kind, 'formal'), ctxWith({ emojiLevel: 'bastante' }), seededRandom(seed));
      expect(countEmojis(many)).toBeGreaterThanOrEqual(3);
    }
  });

  it('JSON kinds keep their shape', () => {
    const ctx = ctxWith({
      avoidWords: ['treino'],
      expressions: ['bora'],
      emojiLevel: 'bastante',
      addressForm: 'a_gente',
    });
    for (const kind of ['daily_script', 'reel_idea', 'carousel'] as const) {
      const text = writeOffline(kind, input(kind), ctx, seededRandom(3));
      expect(() => JSON.parse(text)).not.toThrow();
      expect(text).toContain('A gente');
    }
  });

  it('without a voice the draft is unchanged', () => {
    const plain = writeOffline('caption', input('caption'), { niche: 'Fitness' }, seededRandom(5));
    const nullVoice = writeOffline('caption', input('caption'), { niche: 'Fitness', voice: null }, seededRandom(5));
    expect(nullVoice).toBe(plain);
  });
});
