/** The signed-in user's token allowance (C1). There is no consume endpoint: spending happens in generation. */
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { ensureProfile } from '../services/profile-service';
import { getTokenStatus } from '../services/token-service';

type UserEnv = AppEnv & { Variables: { user: SessionUser } };

export const tokenRoutes = new Hono<UserEnv>().use(requireUser).get('/', async (c) => {
  const { db, now } = c.var.deps;
  await ensureProfile(db, c.var.user.id);
  return c.json(await getTokenStatus(db, c.var.user.id, now()));
});
