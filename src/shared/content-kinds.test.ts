import { describe, expect, it } from 'vitest';
import {
  CONTENT_KINDS,
  EMPTY_TEXT_MESSAGES,
  MAIN_TEXT_FIELD,
  hasVisuals,
  isJsonKind,
  keepsTimedParts,
  kindInfo,
} from './content-kinds';
import {
  mainTextOf,
  carouselOutputSchema,
  dailyScriptOutputSchema,
  generationInputSchemas,
  reelOutputSchema,
} from './content-kind-schemas';

const UUID = '3f1c2b8e-9a4d-4c6e-8f2a-1b2c3d4e5f60';

describe('generation input schemas', () => {
  it('apply the spec defaults', () => {
    expect(generationInputSchemas.daily_script.parse({ routine: 'x' })).toMatchObject({
      tone: 'amigavel',
      clientId: null,
      scheduledDate: null,
    });
    expect(generationInputSchemas.caption.parse({ description: 'x' })).toMatchObject({
      tone: 'amigavel',
      style: 'profissional',
    });
    expect(generationInputSchemas.carousel.parse({ theme: 'x' })).toMatchObject({ imageCount: 5, tone: 'amigavel' });
    expect(generationInputSchemas.ad_copy.parse({ product: 'x' })).toMatchObject({
      tone: 'amigavel',
      method: 'aida',
      adType: 'video_vendas',
    });
  });

  it('accept empty and missing main text (the server checks emptiness in its own order)', () => {
    for (const kind of CONTENT_KINDS) {
      const field = MAIN_TEXT_FIELD[kind];
      expect(generationInputSchemas[kind].parse({ [field]: '   ' })).toBeTruthy();
      expect(mainTextOf(kind, generationInputSchemas[kind].parse({}) as never)).toBe('');
    }
  });

  it('reject main text over 4000 characters', () => {
    expect(generationInputSchemas.story.safeParse({ description: 'a'.repeat(4001) }).success).toBe(false);
  });

  it('allow agressivo only in daily scripts', () => {
    expect(generationInputSchemas.daily_script.safeParse({ routine: 'x', tone: 'agressivo' }).success).toBe(true);
    for (const kind of ['story', 'caption', 'carousel', 'ad_copy'] as const) {
      expect(generationInputSchemas[kind].safeParse({ tone: 'agressivo' }).success).toBe(false);
    }
  });

  it('bound the carousel image count to 3..10 integers', () => {
    const s = generationInputSchemas.carousel;
    expect(s.safeParse({ theme: 'x', imageCount: 3 }).success).toBe(true);
    expect(s.safeParse({ theme: 'x', imageCount: 10 }).success).toBe(true);
    expect(s.safeParse({ theme: 'x', imageCount: 2 }).success).toBe(false);
    expect(s.safeParse({ theme: 'x', imageCount: 11 }).success).toBe(false);
    expect(s.safeParse({ theme: 'x', imageCount: 4.5 }).success).toBe(false);
  });

  it('treat empty/null client and date as none and validate their format', () => {
    const s = generationInputSchemas.reel_idea;
    expect(s.parse({ description: 'x', clientId: '', scheduledDate: '' })).toMatchObject({
      clientId: null,
      scheduledDate: null,
    });
    expect(s.parse({ description: 'x', clientId: null, scheduledDate: null })).toMatchObject({
      clientId: null,
      scheduledDate: null,
    });
    expect(s.parse({ description: 'x', clientId: UUID, scheduledDate: '2025-03-09' })).toMatchObject({
      clientId: UUID,
      scheduledDate: '2025-03-09',
    });
    expect(s.safeParse({ description: 'x', clientId: 'abc' }).success).toBe(false);
    expect(s.safeParse({ description: 'x', scheduledDate: '09/03/2025' }).success).toBe(false);
  });

  it('have the exact empty-text messages', () => {
    expect(EMPTY_TEXT_MESSAGES).toEqual({
      daily_script: 'Descreva sua rotina do dia',
      story: 'Descreva o conteúdo do story',
      caption: 'Descreva o conteúdo da sua postagem',
      reel_idea: 'Descreva o que você quer falar no reel',
      carousel: 'Descreva o tema do carrossel',
      ad_copy: 'Descreva o produto ou serviço',
    });
  });
});

describe('kinds', () => {
  it('know which kinds reply in JSON', () => {
    expect(CONTENT_KINDS.filter(isJsonKind)).toEqual(['daily_script', 'reel_idea', 'carousel']);
  });

  it('know which kinds have images and what each draws them from; captions and ads are text only', () => {
    expect(Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, kindInfo(kind).visuals]))).toEqual({
      daily_script: 'script_parts',
      story: 'story_paragraphs',
      caption: null,
      reel_idea: 'reel_cover',
      carousel: 'slides',
      ad_copy: null,
    });
    expect(['carousel', 'story', 'caption', 'ad_copy', 'tarefa', ''].map(hasVisuals)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps timed parts beside the text for the daily script only, and for no unknown type', () => {
    expect(CONTENT_KINDS.filter(keepsTimedParts)).toEqual(['daily_script']);
    expect(['tarefa', '', 'DAILY_SCRIPT'].some(keepsTimedParts)).toBe(false);
  });
});

describe('output schemas', () => {
  it('validate a daily script and require at least one part', () => {
    const ok = { title: 't', daily_hook: 'h', parts: [{ time: '08:00', content: 'c' }], daily_cta: 'cta' };
    expect(dailyScriptOutputSchema.safeParse(ok).success).toBe(true);
    expect(dailyScriptOutputSchema.safeParse({ ...ok, parts: [] }).success).toBe(false);
  });

  it('validate a reel script', () => {
    const scene = { timing: '0-3s', action: 'a', text: 't', visual_tip: 'v' };
    expect(
      reelOutputSchema.safeParse({ concept: 'c', hook: 'h', scenes: [scene], cta: 'x', editing_tips: ['e'] }).success,
    ).toBe(true);
    expect(
      reelOutputSchema.safeParse({ concept: 'c', hook: 'h', scenes: [{ timing: '0-3s' }], cta: 'x', editing_tips: [] })
        .success,
    ).toBe(false);
  });

  it('normalise carousel hashtags given as a list', () => {
    const slide = { slide_number: 1, title: 't', content: 'c', image_suggestion: 'i' };
    const base = { title: 't', description: 'd', slides: [slide], cta: 'c' };
    expect(carouselOutputSchema.parse({ ...base, hashtags: ['#a', ' #b ', ''] }).hashtags).toBe('#a #b');
    expect(carouselOutputSchema.parse({ ...base, hashtags: ' #a #b ' }).hashtags).toBe('#a #b');
  });
});
