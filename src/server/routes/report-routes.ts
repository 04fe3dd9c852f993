/**
 * The monthly report. /api/reports: the report of a client's month (every role reads it), its PDF, the
 * reach and engagement typed per item and the report links (only who may send reports: Dono and Editor).
 * /api/report-links/:token: the client's page of one link — no session, rate limited, never indexed.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { clientIpFrom } from '../auth/client-ip';
import { errorBody } from '../middleware/errors';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { hitRateLimit, type AccountLimitRule } from '../services/account-rate-limit';
import { hashReviewToken } from '../services/approval';
import {
  createReportLink,
  getMonthlyReport,
  getPublicReport,
  listReportLinks,
  reportPdf,
  revokeReportLink,
  setItemMetrics,
  type OpeningModel,
  type ReportLinkView,
} from '../services/report';
import { createReportLinkSchema, itemMetricsSchema, reportQuerySchema } from '@shared/schemas/report';
import type { MonthlyReport } from '@shared/schemas/report';

/** The AI provider that writes the report's opening paragraph; a failed call is logged, never answered. */
function openingModel(deps: AppEnv['Variables']['deps']): OpeningModel {
  const { services, logger } = deps;
  return { ai: services.ai, log: (message, err) => logger.warn({ err }, message) };
}

function linkDeps(c: Context<GatedEnv>) {
  const { db, env, now } = c.get('deps');
  return { db, appUrl: env.APP_URL, secret: env.AUTH_SECRET, now: now() };
}

/** The PDF as a download: its file name, and private (a report is the client's business). */
function pdfResponse(c: Context, pdf: { bytes: Uint8Array; fileName: string; hash: string }) {
  return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(pdf.bytes.byteLength),
    'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
    'Cache-Control': 'private, no-store',
    ETag: `"${pdf.hash}"`,
  });
}

export const reportRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/', validate('query', reportQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json({
      report: await getMonthlyReport(db, c.get('scope'), c.req.valid('query'), now(), openingModel(c.get('deps'))),
    });
  })
  .get('/pdf', validate('query', reportQuerySchema), async (c) => {
    const { db, now, services } = c.get('deps');
    const report = await getMonthlyReport(db, c.get('scope'), c.req.valid('query'), now(), openingModel(c.get('deps')));
    return pdfResponse(c, await reportPdf({ db, pool: services.render.pool }, report));
  })
  .put('/items/:id/metrics', requireRole('sendReports'), validate('json', itemMetricsSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await setItemMetrics(db, c.get('scope'), c.req.param('id'), c.req.valid('json'), now()));
  })
  // A link's address opens the report without an account: only who may send reports reads or makes one.
  .get('/links', requireRole('sendReports'), validate('query', reportQuerySchema), async (c) => {
    const links: ReportLinkView[] = await listReportLinks(linkDeps(c), c.get('scope'), c.req.valid('query'));
    return c.json({ links });
  })
  .post('/links', requireRole('sendReports'), validate('json', createReportLinkSchema), async (c) => {
    return c.json({ link: await createReportLink(linkDeps(c), c.get('scope'), c.req.valid('json')) }, 201);
  })
  .post('/links/:id/revoke', requireRole('sendReports'), async (c) => {
    return c.json({ link: await revokeReportLink(linkDeps(c), c.get('scope'), c.req.param('id')) });
  });

// ---------------------------------------------------------------------------
// The client's page
// ---------------------------------------------------------------------------

export const REPORT_LINK_LIMITS = {
  perIp: { windowSeconds: 10 * 60, max: 120 },
  perLink: { windowSeconds: 10 * 60, max: 300 },
} satisfies Record<string, AccountLimitRule>;

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

const reportLinkRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { db, env, now } = c.get('deps');
  const at = now().getTime();
  const ip = clientIpFrom(socketAddress(c), c.req.header('x-forwarded-for') ?? null, env.TRUST_PROXY);
  const token = c.req.param('token') ?? '';
  const allowed =
    (await hitRateLimit(db, `report:ip:${ip}`, REPORT_LINK_LIMITS.perIp, at)) &&
    (await hitRateLimit(db, `report:link:${hashReviewToken(token)}`, REPORT_LINK_LIMITS.perLink, at));
  if (!allowed) {
    return c.json(errorBody('RATE_LIMITED'), 429, { 'Retry-After': String(REPORT_LINK_LIMITS.perIp.windowSeconds) });
  }
  c.header('Cache-Control', 'no-store');
  await next();
});

const tokenParamSchema = z.object({ token: z.string().max(200) });

export const reportLinkRoutes = new Hono<AppEnv>()
  .use('/:token/*', reportLinkRateLimit)
  .get('/:token', validate('param', tokenParamSchema), async (c) => {
    const { db, now } = c.get('deps');
    const report: MonthlyReport = await getPublicReport(
      db,
      c.req.valid('param').token,
      now(),
      openingModel(c.get('deps')),
    );
    return c.json({ report });
  })
  .get('/:token/pdf', validate('param', tokenParamSchema), async (c) => {
    const { db, now, services } = c.get('deps');
    const report = await getPublicReport(db, c.req.valid('param').token, now(), openingModel(c.get('deps')));
    return pdfResponse(c, await reportPdf({ db, pool: services.render.pool }, report));
  });
