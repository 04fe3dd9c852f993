/** Builds the Hono app: /api/* route modules, then the built SPA with a fallback to index.html. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './context';
import { errorBody, handleError } from './middleware/errors';
import { loadSession } from './middleware/session';
import { authRoutes } from './routes/auth-routes';
import { configRoutes } from './routes/config-routes';
import { meRoutes } from './routes/me-routes';
import { profileRoutes } from './routes/profile-routes';
import { billingRoutes } from './routes/billing-routes';
import { tokenRoutes } from './routes/token-routes';
import { generationRoutes } from './routes/generation-routes';
import { contentRoutes } from './routes/content-routes';
import { clientRoutes } from './routes/client-routes';
import { insightsRoutes } from './routes/insights-routes';
import { adminRoutes } from './routes/admin-routes';
import { calendarRoutes } from './routes/calendar-routes';
import { feedRoutes } from './routes/feed-routes';

const projectRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const defaultWebDist = path.join(projectRoot, 'dist', 'web');

/** The typed API (`hc<AppType>` in the SPA). Auth is served by better-auth and typed apart. */
export function createApi() {
  return new Hono<AppEnv>()
    .basePath('/api')
    .route('/config', configRoutes)
    .route('/me', meRoutes)
    .route('/profile', profileRoutes)
    .route('/billing', billingRoutes)
    .route('/tokens', tokenRoutes)
    .route('/generate', generationRoutes)
    .route('/content', contentRoutes)
    .route('/clients', clientRoutes)
    .route('/insights', insightsRoutes)
    .route('/admin', adminRoutes)
    .route('/calendar', calendarRoutes)
    .route('/feeds', feedRoutes);
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', secureHeaders());
  app.use('/api/*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json(errorBody('VALIDATION'), 413) }));
  app.route('/api/auth', authRoutes);
  app.use('/api/*', loadSession);
  app.route('/', createApi());
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND'), 404));

  const webDist = options.webDist ?? defaultWebDist;
  const indexFile = path.join(webDist, 'index.html');
  if (existsSync(indexFile)) {
    const relativeRoot = path.relative(process.cwd(), webDist) || '.';
    app.use(
      '/assets/*',
      serveStatic({
        root: relativeRoot,
        onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: relativeRoot }));
    // Every other path is a page of the SPA (real URLs; unknown ones show the dashboard).
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(readFileSync(indexFile, 'utf8'));
    });
  } else {
    app.get('*', (c) =>
      c.text('A interface ainda não foi compilada. Rode `npm run build` (ou `npm start`, que compila antes).', 503),
    );
  }
  return app;
}
