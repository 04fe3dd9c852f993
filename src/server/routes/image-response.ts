/** Answers a rendered image: its bytes, `ETag` = its hash (the bytes never change for a hash), and 304. */
import type { Context } from 'hono';
import type { ImageFile } from '../services/item-images-service';

export function imageResponse(c: Context, image: ImageFile, cacheControl: string): Response {
  const etag = `"${image.hash}"`;
  const headers = { ETag: etag, 'Cache-Control': cacheControl };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    'Content-Type': image.contentType,
    'Content-Length': String(image.bytes.byteLength),
  });
}
