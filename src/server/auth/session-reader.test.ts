import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedValue } from './session-reader';

const secret = 'um-segredo-de-teste-com-32-caracteres!!';
const sign = (value: string, key = secret) => `${value}.${createHmac('sha256', key).update(value).digest('base64')}`;

describe('verifiedValue', () => {
  it('returns the value of a cookie signed with the secret', () => {
    expect(verifiedValue(sign('abc.def'), secret)).toBe('abc.def');
  });

  it('refuses a cookie signed with another secret, a changed value or a malformed signature', () => {
    expect(verifiedValue(sign('abc', 'outro-segredo'), secret)).toBeNull();
    expect(verifiedValue(sign('abc').replace(/^abc/, 'abd'), secret)).toBeNull();
    expect(verifiedValue('abc.' + 'A'.repeat(44), secret)).toBeNull();
    expect(verifiedValue('abc', secret)).toBeNull();
    expect(verifiedValue('.' + sign('x').split('.')[1], secret)).toBeNull();
  });
});
