/** Admin API: every route answers 401 to anonymous callers and 403 to non-admins. */
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { requireAdmin } from '../middleware/require-admin';
import { validate } from '../middleware/validate';
import {
  expenseIdSchema,
  expenseInputSchema,
  expenseListQuerySchema,
  expenseUpdateSchema,
  periodQuerySchema,
  planTypeParamSchema,
  pricingUpdateSchema,
} from '@shared/schemas/admin';
import { getDashboard, periodFromQuery, refreshDailyStats } from '../services/admin-metrics';
import { createExpense, deleteExpense, listExpenses, updateExpense } from '../services/admin-expenses';
import { getPlanPricing, listPricing, updatePricing } from '../billing/pricing-service';
import { listPixPayments, refundUpfrontPayment } from '../billing/admin-payments';
import { paymentIdSchema, refundSchema } from '@shared/schemas/billing';

type AdminEnv = AppEnv & { Variables: { user: SessionUser } };

export const adminRoutes = new Hono<AdminEnv>()
  .use(requireAdmin)
  .get('/dashboard', validate('query', periodQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    const at = now();
    return c.json(await getDashboard(db, periodFromQuery(c.req.valid('query'), at), at));
  })
  .get('/payments', async (c) => {
    return c.json({ payments: await listPixPayments(c.get('deps').db) });
  })
  .post('/payments/:id/refund', validate('param', paymentIdSchema), validate('json', refundSchema), async (c) => {
    const { db, services, mailer, logger, env, now } = c.get('deps');
    const notify = { mailer, logger, appUrl: env.APP_URL };
    const { id } = c.req.valid('param');
    return c.json(await refundUpfrontPayment(db, services.billing, notify, id, c.req.valid('json'), now()));
  })
  .post('/stats/refresh', async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ stats: await refreshDailyStats(db, now()) });
  })
  .get('/expenses', validate('query', expenseListQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    return c.json(await listExpenses(db, periodFromQuery(q, now()), q.category));
  })
  .post('/expenses', validate('json', expenseInputSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ expense: await createExpense(db, c.req.valid('json'), c.get('user').id, now()) }, 201);
  })
  .patch('/expenses/:id', validate('param', expenseIdSchema), validate('json', expenseUpdateSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ expense: await updateExpense(db, c.req.valid('param').id, c.req.valid('json'), now()) });
  })
  .delete('/expenses/:id', validate('param', expenseIdSchema), async (c) => {
    const { db } = c.get('deps');
    return c.json(await deleteExpense(db, c.req.valid('param').id));
  })
  .get('/pricing', async (c) => {
    return c.json({ pricing: await listPricing(c.get('deps').db) });
  })
  .get('/pricing/:planType', validate('param', planTypeParamSchema), async (c) => {
    return c.json({ pricing: await getPlanPricing(c.get('deps').db, c.req.valid('param').planType) });
  })
  .patch(
    '/pricing/:planType',
    validate('param', planTypeParamSchema),
    validate('json', pricingUpdateSchema),
    async (c) => {
      const { db, now } = c.get('deps');
      return c.json({ pricing: await updatePricing(db, c.req.valid('param').planType, c.req.valid('json'), now()) });
    },
  );
