import { describe, expect, it } from 'vitest';
import { normaliseExampleText } from './schemas/voice';
import { exampleKey, planMemory, type MemoryEntry } from './voice-memory';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 12, minute));
const entry = (id: string, fingerprint: string, minute: number): MemoryEntry => ({
  id,
  fingerprint,
  createdAt: at(minute),
});

describe('planMemory', () => {
  it('adds while below the limit', () => {
    expect(planMemory([entry('a', 'A', 1)], 'B', at(2))).toEqual({ duplicateId: null, dropIds: [] });
  });

  it('keeps the 3 most recent: the oldest falls out', () => {
    const existing = [entry('a', 'A', 1), entry('b', 'B', 2), entry('c', 'C', 3)];
    expect(planMemory(existing, 'D', at(4))).toEqual({ duplicateId: null, dropIds: ['a'] });
  });

  it('never grows past the limit, even when it was already over it', () => {
    const existing = [entry('a', 'A', 1), entry('b', 'B', 2), entry('c', 'C', 3), entry('d', 'D', 4)];
    expect(planMemory(existing, 'E', at(5)).dropIds.sort()).toEqual(['a', 'b']);
  });

  it('a duplicate is refreshed, not added, and nothing is dropped', () => {
    const existing = [entry('a', 'A', 1), entry('b', 'B', 2), entry('c', 'C', 3)];
    expect(planMemory(existing, 'A', at(4))).toEqual({ duplicateId: 'a', dropIds: [] });
  });

  it('honours another limit', () => {
    expect(planMemory([entry('a', 'A', 1)], 'B', at(2), 1)).toEqual({ duplicateId: null, dropIds: ['a'] });
  });
});

describe('example normalisation', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(exampleKey('  Promoção  de   Verão!! ')).toBe(exampleKey('promocao de verao'));
    expect(normaliseExampleText('Olá,\n\nMUNDO 🐶')).toBe('ola mundo 🐶');
  });

  it('keeps different texts apart', () => {
    expect(exampleKey('banho e tosa')).not.toBe(exampleKey('banho e tosa hoje'));
  });
});
