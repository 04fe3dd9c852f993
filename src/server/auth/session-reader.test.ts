import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionBatches, verifiedCookies, verifiedValue } from './session-reader';

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

describe('verifiedCookies', () => {
  it('remembers a matching cookie and still refuses a forged one every time', () => {
    const verified = verifiedCookies(secret);
    const good = sign('tok.en');
    expect(verified(good)).toBe('tok.en');
    expect(verified(good)).toBe('tok.en');
    const forged = good.replace(/^tok/, 'tak');
    expect(verified(forged)).toBeNull();
    expect(verified(forged)).toBeNull();
    // Another secret's memory is its own.
    expect(verifiedCookies('outro-segredo-com-32-caracteres-aqui!')(good)).toBeNull();
  });
});

describe('sessionBatches', () => {
  it('reads the tokens asked for in one turn with one query, each answered with its own row', async () => {
    const calls: string[][] = [];
    const batches = sessionBatches(async (tokens) => {
      calls.push(tokens);
      return tokens.filter((t) => t !== 'ninguem').map((token) => ({ token, userId: `u-${token}` }));
    });
    const answers = await Promise.all(['a', 'b', 'a', 'ninguem'].map((t) => batches.load(t)));
    expect(calls).toEqual([['a', 'b', 'ninguem']]);
    expect(answers.map((r) => r?.userId)).toEqual(['u-a', 'u-b', 'u-a', undefined]);
    // Nothing is kept: the next turn reads again.
    await batches.load('a');
    expect(calls).toHaveLength(2);
  });

  it('a failed read fails each request of its batch, and the next batch reads again', async () => {
    let fail = true;
    const batches = sessionBatches(async (tokens) => {
      if (fail) throw new Error('banco fora');
      return tokens.map((token) => ({ token }));
    });
    const first = await Promise.allSettled([batches.load('a'), batches.load('b')]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batches.load('a')).toEqual({ token: 'a' });
  });
});
