/** The token allowance of the signed-in user's workspace. There is no consume endpoint: spending happens in generation. */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { withOwnerScope, type ScopedEnv } from '../middleware/owner-scope';
import { getTokenStatus } from '../services/token-service';

export const tokenRoutes = new Hono<ScopedEnv>()
  .use(requireUser)
  .use(withOwnerScope)
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await getTokenStatus(db, c.get('scope').workspaceId, now()));
  });
