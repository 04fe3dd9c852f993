/**
 * Where rendered images are kept, by hash. Images are derived data — the same hash always means the same
 * bytes — so a store only needs get and put, and a put that finds the hash already there does nothing.
 *
 * - PGlite (one process, data in DATA_DIR): files under DATA_DIR/renders/<2 hex>/<hash>.jpg. Keeping the
 *   bytes out of the embedded database keeps its WAL and backups small.
 * - PostgreSQL (any number of instances): the `rendered_images` table (bytea), so every instance serves
 *   every image with no shared disk and nothing more to configure. A JPEG slide is 100–250 KB; an
 *   S3-compatible store would suit a much larger volume and is not implemented (no variables for it).
 *
 * Nothing is ever overwritten, so an image no item uses any more (its item deleted, its slides redrawn)
 * would stay for good: `prune` removes those, once they have gone unused for a while (the daily job in
 * jobs/image-store-prune.ts). Each store keeps, per image, when it was last put or reused (`touch`), the
 * clock the prune reads: an image a render has just found and is about to name is never taken.
 */
import { link, mkdir, readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
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
  /** Marks images found in the store as just used, so that a prune running now leaves them. */
  touch(hashes: readonly string[]): Promise<void>;
  /**
   * Removes the images last put or touched before `before` whose hash `keep` does not hold; answers how
   * many went.
   */
  prune(keep: ReadonlySet<string>, before: Date): Promise<number>;
}

/** The store's clock (the app's `now`, which the tests move). */
type Clock = () => Date;
const realTime: Clock = () => new Date();

const HASH = /^[0-9a-f]{64}$/;

function checkHash(hash: string): void {
  // The hash becomes a file name: only ever our own sha256 hex.
  if (!HASH.test(hash)) throw new Error(`not an image hash: ${hash}`);
}

export class FileImageStore implements ImageStore {
  constructor(
    private readonly dir: string,
    private readonly now: Clock = realTime,
  ) {}

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
      // The file's modification time is the prune's clock: the store's, not the disk's.
      const at = this.now();
      await utimes(file, at, at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await this.touch([hash]);
    } finally {
      await unlink(tmp);
    }
  }

  async touch(hashes: readonly string[]): Promise<void> {
    const at = this.now();
    await Promise.all(
      hashes.map((hash) =>
        utimes(this.file(hash), at, at).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  }

  async prune(keep: ReadonlySet<string>, before: Date): Promise<number> {
    let removed = 0;
    for (const folder of await listNames(this.dir)) {
      if (!/^[0-9a-f]{2}$/.test(folder)) continue;
      const inFolder = path.join(this.dir, folder);
      for (const name of await listNames(inFolder)) {
        const image = /^([0-9a-f]{64})\.jpg$/.exec(name);
        // A `.tmp` is a write a crash cut short (a finished one is linked to its name and removed at once).
        const leftover = name.endsWith('.tmp');
        const unused = image !== null && !keep.has(image[1]!);
        if (!unused && !leftover) continue;
        const file = path.join(inFolder, name);
        const info = await stat(file).catch(() => null);
        if (!info || info.mtime >= before) continue;
        await unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        if (image) removed++;
      }
    }
    return removed;
  }
}

/** The names in a folder; none when it does not exist (no image was ever stored). */
async function listNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** How many rows the prune reads, and deletes, per statement: a long delete would hold its locks. */
const PRUNE_PAGE = 500;

export class DbImageStore implements ImageStore {
  constructor(
    private readonly db: Database,
    private readonly now: Clock = realTime,
  ) {}

  async get(hash: string): Promise<StoredImage | null> {
    checkHash(hash);
    const [row] = await this.db.select().from(renderedImages).where(eq(renderedImages.hash, hash));
    return row ? { bytes: row.bytes, width: row.width, height: row.height, contentType: 'image/jpeg' } : null;
  }

  async put(hash: string, image: StoredImage): Promise<void> {
    checkHash(hash);
    const at = this.now();
    await this.db
      .insert(renderedImages)
      .values({
        hash,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        createdAt: at,
      })
      // Already there: the same bytes, now used again.
      .onConflictDoUpdate({ target: renderedImages.hash, set: { createdAt: at } });
  }

  async touch(hashes: readonly string[]): Promise<void> {
    if (!hashes.length) return;
    hashes.forEach(checkHash);
    await this.db
      .update(renderedImages)
      .set({ createdAt: this.now() })
      .where(inArray(renderedImages.hash, [...hashes]));
  }

  async prune(keep: ReadonlySet<string>, before: Date): Promise<number> {
    let removed = 0;
    let after = '';
    for (;;) {
      // Only the hashes are read, a page at a time in hash order: the bytes stay where they are.
      const page = await this.db
        .select({ hash: renderedImages.hash })
        .from(renderedImages)
        .where(and(lt(renderedImages.createdAt, before), gt(renderedImages.hash, after)))
        .orderBy(asc(renderedImages.hash))
        .limit(PRUNE_PAGE);
      const unused = page.map((r) => r.hash).filter((hash) => !keep.has(hash));
      if (unused.length) {
        // The time is checked again: an image touched since the page was read stays.
        const gone = await this.db
          .delete(renderedImages)
          .where(and(inArray(renderedImages.hash, unused), lt(renderedImages.createdAt, before)))
          .returning({ hash: renderedImages.hash });
        removed += gone.length;
      }
      if (page.length < PRUNE_PAGE) return removed;
      after = page.at(-1)!.hash;
    }
  }
}

/** PostgreSQL: the table; PGlite: files in DATA_DIR. */
export function createImageStore(options: {
  db: Database;
  postgres: boolean;
  dataDir: string;
  now?: Clock;
}): ImageStore {
  return options.postgres
    ? new DbImageStore(options.db, options.now)
    : new FileImageStore(path.join(options.dataDir, 'renders'), options.now);
}

/** Width and height of a JPEG, or null when the bytes are not one (checks what a store hands back). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  const header = readImageHeader(bytes);
  return header?.type === 'image/jpeg' ? { width: header.width, height: header.height } : null;
}
