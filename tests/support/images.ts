/** Image bytes for tests. */

/** A PNG's signature and IHDR chunk claiming a size (enough for the header; not a decodable image). */
export function pngHeader(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.set([8, 6, 0, 0, 0], 24);
  return new Uint8Array(b);
}
