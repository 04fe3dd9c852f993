/**
 * The owner's review links: one open round per client. Sending items makes a new link or adds them to
 * an open one; an item is live in one link at a time (sending it elsewhere moves it). The owner can list
 * the links with their state, copy a link's address again, remind the client, revoke a link or give it a
 * new address (the old one stops working). Everything is scoped to the caller's own links and items:
 * another user's link or item is simply not found (404).
 */
import { logApprovalSent } from '../activity-service';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { agencyClients, reviewLinkItems, reviewLinks } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { addDays } from '@shared/dates';
import {
  REVIEW_LINK_STATUSES,
  type AddReviewItemsInput,
  type AddedReviewItems,
  type ApprovalEventView,
  type CreateReviewLinkInput,
  type CreatedReviewLink,
  type ReviewLinkAddress,
  type ReviewLinkStatus,
  type ReviewLinkSummary,
} from '@shared/schemas/approval';
import {
  clientNameOf,
  eventsOfItems,
  findScopedItems,
  itemsOfLinks,
  markPending,
  ownReviewLinks,
  placeLinkItems,
  recipientOf,
  type LinkItemRow,
} from './items';
import { hashReviewToken, newReviewToken, openSealedReviewToken, reviewUrl, sealReviewToken } from './tokens';
import { isUuid } from '@shared/ids';
import { assertInternallyApproved } from '../internal-review-service';
import type { ApprovalDeps, ApprovalScope, Db } from './types';

export type LinkRow = typeof reviewLinks.$inferSelect;

/** Whether the address still opens: revoked and expired links refuse every request of the client. */
export function addressState(
  link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>,
  now: Date,
): 'live' | 'revoked' | 'expired' {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/** The state the owner reads: a live link is open, answered or empty according to its live items. */
export function statusOf(
  link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>,
  liveItems: readonly Pick<LinkItemRow, 'approvalState'>[],
  now: Date,
): ReviewLinkStatus {
  const address = addressState(link, now);
  if (address !== 'live') return address;
  if (!liveItems.length) return 'empty';
  const waiting = liveItems.some((i) => i.approvalState === 'pending' || i.approvalState === 'none');
  return waiting ? 'open' : 'answered';
}

function summaryOf(
  link: LinkRow,
  clientName: string | null,
  rows: LinkItemRow[] | undefined,
  now: Date,
): ReviewLinkSummary {
  const live = (rows ?? []).filter((r) => !r.movedAt);
  return {
    id: link.id,
    clientId: link.clientId,
    clientName,
    status: statusOf(link, live, now),
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt ? link.revokedAt.toISOString() : null,
    remindedAt: link.remindedAt ? link.remindedAt.toISOString() : null,
    addressKept: link.tokenSealed !== null,
    items: live.map(({ id, type, title, approvalState }) => ({ id, type, title, approvalState })),
    movedCount: (rows?.length ?? 0) - live.length,
  };
}

export async function summarise(db: Db, link: LinkRow, now: Date): Promise<ReviewLinkSummary> {
  const clientName = link.clientId ? await clientNameOf(db, link.clientId) : null;
  const items = await itemsOfLinks(db, [link.id]);
  return summaryOf(link, clientName, items.get(link.id), now);
}

/** One of the scope's links; another workspace's link (or a malformed id) is simply not found. */
export async function ownedLink(db: Db, scope: ApprovalScope, linkId: string, lock = false): Promise<LinkRow> {
  if (!isUuid(linkId)) throw new HttpError(404, 'APPROVAL_LINK_NOT_FOUND');
  const query = db
    .select()
    .from(reviewLinks)
    .where(and(eq(reviewLinks.id, linkId), ownReviewLinks(scope)));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) throw new HttpError(404, 'APPROVAL_LINK_NOT_FOUND');
  return link;
}

/** Whether the link still holds an item that was neither moved to another link nor deleted. */
async function holdsLiveItems(db: Db, linkId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewLinkItems.id })
    .from(reviewLinkItems)
    .where(and(eq(reviewLinkItems.linkId, linkId), isNull(reviewLinkItems.movedAt)))
    .limit(1);
  return Boolean(row);
}

/** What the owner's link operations need: the database, the public origin, the clock and the secret. */
export type LinkDeps = Pick<ApprovalDeps, 'db' | 'appUrl' | 'now' | 'secret'>;

async function addressOf(deps: LinkDeps, db: Db, link: LinkRow, token: string): Promise<ReviewLinkAddress> {
  return {
    link: await summarise(db, link, deps.now),
    url: reviewUrl(deps.appUrl, token),
    token,
    recipient: await recipientOf(db, link.clientId),
  };
}

/** The token of a link, opened from its sealed copy; null for links made before tokens were kept. */
function keptToken(deps: LinkDeps, link: LinkRow): string | null {
  if (!link.tokenSealed) return null;
  const token = openSealedReviewToken(link.tokenSealed, deps.secret);
  // A sealed token that does not match the hash (an older address) is never shown.
  return token && hashReviewToken(token) === link.tokenHash ? token : null;
}

/**
 * A new link for items of one client (or the creator's own). Items live in another link move here.
 * The address is returned, and kept sealed so its owner can copy it again later.
 */
export async function createReviewLink(
  deps: LinkDeps,
  scope: ApprovalScope,
  input: CreateReviewLinkInput,
): Promise<CreatedReviewLink> {
  const { db, now } = deps;
  const token = newReviewToken();
  const link = await db.transaction(async (tx) => {
    const items = await findScopedItems(tx, scope, input.items, true);
    const clientIds = new Set(items.map((i) => i.clientId));
    if (clientIds.size !== 1) throw new HttpError(400, 'APPROVAL_ITEMS_MIXED_CLIENTS');
    await assertInternallyApproved(tx, scope, items);
    const [created] = await tx
      .insert(reviewLinks)
      .values({
        tokenHash: hashReviewToken(token),
        tokenSealed: sealReviewToken(token, deps.secret),
        ownerUserId: scope.workspaceId,
        clientId: items[0]!.clientId,
        expiresAt: addDays(now, input.expiresInDays),
        createdAt: now,
      })
      .returning();
    await placeLinkItems(tx, created!.id, input.items, scope.actorUserId, now);
    await markPending(tx, input.items);
    await logApprovalSent(tx, scope, items, now);
    return created!;
  });
  return addressOf(deps, db, link, token);
}

const STATUS_ORDER = new Map(REVIEW_LINK_STATUSES.map((s, i) => [s, i]));

/**
 * The owner's links: open rounds first (longest waiting first), then answered, expired and revoked,
 * newest first within each. A link left with no live item (all moved to newer links or removed) closed
 * itself and is not listed: it would only pile up beside the link that holds its items now (decision
 * 0037). At most the 100 newest links are read.
 */
export async function listReviewLinks(db: Database, scope: ApprovalScope, now: Date): Promise<ReviewLinkSummary[]> {
  const links = await db
    .select({ link: reviewLinks, clientName: agencyClients.name })
    .from(reviewLinks)
    .leftJoin(agencyClients, eq(agencyClients.id, reviewLinks.clientId))
    .where(ownReviewLinks(scope))
    .orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id))
    .limit(100);
  const items = await itemsOfLinks(
    db,
    links.map((l) => l.link.id),
  );
  const summaries = links
    .map((l) => summaryOf(l.link, l.clientName, items.get(l.link.id), now))
    .filter((s) => s.items.length > 0);
  // Open rounds: the one whose oldest waiting item was sent longest ago first, as it is the most urgent to
  // follow up. Within the other states a stable sort keeps the newest-first order.
  const waitingSince = new Map<string, number>();
  for (const l of links) {
    const waiting = (items.get(l.link.id) ?? []).filter((i) => !i.movedAt && i.approvalState === 'pending');
    if (waiting.length) waitingSince.set(l.link.id, Math.min(...waiting.map((i) => i.addedAt.getTime())));
  }
  const since = (s: ReviewLinkSummary) => waitingSince.get(s.id) ?? Number.MAX_SAFE_INTEGER;
  return summaries.sort(
    (a, b) =>
      STATUS_ORDER.get(a.status)! - STATUS_ORDER.get(b.status)! ||
      (a.status === 'open' && b.status === 'open' ? since(a) - since(b) : 0),
  );
}

/** One link with the events of its items (who answered, when, with which comment). */
export async function getReviewLink(
  db: Database,
  scope: ApprovalScope,
  linkId: string,
  now: Date,
): Promise<{ link: ReviewLinkSummary; events: ApprovalEventView[] }> {
  const link = await ownedLink(db, scope, linkId);
  const summary = await summarise(db, link, now);
  const events = await eventsOfItems(
    db,
    scope.workspaceId,
    summary.items.map((i) => i.id),
  );
  return { link: summary, events };
}

/**
 * More items (of the link's client) for a link whose address still opens. Items live in another link
 * move here, in the same transaction: no moment exists where an item could be answered in two places.
 */
export async function addReviewItems(
  deps: LinkDeps,
  scope: ApprovalScope,
  linkId: string,
  input: AddReviewItemsInput,
): Promise<AddedReviewItems> {
  const { db, now } = deps;
  const { link, added } = await db.transaction(async (tx) => {
    const link = await ownedLink(tx, scope, linkId, true);
    if (addressState(link, now) !== 'live') throw new HttpError(409, 'APPROVAL_LINK_CLOSED');
    // A link whose items all went elsewhere closed itself for good: new items go to a new send instead,
    // so an address the client stopped using never wakes up with new content.
    if (!(await holdsLiveItems(tx, link.id))) throw new HttpError(409, 'APPROVAL_LINK_EMPTY');
    const items = await findScopedItems(tx, scope, input.items, true);
    if (items.some((i) => i.clientId !== link.clientId)) throw new HttpError(400, 'APPROVAL_ITEMS_MIXED_CLIENTS');
    await assertInternallyApproved(tx, scope, items);
    const added = await placeLinkItems(tx, link.id, input.items, scope.actorUserId, now);
    await markPending(tx, input.items);
    await logApprovalSent(tx, scope, items, now);
    return { link, added };
  });
  const token = keptToken(deps, link);
  const address = token ? await addressOf(deps, db, link, token) : null;
  return { link: address?.link ?? (await summarise(db, link, now)), added, address };
}

/** Ends a link at once; the client sees a friendly "cancelled" page. Revoking twice changes nothing. */
export async function revokeReviewLink(
  db: Database,
  scope: ApprovalScope,
  linkId: string,
  now: Date,
): Promise<ReviewLinkSummary> {
  const link = await ownedLink(db, scope, linkId);
  if (!link.revokedAt) {
    await db
      .update(reviewLinks)
      .set({ revokedAt: now })
      .where(and(eq(reviewLinks.id, link.id), isNull(reviewLinks.revokedAt)));
  }
  return summarise(db, await ownedLink(db, scope, linkId), now);
}

/** "Reenviar" and "Copiar link": the same address the client already has, while it still opens. */
export async function reviewLinkAddress(
  deps: LinkDeps,
  scope: ApprovalScope,
  linkId: string,
): Promise<ReviewLinkAddress> {
  const link = await ownedLink(deps.db, scope, linkId);
  if (addressState(link, deps.now) !== 'live') throw new HttpError(409, 'APPROVAL_LINK_CLOSED');
  const token = keptToken(deps, link);
  if (!token) throw new HttpError(409, 'APPROVAL_ADDRESS_UNAVAILABLE');
  return addressOf(deps, deps.db, link, token);
}

/**
 * "Gerar novo endereço": a new token for a link whose address still opens (the old address stops
 * working at once) with the same items, answers and expiry.
 */
export async function renewReviewToken(
  deps: LinkDeps,
  scope: ApprovalScope,
  linkId: string,
): Promise<CreatedReviewLink> {
  const { db, now } = deps;
  const link = await ownedLink(db, scope, linkId);
  if (addressState(link, now) !== 'live') throw new HttpError(409, 'APPROVAL_LINK_CLOSED');
  const token = newReviewToken();
  const [renewed] = await db
    .update(reviewLinks)
    .set({ tokenHash: hashReviewToken(token), tokenSealed: sealReviewToken(token, deps.secret) })
    .where(eq(reviewLinks.id, link.id))
    .returning();
  return addressOf(deps, db, renewed!, token);
}

/**
 * A reminder for a round that still waits for the client: its address and the time it was sent (the
 * message itself goes from the owner's WhatsApp). A round with nothing waiting is refused.
 */
export async function remindReviewLink(
  deps: LinkDeps,
  scope: ApprovalScope,
  linkId: string,
): Promise<ReviewLinkAddress> {
  const { db, now } = deps;
  const link = await ownedLink(db, scope, linkId);
  if (addressState(link, now) !== 'live') throw new HttpError(409, 'APPROVAL_LINK_CLOSED');
  const summary = await summarise(db, link, now);
  if (summary.status !== 'open') throw new HttpError(409, 'APPROVAL_NOTHING_WAITING');
  const token = keptToken(deps, link);
  if (!token) throw new HttpError(409, 'APPROVAL_ADDRESS_UNAVAILABLE');
  const [reminded] = await db
    .update(reviewLinks)
    .set({ remindedAt: now })
    .where(eq(reviewLinks.id, link.id))
    .returning();
  return addressOf(deps, db, reminded!, token);
}
