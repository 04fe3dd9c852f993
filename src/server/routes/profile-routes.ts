/**
 * Profile settings: name, niche (with 'other' + free text) and daily routine. E-mail, role, plan
 * and tokens are never taken from the request (the schema drops unknown keys; the service sets only
 * these three fields).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/require-user';
import { requireAccess } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { profileUpdateSchema } from '@shared/schemas/profile';
import { updateProfile } from '../services/profile-service';
import { WORKSPACE_HEADER } from '@shared/team';
import { meFor } from './me-routes';

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireAccess)
  .patch('/', validate('json', profileUpdateSchema), async (c) => {
    const { db, now } = c.get('deps');
    const profile = await updateProfile(db, c.get('user').id, c.req.valid('json'), now());
    return c.json(await meFor(db, c.get('user'), profile, c.req.header(WORKSPACE_HEADER), now()));
  });
