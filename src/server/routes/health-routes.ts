/**
 * Probes for a load balancer or an orchestrator. `/healthz`: the process answers (restart it if not).
 * `/readyz`: it can serve traffic — the database answers and it is not shutting down (send requests
 * elsewhere if not). Neither needs a session, and neither is cached.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { databaseReachable } from '../services/health-service';

export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  })
  .get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const deps = c.get('deps');
    if (deps.draining) return c.json({ status: 'draining' }, 503);
    if (!(await databaseReachable(deps.db))) return c.json({ status: 'database-unreachable' }, 503);
    return c.json({ status: 'ready' });
  });
