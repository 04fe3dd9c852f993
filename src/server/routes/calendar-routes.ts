/**
 * The content calendar (/api/calendar): items in a range of São Paulo days with the commemorative dates,
 * the tray of unscheduled items, rescheduling, the month plan and the private feed link's management.
 */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { exportMonthPlan, getCalendarRange, getCalendarTray, rescheduleItem } from '../services/calendar-service';
import { createFeed, getFeedInfo, revokeFeed } from '../services/calendar-feed-service';
import {
  calendarExportQuerySchema,
  calendarFeedCreateSchema,
  calendarRangeQuerySchema,
  calendarRescheduleSchema,
  calendarTrayQuerySchema,
} from '@shared/schemas/calendar';

export const calendarRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/', validate('query', calendarRangeQuerySchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getCalendarRange(db, c.var.scope, { ...c.req.valid('query'), now: now() }));
  })
  .get('/tray', validate('query', calendarTrayQuerySchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getCalendarTray(db, c.var.scope, { ...c.req.valid('query'), now: now() }));
  })
  .put('/items/:id/date', requireRole('edit'), validate('json', calendarRescheduleSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await rescheduleItem(db, c.var.scope, c.req.param('id'), c.req.valid('json').date, now()));
  })
  .get('/export', validate('query', calendarExportQuerySchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await exportMonthPlan(db, c.var.scope, { ...c.req.valid('query'), now: now() }));
  })
  .get('/feed', requireRole('calendarFeed'), async (c) => {
    // Each person has their own link in each workspace, showing what that person may see there.
    return c.json(await getFeedInfo(c.var.deps.db, c.var.scope));
  })
  .post('/feed', requireRole('calendarFeed'), validate('json', calendarFeedCreateSchema), async (c) => {
    const { db, env, now } = c.var.deps;
    const { includeDates } = c.req.valid('json');
    return c.json(await createFeed(db, c.var.scope, { includeDates, appUrl: env.APP_URL, now: now() }), 201);
  })
  .delete('/feed', requireRole('calendarFeed'), async (c) => {
    await revokeFeed(c.var.deps.db, c.var.scope);
    return c.json({ ok: true as const });
  });
