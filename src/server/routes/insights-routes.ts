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
    const profile = c.var.profile;
    const stats = await getDashboardStats(c.var.deps.db, {
      userId: profile.userId,
      subscriptionType: profile.subscriptionType,
    });
    return c.json(stats);
  })
  .get('/analytics', validate('query', analyticsQuerySchema), async (c) => {
    const profile = c.var.profile;
    const query = c.req.valid('query');
    const stats = await getAnalytics(
      c.var.deps.db,
      { userId: profile.userId, subscriptionType: profile.subscriptionType },
      { ...query, now: c.var.deps.now() },
    );
    return c.json(stats);
  });
