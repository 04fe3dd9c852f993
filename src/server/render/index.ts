/**
 * The render services one process holds: the worker pool (started on first use) and the image store
 * (the database with PostgreSQL, files in DATA_DIR with PGlite).
 */
import type { Database } from '../db/client';
import type { Env } from '../env';
import { createImageStore, type ImageStore } from './image-store';
import { RenderPool } from './pool';

export interface RenderServices {
  pool: RenderPool;
  store: ImageStore;
  close(): Promise<void>;
}

declare module '../context' {
  interface AppServices {
    render: RenderServices;
  }
}

export function createRenderServices(core: { db: Database; env: Env; now?: () => Date }): RenderServices {
  const pool = new RenderPool();
  return {
    pool,
    store: createImageStore({
      db: core.db,
      postgres: !!core.env.DATABASE_URL,
      dataDir: core.env.dataDir,
      now: core.now,
    }),
    close: () => pool.close(),
  };
}
