import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts any 8-4-4-4-12 hex id, in either case', () => {
    expect(isUuid('0190a7e2-9c1b-7def-8a00-123456789abc')).toBe(true);
    expect(isUuid('0190A7E2-9C1B-7DEF-8A00-123456789ABC')).toBe(true);
  });

  it('refuses anything else, including 36 characters of hex and dashes in the wrong places', () => {
    expect(isUuid('')).toBe(false);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('------------------------------------')).toBe(false);
    expect(isUuid('0190a7e29c1b-7def-8a00-123456789abc-')).toBe(false);
    expect(isUuid('0190a7e2-9c1b-7def-8a00-123456789abcd')).toBe(false);
    expect(isUuid('g190a7e2-9c1b-7def-8a00-123456789abc')).toBe(false);
  });
});
