/** Saved content items of the caller's scope: list (keyset pages), read, edit, toggle, parts, delete. */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import {
  deleteContent,
  getContent,
  listContent,
  setContentCompleted,
  setContentPubli,
  updateContent,
  updateContentParts,
} from '../services/content-service';
import {
  contentCompletedSchema,
  contentListQuerySchema,
  contentPartsSchema,
  contentPubliSchema,
  contentUpdateSchema,
} from '@shared/schemas/content';
import { versionCompareQuerySchema, versionParamSchema } from '@shared/schemas/versions';
import { isJsonKind } from '@shared/content-kinds';
import {
  compareVersions,
  listVersions,
  prepareRegeneration,
  restoreVersion,
  runRegeneration,
} from '../services/versions-service';
import { answerGeneration } from './generation-stream';
import {
  getItemImage,
  listItemImages,
  refreshItemImages,
  renderItemImages,
  zipItemImages,
} from '../services/item-images-service';
import { previewItemImages } from '../services/item-images-preview';
import {
  imageHashSchema,
  imageQuerySchema,
  previewImagesSchema,
  renderImagesSchema,
} from '@shared/schemas/item-images';
import { z } from 'zod';
import { imageResponse } from './image-response';
import type { Context } from 'hono';

/** The render services and clock a route hands the images service. */
const renderDeps = (c: Context<GatedEnv>) => {
  const { db, now, services } = c.get('deps');
  return { db, pool: services.render.pool, store: services.render.store, now: now() };
};

/** After an edit, a restore or the publi switch: an item with images gets them drawn from its new text. */
const refreshImages = (c: Context<GatedEnv>, id: string) => refreshItemImages(renderDeps(c), c.get('scope'), id);

const imageParamSchema = z.object({ id: z.string().max(100), hash: imageHashSchema });

export const contentRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/', validate('query', contentListQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await listContent(db, c.get('scope'), c.req.valid('query'), now()));
  })
  .get('/:id', async (c) => {
    return c.json(await getContent(c.get('deps').db, c.get('scope'), c.req.param('id'), c.get('deps').now()));
  })
  .patch('/:id', requireRole('edit'), validate('json', contentUpdateSchema), async (c) => {
    const { db, now } = c.get('deps');
    const item = await updateContent(db, c.get('scope'), c.req.param('id'), c.req.valid('json'), now());
    await refreshImages(c, item.id);
    return c.json(item);
  })
  .put('/:id/completed', requireRole('edit'), validate('json', contentCompletedSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(
      await setContentCompleted(db, c.get('scope'), c.req.param('id'), c.req.valid('json').completed, now()),
    );
  })
  .put('/:id/publi', requireRole('edit'), validate('json', contentPubliSchema), async (c) => {
    const { db, now } = c.get('deps');
    const item = await setContentPubli(db, c.get('scope'), c.req.param('id'), c.req.valid('json').isAd, now());
    await refreshImages(c, item.id);
    return c.json(item);
  })
  .put('/:id/parts', requireRole('edit'), validate('json', contentPartsSchema), async (c) => {
    const { db, now } = c.get('deps');
    const item = await updateContentParts(db, c.get('scope'), c.req.param('id'), c.req.valid('json').parts, now());
    await refreshImages(c, item.id);
    return c.json(item);
  })
  .get('/:id/versions', async (c) => {
    return c.json({ versions: await listVersions(c.get('deps').db, c.get('scope'), c.req.param('id')) });
  })
  .get('/:id/versions/compare', validate('query', versionCompareQuerySchema), async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(await compareVersions(c.get('deps').db, c.get('scope'), c.req.param('id'), from, to));
  })
  .post('/:id/versions/:version/restore', requireRole('edit'), validate('param', versionParamSchema), async (c) => {
    const { db, now } = c.get('deps');
    const { id, version } = c.req.valid('param');
    const restored = await restoreVersion(db, c.get('scope'), id, version, now());
    await refreshImages(c, id);
    return c.json(restored);
  })
  // Rendered images: every member reads them (a Revisor too); drawing them is an edit.
  .get('/:id/images', async (c) => {
    return c.json(await listItemImages(c.get('deps').db, c.get('scope'), c.req.param('id')));
  })
  .post('/:id/images', requireRole('edit'), validate('json', renderImagesSchema), async (c) => {
    return c.json(await renderItemImages(renderDeps(c), c.get('scope'), c.req.param('id'), c.req.valid('json')));
  })
  // The live preview of a draft while editing: drawn, not saved; only who may edit sees the editor.
  .post('/:id/images/preview', requireRole('edit'), validate('json', previewImagesSchema), async (c) => {
    const { db, services } = c.get('deps');
    const deps = { db, pool: services.render.pool, store: services.render.store };
    return c.json(await previewItemImages(deps, c.get('scope'), c.req.param('id'), c.req.valid('json')));
  })
  // All the images in one zip (`images/zip`, always the originals), else one image by its hash, with `?w=`
  // a screen-sized copy of it. One route serves both: Hono's
  // fastest router cannot match a fixed name and a parameter at the same place of a path, and a single such
  // pair would make the whole app fall back to a slower router for every request (app-router.test.ts).
  .get(
    '/:id/images/:hash',
    async (c, next) => {
      if (c.req.param('hash') !== 'zip') return next();
      const { db, services } = c.get('deps');
      const zip = await zipItemImages({ db, store: services.render.store }, c.get('scope'), c.req.param('id'));
      return c.body(zip.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${zip.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
    validate('param', imageParamSchema),
    validate('query', imageQuerySchema),
    async (c) => {
      const { db, services } = c.get('deps');
      const { id, hash } = c.req.valid('param');
      const { pool, store } = services.render;
      const image = await getItemImage({ db, store, pool }, c.get('scope'), id, hash, c.req.valid('query').w);
      return imageResponse(c, image, 'private, max-age=31536000, immutable');
    },
  )
  /**
   * A new version of the item from the model, asked again with the item's request. Spends one token.
   * Answers like the generators: checks that fail first are plain JSON errors; then, with
   * `Accept: text/event-stream`, `delta` / `partial` events, then `done` {item} or `error`. A request
   * closed before the end (the "Parar" button) gives the token back and changes nothing.
   */
  .post('/:id/regenerate', requireRole('generate'), (c) => {
    const scope = c.get('scope');
    const profile = c.get('profile');
    // The same door as a new generation: a new version is a model call too.
    return answerGeneration(c, {
      label: 'nova versão',
      prepare: (deps) => prepareRegeneration(deps, { scope, profile }, c.req.param('id')),
      json: (prepared) => isJsonKind(prepared.item.type),
      run: (deps, prepared, options) => runRegeneration(deps, scope, prepared, options),
    });
  })
  .delete('/:id', requireRole('edit'), async (c) => {
    await deleteContent(c.get('deps').db, c.get('scope'), c.req.param('id'));
    return c.json({ ok: true as const });
  });
