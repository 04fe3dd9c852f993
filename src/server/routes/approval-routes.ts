/**
 * Client approval. /api/approval: the owner's links, events, notices and figures (signed in, with
 * access). /api/review/:token: the client's review page and answers — no session, rate limited per IP
 * and per link, never indexed, never sending a referrer.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { clientIpFrom } from '../auth/client-ip';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { errorBody } from '../middleware/errors';
import { hitRateLimit, type AccountLimitRule } from '../services/account-rate-limit';
import {
  addReviewItems,
  answerReview,
  approvalCounts,
  approvalRate,
  clientApprovalSummaries,
  createReviewLink,
  emailReviewLink,
  getReviewLink,
  getReviewImage,
  getReviewPage,
  hashReviewToken,
  itemApprovalEvents,
  listReviewLinks,
  remindReviewLink,
  renewReviewToken,
  reviewLinkAddress,
  revokeReviewLink,
  waitingRounds,
  type ApprovalScope,
} from '@server/services/approval';
import { listNotices, markNoticesRead } from '@server/services/notices';
import {
  addReviewItemsSchema,
  createReviewLinkSchema,
  emailReviewLinkSchema,
  itemEventsQuerySchema,
  markNoticesReadSchema,
  reviewAnswerSchema,
} from '@shared/schemas/approval';
import { analyticsQuerySchema } from '@shared/schemas/analytics';
import { resolvePeriod } from '@shared/periods';
import { z } from 'zod';
import { imageHashSchema, imageQuerySchema } from '@shared/schemas/item-images';
import { imageResponse } from './image-response';

const reviewImageParamSchema = z.object({
  token: z.string().max(200),
  itemId: z.string().max(100),
  hash: imageHashSchema,
});

/** The request's owner scope, resolved once by the access middleware. */
function scopeOf(c: Context<GatedEnv>): ApprovalScope {
  return c.get('scope');
}

/** What the link operations need from the app: the database, the public origin, the clock, the secret. */
function linkDeps(c: Context<GatedEnv>) {
  const { db, env, now } = c.get('deps');
  return { db, appUrl: env.APP_URL, secret: env.AUTH_SECRET, now: now() };
}

export const approvalRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/links', async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ links: await listReviewLinks(db, scopeOf(c), now()) });
  })
  .post('/links', requireRole('sendForApproval'), validate('json', createReviewLinkSchema), async (c) => {
    return c.json(await createReviewLink(linkDeps(c), scopeOf(c), c.req.valid('json')), 201);
  })
  .get('/links/:id', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await getReviewLink(db, scopeOf(c), c.req.param('id'), now()));
  })
  .post('/links/:id/items', requireRole('sendForApproval'), validate('json', addReviewItemsSchema), async (c) => {
    return c.json(await addReviewItems(linkDeps(c), scopeOf(c), c.req.param('id'), c.req.valid('json')));
  })
  // The address is the client's key to answer: only who may send to the client may read it (a Revisor
  // holding it could answer as the client).
  .get('/links/:id/address', requireRole('sendForApproval'), async (c) => {
    return c.json(await reviewLinkAddress(linkDeps(c), scopeOf(c), c.req.param('id')));
  })
  .post('/links/:id/remind', requireRole('sendForApproval'), async (c) => {
    return c.json(await remindReviewLink(linkDeps(c), scopeOf(c), c.req.param('id')));
  })
  .post('/links/:id/revoke', requireRole('sendForApproval'), async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ link: await revokeReviewLink(db, scopeOf(c), c.req.param('id'), now()) });
  })
  .post('/links/:id/renew', requireRole('sendForApproval'), async (c) => {
    return c.json(await renewReviewToken(linkDeps(c), scopeOf(c), c.req.param('id')));
  })
  .post('/links/:id/email', requireRole('sendForApproval'), validate('json', emailReviewLinkSchema), async (c) => {
    const { db, env, mailer, now, logger } = c.get('deps');
    const deps = { db, mailer, logger, appUrl: env.APP_URL, now: now() };
    return c.json(await emailReviewLink(deps, scopeOf(c), c.req.param('id'), c.req.valid('json').token));
  })
  .get('/events', validate('query', itemEventsQuerySchema), async (c) => {
    return c.json({ events: await itemApprovalEvents(c.get('deps').db, scopeOf(c), c.req.valid('query').itemId) });
  })
  .get('/counts', async (c) => {
    return c.json(await approvalCounts(c.get('deps').db, scopeOf(c), c.get('deps').now()));
  })
  .get('/waiting', async (c) => {
    return c.json({ rounds: await waitingRounds(c.get('deps').db, scopeOf(c), c.get('deps').now()) });
  })
  .get('/clients', validate('query', analyticsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const now = c.get('deps').now();
    const period = resolvePeriod({ period: q.period, start: q.start, end: q.end }, now);
    const range = { start: period.from, end: period.to };
    return c.json({ clients: await clientApprovalSummaries(c.get('deps').db, scopeOf(c), range, now) });
  })
  .get('/rate', validate('query', analyticsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const period = resolvePeriod({ period: q.period, start: q.start, end: q.end }, c.get('deps').now());
    return c.json(await approvalRate(c.get('deps').db, scopeOf(c), { start: period.from, end: period.to }));
  })
  // The bell: the notices addressed to the signed-in person in the active workspace (every kind).
  .get('/notices', async (c) => {
    return c.json(await listNotices(c.get('deps').db, scopeOf(c)));
  })
  .post('/notices/read', validate('json', markNoticesReadSchema), async (c) => {
    const { db, now } = c.get('deps');
    await markNoticesRead(db, scopeOf(c), c.req.valid('json').ids, now());
    return c.json({ ok: true as const });
  });

// ---------------------------------------------------------------------------
// Public review
// ---------------------------------------------------------------------------

/**
 * Generous for a person reviewing on a phone, tight for a script: per IP (all links) and per link (all
 * IPs). Counters live in the database so that every instance shares them.
 */
export const REVIEW_LIMITS = {
  perIp: { windowSeconds: 10 * 60, max: 120 },
  perLink: { windowSeconds: 10 * 60, max: 300 },
  // Images: a link of a few 10-slide carousels, reloaded several times, on a phone or a shared office IP.
  imagesPerIp: { windowSeconds: 10 * 60, max: 600 },
  imagesPerLink: { windowSeconds: 10 * 60, max: 1500 },
} satisfies Record<string, AccountLimitRule>;

/** The review page must not be indexed nor leak its address to the sites its content links to. */
export const reviewHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Referrer-Policy', 'no-referrer');
});

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

function reviewIp(c: Context<AppEnv>): string {
  return clientIpFrom(socketAddress(c), c.req.header('x-forwarded-for') ?? null, c.get('deps').env.TRUST_PROXY);
}

function tooMany(c: Context<AppEnv>, windowSeconds: number) {
  return c.json(errorBody('RATE_LIMITED'), 429, { 'Retry-After': String(windowSeconds) });
}

/** The page and its answers: per IP and per link. A wrong token counts like any other request. */
const reviewRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { db, now } = c.get('deps');
  const at = now().getTime();
  const ip = reviewIp(c);
  // The link is counted by the hash of its token: the token itself is never written anywhere.
  const token = c.req.param('token') ?? '';
  const allowed =
    (await hitRateLimit(db, `review:ip:${ip}`, REVIEW_LIMITS.perIp, at)) &&
    (await hitRateLimit(db, `review:link:${hashReviewToken(token)}`, REVIEW_LIMITS.perLink, at));
  if (!allowed) return tooMany(c, REVIEW_LIMITS.perIp.windowSeconds);
  c.header('Cache-Control', 'no-store');
  await next();
});

/**
 * The page's images. A carousel is ten images and a link holds several items, so the images of a valid
 * link have their own, larger budget instead of eating the page's (a client scrolling a few carousels
 * would otherwise be locked out of answering). Guessing tokens through this route gains nothing: an
 * image request that finds nothing (404) is also counted against the page's per-IP budget, and one made
 * once that budget is spent is refused like the page would be.
 */
const reviewImageRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { db, now } = c.get('deps');
  const at = now().getTime();
  const ip = reviewIp(c);
  const token = c.req.param('token') ?? '';
  const allowed =
    (await hitRateLimit(db, `review:img:ip:${ip}`, REVIEW_LIMITS.imagesPerIp, at)) &&
    (await hitRateLimit(db, `review:img:link:${hashReviewToken(token)}`, REVIEW_LIMITS.imagesPerLink, at));
  if (!allowed) return tooMany(c, REVIEW_LIMITS.imagesPerIp.windowSeconds);
  await next();
  if (c.res.status === 404 || c.res.status === 410) {
    // A miss spends the page's budget too; past it, the answer is the page's 429.
    if (!(await hitRateLimit(db, `review:ip:${ip}`, REVIEW_LIMITS.perIp, at))) {
      c.res = undefined;
      c.res = tooMany(c, REVIEW_LIMITS.perIp.windowSeconds);
    }
  }
});

export const reviewRoutes = new Hono<AppEnv>()
  // One count per request: the page and its answers on the page's budget, the images on theirs.
  .use('/:token', reviewRateLimit)
  .use('/:token/answers', reviewRateLimit)
  .use('/:token/items/*', reviewImageRateLimit)
  .get('/:token', async (c) => {
    const { db, env, now } = c.get('deps');
    // The address of a newer link is opened from its sealed copy, for moved items only.
    const address = { appUrl: env.APP_URL, secret: env.AUTH_SECRET };
    return c.json(await getReviewPage(db, c.req.param('token'), now(), address));
  })
  .get(
    '/:token/items/:itemId/images/:hash',
    validate('param', reviewImageParamSchema),
    validate('query', imageQuerySchema),
    async (c) => {
      const { db, now, services } = c.get('deps');
      const { token, itemId, hash } = c.req.valid('param');
      const { pool, store } = services.render;
      const width = c.req.valid('query').w;
      const image = await getReviewImage({ db, store, pool }, token, itemId, hash, now(), width);
      // Short and private: the link may be revoked; the bytes of a hash never change.
      return imageResponse(c, image, 'private, max-age=3600');
    },
  )
  .post('/:token/answers', validate('json', reviewAnswerSchema), async (c) => {
    const { db, env, mailer, logger, now } = c.get('deps');
    const deps = { db, mailer, logger, appUrl: env.APP_URL, now: now() };
    return c.json(await answerReview(deps, c.req.param('token'), c.req.valid('json')));
  });
