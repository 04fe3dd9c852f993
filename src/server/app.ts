/** Builds the Hono app: /api/* route modules, then the built SPA with a fallback to index.html. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './context';
import { errorBody, handleError } from './middleware/errors';
import { loadSession } from './middleware/session';
import { sameOriginJsonOnly } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
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
import { approvalRoutes, reviewHeaders, reviewRoutes } from './routes/approval-routes';
import {
  landingRenderedPage,
  pageRendererBeside,
  serverRenderedPage,
  signedInRenderedPage,
} from './http/server-rendered-page';
import { healthRoutes } from './routes/health-routes';
import { calendarRoutes } from './routes/calendar-routes';
import { feedRoutes } from './routes/feed-routes';
import { voiceRoutes } from './routes/voice-routes';
import { invitationRoutes, teamRoutes } from './routes/team-routes';
import { activityRoutes } from './routes/activity-routes';
import { internalReviewRoutes } from './routes/internal-review-routes';
import { brandKitRoutes } from './routes/brand-kit-routes';
import { publicationRoutes } from './routes/publication-routes';
import { pushRoutes } from './routes/push-routes';
import { reportLinkRoutes, reportRoutes } from './routes/report-routes';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Where the built SPA is. The compiled server (a `.js` bundle in `<build>/server/`) has it beside itself in
 * `<build>/web`; run from the TypeScript sources (dev, tests) it is `dist/web` of the checkout.
 */
export const defaultWebDist = import.meta.url.endsWith('.js')
  ? path.resolve(here, '../web')
  : path.resolve(here, '../../dist/web');

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
    .route('/approval', approvalRoutes)
    .route('/review', reviewRoutes)
    .route('/calendar', calendarRoutes)
    .route('/feeds', feedRoutes)
    .route('/voice', voiceRoutes)
    .route('/team', teamRoutes)
    .route('/internal-review', internalReviewRoutes)
    .route('/publication', publicationRoutes)
    .route('/push', pushRoutes)
    .route('/invitations', invitationRoutes)
    .route('/activity', activityRoutes)
    .route('/brand-kit', brandKitRoutes)
    .route('/reports', reportRoutes)
    .route('/report-links', reportLinkRoutes);
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const webDist = options.webDist ?? defaultWebDist;
  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Client review pages and their API: never indexed, never sending their secret address as referrer.
  // Registered before the security headers so that its Referrer-Policy is the one that stays.
  app.use('/api/review/*', reviewHeaders);
  app.use('/r/*', reviewHeaders);
  // The same for a report's page and its API: the address is the client's key to the report.
  app.use('/api/report-links/*', reviewHeaders);
  app.use('/relatorio/*', reviewHeaders);
  app.use('*', securityHeaders(indexHtml));
  app.use('/api/*', limitBody(MAX_BODY_BYTES));
  app.use('/api/*', sameOriginJsonOnly(deps.env.APP_URL));
  app.route('/api/auth', authRoutes);
  app.use('/api/*', loadSession);
  app.route('/', createApi());
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND'), 404));
  app.route('/', healthRoutes);

  if (indexHtml !== null) serveWeb(app, webDist, indexHtml);
  else {
    app.get('*', (c) =>
      c.text('A interface ainda não foi compilada. Rode `npm run build` (ou `npm start`, que compila antes).', 503),
    );
  }
  return app;
}

/** The largest request body the API reads. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses bodies over `maxSize` (413). Under Node's server a request's headers say whether it has a body
 * at all and how long it is, unless it is sent in chunks: those are checked here, from the headers, and
 * only a chunked body goes through hono's bodyLimit, which reads it. Asking for the request's body stream
 * (as bodyLimit does first) makes the Node adapter build a full web Request with a stream around the
 * socket, for every request including the GETs, and then read the JSON through that stream: about 7% of
 * a generation's start-up CPU when hundreds start together, and part of every `/api/me`.
 */
function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  // The rest of the oversized body is never read, so the connection cannot carry another request: say so,
  // or the client reuses a socket the server is about to drop.
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    c.json(errorBody('BODY_TOO_LARGE'), 413, { Connection: 'close' });
  const reading = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const underNode = !!(c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!underNode || c.req.header('transfer-encoding') !== undefined) return reading(c, next);
    const length = c.req.header('content-length');
    if (length !== undefined && Number(length) > maxSize) return onError(c);
    await next();
  };
}

/**
 * The built SPA. Every file has brotli and gzip copies made at build time (`.br`, `.gz`): the server sends
 * the one the browser accepts, so nothing is compressed per request. Hashed assets never change under a
 * name, so browsers keep them for a year; index.html names the current ones, so browsers revalidate it.
 */
function serveWeb(app: Hono<AppEnv>, webDist: string, indexHtml: string) {
  const root = path.relative(process.cwd(), webDist) || '.';
  // serveStatic builds its response before calling onFound, so the caching headers go on the response.
  const withHeaders =
    (serve: MiddlewareHandler, cacheControl: string): MiddlewareHandler =>
    async (c, next) => {
      const res = await serve(c, next);
      if (res instanceof Response && res.ok) {
        res.headers.set('Cache-Control', cacheControl);
        res.headers.set('Vary', 'Accept-Encoding');
      }
      return res;
    };
  const assets = withHeaders(serveStatic({ root, precompressed: true }), 'public, max-age=31536000, immutable');
  const topFiles = withHeaders(serveStatic({ root, precompressed: true }), 'no-cache');
  const indexPage = withHeaders(serveStatic({ root, path: 'index.html', precompressed: true }), 'no-cache');
  // The landing page with its HTML rendered at build time (scripts/vite-prerender.ts), when the build has it.
  const landingPage = existsSync(path.join(webDist, 'landing.html'))
    ? withHeaders(serveStatic({ root, path: 'landing.html', precompressed: true }), 'no-cache')
    : indexPage;
  app.use('/assets/*', assets);
  // Files at the top of the build (favicon...), but never the pages by their own names: the routes below
  // serve them.
  app.use('*', async (c, next) => {
    if (c.req.path === '/' || /\/(index|landing)\.html$/.test(c.req.path)) return next();
    return topFiles(c, next);
  });
  // The same connection (its address counts for the link's rate limit), not the response being made.
  const readInside = (c: Context<AppEnv>, url: string, headers: Headers) => {
    headers.set('accept', 'application/json');
    headers.delete('accept-encoding');
    const env = { incoming: (c.env as { incoming?: unknown } | undefined)?.incoming };
    return app.fetch(new Request(new URL(url, c.req.url), { headers }), env);
  };
  const renderer = pageRendererBeside(webDist);
  // The landing page drawn with the prices of the moment and sent without the app's scripts; the one
  // drawn at build time should that fail. Its reads carry none of the visitor's cookies: it is everyone's.
  app.get('/', landingRenderedPage({ indexHtml, renderer, read: (c, url) => readInside(c, url, new Headers()) }));
  app.get('/', landingPage);
  // A client's review and report links, and the dashboard, the calendar and the posting kit, drawn by the
  // server (when this build has its server-side bundle).
  const drawing = {
    indexHtml,
    renderer,
    read: (c: Context<AppEnv>, url: string, extra?: Headers) => {
      const headers = new Headers(c.req.raw.headers);
      extra?.forEach((value, name) => headers.set(name, value));
      return readInside(c, url, headers);
    },
  };
  const publicPage = serverRenderedPage(drawing);
  app.get('/r/:token', publicPage);
  app.get('/relatorio/:token', publicPage);
  app.get('*', signedInRenderedPage(drawing));
  // Every other path is a page of the SPA (real URLs; unknown ones show the dashboard).
  app.get('*', indexPage);
}
