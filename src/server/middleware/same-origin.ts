/**
 * State changes only from our own pages. A request that changes something (any method but GET, HEAD and
 * OPTIONS) must come from APP_URL: its Origin header must be APP_URL's origin or, for a browser that sent
 * none, Sec-Fetch-Site must say same-origin. A cross-site page (or a script without an Origin) is refused.
 * Hono's own csrf middleware only looks at form content types, so this checks every request.
 *
 * Such requests must also carry JSON: forms and text/plain are what a foreign page can send without the
 * browser asking us first (no CORS preflight), so refusing them closes the rest of that door.
 *
 * The Stripe webhook is exempt from both: Stripe is not a browser and proves itself with its signature
 * over the raw body.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** Paths that authenticate by signature instead of by origin. */
const SIGNED_PATHS = new Set(['/api/billing/webhook']);

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && length !== '0') || headers.has('transfer-encoding');
}

export function sameOriginJsonOnly(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || SIGNED_PATHS.has(c.req.path)) return next();

    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const fromUs = origin !== undefined ? origin === appOrigin : site === 'same-origin';
    if (!fromUs || site === 'cross-site') return c.json(errorBody('CROSS_SITE_REQUEST'), 403);

    const type = c.req.header('content-type');
    if (type !== undefined ? !JSON_TYPE.test(type) : hasBody(c.req.raw.headers)) {
      return c.json(errorBody('JSON_REQUIRED'), 415);
    }
    await next();
  });
}
