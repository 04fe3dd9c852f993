import { describe, expect, it } from 'vitest';
import { altText } from './item-images-read';

describe('altText', () => {
  it('numbers carousel slides and story frames, with the title after them', () => {
    expect(altText('capa', 1, 5, ' Pão em casa ')).toBe('Slide 1 de 5: Pão em casa');
    expect(altText('cta', 5, 5, '')).toBe('Slide 5 de 5');
    expect(altText('story', 2, 4, '12:00')).toBe('Story 2 de 4: 12:00');
  });

  it('names a reel cover alone, since a reel has one', () => {
    expect(altText('reel_capa', 1, 1, 'Rotina')).toBe('Capa do reel: Rotina');
    expect(altText('reel_capa', 1, 1, '  ')).toBe('Capa do reel');
  });

  it('names a stored template no table row knows as a slide', () => {
    expect(altText('antigo', 3, 4, '')).toBe('Slide 3 de 4');
  });
});
