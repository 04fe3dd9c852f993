import { describe, expect, it } from 'vitest';
import { clip, segmentsOf, stripIntent, topicOf } from './text';

describe('offline text helpers', () => {
  it('clips at a word boundary without exceeding the limit', () => {
    expect(clip('um dois três quatro', 100)).toBe('um dois três quatro');
    const cut = clip('um dois três quatro cinco seis', 15);
    expect(cut.length).toBeLessThanOrEqual(15);
    expect(cut).toBe('um dois três…');
    expect(clip('a'.repeat(50), 10)).toHaveLength(10);
  });

  it('splits a routine into activities', () => {
    expect(segmentsOf('Acordo às 6h, treino e depois trabalho. À noite estudo\ne à tarde leio')).toEqual([
      'Acordo às 6h',
      'treino',
      'trabalho',
      'À noite estudo',
      'à tarde leio',
    ]);
    expect(segmentsOf('atendo alunas à tarde e à noite preparo marmitas')).toEqual([
      'atendo alunas à tarde',
      'à noite preparo marmitas',
    ]);
  });

  it('keeps the subject of a request', () => {
    expect(stripIntent('Quero falar sobre precificação')).toBe('precificação');
    expect(stripIntent('Post sobre treino de pernas')).toBe('treino de pernas');
    expect(stripIntent('Quero mostrar meu café da manhã e explicar por que')).toBe('meu café da manhã');
    expect(stripIntent('Quero')).toBe('Quero');
    expect(topicOf('Lançamento da coleção. Vai ser incrível!', 80, 'x')).toBe('Lançamento da coleção');
    expect(topicOf('   ', 80, 'Fitness')).toBe('Fitness');
    expect(topicOf('#promo >>> hack', 80, 'x')).toBe('promo hack');
  });
});
