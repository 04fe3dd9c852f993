/**
 * The workspace's brand kit ("Kit da marca"): read by every member, changed by the roles that may change
 * clients. Client kits are in client-routes.ts (/api/clients/:id/brand-kit), behind the same checks.
 */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { brandKitInputSchema } from '@shared/render/brand-kit';
import { getBrandKit, saveBrandKit, SELF_SUBJECT } from '../services/brand-kit-service';

export const brandKitRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/', async (c) => c.json({ kit: await getBrandKit(c.get('deps').db, c.get('scope'), SELF_SUBJECT) }))
  .put('/', requireRole('manageClients'), validate('json', brandKitInputSchema), async (c) => {
    const { db, now, services } = c.get('deps');
    const kit = await saveBrandKit(db, c.get('scope'), SELF_SUBJECT, {
      kit: c.req.valid('json'),
      encodeLogo: (bytes) => services.render.pool.run({ op: 'logo', bytes }),
      now: now(),
    });
    return c.json({ kit });
  });
