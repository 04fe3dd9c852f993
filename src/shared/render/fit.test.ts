import { describe, expect, it } from 'vitest';
import { fitSize, splitList, splitWords, type BoxRule, type Measure } from './fit';
import { imageFileName } from './file-name';

/**
 * A fake measurer: a glyph is `0.5 * size` wide, a line is `1.2 * size` high, the box is 600 px wide, and
 * lines break between words like a renderer would.
 */
const WIDTH = 600;
const measure: Measure = async (text, size) => {
  const perLine = Math.floor(WIDTH / (0.5 * size));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const need = used === 0 ? word.length : used + 1 + word.length;
    if (need <= perLine) used = need;
    else {
      lines += used === 0 ? 0 : 1;
      lines += Math.floor(Math.max(0, word.length - 1) / perLine);
      used = word.length % perLine || perLine;
    }
  }
  return lines * 1.2 * size;
};

const box: BoxRule = { height: 240, maxSize: 100, minSize: 40, step: 10 };

describe('fitting text into a box', () => {
  it('keeps the largest size when the text fits', async () => {
    expect(await fitSize('Oi', box, measure)).toEqual({ size: 100, fits: true });
  });

  it('shrinks step by step to the first size that fits', async () => {
    // At 100, 90 and 80 px (12, 13, 15 glyphs a line) it takes 3 lines, more than 240 px; at 70 px
    // (17 a line) "Ação rápida para" / "você começar!" is 2 lines = 168 px.
    const fitted = await fitSize('Ação rápida para você começar!', box, measure);
    expect(fitted).toEqual({ size: 70, fits: true });
  });

  it('reports a text that does not fit even at the smallest size', async () => {
    const long = 'palavra '.repeat(80);
    expect(await fitSize(long, box, measure)).toEqual({ size: 40, fits: false });
  });

  it('splits a long body at whole words and moves the rest on', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `p${i}`);
    const split = await splitWords(words.join(' '), 40, box.height, measure);
    expect(split.rest).not.toBe('');
    expect(await measure(split.head, 40)).toBeLessThanOrEqual(box.height);
    expect(`${split.head} ${split.rest}`).toBe(words.join(' '));
  });

  it('prefers to cut after a sentence when that keeps at least half', async () => {
    const text = `${'um '.repeat(30)}fim. ${'dois '.repeat(40)}`.trim();
    const split = await splitWords(text, 40, box.height, measure);
    expect(split.head.endsWith('fim.')).toBe(true);
    expect(split.rest.startsWith('dois')).toBe(true);
  });

  it('keeps whole list items and splits one item only when none fits', async () => {
    const measureList = (items: readonly string[], size: number) => measure(items.map((i) => `• ${i}`).join(' '), size);
    const items = ['Beba água ao acordar', 'Caminhe 20 minutos', 'Durma oito horas', 'Leia antes de dormir'];
    const small: BoxRule = { ...box, height: 100 };
    const split = await splitList(items, 40, small.height, measureList);
    expect(split.head.length).toBeGreaterThan(0);
    expect([...split.head, ...split.rest]).toEqual(items);

    const huge = ['x '.repeat(200).trim()];
    const cut = await splitList(huge, 40, small.height, measureList);
    expect(cut.head).toHaveLength(1);
    expect(cut.rest).toHaveLength(1);
    expect(`${cut.head[0]} ${cut.rest[0]}`).toBe(huge[0]);
  });
});

describe('exported image names', () => {
  it('applies the spec rule and pads the slide number', () => {
    expect(imageFileName('Carrossel: dicas!', 3, 12)).toBe('Carrossel__dicas__03.jpg');
    expect(imageFileName('Ação', 1, 120)).toBe('A__o_001.jpg');
    expect(imageFileName('  ', 2, 5)).toBe('imagem_02.jpg');
  });
});
