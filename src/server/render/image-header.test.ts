import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { pngHeader } from '@tests/support/images';
import { readImageHeader } from './image-header';

function webp(chunk: string, body: number[]): Uint8Array {
  const b = Buffer.alloc(30 + body.length);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(b.length - 8, 4);
  b.write('WEBP', 8, 'ascii');
  b.write(chunk, 12, 'ascii');
  b.set(body, 16);
  return new Uint8Array(b);
}

describe('image headers', () => {
  it('reads PNG and JPEG sizes', () => {
    expect(readImageHeader(pngHeader(640, 480))).toEqual({ type: 'image/png', width: 640, height: 480 });
    const data = Buffer.alloc(33 * 21 * 4, 128);
    const j = new Uint8Array(jpeg.encode({ data, width: 33, height: 21 }, 80).data);
    expect(readImageHeader(j)).toEqual({ type: 'image/jpeg', width: 33, height: 21 });
  });

  it('reads the three WebP forms', () => {
    // VP8X: canvas width-1 and height-1, 24-bit little endian at 24 and 27.
    const x = webp('VP8X', [10, 0, 0, 0, 0, 0, 0, 0, 0x3f, 0x1f, 0, 0xdf, 0x0f, 0]);
    expect(readImageHeader(x)).toEqual({ type: 'image/webp', width: 8000, height: 4064 });
    // VP8L: 14-bit width-1 and height-1 packed after the 0x2f signature byte.
    const w = 300 - 1;
    const h = 200 - 1;
    const bits = w | (h << 14);
    const l = webp('VP8L', [0, 0, 0, 0, 0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >> 24) & 255]);
    expect(readImageHeader(l)).toEqual({ type: 'image/webp', width: 300, height: 200 });
    // VP8 (lossy): 14-bit width and height after the start code.
    const lossy = webp('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]);
    expect(readImageHeader(lossy)).toEqual({ type: 'image/webp', width: 640, height: 480 });
  });

  it('knows nothing else', () => {
    expect(readImageHeader(new TextEncoder().encode('<svg width="10"></svg>'))).toBeNull();
    expect(readImageHeader(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
