/**
 * Client approval. The owner (a creator, or an agency for one of its clients) sends items for approval
 * through a review link; the client opens it without an account and answers each item; the answer comes
 * back as the item's approval state, an event, an in-app notice and an e-mail.
 *
 * The link is a bearer secret: 32 random bytes, shown once to the owner and stored only as its SHA-256.
 * Everything the owner asks is scoped to their own links and items (another user's is simply not found).
 * Answers lock the item's row, so two answers at once are applied one after the other: the item ends in
 * the state of the last one, and both are recorded.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  agencyClients,
  approvalEvents,
  approvalNotices,
  clientTasks,
  profiles,
  reviewLinkItems,
  reviewLinks,
  tasks,
  user,
} from '../db/schema';
import { HttpError } from '../http-error';
import type { Mailer } from '../mail/transport';
import { reviewAnswerEmail, reviewRequestEmail } from '../mail/approval-templates';
import { learnExampleSafely } from './voice-service';
import type { ContentItem } from '@shared/content-item';
import { isContentKind } from '@shared/content-kinds';
import { DAY_MS } from '@shared/constants';
import {
  REVIEW_TOKEN_PATTERN,
  type AddReviewItemsInput,
  type ApprovalCounts,
  type ApprovalDecision,
  type ApprovalEventView,
  type ApprovalNoticeView,
  type ApprovalRate,
  type ApprovalState,
  type CreateReviewLinkInput,
  type CreatedReviewLink,
  type ReviewLinkItemSummary,
  type ReviewLinkStatus,
  type ReviewLinkSummary,
  type ReviewPage,
  type ReviewPageItem,
  type ReviewRecipient,
} from '@shared/schemas/approval';
import type { reviewAnswerSchema } from '@shared/schemas/approval';
import type { z } from 'zod';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** Who is asking: a creator (own tasks) or an agency (its clients' tasks) — as in content-service. */
export interface ApprovalScope {
  userId: string;
  agency: boolean;
}

/** What the service needs besides the database; the route passes them from AppDeps. */
export interface ApprovalDeps {
  db: Database;
  mailer: Mailer;
  /** Public origin, for the links in messages. */
  appUrl: string;
  now: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------

/** 256 random bits, base64url (43 characters): safe in a URL, impossible to guess. */
export function newReviewToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up: the token never reaches the database or a log in clear. */
export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function reviewUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/r/${token}`;
}

// ---------------------------------------------------------------------------
// Items in the owner's scope
// ---------------------------------------------------------------------------

type ItemTable = 'tasks' | 'client_tasks';

interface ScopedItem {
  id: string;
  title: string;
  clientId: string | null;
}

/** The items with these ids in the caller's scope; any id not found there ends the request (404). */
async function findScopedItems(db: Db, scope: ApprovalScope, ids: string[]): Promise<ScopedItem[]> {
  if (ids.some((id) => !UUID.test(id))) throw new HttpError(404, 'APPROVAL_ITEM_NOT_FOUND');
  const rows: ScopedItem[] = scope.agency
    ? await db
        .select({ id: clientTasks.id, title: clientTasks.title, clientId: clientTasks.clientId })
        .from(clientTasks)
        .where(and(inArray(clientTasks.id, ids), eq(clientTasks.agencyUserId, scope.userId)))
    : await db
        .select({ id: tasks.id, title: tasks.title, clientId: sql<string | null>`null` })
        .from(tasks)
        .where(and(inArray(tasks.id, ids), eq(tasks.userId, scope.userId)));
  if (rows.length !== ids.length) throw new HttpError(404, 'APPROVAL_ITEM_NOT_FOUND');
  return rows;
}

function tableOf(scope: ApprovalScope): ItemTable {
  return scope.agency ? 'client_tasks' : 'tasks';
}

/** Items sent for the first time start waiting for the client; answered ones keep their state. */
async function markPending(db: Db, table: ItemTable, ids: string[]): Promise<void> {
  if (!ids.length) return;
  if (table === 'client_tasks') {
    await db
      .update(clientTasks)
      .set({ approvalState: 'pending' })
      .where(and(inArray(clientTasks.id, ids), eq(clientTasks.approvalState, 'none')));
  } else {
    await db
      .update(tasks)
      .set({ approvalState: 'pending' })
      .where(and(inArray(tasks.id, ids), eq(tasks.approvalState, 'none')));
  }
}

async function insertLinkItems(db: Db, linkId: string, table: ItemTable, ids: string[], now: Date) {
  if (!ids.length) return;
  await db
    .insert(reviewLinkItems)
    .values(
      ids.map((id) =>
        table === 'client_tasks' ? { linkId, clientTaskId: id, addedAt: now } : { linkId, taskId: id, addedAt: now },
      ),
    )
    .onConflictDoNothing();
}

// ---------------------------------------------------------------------------
// Link summaries
// ---------------------------------------------------------------------------

type LinkRow = typeof reviewLinks.$inferSelect;

function statusOf(link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>, now: Date): ReviewLinkStatus {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

interface LinkItemRow extends ReviewLinkItemSummary {
  linkId: string;
  addedAt: Date;
}

/** The items of these links that still exist (a deleted item has left its links with its row). */
async function itemsOfLinks(db: Db, linkIds: string[]): Promise<Map<string, LinkItemRow[]>> {
  const byLink = new Map<string, LinkItemRow[]>();
  if (!linkIds.length) return byLink;
  const own = await db
    .select({
      linkId: reviewLinkItems.linkId,
      addedAt: reviewLinkItems.addedAt,
      id: tasks.id,
      type: tasks.type,
      title: tasks.title,
      approvalState: tasks.approvalState,
      createdAt: tasks.createdAt,
    })
    .from(reviewLinkItems)
    .innerJoin(tasks, eq(tasks.id, reviewLinkItems.taskId))
    .where(inArray(reviewLinkItems.linkId, linkIds));
  const clients = await db
    .select({
      linkId: reviewLinkItems.linkId,
      addedAt: reviewLinkItems.addedAt,
      id: clientTasks.id,
      type: clientTasks.type,
      title: clientTasks.title,
      approvalState: clientTasks.approvalState,
      createdAt: clientTasks.createdAt,
    })
    .from(reviewLinkItems)
    .innerJoin(clientTasks, eq(clientTasks.id, reviewLinkItems.clientTaskId))
    .where(inArray(reviewLinkItems.linkId, linkIds));
  const all = [...own, ...clients].sort(
    (a, b) =>
      a.addedAt.getTime() - b.addedAt.getTime() ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
  for (const r of all) {
    const list = byLink.get(r.linkId) ?? [];
    list.push({
      linkId: r.linkId,
      addedAt: r.addedAt,
      id: r.id,
      type: r.type,
      title: r.title,
      approvalState: r.approvalState as ApprovalState,
    });
    byLink.set(r.linkId, list);
  }
  return byLink;
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

async function summarise(db: Db, link: LinkRow, now: Date): Promise<ReviewLinkSummary> {
  const clientName = link.clientId ? await clientNameOf(db, link.clientId) : null;
  const items = await itemsOfLinks(db, [link.id]);
  return summaryOf(link, clientName, items.get(link.id), now);
}

async function clientNameOf(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db.select({ name: agencyClients.name }).from(agencyClients).where(eq(agencyClients.id, clientId));
  return row?.name ?? null;
}

async function recipientOf(db: Db, clientId: string | null): Promise<ReviewRecipient | null> {
  if (!clientId) return null;
  const [row] = await db
    .select({ name: agencyClients.name, phone: agencyClients.phone, email: agencyClients.email })
    .from(agencyClients)
    .where(eq(agencyClients.id, clientId));
  if (!row) return null;
  return { name: row.name, phone: row.phone, hasEmail: Boolean(row.email) };
}

async function ownedLink(db: Db, userId: string, linkId: string, lock = false): Promise<LinkRow> {
  if (!UUID.test(linkId)) throw new HttpError(404, 'APPROVAL_LINK_NOT_FOUND');
  const query = db
    .select()
    .from(reviewLinks)
    .where(and(eq(reviewLinks.id, linkId), eq(reviewLinks.ownerUserId, userId)));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) throw new HttpError(404, 'APPROVAL_LINK_NOT_FOUND');
  return link;
}

// ---------------------------------------------------------------------------
// Owner side
// ---------------------------------------------------------------------------

/** A new link for items of one client (or the creator's own). The token is returned only here. */
export async function createReviewLink(
  deps: Omit<ApprovalDeps, 'mailer'>,
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
  deps: Omit<ApprovalDeps, 'mailer'>,
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

/** "Enviar por e-mail": the browser sends back the token it holds; it must be this link's current one. */
export async function emailReviewLink(
  deps: ApprovalDeps,
  scope: ApprovalScope,
  linkId: string,
  token: string,
): Promise<{ sentTo: string }> {
  const { db, now } = deps;
  const link = await ownedLink(db, scope.userId, linkId);
  if (statusOf(link, now) !== 'open') throw new HttpError(409, 'APPROVAL_LINK_CLOSED');
  if (hashReviewToken(token) !== link.tokenHash) throw new HttpError(400, 'REVIEW_LINK_UNKNOWN');
  if (!link.clientId) throw new HttpError(400, 'APPROVAL_CLIENT_NO_EMAIL');
  const [client] = await db
    .select({ name: agencyClients.name, email: agencyClients.email })
    .from(agencyClients)
    .where(eq(agencyClients.id, link.clientId));
  if (!client?.email) throw new HttpError(400, 'APPROVAL_CLIENT_NO_EMAIL');
  const items = (await itemsOfLinks(db, [link.id])).get(link.id) ?? [];
  await deps.mailer.send(
    reviewRequestEmail({
      to: client.email,
      clientName: client.name,
      ownerName: await ownerNameOf(db, scope.userId),
      itemCount: items.length,
      url: reviewUrl(deps.appUrl, token),
      expiresAt: link.expiresAt,
    }),
  );
  return { sentTo: client.email };
}

/** The timeline of one item of the caller's scope. */
export async function itemApprovalEvents(
  db: Database,
  scope: ApprovalScope,
  itemId: string,
): Promise<ApprovalEventView[]> {
  await findScopedItems(db, scope, [itemId]);
  return eventsOfItems(db, scope.userId, [itemId]);
}

async function eventsOfItems(db: Db, ownerUserId: string, itemIds: string[]): Promise<ApprovalEventView[]> {
  if (!itemIds.length) return [];
  const rows = await db
    .select()
    .from(approvalEvents)
    .where(
      and(
        eq(approvalEvents.ownerUserId, ownerUserId),
        or(inArray(approvalEvents.taskId, itemIds), inArray(approvalEvents.clientTaskId, itemIds)),
      ),
    )
    .orderBy(asc(approvalEvents.seq))
    .limit(500);
  return rows.map(toEventView);
}

function toEventView(row: typeof approvalEvents.$inferSelect): ApprovalEventView {
  return {
    id: row.id,
    itemId: (row.taskId ?? row.clientTaskId)!,
    state: row.state as ApprovalState,
    actor: row.actor === 'owner' ? 'owner' : 'client',
    approverName: row.approverName,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * After the owner edits an item the client asked to change, the item waits for approval again (and the
 * timeline records the new version). Returns the item with its current approval state.
 */
export async function reopenApprovalAfterEdit(db: Database, item: ContentItem, now: Date): Promise<ContentItem> {
  if (item.approvalState !== 'changes_requested') return item;
  const isClient = item.owner === 'client_task';
  const reopened = isClient
    ? await db
        .update(clientTasks)
        .set({ approvalState: 'pending' })
        .where(and(eq(clientTasks.id, item.id), eq(clientTasks.approvalState, 'changes_requested')))
        .returning({ owner: clientTasks.agencyUserId })
    : await db
        .update(tasks)
        .set({ approvalState: 'pending' })
        .where(and(eq(tasks.id, item.id), eq(tasks.approvalState, 'changes_requested')))
        .returning({ owner: tasks.userId });
  const owner = reopened[0]?.owner;
  if (!owner) return item;
  await db.insert(approvalEvents).values({
    ownerUserId: owner,
    ...(isClient ? { clientTaskId: item.id } : { taskId: item.id }),
    state: 'pending',
    actor: 'owner',
    createdAt: now,
  });
  return { ...item, approvalState: 'pending' };
}

/** Dashboard: how many of the caller's items wait for the client, and how many came back for changes. */
export async function approvalCounts(db: Database, scope: ApprovalScope): Promise<ApprovalCounts> {
  const t = scope.agency ? clientTasks : tasks;
  const owner = scope.agency ? eq(clientTasks.agencyUserId, scope.userId) : eq(tasks.userId, scope.userId);
  const rows = await db
    .select({ state: t.approvalState, count: sql<number>`count(*)::int` })
    .from(t)
    .where(and(owner, inArray(t.approvalState, ['pending', 'changes_requested'])))
    .groupBy(t.approvalState);
  const count = (state: ApprovalState) => Number(rows.find((r) => r.state === state)?.count ?? 0);
  return { pending: count('pending'), changesRequested: count('changes_requested') };
}

/** Analytics: of the items clients answered in [start, end), the share whose last answer was "approved". */
export async function approvalRate(
  db: Database,
  userId: string,
  range: { start: Date | null; end: Date | null },
): Promise<ApprovalRate> {
  const filters: SQL[] = [eq(approvalEvents.ownerUserId, userId), eq(approvalEvents.actor, 'client')];
  if (range.start) filters.push(sql`${approvalEvents.createdAt} >= ${range.start.toISOString()}::timestamptz`);
  if (range.end) filters.push(sql`${approvalEvents.createdAt} < ${range.end.toISOString()}::timestamptz`);
  const latest = db
    .selectDistinctOn([sql`coalesce(${approvalEvents.taskId}, ${approvalEvents.clientTaskId})`], {
      state: approvalEvents.state,
    })
    .from(approvalEvents)
    .where(and(...filters))
    .orderBy(sql`coalesce(${approvalEvents.taskId}, ${approvalEvents.clientTaskId})`, desc(approvalEvents.seq))
    .as('latest');
  const [row] = await db
    .select({
      answered: sql<number>`count(*)::int`,
      approved: sql<number>`count(*) filter (where ${latest.state} = 'approved')::int`,
    })
    .from(latest);
  const answered = Number(row?.answered ?? 0);
  const approved = Number(row?.approved ?? 0);
  return { answered, approved, rate: answered ? approved / answered : null };
}

// ---------------------------------------------------------------------------
// Notices
// ---------------------------------------------------------------------------

export async function listApprovalNotices(
  db: Database,
  userId: string,
): Promise<{ notices: ApprovalNoticeView[]; unread: number }> {
  const rows = await db
    .select()
    .from(approvalNotices)
    .where(eq(approvalNotices.userId, userId))
    .orderBy(desc(approvalNotices.createdAt), desc(approvalNotices.id))
    .limit(30);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(approvalNotices)
    .where(and(eq(approvalNotices.userId, userId), isNull(approvalNotices.readAt)));
  return {
    notices: rows.map((r) => ({
      id: r.id,
      linkId: r.linkId,
      itemId: r.itemId,
      itemTitle: r.itemTitle,
      clientName: r.clientName,
      state: r.state as ApprovalDecision,
      approverName: r.approverName,
      comment: r.comment,
      readAt: r.readAt ? r.readAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
    unread: Number(unread?.count ?? 0),
  };
}

export async function markApprovalNoticesRead(
  db: Database,
  userId: string,
  ids: string[] | undefined,
  now: Date,
): Promise<void> {
  const filters = [eq(approvalNotices.userId, userId), isNull(approvalNotices.readAt)];
  if (ids) {
    if (!ids.length) return;
    filters.push(inArray(approvalNotices.id, ids));
  }
  await db
    .update(approvalNotices)
    .set({ readAt: now })
    .where(and(...filters));
}

// ---------------------------------------------------------------------------
// Public side (the client, no account)
// ---------------------------------------------------------------------------

/** The open link of a token; unknown, revoked and expired links end the request with their own code. */
async function openLinkOf(db: Db, token: string, now: Date, lock = false): Promise<LinkRow> {
  if (!REVIEW_TOKEN_PATTERN.test(token)) throw new HttpError(404, 'REVIEW_LINK_UNKNOWN');
  const query = db
    .select()
    .from(reviewLinks)
    .where(eq(reviewLinks.tokenHash, hashReviewToken(token)));
  const [link] = lock ? await query.for('share') : await query;
  if (!link) throw new HttpError(404, 'REVIEW_LINK_UNKNOWN');
  const status = statusOf(link, now);
  if (status === 'revoked') throw new HttpError(410, 'REVIEW_LINK_REVOKED');
  if (status === 'expired') throw new HttpError(410, 'REVIEW_LINK_EXPIRED');
  return link;
}

async function ownerNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ profileName: profiles.name, userName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row?.profileName?.trim() || row?.userName?.trim() || 'Pautei';
}

/** The review page: names, and the link's items as they will be posted. Nothing else. */
export async function getReviewPage(db: Database, token: string, now: Date): Promise<ReviewPage> {
  const link = await openLinkOf(db, token, now);
  const ownerName = await ownerNameOf(db, link.ownerUserId);
  const clientName = link.clientId ? await clientNameOf(db, link.clientId) : null;
  const itemColumns = <T extends typeof tasks | typeof clientTasks>(t: T) => ({
    id: t.id,
    type: t.type,
    title: t.title,
    content: t.content,
    options: t.options,
    scheduledDate: t.scheduledDate,
    approvalState: t.approvalState,
    createdAt: t.createdAt,
    addedAt: reviewLinkItems.addedAt,
  });
  const rows = link.clientId
    ? await db
        .select(itemColumns(clientTasks))
        .from(reviewLinkItems)
        .innerJoin(clientTasks, eq(clientTasks.id, reviewLinkItems.clientTaskId))
        .where(eq(reviewLinkItems.linkId, link.id))
    : await db
        .select(itemColumns(tasks))
        .from(reviewLinkItems)
        .innerJoin(tasks, eq(tasks.id, reviewLinkItems.taskId))
        .where(eq(reviewLinkItems.linkId, link.id));
  rows.sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
  const events = await eventsOfItems(
    db,
    link.ownerUserId,
    rows.map((r) => r.id),
  );
  const lastAnswer = new Map<string, ReviewPageItem['lastAnswer']>();
  for (const e of events) {
    if (e.actor === 'client') {
      lastAnswer.set(e.itemId, { state: e.state, approverName: e.approverName, comment: e.comment, at: e.createdAt });
    }
  }
  return {
    ownerName,
    clientName,
    expiresAt: link.expiresAt.toISOString(),
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      content: r.content,
      options: r.options ?? {},
      scheduledDate: r.scheduledDate ? r.scheduledDate.toISOString() : null,
      approvalState: r.approvalState as ApprovalState,
      lastAnswer: lastAnswer.get(r.id) ?? null,
    })),
  };
}

/**
 * The client's answer for one item of the link. In one transaction: the link is still open, the item is
 * still on it, its row is locked, its state set, the event and the owner's notice written. The owner's
 * e-mail goes after the commit; a mail failure does not undo the answer.
 */
export async function answerReview(
  deps: ApprovalDeps,
  token: string,
  input: z.output<typeof reviewAnswerSchema>,
): Promise<{ itemId: string; approvalState: ApprovalState }> {
  const { db, now } = deps;
  const result = await db.transaction(async (tx) => {
    const link = await openLinkOf(tx, token, now, true);
    const isClient = link.clientId !== null;
    const [item] = isClient
      ? await tx
          .select({
            id: clientTasks.id,
            title: clientTasks.title,
            type: clientTasks.type,
            content: clientTasks.content,
            parts: clientTasks.parts,
          })
          .from(clientTasks)
          .innerJoin(
            reviewLinkItems,
            and(eq(reviewLinkItems.clientTaskId, clientTasks.id), eq(reviewLinkItems.linkId, link.id)),
          )
          .where(eq(clientTasks.id, input.itemId))
          .for('update', { of: clientTasks })
      : await tx
          .select({ id: tasks.id, title: tasks.title, type: tasks.type, content: tasks.content, parts: tasks.parts })
          .from(tasks)
          .innerJoin(reviewLinkItems, and(eq(reviewLinkItems.taskId, tasks.id), eq(reviewLinkItems.linkId, link.id)))
          .where(eq(tasks.id, input.itemId))
          .for('update', { of: tasks });
    if (!item) throw new HttpError(404, 'REVIEW_ITEM_NOT_FOUND');
    if (isClient) {
      await tx.update(clientTasks).set({ approvalState: input.decision }).where(eq(clientTasks.id, item.id));
    } else {
      await tx.update(tasks).set({ approvalState: input.decision }).where(eq(tasks.id, item.id));
    }
    const comment = input.comment || null;
    const approverName = input.approverName || null;
    await tx.insert(approvalEvents).values({
      linkId: link.id,
      ownerUserId: link.ownerUserId,
      ...(isClient ? { clientTaskId: item.id } : { taskId: item.id }),
      state: input.decision,
      actor: 'client',
      approverName,
      comment,
      createdAt: now,
    });
    const clientName = link.clientId ? await clientNameOf(tx, link.clientId) : null;
    await tx.insert(approvalNotices).values({
      userId: link.ownerUserId,
      linkId: link.id,
      itemId: item.id,
      itemTitle: item.title,
      clientName,
      state: input.decision,
      approverName,
      comment,
      createdAt: now,
    });
    return { link, item, clientName, comment, approverName };
  });

  // What the client approved is how the brand sounds: it becomes a learned example of its voice.
  if (input.decision === 'approved' && isContentKind(result.item.type)) {
    await learnExampleSafely(
      db,
      {
        ownerUserId: result.link.ownerUserId,
        clientId: result.link.clientId,
        item: { ...result.item, type: result.item.type, parts: result.item.parts ?? [] },
        source: 'approval',
      },
      now,
    );
  }

  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, result.link.ownerUserId));
  if (owner?.email) {
    try {
      await deps.mailer.send(
        reviewAnswerEmail({
          to: owner.email,
          clientName: result.clientName,
          approverName: result.approverName,
          itemTitle: result.item.title,
          decision: input.decision,
          comment: result.comment,
          url: `${deps.appUrl.replace(/\/+$/, '')}/approvals`,
        }),
      );
    } catch (err) {
      // The answer is saved and the in-app notice shows it; only the e-mail is lost.
      console.error('[approval] e-mail de resposta não enviado:', err instanceof Error ? err.message : err);
    }
  }
  return { itemId: result.item.id, approvalState: input.decision };
}
