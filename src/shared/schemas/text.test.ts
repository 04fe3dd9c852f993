import { describe, expect, it } from 'vitest';
import { messageFor } from '../messages';
import { plainText } from './text';

describe('plainText', () => {
  it('refuses NUL and other control characters with a Portuguese message', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', 'del\u007f']) {
      const r = plainText().safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(messageFor(r.error?.issues[0]?.message ?? '')).toMatch(/caracteres inválidos/);
    }
  });

  it('keeps tabs, line breaks, accents and emoji', () => {
    for (const ok of ['linha 1\nlinha 2', 'a\tb', 'windows\r\nline', 'Ação, São Paulo 🎉']) {
      expect(plainText().safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    }
  });

  it('chains with trim and the length rules', () => {
    const schema = plainText().trim().min(1, 'NAME_REQUIRED').max(3);
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('NAME_REQUIRED');
    expect(schema.safeParse('\u0000').error?.issues[0]?.message).toBe('TEXT_CONTROL_CHARACTERS');
  });
});
