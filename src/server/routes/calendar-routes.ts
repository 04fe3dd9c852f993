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
    const { db, now } = c.get('deps');
    return c.json(await getCalendarRange(db, c.get('scope'), { ...c.req.valid('query'), now: now() }));
  })
  .get('/tray', validate('query', calendarTrayQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await getCalendarTray(db, c.get('scope'), { ...c.req.valid('query'), now: now() }));
  })
  .put('/items/:id/date', requireRole('edit'), validate('json', calendarRescheduleSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await rescheduleItem(db, c.get('scope'), c.req.param('id'), c.req.valid('json').date, now()));
  })
  .get('/export', validate('query', calendarExportQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await exportMonthPlan(db, c.get('scope'), { ...c.req.valid('query'), now: now() }));
  })
  .get('/feed', requireRole('calendarFeed'), async (c) => {
    // Each person has their own link in each workspace, showing what that person may see there.
    return c.json(await getFeedInfo(c.get('deps').db, c.get('scope')));
  })
  .post('/feed', requireRole('calendarFeed'), validate('json', calendarFeedCreateSchema), async (c) => {
    const { db, env, now } = c.get('deps');
    const { includeDates } = c.req.valid('json');
    return c.json(await createFeed(db, c.get('scope'), { includeDates, appUrl: env.APP_URL, now: now() }), 201);
  })
  .delete('/feed', requireRole('calendarFeed'), async (c) => {
    await revokeFeed(c.get('deps').db, c.get('scope'));
    return c.json({ ok: true as const });
  });
