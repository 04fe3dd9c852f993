/**
 * Saved content for the caller's scope (spec part 2 §2–§5): creators read and edit their own items;
 * agencies their clients' items (with the client's name), all in the one `tasks` table. Every call checks
 * ownership: another user's item is simply not found (404), and nothing is changed.
 */
import { and, desc, eq, gt, isNull, or, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agencyClients, tasks } from '../db/schema';
import { HttpError } from '../http-error';
import { ownContent, type OwnerScope } from '../scope/owner-scope';
import { isUuid } from '@shared/ids';
import type { ContentItem, ContentPart } from '@shared/content-item';
import { keepsTimedParts } from '@shared/content-kinds';
import { checkEditedContent } from '@shared/content-kind-schemas';
import { applyPubliIdentification, isPubliKind } from '@shared/claims/publi';
import { mergePartsIntoDailyScript, partsFromDailyScript } from '@shared/content-view';
import type { ContentListQuery, ContentUpdateInput } from '@shared/schemas/content';
import { toContentItem } from './content-mapper';
import { reopenApprovalAfterEdit } from './approval';
import { needsResend } from './approval/waiting';
import { recordEditedVersion, type VersionSnapshot } from './version-store';
import { logActivity } from './activity-service';
import { learnExampleSafely } from './voice-service';

export interface ContentPage {
  items: ContentItem[];
  nextCursor: string | null;
}

// ---------------------------------------------------------------------------
// Cursor: the (created_at, id) of the last item, created_at at full (microsecond) precision.
// ---------------------------------------------------------------------------

interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.createdAt}|${c.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): Cursor {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const [createdAt, id] = text.split('|');
  if (!createdAt || !id || !isUuid(id) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(createdAt)) {
    throw new HttpError(400, 'INVALID_CURSOR');
  }
  return { createdAt, id };
}

type Table = typeof tasks;

/** created_at in UTC with microseconds, so the cursor never skips rows created in the same millisecond. */
const cursorTime = (t: Table) =>
  sql<string>`to_char(${t.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function statusFilter(t: Table, status: ContentListQuery['status']): SQL | undefined {
  switch (status) {
    case 'completed':
      return eq(t.completed, true);
    case 'pending':
      return and(eq(t.completed, false), eq(t.status, 'pending'));
    case 'in_progress':
      return and(eq(t.completed, false), eq(t.status, 'in_progress'));
    default:
      return undefined;
  }
}

function listFilters(t: Table, query: ContentListQuery, now: Date): SQL[] {
  const filters: SQL[] = [];
  // Expired items (daily scripts after 24 h) are hidden in lists; no expiry or a future one is kept.
  filters.push(or(isNull(t.expiresAt), gt(t.expiresAt, now))!);
  if (query.type !== 'all') filters.push(eq(t.type, query.type));
  const status = statusFilter(t, query.status);
  if (status) filters.push(status);
  if (query.approval !== 'all') filters.push(eq(t.approvalState, query.approval));
  if (query.createdBy) filters.push(eq(t.createdBy, query.createdBy));
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    // The plain bound lets the (owner, created_at) index start at the cursor; the row comparison breaks ties.
    filters.push(sql`${t.createdAt} <= ${c.createdAt}::timestamptz`);
    filters.push(sql`(${t.createdAt}, ${t.id}) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`);
  }
  return filters;
}

/** One page of the caller's items, newest first, with keyset pagination on (created_at, id). */
export async function listContent(
  db: Database,
  scope: OwnerScope,
  query: ContentListQuery,
  now: Date,
): Promise<ContentPage> {
  const limit = query.limit;
  const t = tasks;
  const filters = [ownContent(scope), ...listFilters(t, query, now)];
  // The client filter is an agency's (a creator's items have no client).
  if (scope.agency && query.clientId) filters.push(eq(t.clientId, query.clientId));
  const rows = await db
    .select({ row: t, clientName: agencyClients.name, cursorAt: cursorTime(t), resend: needsResend(now) })
    .from(t)
    .leftJoin(agencyClients, eq(agencyClients.id, t.clientId))
    .where(and(...filters))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit + 1);
  return page(
    rows.map((r) => ({ item: toContentItem(r.row, r.clientName, Boolean(r.resend)), cursorAt: r.cursorAt })),
    limit,
  );
}

function page(rows: Array<{ item: ContentItem; cursorAt: string }>, limit: number): ContentPage {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return {
    items: shown.map((r) => r.item),
    nextCursor: more && last ? encodeCursor({ createdAt: last.cursorAt, id: last.item.id }) : null,
  };
}

// ---------------------------------------------------------------------------
// One item
// ---------------------------------------------------------------------------

interface Found {
  row: typeof tasks.$inferSelect;
  /** The agency client's name (null for a creator's own item). */
  clientName: string | null;
}

async function findOwned(db: Database, scope: OwnerScope, id: string): Promise<Found> {
  if (!isUuid(id)) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  const [hit] = await db
    .select({ row: tasks, clientName: agencyClients.name })
    .from(tasks)
    .leftJoin(agencyClients, eq(agencyClients.id, tasks.clientId))
    .where(and(eq(tasks.id, id), ownContent(scope)))
    .limit(1);
  if (!hit) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  return hit;
}

type Changes = Partial<
  Pick<typeof tasks.$inferInsert, 'title' | 'content' | 'parts' | 'options' | 'completed' | 'status' | 'updatedAt'>
>;

async function applyChanges(db: Database, scope: OwnerScope, found: Found, changes: Changes): Promise<ContentItem> {
  const [row] = await db
    .update(tasks)
    .set(changes)
    .where(and(eq(tasks.id, found.row.id), ownContent(scope)))
    .returning();
  if (!row) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  return toContentItem(row, found.clientName);
}

const itemOf = (found: Found): ContentItem => toContentItem(found.row, found.clientName);

/** One of the scope's items; with `now`, its badge also reads whether it needs a new send. */
export async function getContent(db: Database, scope: OwnerScope, id: string, now?: Date): Promise<ContentItem> {
  const found = await findOwned(db, scope, id);
  if (!now) return itemOf(found);
  const [row] = await db
    .select({ resend: needsResend(now) })
    .from(tasks)
    .where(eq(tasks.id, found.row.id));
  return toContentItem(found.row, found.clientName, Boolean(row?.resend));
}

/**
 * Replaces an item's text, parts and options with another version's (a restore or a regeneration). Like
 * an edit, an item the client asked to change waits for approval again.
 */
export async function replaceContent(
  db: Database,
  scope: OwnerScope,
  id: string,
  snapshot: VersionSnapshot,
  now: Date,
): Promise<ContentItem> {
  const found = await findOwned(db, scope, id);
  const changes = { content: snapshot.content, parts: snapshot.parts, options: snapshot.options, updatedAt: now };
  return reopenApprovalAfterEdit(db, scope, await applyChanges(db, scope, found, changes), now);
}

/**
 * Writes a regenerated reply as the item's text in ONE statement, with `clauses` in its WITH (the settled
 * token spend, the usage row and the new version: see `answerClauses`), the same shape as a new item's
 * save. An item gone meanwhile is not found (404) and nothing of the statement is kept. Like an edit, an
 * item the client asked to change then waits for approval again.
 */
export async function replaceContentWith(
  db: Database,
  scope: OwnerScope,
  item: ContentItem,
  snapshot: VersionSnapshot,
  now: Date,
  clauses: WithSubquery[],
): Promise<ContentItem> {
  const changes = { content: snapshot.content, parts: snapshot.parts, options: snapshot.options, updatedAt: now };
  let saved: ContentItem;
  try {
    const [row] = await db
      .with(...clauses)
      .update(tasks)
      .set(changes)
      .where(and(eq(tasks.id, item.id), ownContent(scope)))
      .returning();
    if (!row) throw new HttpError(404, 'CONTENT_NOT_FOUND');
    saved = toContentItem(row, item.clientName);
  } catch (err) {
    // The version row of a deleted item has nothing to point at: the statement is refused as a whole.
    if (isForeignKeyViolation(err)) throw new HttpError(404, 'CONTENT_NOT_FOUND');
    throw err;
  }
  return reopenApprovalAfterEdit(db, scope, saved, now);
}

function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/**
 * Inline edit of title and/or content. JSON kinds must parse and fit their output schema, or nothing is
 * saved (400). A daily script's parts are derived again from its JSON, keeping each position's progress.
 */
export async function updateContent(
  db: Database,
  scope: OwnerScope,
  id: string,
  input: ContentUpdateInput,
  now: Date,
): Promise<ContentItem> {
  const found = await findOwned(db, scope, id);
  const changes: Changes = { updatedAt: now };
  if (input.title !== undefined) changes.title = input.title;
  if (input.content !== undefined) {
    const check = checkEditedContent(found.row.type as ContentItem['type'], input.content);
    if (!check.ok) throw new HttpError(400, check.code, { fields: { content: check.code } });
    changes.content = check.content;
    if (check.dailyScriptParts) changes.parts = partsFromDailyScript(check.dailyScriptParts, found.row.parts ?? []);
  }
  const saved = await applyChanges(db, scope, found, changes);
  // A changed text is a new version of the item (the one before it stays in its versions).
  await recordEditedVersion(db, itemOf(found), saved, scope.actorUserId);
  await logItemActivity(db, scope, saved, 'edited', {}, now);
  // An item the client asked to change waits for approval again once edited.
  const item = await reopenApprovalAfterEdit(db, scope, saved, now);
  // The text the user settled on teaches the brand voice of its client (or of the creator).
  if (input.content !== undefined) {
    const clientId = found.row.clientId;
    await learnExampleSafely(db, { ownerUserId: scope.workspaceId, clientId, item, source: 'edit' }, now);
  }
  return item;
}

/**
 * The "É publicidade?" switch of a saved item. On: the item is marked paid and the label is put where
 * the guide wants it (the first line, slide or scene), as a generation with the switch on does; that new
 * text is a new version, and an item the client asked to change waits for approval again. Off: only the
 * mark goes, the text is never changed behind the user's back.
 */
export async function setContentPubli(
  db: Database,
  scope: OwnerScope,
  id: string,
  isAd: boolean,
  now: Date,
): Promise<ContentItem> {
  const found = await findOwned(db, scope, id);
  const kind = found.row.type;
  if (!isPubliKind(kind)) throw new HttpError(400, 'PUBLI_NOT_AVAILABLE');
  const { isAd: _previous, ...rest } = found.row.options ?? {};
  const changes: Changes = { options: isAd ? { ...rest, isAd: 1 } : rest, updatedAt: now };
  const labelled = isAd ? applyPubliIdentification(kind, found.row.content) : found.row.content;
  if (labelled === found.row.content) return applyChanges(db, scope, found, changes);
  const saved = await applyChanges(db, scope, found, { ...changes, content: labelled });
  await recordEditedVersion(db, itemOf(found), saved, scope.actorUserId);
  await logItemActivity(db, scope, saved, 'edited', {}, now);
  return reopenApprovalAfterEdit(db, scope, saved, now);
}

/** The task toggle: completed true ↔ status completed; false ↔ status pending. */
export async function setContentCompleted(
  db: Database,
  scope: OwnerScope,
  id: string,
  completed: boolean,
  now: Date,
): Promise<ContentItem> {
  const found = await findOwned(db, scope, id);
  return applyChanges(db, scope, found, { completed, status: completed ? 'completed' : 'pending', updatedAt: now });
}

/**
 * Saves the whole parts array (per-part edit and done toggle). The ids must be the item's own parts;
 * a daily script's JSON gets the parts' new texts too, so the full view and the export agree.
 */
export async function updateContentParts(
  db: Database,
  scope: OwnerScope,
  id: string,
  parts: ContentPart[],
  now: Date,
): Promise<ContentItem> {
  const found = await findOwned(db, scope, id);
  const known = new Set((found.row.parts ?? []).map((p) => p.id));
  const ids = new Set(parts.map((p) => p.id));
  if (ids.size !== parts.length || parts.length !== known.size || parts.some((p) => !known.has(p.id))) {
    throw new HttpError(400, 'PARTS_INVALID');
  }
  const clean: ContentPart[] = parts.map((p) => {
    const part: ContentPart = { id: p.id, content: p.content.trim(), completed: p.completed };
    if (p.time !== undefined) part.time = p.time;
    if (p.type !== undefined) part.type = p.type;
    if (p.engagement_tip !== undefined) part.engagement_tip = p.engagement_tip;
    return part;
  });
  const changes: Changes = { parts: clean, updatedAt: now };
  if (keepsTimedParts(found.row.type)) {
    const merged = mergePartsIntoDailyScript(found.row.content, clean);
    if (merged) changes.content = merged;
  }
  const before = itemOf(found);
  const saved = await applyChanges(db, scope, found, changes);
  // A part's new text is an edit too; a done tick alone is not (recordEditedVersion compares the texts).
  await recordEditedVersion(db, before, saved, scope.actorUserId);
  // Like a whole-text edit, a part the user rewrote teaches the brand voice; a done tick teaches nothing.
  if (partTexts(before) === partTexts(saved)) return saved;
  await logItemActivity(db, scope, saved, 'edited', {}, now);
  // A rewritten part changes what the client (and the team's internal review) saw, exactly as a whole
  // edit does: the approval is asked again.
  const item = await reopenApprovalAfterEdit(db, scope, saved, now);
  const clientId = found.row.clientId;
  await learnExampleSafely(db, { ownerUserId: scope.workspaceId, clientId, item, source: 'edit' }, now);
  return item;
}

/** The texts of an item's parts, to tell a rewrite from a done tick. */
const partTexts = (item: ContentItem) => JSON.stringify(item.parts.map((p) => p.content));

/**
 * Logs an action on an item as done by the scope's person, right after the change (these writes are single
 * statements, so the log follows them instead of sharing a transaction).
 */
export async function logItemActivity(
  db: Database,
  scope: OwnerScope,
  item: Pick<ContentItem, 'id' | 'title' | 'type' | 'clientId'>,
  action: 'edited' | 'deleted' | 'rescheduled',
  details: Record<string, string | null> = {},
  now?: Date,
): Promise<void> {
  await logActivity(db, {
    workspaceId: scope.workspaceId,
    clientId: item.clientId,
    actorUserId: scope.actorUserId,
    action,
    itemId: item.id,
    details: { title: item.title, type: item.type, ...details },
    ...(now ? { createdAt: now } : {}),
  });
}

export async function deleteContent(db: Database, scope: OwnerScope, id: string): Promise<void> {
  const found = await findOwned(db, scope, id);
  // The deletion and its log line commit together: the item's title lives on only in the log.
  await db.transaction(async (tx) => {
    await tx.delete(tasks).where(and(eq(tasks.id, found.row.id), ownContent(scope)));
    await logItemActivity(tx, scope, itemOf(found), 'deleted');
  });
}
