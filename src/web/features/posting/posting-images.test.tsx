import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSTING_GRID_SIZES } from '@web/lib/image-srcset';
import { expectSlideImages } from '@tests/support/slide-images';
import { PostingImages, type PostingImage } from './posting-images';

const base = '/api/content/11111111-1111-4111-8111-111111111111/images/';

function image(n: number): PostingImage {
  return {
    url: `${base}${String(n).repeat(64)}`,
    fileName: `Dicas_0${n}.jpg`,
    alt: `Slide ${n} de 3: Título ${n}`,
    width: 1080,
    height: 1350,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PostingImages', () => {
  it('shows screen-sized copies in the grid and downloads the originals', () => {
    const images = [image(1), image(2), image(3)];
    render(<PostingImages images={images} />);
    const shown = expectSlideImages(images, POSTING_GRID_SIZES);
    expect(shown.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(shown.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto']);

    const saved: Array<{ href: string; name: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', name: this.download });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Baixar tudo' }));
    expect(saved).toEqual(images.map((i) => ({ href: i.url, name: i.fileName })));
  });
});
