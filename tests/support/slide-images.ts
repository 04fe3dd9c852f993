/** What web tests check on the <img>s of rendered slides (the image strip, the posting kit's grid). */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The page's images, in order, are these slides (1080 × 1350): their alt texts, the original address as
 * `src`, the screen-sized copies and the original in `srcset`, the given `sizes` and the size attributes
 * that keep their place. Answers the <img>s for the test's own checks.
 */
export function expectSlideImages(slides: ReadonlyArray<{ url: string; alt: string }>, sizes: string): HTMLElement[] {
  const shown = screen.getAllByRole('img');
  expect(shown.map((img) => img.getAttribute('alt'))).toEqual(slides.map((s) => s.alt));
  for (const [i, img] of shown.entries()) {
    const url = slides[i]!.url;
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute('srcset', `${url}?w=360 360w, ${url}?w=720 720w, ${url} 1080w`);
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('width', '1080');
    expect(img).toHaveAttribute('height', '1350');
  }
  return shown;
}
