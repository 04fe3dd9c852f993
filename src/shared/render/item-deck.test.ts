import { describe, expect, it } from 'vitest';
import { beforeAfter, itemDeck, listItems, roleTemplate } from './item-deck';

const carousel = (slides: Array<{ title: string; content: string }>, cta = '') =>
  JSON.stringify({ title: 'T', slides, cta, hashtags: '' });

describe('the slides of an item', () => {
  it('gives each carousel slide the template of its role', () => {
    const deck = itemDeck({
      type: 'carousel',
      title: 'Dicas',
      content: carousel(
        [
          { title: 'Capa', content: 'Abertura' },
          { title: 'Lista', content: '1. Farinha\n2. Água' },
          { title: 'Frase', content: '“Pão bom é pão com tempo” — Dona Rosa' },
          { title: 'Troca', content: 'Antes: fermento químico. Depois: levain.' },
          { title: 'Fim', content: '' },
        ],
        'Siga a padaria',
      ),
    });
    expect(deck.map((s) => s.template)).toEqual(['capa', 'passo', 'citacao', 'comparacao', 'cta']);
    expect(deck[1]).toMatchObject({ list: ['Farinha', 'Água'] });
    expect(deck[2]).toMatchObject({ title: 'Dona Rosa', body: 'Pão bom é pão com tempo' });
    expect(deck[3]).toMatchObject({ compare: { before: 'fermento químico.', after: 'levain.' } });
    // The CTA slide without its own text says the carousel's call to action.
    expect(deck[4]).toMatchObject({ title: 'Fim', body: 'Siga a padaria' });
  });

  it('keeps the last slide a plain step when the carousel has no call to action, and honours a choice', () => {
    const content = carousel([
      { title: 'A', content: 'x' },
      { title: 'B', content: 'y' },
    ]);
    expect(itemDeck({ type: 'carousel', title: '', content }).map((s) => s.template)).toEqual(['capa', 'passo']);
    expect(itemDeck({ type: 'carousel', title: '', content }, ['cta', 'capa', 'nada']).map((s) => s.template)).toEqual([
      'cta',
      'capa',
    ]);
    expect(roleTemplate({ title: 'x', content: 'y' }, 1, 2, true)).toBe('cta');
  });

  it('makes story frames from paragraphs and from script parts, and a reel cover', () => {
    expect(itemDeck({ type: 'story', title: 'Bom dia', content: 'Um\n\nDois' })).toEqual([
      { template: 'story', title: 'Bom dia', body: 'Um' },
      { template: 'story', title: '', body: 'Dois' },
    ]);
    const parts = [
      { time: '08:00', content: 'Café' },
      { time: '09:00', content: '  ' },
    ];
    expect(itemDeck({ type: 'daily_script', title: '', content: '{}', parts })).toEqual([
      { template: 'story', title: '08:00', body: 'Café' },
    ]);
    const reel = JSON.stringify({ concept: 'Pão em 30s', hook: 'Você erra isso', scenes: [] });
    expect(itemDeck({ type: 'reel_idea', title: 'R', content: reel })).toEqual([
      { template: 'reel_capa', title: 'Pão em 30s', body: 'Você erra isso' },
    ]);
    expect(itemDeck({ type: 'caption', title: 'R', content: 'texto' })).toEqual([]);
  });

  it('reads lists and before/after only when the text is written that way', () => {
    expect(listItems('- um\n- dois')).toEqual(['um', 'dois']);
    expect(listItems('- só um')).toBeNull();
    expect(listItems('um\ndois')).toBeNull();
    expect(beforeAfter('Antes e depois do treino')).toBeNull();
  });
});
