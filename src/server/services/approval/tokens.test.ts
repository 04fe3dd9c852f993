import { describe, expect, it } from 'vitest';
import { hashReviewToken, newReviewToken, openSealedReviewToken, sealReviewToken } from './tokens';

const SECRET = 'a'.repeat(32);

describe('review tokens', () => {
  it('seals a token so only the same secret opens it, and never in clear', () => {
    const token = newReviewToken();
    const sealed = sealReviewToken(token, SECRET);
    expect(sealed).not.toContain(token);
    expect(sealed).not.toBe(sealReviewToken(token, SECRET));
    expect(openSealedReviewToken(sealed, SECRET)).toBe(token);
    expect(openSealedReviewToken(sealed, 'b'.repeat(32))).toBeNull();
    expect(hashReviewToken(token)).not.toBe(token);
  });

  it('refuses a damaged sealed value', () => {
    const sealed = sealReviewToken(newReviewToken(), SECRET);
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(openSealedReviewToken([v, iv, tag, flipped].join('.'), SECRET)).toBeNull();
    expect(openSealedReviewToken('v2.x.y.z', SECRET)).toBeNull();
    expect(openSealedReviewToken('nada', SECRET)).toBeNull();
  });
});
