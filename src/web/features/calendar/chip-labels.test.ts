import { describe, expect, it } from 'vitest';
import { SHORT_NAME_MAX, clientShortNames, seriesLabels } from './chip-labels';

describe('clientShortNames', () => {
  it('keeps the first word when no other client starts with it', () => {
    const shorts = clientShortNames(['Doceria da Ana', 'Pet Feliz', null, 'Pet Feliz']);
    expect(shorts.get('Doceria da Ana')).toBe('Doceria');
    expect(shorts.get('Pet Feliz')).toBe('Pet');
    expect(shorts.size).toBe(2);
  });

  it('tells apart clients that share a first word', () => {
    const shorts = clientShortNames(['Clínica Sorriso', 'Clínica Vida', 'Studio Bela']);
    expect(shorts.get('Clínica Sorriso')).toBe('C. Sorriso');
    expect(shorts.get('Clínica Vida')).toBe('Clínica Vida');
    expect(shorts.get('Studio Bela')).toBe('Studio');
    expect(new Set(shorts.values()).size).toBe(3);
  });

  it('goes as far as the names differ, ignoring letter case', () => {
    const shorts = clientShortNames(['Casa da Ana', 'casa da Bia', 'Casa']);
    expect(shorts.get('Casa da Ana')).toBe('Casa da Ana');
    expect(shorts.get('casa da Bia')).toBe('casa da Bia');
    expect(shorts.get('Casa')).toBe('Casa');
  });

  it('never takes more than the cell holds', () => {
    const shorts = clientShortNames(['Academia Supercondicionamento']);
    const short = shorts.get('Academia Supercondicionamento') ?? '';
    expect(short).toBe('Academia');
    const long = clientShortNames(['Supercondicionamento Total']).get('Supercondicionamento Total') ?? '';
    expect(long.length).toBe(SHORT_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('seriesLabels', () => {
  it('shows the part after the series name', () => {
    const labels = seriesLabels([
      { id: '1', title: 'Rotina de treinos para iniciantes: semana 1' },
      { id: '2', title: 'Rotina de treinos para iniciantes: semana 2' },
      { id: '3', title: 'Bastidores do estúdio' },
    ]);
    expect(labels.get('1')).toEqual({ part: 'semana 1', series: 'Rotina de treinos para iniciantes' });
    expect(labels.get('2')).toEqual({ part: 'semana 2', series: 'Rotina de treinos para iniciantes' });
    expect(labels.has('3')).toBe(false);
  });

  it('keeps the word before a bare number when no mark closes the series name', () => {
    const labels = seriesLabels([
      { id: 'a', title: 'Treino de pernas em casa dia 1' },
      { id: 'b', title: 'Treino de pernas em casa dia 2' },
    ]);
    expect(labels.get('a')).toEqual({ part: 'dia 1', series: 'Treino de pernas em casa' });
  });

  it('ignores a mark so early that what comes before it names no series', () => {
    const labels = seriesLabels([
      { id: 'a', title: 'Dica: alongamento para corredores parte 1' },
      { id: 'b', title: 'Dica: alongamento para corredores parte 2' },
    ]);
    expect(labels.get('b')).toEqual({ part: 'parte 2', series: 'Dica: alongamento para corredores' });
  });

  it('leaves alone titles that share only a short beginning, and repeated titles', () => {
    const labels = seriesLabels([
      { id: 'a', title: 'Dica de hoje: água' },
      { id: 'b', title: 'Dica de hoje: sono' },
      { id: 'c', title: 'Receita fit' },
      { id: 'd', title: 'Receita fit' },
    ]);
    expect(labels.size).toBe(0);
  });
});
