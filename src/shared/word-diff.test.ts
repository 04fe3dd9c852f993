import { describe, expect, it } from 'vitest';
import { diffWordSegments, summarizeWordDiff, type WordDiffSegment } from './word-diff';

const oldText = (segs: WordDiffSegment[]) =>
  segs
    .filter((s) => s.kind !== 'added')
    .map((s) => s.text)
    .join('');
const newText = (segs: WordDiffSegment[]) =>
  segs
    .filter((s) => s.kind !== 'removed')
    .map((s) => s.text)
    .join('');

describe('diffWordSegments', () => {
  it('marks a replaced word as removed then added, keeping the rest the same', () => {
    const segs = diffWordSegments('Treino rápido para hoje', 'Treino leve para hoje');
    expect(segs).toEqual([
      { kind: 'same', text: 'Treino ' },
      { kind: 'removed', text: 'rápido' },
      { kind: 'added', text: 'leve' },
      { kind: 'same', text: ' para hoje' },
    ]);
  });

  it('treats accented words as whole words (no split inside "atenção")', () => {
    const segs = diffWordSegments('Muita atenção agora', 'Pouca atenção agora');
    expect(segs.find((s) => s.kind === 'removed')?.text).toBe('Muita');
    expect(segs.find((s) => s.kind === 'added')?.text).toBe('Pouca');
    expect(segs.filter((s) => s.kind === 'same').map((s) => s.text.trim())).toEqual(['atenção agora']);
  });

  // The library keeps the newer text's spacing exactly; the older text's words and order are kept, its
  // spacing only approximately.
  it('rebuilds both texts from the segments', () => {
    const before = 'Bom dia!\nHoje tem treino de perna, às 7h.';
    const after = 'Bom dia, gente!\nHoje tem treino de glúteo às 7h e almoço fit.';
    const segs = diffWordSegments(before, after);
    expect(newText(segs)).toBe(after);
    expect(oldText(segs).replace(/\s+/g, '')).toBe(before.replace(/\s+/g, ''));
  });

  it('reports punctuation changes', () => {
    const segs = diffWordSegments('Vamos nessa.', 'Vamos nessa!');
    expect(segs).toContainEqual({ kind: 'removed', text: '.' });
    expect(segs).toContainEqual({ kind: 'added', text: '!' });
  });

  it('handles empty texts on either side', () => {
    expect(diffWordSegments('', 'Novo texto')).toEqual([{ kind: 'added', text: 'Novo texto' }]);
    expect(diffWordSegments('Texto antigo', '')).toEqual([{ kind: 'removed', text: 'Texto antigo' }]);
    expect(diffWordSegments('', '')).toEqual([]);
  });

  it('returns one same segment for equal texts', () => {
    expect(diffWordSegments('Igual ao de antes', 'Igual ao de antes')).toEqual([
      { kind: 'same', text: 'Igual ao de antes' },
    ]);
  });
});

describe('summarizeWordDiff', () => {
  it('counts added and removed words', () => {
    const summary = summarizeWordDiff(diffWordSegments('Oi pessoal, tudo bem?', 'Oi gente querida, tudo ótimo?'));
    expect(summary).toEqual({ addedWords: 3, removedWords: 2, identical: false });
  });

  it('says identical when only the spacing changed', () => {
    expect(summarizeWordDiff(diffWordSegments('um  dois\ntrês', 'um dois três')).identical).toBe(true);
  });
});
