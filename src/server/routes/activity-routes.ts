/**
 * "Who did what": the workspace's activity, newest first and paged, and its people (for the History's
 * author filter). Every role may read them, each within the clients it may see.
 */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, type GatedEnv } from '../middleware/require-access';
import { listActivity, listWorkspacePeople } from '../services/activity-service';

export const activityRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const page = await listActivity(db, c.get('scope'), {
      clientId: c.req.query('clientId') || null,
      actorId: c.req.query('actorId') || null,
      action: c.req.query('action') || null,
      before: c.req.query('before') || null,
    });
    return c.json(page);
  })
  .get('/people', async (c) => {
    const { db } = c.get('deps');
    return c.json({ people: await listWorkspacePeople(db, c.get('scope')) });
  });
