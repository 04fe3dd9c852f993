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
