/**
 * The owner's review links: creating one for items of one client (or the creator's own), adding items,
 * listing, revoking and giving a link a new address. Everything is scoped to the caller's own links
 * and items: another user's link or item is simply not found (404).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { agencyClients, reviewLinks } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { DAY_MS } from '@shared/constants';
import type {
  AddReviewItemsInput,
  ApprovalEventView,
  CreateReviewLinkInput,
  CreatedReviewLink,
  ReviewLinkStatus,
  ReviewLinkSummary,
} from '@shared/schemas/approval';
import {
  clientNameOf,
  eventsOfItems,
  findScopedItems,
  insertLinkItems,
  itemsOfLinks,
  markPending,
  recipientOf,
  tableOf,
  type LinkItemRow,
} from './items';
import { hashReviewToken, newReviewToken, reviewUrl } from './tokens';
import { UUID, type ApprovalDeps, type ApprovalScope, type Db } from './types';

export type LinkRow = typeof reviewLinks.$inferSelect;

export function statusOf(link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>, now: Date): ReviewLinkStatus {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

function summaryOf(
  link: LinkRow,
  clientName: string | null,
  items: LinkItemRow[] | undefined,
  now: Date,
): ReviewLinkSummary {
  return {
    id: link.id,
    clientId: link.clientId,
    clientName,
    status: statusOf(link, now),
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt ? link.revokedAt.toISOString() : null,
    items: (items ?? []).map(({ id, type, title, approvalState }) => ({ id, type, title, approvalState })),
  };
}

export async function summarise(db: Db, link: LinkRow, now: Date): Promise<ReviewLinkSummary> {
  const clientName = link.clientId ? await clientNameOf(db, link.clientId) : null;
  const items = await itemsOfLinks(db, [link.id]);
  return summaryOf(link, clientName, items.get(link.id), now);
}

export async function ownedLink(db: Db, userId: string, linkId: string, lock = false): Promise<LinkRow> {
  if (!UUID.test(linkId)) throw new HttpError(404, 'APPROVAL_LINK_NOT_FOUND');
  const query = db
    .select()
    .from(reviewLinks)
    .where(and(eq(reviewLinks.id, linkId), eq(reviewLinks.ownerUserId, userId)));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) throw new HttpError(404, 'APPROVAL_LINK_NOT_FOUND');
  return link;
}

type LinkDeps = Pick<ApprovalDeps, 'db' | 'appUrl' | 'now'>;

/** A new link for items of one client (or the creator's own). The token is returned only here. */
export async function createReviewLink(
  deps: LinkDeps,
  scope: ApprovalScope,
  input: CreateReviewLinkInput,
): Promise<CreatedReviewLink> {
  const { db, now } = deps;
  const token = newReviewToken();
  const table = tableOf(scope);
  const link = await db.transaction(async (tx) => {
    const items = await findScopedItems(tx, scope, input.items);
    const clientIds = new Set(items.map((i) => i.clientId));
    if (clientIds.size !== 1) throw new HttpError(400, 'APPROVAL_ITEMS_MIXED_CLIENTS');
    const [created] = await tx
      .insert(reviewLinks)
      .values({
        tokenHash: hashReviewToken(token),
        ownerUserId: scope.userId,
        clientId: items[0]!.clientId,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        createdAt: now,
      })
      .returning();
    await insertLinkItems(tx, created!.id, table, input.items, now);
    await markPending(tx, table, input.items);
    return created!;
  });
  return {
    link: await summarise(db, link, now),
    url: reviewUrl(deps.appUrl, token),
    token,
    recipient: await recipientOf(db, link.clientId),
  };
}

/** The owner's links, newest first, with the items they still hold. */
export async function listReviewLinks(db: Database, scope: ApprovalScope, now: Date): Promise<ReviewLinkSummary[]> {
  const links = await db
    .select({ link: reviewLinks, clientName: agencyClients.name })
    .from(reviewLinks)
    .leftJoin(agencyClients, eq(agencyClients.id, reviewLinks.clientId))
    .where(eq(reviewLinks.ownerUserId, scope.userId))
    .orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id))
    .limit(100);
  const items = await itemsOfLinks(
    db,
    links.map((l) => l.link.id),
  );
  return links.map((l) => summaryOf(l.link, l.clientName, items.get(l.link.id), now));
}

/** One link with the events of its items (who answered, when, with which comment). */
export async function getReviewLink(
  db: Database,
  scope: ApprovalScope,
  linkId: string,
  now: Date,
): Promise<{ link: ReviewLinkSummary; events: ApprovalEventView[] }> {
  const link = await ownedLink(db, scope.userId, linkId);
  const summary = await summarise(db, link, now);
  const events = await eventsOfItems(
    db,
    scope.userId,
    summary.items.map((i) => i.id),
  );
  return { link: summary, events };
}

/** More items (of the link's client) for a link that is still open. */
export async function addReviewItems(
  db: Database,
  scope: ApprovalScope,
  linkId: string,
  input: AddReviewItemsInput,
  now: Date,
): Promise<ReviewLinkSummary> {
  const table = tableOf(scope);
  const link = await db.transaction(async (tx) => {
    const link = await ownedLink(tx, scope.userId, linkId, true);
    if (statusOf(link, now) !== 'open') throw new HttpError(409, 'APPROVAL_LINK_CLOSED');
    const items = await findScopedItems(tx, scope, input.items);
    if (items.some((i) => i.clientId !== link.clientId)) throw new HttpError(400, 'APPROVAL_ITEMS_MIXED_CLIENTS');
    await insertLinkItems(tx, link.id, table, input.items, now);
    await markPending(tx, table, input.items);
    return link;
  });
  return summarise(db, link, now);
}

/** Ends a link at once; the client sees a friendly "cancelled" page. Revoking twice changes nothing. */
export async function revokeReviewLink(
  db: Database,
  scope: ApprovalScope,
  linkId: string,
  now: Date,
): Promise<ReviewLinkSummary> {
  const link = await ownedLink(db, scope.userId, linkId);
  if (!link.revokedAt) {
    await db
      .update(reviewLinks)
      .set({ revokedAt: now })
      .where(and(eq(reviewLinks.id, link.id), isNull(reviewLinks.revokedAt)));
  }
  return summarise(db, await ownedLink(db, scope.userId, linkId), now);
}

/**
 * Re-sending: only the hash of the token is kept, so an open link gets a new token (the old address
 * stops working) with the same items, answers and expiry.
 */
export async function renewReviewToken(
  deps: LinkDeps,
  scope: ApprovalScope,
  linkId: string,
): Promise<CreatedReviewLink> {
  const { db, now } = deps;
  const link = await ownedLink(db, scope.userId, linkId);
  if (statusOf(link, now) !== 'open') throw new HttpError(409, 'APPROVAL_LINK_CLOSED');
  const token = newReviewToken();
  await db
    .update(reviewLinks)
    .set({ tokenHash: hashReviewToken(token) })
    .where(eq(reviewLinks.id, link.id));
  return {
    link: await summarise(db, link, now),
    url: reviewUrl(deps.appUrl, token),
    token,
    recipient: await recipientOf(db, link.clientId),
  };
}
