import { describe, expect, it } from 'vitest';
import {
  AD_METHODS,
  AD_TYPES,
  CAPTION_STYLES,
  CONTENT_KINDS,
  type ContentKind,
  MAIN_TEXT_FIELD,
  SCRIPT_TONES,
  TONES,
} from '@shared/content-kinds';
import { NICHE_OPTIONS } from '@shared/niches';
import {
  carouselOutputSchema,
  dailyScriptOutputSchema,
  generationInputSchemas,
  reelOutputSchema,
} from '@shared/content-kind-schemas';
import { adCopyGenerator } from './generators/ad-copy';
import { captionGenerator } from './generators/caption';
import { storyGenerator } from './generators/story';
import type { GenerationContext } from './generators/prompt-parts';
import { resolveNicheProfile } from './niches';
import { writeOffline } from './offline-writer';
import { cycle, seededRandom } from './offline/random';

const adCopyOutputSchema = adCopyGenerator.outputSchema;
const captionOutputSchema = captionGenerator.outputSchema;
const storyOutputSchema = storyGenerator.outputSchema;

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);
const NICHES = [...NICHE_OPTIONS, 'Confeitaria artesanal', 'x'];

const TEXTS: Record<ContentKind, [string, string, ...string[]]> = {
  daily_script: [
    'Acordo às 6h, treino na academia, levo as crianças na escola, atendo alunas online à tarde e à noite preparo as marmitas da semana.',
    'Reunião com cliente de manhã; gravo conteúdo depois do almoço; fecho o caixa às 18h',
    'dia de folga',
  ],
  story: [
    'Quero mostrar meu café da manhã proteico e explicar por que não pulo essa refeição',
    'bastidores',
    'a'.repeat(4000),
  ],
  caption: [
    'Post sobre treino de pernas em casa com garrafas de água #fitness #treino',
    'Lançamento da coleção de verão',
    'b '.repeat(1500),
  ],
  reel_idea: ['3 exercícios para fazer no intervalo do trabalho', 'erro comum', 'c'.repeat(3000)],
  carousel: ['Como montar uma marmita fit barata', 'precificação', 'd '.repeat(1800)],
  ad_copy: [
    'Consultoria online de 12 semanas com acompanhamento pelo WhatsApp por R$ 297',
    'bolo de pote',
    'e'.repeat(4000),
  ],
};

function input(kind: ContentKind, text: string, extra: Record<string, unknown> = {}) {
  return generationInputSchemas[kind].parse({ [MAIN_TEXT_FIELD[kind]]: text, ...extra }) as never;
}

function* cases(kind: ContentKind) {
  for (const seed of SEEDS) {
    const niche = cycle(NICHES, seed);
    const text = cycle(TEXTS[kind], seed);
    const ctx: GenerationContext =
      seed % 3 === 0 ? { niche, clientName: 'Studio Bella', clientRoutine: 'Atende à tarde' } : { niche };
    yield { seed, niche, text, ctx };
  }
}

const HASHTAG = /#[\p{L}\p{N}_]+/gu;

describe('offline writer output is valid for every kind', () => {
  it('daily script: JSON with 8–10 timed parts, at most 2 engagement parts', () => {
    for (const { seed, text, ctx } of cases('daily_script')) {
      const tone = SCRIPT_TONES[seed % SCRIPT_TONES.length];
      const out = dailyScriptOutputSchema.parse(
        JSON.parse(writeOffline('daily_script', input('daily_script', text, { tone }), ctx, seededRandom(seed))),
      );
      expect(out.parts.length).toBeGreaterThanOrEqual(8);
      expect(out.parts.length).toBeLessThanOrEqual(10);
      const times = out.parts.map((p) => p.time);
      for (const t of times) expect(t).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect([...times].sort()).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
      expect(out.parts.filter((p) => p.type === 'engajamento').length).toBeLessThanOrEqual(2);
      expect(out.parts[0]?.type).toBe('bastidores');
      expect(out.parts.filter((p) => p.type === 'vendas').length).toBe(1);
    }
  });

  it('story: plain text of 100–250 characters with a hook of at most 8 words', () => {
    for (const { seed, text, ctx } of cases('story')) {
      const tone = TONES[seed % TONES.length];
      const out = storyOutputSchema.parse(
        writeOffline('story', input('story', text, { tone }), ctx, seededRandom(seed)),
      );
      expect(out.length).toBeGreaterThanOrEqual(100);
      expect(out.length).toBeLessThanOrEqual(250);
      expect((out.split('\n')[0] ?? '').trim().split(/\s+/).length).toBeLessThanOrEqual(8);
      expect(() => JSON.parse(out)).toThrow();
    }
  });

  it('caption: 150–400 characters with 5–7 hashtags', () => {
    for (const { seed, text, ctx } of cases('caption')) {
      const style = CAPTION_STYLES[seed % CAPTION_STYLES.length];
      const tone = TONES[(seed >> 1) % TONES.length];
      const out = captionOutputSchema.parse(
        writeOffline('caption', input('caption', text, { style, tone }), ctx, seededRandom(seed)),
      );
      expect(out.length, out).toBeGreaterThanOrEqual(150);
      expect(out.length, out).toBeLessThanOrEqual(400);
      const tags = out.match(HASHTAG) ?? [];
      expect(tags.length, out).toBeGreaterThanOrEqual(5);
      expect(tags.length, out).toBeLessThanOrEqual(7);
      expect(new Set(tags).size).toBe(tags.length);
    }
  });

  it('reel: JSON of 30–60 seconds in sequential scenes', () => {
    for (const { seed, text, ctx } of cases('reel_idea')) {
      const out = reelOutputSchema.parse(
        JSON.parse(writeOffline('reel_idea', input('reel_idea', text), ctx, seededRandom(seed))),
      );
      expect(out.scenes.length).toBeGreaterThanOrEqual(4);
      expect(out.scenes[0]?.timing).toBe('0-3s');
      let previousEnd = 0;
      for (const scene of out.scenes) {
        const [start = NaN, end = NaN] = scene.timing.replace('s', '').split('-').map(Number);
        expect(start).toBe(previousEnd);
        expect(end).toBeGreaterThan(start);
        previousEnd = end;
      }
      expect(previousEnd).toBeGreaterThanOrEqual(30);
      expect(previousEnd).toBeLessThanOrEqual(60);
      expect(out.editing_tips.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([3, 4, 5, 6, 7, 8, 9, 10])('carousel: exactly %i slides, numbered 1..N', (imageCount) => {
    for (const { seed, text, ctx } of cases('carousel')) {
      const tone = TONES[seed % TONES.length];
      const raw = writeOffline(
        'carousel',
        input('carousel', text, { imageCount, tone }),
        ctx,
        seededRandom(seed * 31 + imageCount),
      );
      const out = carouselOutputSchema.parse(JSON.parse(raw));
      expect(out.slides.map((s) => s.slide_number)).toEqual(Array.from({ length: imageCount }, (_, i) => i + 1));
      const tips = out.slides.filter((s) => s.title.startsWith('Dica')).map((s) => s.title);
      expect(tips).toEqual(tips.map((_, i) => `Dica ${i + 1}`));
      const tags = out.hashtags.match(HASHTAG) ?? [];
      expect(tags.length).toBeGreaterThanOrEqual(5);
      expect(tags.length).toBeLessThanOrEqual(7);
    }
  });

  it.each(AD_METHODS.flatMap((method) => AD_TYPES.map((adType) => [method, adType] as const)))(
    'ad copy %s / %s: sections separated by a --- line, within the type limits',
    (method, adType) => {
      for (const { seed, text, ctx } of cases('ad_copy')) {
        const tone = TONES[seed % TONES.length];
        const out = adCopyOutputSchema.parse(
          writeOffline('ad_copy', input('ad_copy', text, { method, adType, tone }), ctx, seededRandom(seed)),
        );
        const sections = out.split('\n---\n');
        expect(sections.length).toBeGreaterThanOrEqual(3);
        for (const s of sections) expect(s.trim().length).toBeGreaterThan(0);
        if (adType === 'story_vendas') {
          expect(sections.length).toBeLessThanOrEqual(5);
          for (const s of sections) expect(s.length).toBeLessThanOrEqual(200);
        }
        if (adType === 'post_vendas') expect(out.split(/\s+/).length).toBeLessThanOrEqual(400);
        if (adType === 'video_vendas') {
          const end = Number(sections.at(-1)!.match(/^\[\d+-(\d+)s\]/)![1]);
          expect(end).toBeGreaterThanOrEqual(60);
          expect(end).toBeLessThanOrEqual(90);
        }
      }
    },
  );
});

describe('offline writer content', () => {
  const ctx = { niche: 'fitness' };

  it('weaves the user’s own words into every kind', () => {
    const words: Record<ContentKind, string> = {
      daily_script: 'Acordo às 6h',
      story: 'café da manhã proteico',
      caption: 'treino de pernas em casa',
      reel_idea: 'intervalo do trabalho',
      carousel: 'marmita fit barata',
      ad_copy: 'Consultoria online de 12 semanas',
    };
    for (const kind of CONTENT_KINDS) {
      for (const seed of SEEDS.slice(0, 10)) {
        const out = writeOffline(kind, input(kind, TEXTS[kind][0]), ctx, seededRandom(seed));
        expect(out.toLowerCase(), `${kind} #${seed}`).toContain(words[kind].toLowerCase());
      }
    }
  });

  it('uses the niche profile (pain points, trends, hooks or audience)', () => {
    const profile = resolveNicheProfile('business');
    const pieces = [
      ...profile.painPoints,
      ...profile.trends,
      ...profile.exampleHooks,
      profile.audienceShort,
      ...profile.hashtags,
    ];
    for (const kind of CONTENT_KINDS) {
      const out = writeOffline(kind, input(kind, TEXTS[kind][1]), { niche: 'business' }, seededRandom(7));
      expect(
        pieces.some((p) => out.includes(p.split(':')[0] ?? p)),
        kind,
      ).toBe(true);
    }
  });

  it('follows the tone (formal has no emojis; the greeting changes)', () => {
    const emoji = /\p{Extended_Pictographic}/u;
    for (const seed of SEEDS) {
      const out = writeOffline(
        'story',
        input('story', 'Rotina de skincare', { tone: 'formal' }),
        { niche: 'beauty' },
        seededRandom(seed),
      );
      expect(emoji.test(out), out).toBe(false);
    }
  });

  it('varies between calls', () => {
    for (const kind of CONTENT_KINDS) {
      const a = writeOffline(kind, input(kind, TEXTS[kind][0]), ctx, seededRandom(1));
      const b = writeOffline(kind, input(kind, TEXTS[kind][0]), ctx, seededRandom(2));
      expect(a, kind).not.toBe(b);
      const distinct = new Set(
        SEEDS.slice(0, 20).map((s) => writeOffline(kind, input(kind, TEXTS[kind][0]), ctx, seededRandom(s))),
      );
      expect(distinct.size, kind).toBeGreaterThanOrEqual(15);
    }
  });

  it('is deterministic for the same random source and works with Math.random', () => {
    const a = writeOffline('caption', input('caption', 'x'.repeat(20)), ctx, seededRandom(42));
    const b = writeOffline('caption', input('caption', 'x'.repeat(20)), ctx, seededRandom(42));
    expect(a).toBe(b);
    expect(writeOffline('carousel', input('carousel', 'tema'), ctx)).toBeTruthy();
  });

  it('names the agency client in daily script titles', () => {
    const out = JSON.parse(
      writeOffline(
        'daily_script',
        input('daily_script', 'gravação'),
        { niche: 'food', clientName: 'Cantina da Nona' },
        seededRandom(3),
      ),
    );
    expect(out.title).toContain('Cantina da Nona');
  });
});
