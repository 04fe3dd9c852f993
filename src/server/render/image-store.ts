/**
 * Where rendered images are kept, by hash. Images are derived data — the same hash always means the same
 * bytes — so a store only needs get and put, and a put that finds the hash already there does nothing.
 *
 * - PGlite (one process, data in DATA_DIR): files under DATA_DIR/renders/<2 hex>/<hash>.jpg. Keeping the
 *   bytes out of the embedded database keeps its WAL and backups small.
 * - PostgreSQL (any number of instances): the `rendered_images` table (bytea), so every instance serves
 *   every image with no shared disk and nothing more to configure. A JPEG slide is 100–250 KB; an
 *   S3-compatible store would suit a much larger volume and is not implemented (no variables for it).
 */
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { renderedImages } from '../db/schema';
import { readImageHeader } from './image-header';

export interface StoredImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: 'image/jpeg';
}

export interface ImageStore {
  get(hash: string): Promise<StoredImage | null>;
  put(hash: string, image: StoredImage): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;

function checkHash(hash: string): void {
  // The hash becomes a file name: only ever our own sha256 hex.
  if (!HASH.test(hash)) throw new Error(`not an image hash: ${hash}`);
}

export class FileImageStore implements ImageStore {
  constructor(private readonly dir: string) {}

  private file(hash: string) {
    checkHash(hash);
    return path.join(this.dir, hash.slice(0, 2), `${hash}.jpg`);
  }

  async get(hash: string): Promise<StoredImage | null> {
    try {
      const bytes = new Uint8Array(await readFile(this.file(hash)));
      const size = jpegSize(bytes);
      return size ? { bytes, ...size, contentType: 'image/jpeg' } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async put(hash: string, image: StoredImage): Promise<void> {
    const file = this.file(hash);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then linked to its name: a reader never sees half a file, and the link fails when
    // the hash is already there, so the first copy stays (the bytes are the same anyway).
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, image.bytes);
    try {
      await link(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(tmp);
    }
  }
}

export class DbImageStore implements ImageStore {
  constructor(private readonly db: Database) {}

  async get(hash: string): Promise<StoredImage | null> {
    checkHash(hash);
    const [row] = await this.db.select().from(renderedImages).where(eq(renderedImages.hash, hash));
    return row ? { bytes: row.bytes, width: row.width, height: row.height, contentType: 'image/jpeg' } : null;
  }

  async put(hash: string, image: StoredImage): Promise<void> {
    checkHash(hash);
    await this.db
      .insert(renderedImages)
      .values({ hash, contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes })
      .onConflictDoNothing();
  }
}

/** PostgreSQL: the table; PGlite: files in DATA_DIR. */
export function createImageStore(options: { db: Database; postgres: boolean; dataDir: string }): ImageStore {
  return options.postgres ? new DbImageStore(options.db) : new FileImageStore(path.join(options.dataDir, 'renders'));
}

/** Width and height of a JPEG, or null when the bytes are not one (checks what a store hands back). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  const header = readImageHeader(bytes);
  return header?.type === 'image/jpeg' ? { width: header.width, height: header.height } : null;
}
