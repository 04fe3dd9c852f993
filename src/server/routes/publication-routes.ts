/**
 * "Hora de postar": an item's publication (read by anyone who sees the item), its schedule and its
 * marks (only who may edit the item: a Revisor is refused).
 */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { notPublishedBodySchema, publishedBodySchema, scheduleBodySchema } from '@shared/schemas/publication';
import {
  clientPublicationSummaries,
  getPublication,
  listToPost,
  markNotPublished,
  markPublished,
  publicationStats,
  schedulePublication,
} from '../services/publication-service';

export const publicationRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/stats', async (c) => c.json(await publicationStats(c.get('deps').db, c.get('scope'), c.get('deps').now())))
  .get('/today', async (c) => c.json(await listToPost(c.get('deps').db, c.get('scope'), c.get('deps').now())))
  .get('/clients', async (c) =>
    c.json(await clientPublicationSummaries(c.get('deps').db, c.get('scope'), c.get('deps').now())),
  )
  .get('/items/:id', async (c) => c.json(await getPublication(c.get('deps').db, c.get('scope'), c.req.param('id'))))
  .put('/items/:id/schedule', requireRole('edit'), validate('json', scheduleBodySchema), async (c) => {
    const { db, now } = c.get('deps');
    const publication = await schedulePublication(db, c.get('scope'), c.req.param('id'), c.req.valid('json'), now());
    return c.json({ publication });
  })
  .put('/items/:id/published', requireRole('edit'), validate('json', publishedBodySchema), async (c) => {
    const { db, now } = c.get('deps');
    const publication = await markPublished(db, c.get('scope'), c.req.param('id'), c.req.valid('json'), now());
    return c.json({ publication });
  })
  .put('/items/:id/not-published', requireRole('edit'), validate('json', notPublishedBodySchema), async (c) => {
    const { db, now } = c.get('deps');
    const publication = await markNotPublished(db, c.get('scope'), c.req.param('id'), c.req.valid('json'), now());
    return c.json({ publication });
  });
