import { describe, expect, it } from 'vitest';
import { titleFromDescription, truncate } from './text';

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('abc', 5)).toBe('abc');
    expect(truncate('abcde', 5)).toBe('abcde');
    expect(truncate(null, 5)).toBe('');
  });

  it('cuts at the last word boundary and ends with "…"', () => {
    const cut = truncate('Três erros comuns de quem treina em casa', 20);
    expect(cut).toBe('Três erros comuns…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('keeps a whole word that ends right at the cut', () => {
    expect(truncate('abc def ghi', 5)).toBe('abc…');
    expect(truncate('abcd efgh', 5)).toBe('abcd…');
  });

  it('cuts inside one very long word rather than dropping most of the text', () => {
    expect(truncate('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(truncate(`ab ${'c'.repeat(20)}`, 10)).toBe(`ab ${'c'.repeat(6)}…`);
  });

  it('never leaves a space before the ellipsis', () => {
    expect(truncate('um dois   tres quatro', 10)).toBe('um dois…');
  });
});

describe('titleFromDescription', () => {
  it('is the first 50 characters of the description, without an ellipsis (spec part 2 §9)', () => {
    const description = 'Acordo cedo, treino na academia e atendo alunos particulares à tarde';
    expect(titleFromDescription(description)).toBe(description.slice(0, 50));
    expect(titleFromDescription(description)).toHaveLength(50);
    expect(titleFromDescription('  Rotina de treino  ')).toBe('Rotina de treino');
  });
});

describe('cutting next to an emoji', () => {
  const hasLoneSurrogate = (s: string) =>
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

  it('never keeps half of an emoji in a title', () => {
    const description = `${'a'.repeat(49)}🎉 festa`;
    const title = titleFromDescription(description);
    expect(hasLoneSurrogate(title)).toBe(false);
    expect(title).toBe('a'.repeat(49));
    expect(titleFromDescription(`${'a'.repeat(48)}🎉 festa`)).toBe(`${'a'.repeat(48)}🎉`);
  });

  it('never keeps half of an emoji before the ellipsis', () => {
    for (let n = 1; n < 12; n += 1) {
      const cut = truncate('🎉'.repeat(20), n);
      expect(hasLoneSurrogate(cut), String(n)).toBe(false);
      expect(cut.length).toBeLessThanOrEqual(n);
    }
  });
});
