/** Saved content items of the caller's scope: list (keyset pages), read, edit, toggle, parts, delete. */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import {
  deleteContent,
  getContent,
  listContent,
  setContentCompleted,
  updateContent,
  updateContentParts,
  type ContentScope,
} from '../services/content-service';
import {
  contentCompletedSchema,
  contentListQuerySchema,
  contentPartsSchema,
  contentUpdateSchema,
} from '@shared/schemas/content';
import type { Context } from 'hono';

function scopeOf(c: Context<GatedEnv>): ContentScope {
  return { userId: c.var.user.id, agency: c.var.profile.subscriptionType === 'agency' };
}

export const contentRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/', validate('query', contentListQuerySchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listContent(db, scopeOf(c), c.req.valid('query'), now()));
  })
  .get('/:id', async (c) => {
    return c.json(await getContent(c.var.deps.db, scopeOf(c), c.req.param('id')));
  })
  .patch('/:id', validate('json', contentUpdateSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await updateContent(db, scopeOf(c), c.req.param('id'), c.req.valid('json'), now()));
  })
  .put('/:id/completed', validate('json', contentCompletedSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await setContentCompleted(db, scopeOf(c), c.req.param('id'), c.req.valid('json').completed, now()));
  })
  .put('/:id/parts', validate('json', contentPartsSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await updateContentParts(db, scopeOf(c), c.req.param('id'), c.req.valid('json').parts, now()));
  })
  .delete('/:id', async (c) => {
    await deleteContent(c.var.deps.db, scopeOf(c), c.req.param('id'));
    return c.json({ ok: true as const });
  });
