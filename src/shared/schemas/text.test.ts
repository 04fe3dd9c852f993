import { describe, expect, it } from 'vitest';
import { messageFor } from '../messages';
import { jsonHasBadText, plainLine, plainText } from './text';

const REFUSED = [
  'a\u0000b',
  '\u0007',
  'x\u001b[31m',
  'del\u007f',
  'c1\u0085',
  'lone high \uD800',
  '\uDC00 lone low',
  'swapped \uDE00\uD83D',
  'rtl \u202Egpj.exe',
  'isolate \u2066x\u2069',
  'mark \u200F',
];

describe('plainText', () => {
  it('refuses control characters, lone surrogates and direction overrides with one Portuguese message', () => {
    for (const bad of REFUSED) {
      for (const schema of [plainText(), plainLine()]) {
        const r = schema.safeParse(bad);
        expect(r.success, JSON.stringify(bad)).toBe(false);
        expect(r.error?.issues[0]?.message).toBe('TEXT_CONTROL_CHARACTERS');
      }
    }
    expect(messageFor('TEXT_CONTROL_CHARACTERS')).toBe(
      'O texto contém caracteres inválidos. Remova-os e tente novamente.',
    );
  });

  it('keeps tabs, line breaks, accents and emoji in multi-line text', () => {
    for (const ok of ['linha 1\nlinha 2', 'a\tb', 'windows\r\nline', 'Ação, São Paulo 🎉', 'família 👩‍👩‍👧']) {
      expect(plainText().safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    }
  });

  it('one-line text refuses tab and line breaks but keeps accents and emoji', () => {
    for (const bad of ['Ana\nBeto', 'a\tb', 'x\r', 'sep\u2028']) {
      expect(plainLine().safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe('TEXT_CONTROL_CHARACTERS');
    }
    expect(plainLine().safeParse('Ana Souza 🎉 – São Paulo').success).toBe(true);
  });

  it('chains with trim and the length rules', () => {
    const schema = plainText().trim().min(1, 'NAME_REQUIRED').max(3);
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('NAME_REQUIRED');
    expect(schema.safeParse('\u0000').error?.issues[0]?.message).toBe('TEXT_CONTROL_CHARACTERS');
  });
});

describe('jsonHasBadText', () => {
  it('finds bad text at any depth, in keys too', () => {
    expect(jsonHasBadText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe(true);
    expect(jsonHasBadText({ ['k\uD800']: 1 })).toBe(true);
    expect(jsonHasBadText({ a: ['ok', 1, null, true, { b: 'linha\nlinha' }] })).toBe(false);
  });
});
