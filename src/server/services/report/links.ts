/**
 * Report links: a no-login address for one client's (or a creator's) report of one month, with the
 * guarantees of review links — a 256-bit bearer secret, only its SHA-256 looked up and the token itself
 * kept sealed (so the owner can copy the address again), an expiry, revocation, and a scope: the page of a
 * link shows that client's report of that month and nothing else.
 */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { agencyClients, reportLinks, subscriptions } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { clientsFilter, ownerScopeOf, type OwnerScope } from '@server/scope/owner-scope';
import { addDays } from '@shared/dates';
import { isUuid } from '@shared/ids';
import { monthLabel, parseReportMonth } from '@shared/report/figures';
import { REPORT_TOKEN_PATTERN, type CreateReportLinkInput, type MonthlyReport } from '@shared/schemas/report';
import { reportMessage, whatsappUrl } from '@shared/whatsapp';
import { hashReviewToken, newReviewToken, openSealedReviewToken, sealReviewToken } from '../approval/tokens';
import { buildMonthlyReport, checkReportMonth, resolveReportSubject } from './build';
import type { OpeningModel } from './model-opening';

type LinkRow = typeof reportLinks.$inferSelect;

export interface ReportLinkDeps {
  db: Database;
  appUrl: string;
  secret: string;
  now: Date;
}

export interface ReportLinkView {
  id: string;
  month: string;
  clientId: string | null;
  status: 'live' | 'expired' | 'revoked';
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** The address, while it opens (null once expired or revoked). */
  url: string | null;
  /** The wa.me link with the message to the client's number (any contact when the number is unusable). */
  whatsappUrl: string | null;
}

export function reportUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/relatorio/${token}`;
}

function statusOf(link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>, now: Date): ReportLinkView['status'] {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'live';
}

/** The scope's links: the workspace's, for the clients the person may see. */
function ownReportLinks(scope: OwnerScope): SQL {
  return and(eq(reportLinks.ownerUserId, scope.workspaceId), clientsFilter(scope, reportLinks.clientId))!;
}

async function viewOf(deps: ReportLinkDeps, link: LinkRow): Promise<ReportLinkView> {
  const status = statusOf(link, deps.now);
  const token = status === 'live' ? openSealedReviewToken(link.tokenSealed, deps.secret) : null;
  const live = token && hashReviewToken(token) === link.tokenHash ? token : null;
  const url = live ? reportUrl(deps.appUrl, live) : null;
  let wa: string | null = null;
  if (url) {
    const [client] = link.clientId
      ? await deps.db
          .select({ name: agencyClients.name, phone: agencyClients.phone })
          .from(agencyClients)
          .where(eq(agencyClients.id, link.clientId))
      : [];
    const month = parseReportMonth(link.month)!;
    wa = whatsappUrl(
      client?.phone ?? null,
      reportMessage({ clientName: client?.name, monthLabel: monthLabel(month), url }),
    );
  }
  return {
    id: link.id,
    month: link.month,
    clientId: link.clientId,
    status,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt ? link.revokedAt.toISOString() : null,
    url,
    whatsappUrl: wa,
  };
}

/** A new link for a client's month (checked like the report itself: scope, month). */
export async function createReportLink(
  deps: ReportLinkDeps,
  scope: OwnerScope,
  input: CreateReportLinkInput,
): Promise<ReportLinkView> {
  const { db, now } = deps;
  await checkReportMonth(db, scope, input.month, now);
  const subject = await resolveReportSubject(db, scope, input.clientId);
  const token = newReviewToken();
  const [link] = await db
    .insert(reportLinks)
    .values({
      tokenHash: hashReviewToken(token),
      tokenSealed: sealReviewToken(token, deps.secret),
      ownerUserId: scope.workspaceId,
      clientId: subject.client?.id ?? null,
      month: input.month,
      createdBy: scope.actorUserId,
      expiresAt: addDays(now, input.expiresInDays),
      createdAt: now,
    })
    .returning();
  return viewOf(deps, link!);
}

/** The links of a client's month, newest first. */
export async function listReportLinks(
  deps: ReportLinkDeps,
  scope: OwnerScope,
  query: { month: string; clientId?: string | null },
): Promise<ReportLinkView[]> {
  const subject = await resolveReportSubject(deps.db, scope, query.clientId);
  const rows = await deps.db
    .select()
    .from(reportLinks)
    .where(
      and(
        ownReportLinks(scope),
        eq(reportLinks.month, query.month),
        subject.client ? eq(reportLinks.clientId, subject.client.id) : isNull(reportLinks.clientId),
      ),
    )
    .orderBy(desc(reportLinks.createdAt), desc(reportLinks.id))
    .limit(50);
  return Promise.all(rows.map((r) => viewOf(deps, r)));
}

/** Ends a link at once; revoking twice changes nothing. Another workspace's link is not found. */
export async function revokeReportLink(
  deps: ReportLinkDeps,
  scope: OwnerScope,
  linkId: string,
): Promise<ReportLinkView> {
  if (!isUuid(linkId)) throw new HttpError(404, 'REPORT_LINK_NOT_FOUND');
  const [link] = await deps.db
    .select()
    .from(reportLinks)
    .where(and(eq(reportLinks.id, linkId), ownReportLinks(scope)));
  if (!link) throw new HttpError(404, 'REPORT_LINK_NOT_FOUND');
  if (link.revokedAt) return viewOf(deps, link);
  const [revoked] = await deps.db
    .update(reportLinks)
    .set({ revokedAt: deps.now })
    .where(eq(reportLinks.id, link.id))
    .returning();
  return viewOf(deps, revoked!);
}

/** The open link of a token; unknown, revoked and expired links end the request with their own code. */
export async function openReportLink(db: Database, token: string, now: Date): Promise<LinkRow> {
  if (!REPORT_TOKEN_PATTERN.test(token)) throw new HttpError(404, 'REPORT_LINK_UNKNOWN');
  const [link] = await db
    .select()
    .from(reportLinks)
    .where(eq(reportLinks.tokenHash, hashReviewToken(token)));
  if (!link) throw new HttpError(404, 'REPORT_LINK_UNKNOWN');
  const status = statusOf(link, now);
  if (status === 'revoked') throw new HttpError(410, 'REPORT_LINK_REVOKED');
  if (status === 'expired') throw new HttpError(410, 'REPORT_LINK_EXPIRED');
  return link;
}

/**
 * The scope a link reads with: its workspace's owner, for that one client. A client since removed is not
 * found (its links went with it); the month is the one the link was made for.
 */
export async function linkScope(db: Database, link: LinkRow): Promise<OwnerScope> {
  const [owner] = await db
    .select({ type: subscriptions.subscriptionType })
    .from(subscriptions)
    .where(eq(subscriptions.userId, link.ownerUserId));
  const base = ownerScopeOf(link.ownerUserId, owner?.type === 'agency');
  return link.clientId ? { ...base, clients: { only: [link.clientId] } } : base;
}

/** The public report page: the report of the link's client and month, in the agency's brand. */
export async function getPublicReport(
  db: Database,
  token: string,
  now: Date,
  model?: OpeningModel,
): Promise<MonthlyReport> {
  const link = await openReportLink(db, token, now);
  const scope = await linkScope(db, link);
  const subject = await resolveReportSubject(db, scope, link.clientId);
  return buildMonthlyReport(db, scope, subject, parseReportMonth(link.month)!, model);
}
