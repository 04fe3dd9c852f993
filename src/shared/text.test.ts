import { describe, expect, it } from 'vitest';
import { displayTitle, titleFromDescription, truncate } from './text';

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

describe('displayTitle', () => {
  it('shows short titles as stored', () => {
    expect(displayTitle('Rotina de treino')).toBe('Rotina de treino');
  });

  it('a title stored at the 50-character limit drops its last (cut) word and ends with "…"', () => {
    const stored = titleFromDescription('Acordo às 6h, treino na academia, atendo alunos à tarde e gravo à noite');
    expect(stored).toHaveLength(50);
    expect(displayTitle(stored)).toBe('Acordo às 6h, treino na academia, atendo alunos à…');
    const midWord = titleFromDescription('Acordo cedo, treino na academia e atendo alunos particulares');
    expect(midWord).toMatch(/ pa$/);
    expect(displayTitle(midWord)).toBe('Acordo cedo, treino na academia e atendo alunos…');
  });

  it('a 50-character single word is kept and marked as cut', () => {
    expect(displayTitle('a'.repeat(50))).toBe(`${'a'.repeat(50)}…`);
  });
});
