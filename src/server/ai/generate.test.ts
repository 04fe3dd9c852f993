import { describe, expect, it } from 'vitest';
import { extractJson } from '@shared/content-view';
import { checkOutput, generateOutput, GenerationFailure } from './generate';
import { AiCallError, createOfflineProvider, splitIntoChunks, type AiProvider } from './provider';
import {
  carouselInputSchema,
  dailyScriptInputSchema,
  reelInputSchema,
  storyInputSchema,
} from '@shared/content-kind-schemas';

const carousel = (n: number) =>
  JSON.stringify({
    title: 'T',
    description: 'D',
    slides: Array.from({ length: n }, (_, i) => ({
      slide_number: i + 1,
      title: 't',
      content: 'c',
      image_suggestion: 'i',
    })),
    cta: 'cta',
    hashtags: ['#a', '#b', '#c', '#d', '#e'],
  });

describe('checkOutput', () => {
  it('empty or blank replies are "Resposta vazia da IA"', () => {
    const story = storyInputSchema.parse({ description: 'x' });
    expect(checkOutput('story', story, '  \n')).toMatchObject({ ok: false, code: 'AI_EMPTY_RESPONSE' });
    expect(checkOutput('reel_idea', reelInputSchema.parse({ description: 'x' }), '')).toMatchObject({
      ok: false,
      code: 'AI_EMPTY_RESPONSE',
    });
  });

  it('text kinds keep the trimmed text', () => {
    expect(checkOutput('story', storyInputSchema.parse({ description: 'x' }), '  Olá!  ')).toEqual({
      ok: true,
      content: 'Olá!',
      json: null,
    });
  });

  it('JSON kinds: unparsable or off-schema is an invalid format', () => {
    const input = dailyScriptInputSchema.parse({ routine: 'x' });
    expect(checkOutput('daily_script', input, '{"title": "x", "parts": [')).toMatchObject({
      ok: false,
      code: 'AI_INVALID_FORMAT',
    });
    expect(checkOutput('daily_script', input, '{"title": "x"}')).toMatchObject({
      ok: false,
      code: 'AI_INVALID_FORMAT',
    });
    expect(checkOutput('daily_script', input, 'Claro! Aqui vai.')).toMatchObject({
      ok: false,
      code: 'AI_INVALID_FORMAT',
    });
  });

  it('JSON kinds tolerate a markdown fence and normalise the saved JSON', () => {
    const input = carouselInputSchema.parse({ theme: 'x', imageCount: 3 });
    const result = checkOutput('carousel', input, '```json\n' + carousel(3) + '\n```');
    expect(result.ok).toBe(true);
    if (result.ok) expect(JSON.parse(result.content).hashtags).toBe('#a #b #c #d #e');
  });

  it('a carousel must have exactly imageCount slides', () => {
    const input = carouselInputSchema.parse({ theme: 'x', imageCount: 4 });
    expect(checkOutput('carousel', input, carousel(4)).ok).toBe(true);
    expect(checkOutput('carousel', input, carousel(3))).toMatchObject({ ok: false, code: 'AI_INVALID_FORMAT' });
    expect(checkOutput('carousel', input, carousel(5))).toMatchObject({ ok: false, code: 'AI_INVALID_FORMAT' });
  });
});

describe('extractJson', () => {
  it('finds the object inside fences or words', () => {
    expect(extractJson('```\n{"a":1}\n```')).toBe('{"a":1}');
    expect(extractJson('Resposta: {"a":1} fim')).toBe('{"a":1}');
    expect(extractJson(' {"a":1} ')).toBe('{"a":1}');
  });
});

describe('generateOutput', () => {
  const input = storyInputSchema.parse({ description: 'Bastidores do treino' });

  it('maps provider failures to their codes and keeps the usage of a completed but invalid reply', async () => {
    const failing: AiProvider = {
      offline: false,
      model: 'gpt-4o',
      generate: async () => {
        throw new AiCallError('AI_RATE_LIMITED', '429');
      },
    };
    await expect(generateOutput(failing, 'story', input, { niche: 'fitness' })).rejects.toMatchObject({
      code: 'AI_RATE_LIMITED',
      status: 503,
    });

    const empty: AiProvider = {
      offline: false,
      model: 'gpt-4o',
      generate: async () => ({
        text: '',
        usage: { inputTokens: 10, outputTokens: 0, totalTokens: 10 },
        model: 'gpt-4o',
        attempts: 1,
      }),
    };
    const err = await generateOutput(empty, 'story', input, { niche: 'fitness' }).catch((e) => e);
    expect(err).toBeInstanceOf(GenerationFailure);
    expect(err.code).toBe('AI_EMPTY_RESPONSE');
    expect(err.result.usage.totalTokens).toBe(10);
  });

  it('the offline provider streams a few chunks and returns valid content for every JSON kind', async () => {
    const offline = createOfflineProvider(() => 0.42);
    const chunks: string[] = [];
    const out = await generateOutput(
      offline,
      'carousel',
      carouselInputSchema.parse({ theme: 'Skincare', imageCount: 8 }),
      { niche: 'beauty' },
      {
        onText: (d) => chunks.push(d),
      },
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(out.result.text);
    expect(JSON.parse(out.content).slides).toHaveLength(8);
    const reel = await generateOutput(offline, 'reel_idea', reelInputSchema.parse({ description: 'Erros no treino' }), {
      niche: 'fitness',
    });
    expect(JSON.parse(reel.content).scenes.length).toBeGreaterThan(0);
  });
});

describe('splitIntoChunks', () => {
  it('splits at spaces and loses nothing', () => {
    const text = 'um dois três quatro cinco seis sete oito nove dez';
    const chunks = splitIntoChunks(text, 4);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(splitIntoChunks('', 4)).toEqual([]);
  });
});
