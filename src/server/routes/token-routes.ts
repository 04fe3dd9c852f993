/** The signed-in user's token allowance. There is no consume endpoint: spending happens in generation. */
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { requireUser } from '../middleware/require-user';
import { ensureProfile } from '../services/profile-service';
import { getTokenStatus } from '../services/token-service';

type UserEnv = AppEnv & { Variables: { user: SessionUser } };

export const tokenRoutes = new Hono<UserEnv>().use(requireUser).get('/', async (c) => {
  const { db, now } = c.var.deps;
  const userId = c.var.user.id;
  try {
    return c.json(await getTokenStatus(db, userId, now()));
  } catch (err) {
    if (!(err instanceof HttpError && err.code === 'PROFILE_NOT_FOUND')) throw err;
    // First call of a brand-new account: the profile is created with the trial defaults.
    await ensureProfile(db, userId, now());
    return c.json(await getTokenStatus(db, userId, now()));
  }
});
