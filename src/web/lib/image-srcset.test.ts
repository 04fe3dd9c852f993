import { describe, expect, it } from 'vitest';
import {
  IMAGE_RENDITION_WIDTHS,
  IMAGE_STRIP_SIZES,
  POSTING_GRID_SIZES,
  renditionUrl,
  slideSrcset,
} from './image-srcset';

const URL_ = '/api/review/tok/items/11111111-1111-4111-8111-111111111111/images/' + 'a'.repeat(64);

describe('slideSrcset', () => {
  it('lists the renditions smaller than the image, then the original at its own width', () => {
    expect(IMAGE_RENDITION_WIDTHS).toEqual([360, 720]);
    expect(slideSrcset(URL_, 1080)).toBe(`${URL_}?w=360 360w, ${URL_}?w=720 720w, ${URL_} 1080w`);
  });

  it('leaves out a rendition the image is not wider than', () => {
    expect(slideSrcset(URL_, 720)).toBe(`${URL_}?w=360 360w, ${URL_} 720w`);
    expect(slideSrcset(URL_, 500)).toBe(`${URL_}?w=360 360w, ${URL_} 500w`);
    expect(slideSrcset(URL_, 360)).toBe(`${URL_} 360w`);
  });

  it('adds the width to an address that already has a query', () => {
    expect(renditionUrl('/img?v=2', 720)).toBe('/img?v=2&w=720');
    expect(slideSrcset('/img?v=2', 1080)).toBe('/img?v=2&w=360 360w, /img?v=2&w=720 720w, /img?v=2 1080w');
  });
});

describe('sizes', () => {
  it('match the layouts of the strip and of the posting grid', () => {
    expect(IMAGE_STRIP_SIZES).toBe('(min-width: 640px) 288px, (min-width: 576px) 520px, calc(100vw - 56px)');
    expect(POSTING_GRID_SIZES).toBe('(min-width: 544px) 252px, calc(50vw - 20px)');
  });
});
