import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_STRIP_SIZES } from '@web/lib/image-srcset';
import { expectSlideImages } from '@tests/support/slide-images';
import { ImageStrip, type StripImage } from './image-strip';

const base = '/api/review/tok/items/11111111-1111-4111-8111-111111111111/images/';

function image(n: number): StripImage {
  const hash = String(n).repeat(64);
  return { hash, url: `${base}${hash}`, alt: `Slide ${n} de 3: Título ${n}`, width: 1080, height: 1350 };
}

describe('ImageStrip', () => {
  it('asks for screen-sized copies, keeping the original address, the size, the priorities and the alt texts', () => {
    const images = [image(1), image(2), image(3)];
    render(<ImageStrip images={images} label="Imagens de Dicas" />);
    const shown = expectSlideImages(images, IMAGE_STRIP_SIZES);
    expect(shown.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(shown.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto']);
  });
});
