/** Dashboard and analytics figures of the signed-in user's scope. */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/require-user';
import { requireAccess } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { analyticsQuerySchema } from '@shared/schemas/analytics';
import { getAnalytics, getDashboardStats } from '../services/insights-service';

export const insightsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/dashboard', async (c) => {
    return c.json(await getDashboardStats(c.get('deps').db, c.get('scope')));
  })
  .get('/analytics', validate('query', analyticsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await getAnalytics(c.get('deps').db, c.get('scope'), { ...query, now: c.get('deps').now() }));
  });
