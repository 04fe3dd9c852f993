/**
 * The public iCalendar feed (/api/feeds/<secret>.ics): no session, the secret in the path is the key.
 * Private by nature: never cached by proxies, never indexed by search engines.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { renderFeed } from '../services/calendar-feed-service';

export const feedRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const { db, env, now } = c.get('deps');
  const file = c.req.param('file');
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const flag = c.req.query('datas');
  const body = await renderFeed(db, { token, includeDates: flag === '1', appUrl: env.APP_URL, now: now() });
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Content-Disposition', 'inline; filename="pautei.ics"');
  return c.body(body);
});
