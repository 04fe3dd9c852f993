/**
 * The content calendar: the caller's scheduled items in a range of São Paulo days (a creator's own items;
 * an agency's clients' items, all clients or one), the tray of unscheduled recent items, rescheduling and the
 * month plan. Every query is limited to the caller's own rows: another user's item is never read and is
 * "not found" (404) when addressed.
 */
import { logActivity } from './activity-service';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agencyClients, tasks } from '../db/schema';
import { HttpError } from '../http-error';
import {
  findScopedClient,
  ownActiveClients,
  ownContent,
  type AgencyClient,
  type OwnerScope,
} from '../scope/owner-scope';
import { isUuid } from '@shared/ids';
import { getProfile } from './profile-service';
import {
  buildMonthPlan,
  monthBounds,
  type CalendarClient,
  type CalendarItem,
  type CalendarRange,
} from '@shared/calendar';
import { datesForClients, datesInRange, type CommemorativeDate, type NicheOwner } from '@shared/commemorative-dates';
import type { ContentKind } from '@shared/content-kinds';
import type { ApprovalState } from '@shared/schemas/approval';
import { scheduledDateToTimestamp } from '@shared/dates';
import { movePublicationToDay } from './publication-service';
import type { StoredPublicationState } from '@shared/publication';
import { SCHEDULED_DATE_INVALID } from '@shared/scheduled-day';
import { addLocalDays, localDayOf, parseIsoDay, startOfLocalDay, toIsoDay } from '@shared/sao-paulo-time';
import { CALENDAR_TRAY_SIZE, type CalendarExportFormat } from '@shared/schemas/calendar';

/** A range never holds more than this many items (62 days of a busy agency is far below it). */
const MAX_RANGE_ITEMS = 2000;

type TaskRow = typeof tasks.$inferSelect;

function toCalendarItem(
  row: TaskRow,
  client: { name: string | null; colorIndex: number | null } | null = null,
): CalendarItem {
  const clientId = row.clientId;
  return {
    id: row.id,
    type: row.type as ContentKind,
    title: row.title,
    status: row.status,
    completed: row.completed,
    date: row.scheduledDate ? toIsoDay(localDayOf(row.scheduledDate)) : null,
    scheduledDate: row.scheduledDate ? row.scheduledDate.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    clientId,
    clientName: clientId ? (client?.name ?? null) : null,
    colorIndex: clientId ? (client?.colorIndex ?? null) : null,
    // The same column the content lists read: the calendar shows the badge the lists show.
    approvalState: (row.approvalState ?? 'none') as ApprovalState,
    publicationState: row.publicationState as StoredPublicationState,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
  };
}

/** The agency's active clients, oldest first: a client keeps its colour as newer ones are added. */
export async function listCalendarClients(db: Database, scope: OwnerScope): Promise<CalendarClient[]> {
  const rows = await db
    .select({ id: agencyClients.id, name: agencyClients.name })
    .from(agencyClients)
    .where(ownActiveClients(scope))
    .orderBy(asc(agencyClients.createdAt), asc(agencyClients.id));
  return rows.map((r, colorIndex) => ({ ...r, colorIndex }));
}

async function ownClientOr404(db: Database, scope: OwnerScope, clientId: string): Promise<AgencyClient> {
  const client = await findScopedClient(db, scope, clientId);
  if (!client) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  return client;
}

/** The instants [start, end) that cover São Paulo days `from` to `to`, both included. */
function instantBounds(from: string, to: string): { start: Date; end: Date } {
  const a = parseIsoDay(from);
  const b = parseIsoDay(to);
  if (!a || !b) throw new HttpError(400, SCHEDULED_DATE_INVALID);
  return { start: startOfLocalDay(a), end: startOfLocalDay(addLocalDays(b, 1)) };
}

const notExpired = (t: typeof tasks, now: Date): SQL => or(isNull(t.expiresAt), gt(t.expiresAt, now))!;

interface ItemQuery {
  /** Scheduled within these instants; null: unscheduled items (the tray). */
  between: { start: Date; end: Date } | null;
  clientId?: string;
  limit: number;
  now: Date;
}

async function queryItems(
  db: Database,
  scope: OwnerScope,
  query: ItemQuery,
  clients: CalendarClient[],
): Promise<CalendarItem[]> {
  const t = tasks;
  const filters: SQL[] = [ownContent(scope), notExpired(t, query.now)];
  if (scope.agency) {
    // Only clients that are still active, as in every other client list.
    filters.push(
      inArray(t.clientId, db.select({ id: agencyClients.id }).from(agencyClients).where(ownActiveClients(scope))),
    );
    if (query.clientId) filters.push(eq(t.clientId, query.clientId));
  }
  if (query.between) filters.push(gte(t.scheduledDate, query.between.start), lt(t.scheduledDate, query.between.end));
  else filters.push(isNull(t.scheduledDate));
  const rows = await db
    .select()
    .from(t)
    .where(and(...filters))
    .orderBy(...(query.between ? [asc(t.scheduledDate), asc(t.createdAt)] : [desc(t.createdAt), desc(t.id)]))
    .limit(query.limit);
  const byId = new Map(clients.map((c) => [c.id, c]));
  return rows.map((row) => toCalendarItem(row, row.clientId ? (byId.get(row.clientId) ?? null) : null));
}

/** The agency's active clients' names and niches, oldest first (the order of the legend). */
export async function clientNiches(db: Database, scope: OwnerScope): Promise<NicheOwner[]> {
  return db
    .select({ name: agencyClients.name, niche: agencyClients.niche })
    .from(agencyClients)
    .where(ownActiveClients(scope))
    .orderBy(asc(agencyClients.createdAt), asc(agencyClients.id));
}

/** The niche whose commemorative dates apply: the filtered client's, else the profile's. */
async function nicheFor(db: Database, scope: OwnerScope, client: AgencyClient | null): Promise<string | null> {
  if (client) return client.niche;
  return (await getProfile(db, scope.workspaceId))?.niche ?? null;
}

/**
 * The calendar of São Paulo days `from`..`to` (validated by the route: real days, sane years, short
 * range): scheduled items, the commemorative dates for the niche and, for agencies, the client legend.
 */
export async function getCalendarRange(
  db: Database,
  scope: OwnerScope,
  input: { from: string; to: string; clientId?: string; now: Date },
): Promise<CalendarRange & { niche: string | null }> {
  const client = scope.agency && input.clientId ? await ownClientOr404(db, scope, input.clientId) : null;
  const clients = scope.agency ? await listCalendarClients(db, scope) : [];
  const items = await queryItems(
    db,
    scope,
    { between: instantBounds(input.from, input.to), clientId: client?.id, limit: MAX_RANGE_ITEMS, now: input.now },
    clients,
  );
  const niche = await nicheFor(db, scope, client);
  let dates: CommemorativeDate[];
  try {
    // An agency looking at all its clients sees the dates of every client's niche, labelled with them.
    dates =
      scope.agency && !client
        ? datesForClients(input.from, input.to, await clientNiches(db, scope), { fallbackNiche: niche })
        : datesInRange(input.from, input.to, niche);
  } catch {
    throw new HttpError(400, SCHEDULED_DATE_INVALID);
  }
  return { from: input.from, to: input.to, items, dates, clients, niche };
}

/** The tray: the newest unscheduled items (not expired), ready to be dropped on a day. */
export async function getCalendarTray(
  db: Database,
  scope: OwnerScope,
  input: { clientId?: string; now: Date },
): Promise<{ items: CalendarItem[] }> {
  const client = scope.agency && input.clientId ? await ownClientOr404(db, scope, input.clientId) : null;
  const clients = scope.agency ? await listCalendarClients(db, scope) : [];
  const items = await queryItems(
    db,
    scope,
    { between: null, clientId: client?.id, limit: CALENDAR_TRAY_SIZE, now: input.now },
    clients,
  );
  return { items };
}

/**
 * Moves an item to a São Paulo day (stored as noon UTC that day, as the generators store it) or, with
 * null, back to the tray. Only the caller's own item is changed; any other id is 404.
 */
export async function rescheduleItem(
  db: Database,
  scope: OwnerScope,
  id: string,
  date: string | null,
  now: Date,
): Promise<CalendarItem> {
  if (!isUuid(id)) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  const scheduledDate = date === null ? null : scheduledDateToTimestamp(date);
  if (date !== null && !scheduledDate) throw new HttpError(400, SCHEDULED_DATE_INVALID);
  const [moved] = await db
    .update(tasks)
    .set({ scheduledDate, updatedAt: now })
    .where(and(eq(tasks.id, id), ownContent(scope)))
    .returning();
  if (!moved) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  // A scheduled publication follows its item to the new day (same time of day), and so does its reminder.
  const row = await movePublicationToDay(db, moved, scheduledDate, now);
  await logReschedule(db, scope, row, row.clientId, date, now);
  if (!row.clientId) return toCalendarItem(row);
  const clients = await listCalendarClients(db, scope);
  return toCalendarItem(row, clients.find((c) => c.id === row.clientId) ?? null);
}

/** "Who did what": the move, with the new day ('YYYY-MM-DD', or null for the tray). */
async function logReschedule(
  db: Database,
  scope: OwnerScope,
  row: { id: string; title: string; type: string },
  clientId: string | null,
  date: string | null,
  now: Date,
): Promise<void> {
  await logActivity(db, {
    workspaceId: scope.workspaceId,
    clientId,
    actorUserId: scope.actorUserId,
    action: 'rescheduled',
    itemId: row.id,
    details: { title: row.title, type: row.type, date },
    createdAt: now,
  });
}

/** The month plan ('YYYY-MM') as text or WhatsApp message: one client's, all clients', or a creator's. */
export async function exportMonthPlan(
  db: Database,
  scope: OwnerScope,
  input: { month: string; clientId?: string; format: CalendarExportFormat; now: Date },
): Promise<{ text: string; count: number }> {
  const { from, to } = monthBounds(input.month);
  const range = await getCalendarRange(db, scope, { from, to, clientId: input.clientId, now: input.now });
  const client = input.clientId ? range.clients.find((c) => c.id === input.clientId) : undefined;
  const profile = client ? undefined : await getProfile(db, scope.workspaceId);
  const ownerName = client?.name ?? (scope.agency ? 'Todos os clientes' : profile?.name?.trim() || 'Meu conteúdo');
  const text = buildMonthPlan(range.items, {
    month: input.month,
    ownerName,
    format: input.format,
    dates: range.dates.filter((d) => d.relevance === 'high'),
    showClient: scope.agency && !client,
  });
  return { text, count: range.items.length };
}

// ---------------------------------------------------------------------------
// Feed reads (the iCalendar feed has no session: the caller is the feed's owner)
// ---------------------------------------------------------------------------

/** Scheduled items from `from` to `to` (São Paulo days) for a feed, oldest first, at most `limit`. */
export async function listScheduledForFeed(
  db: Database,
  scope: OwnerScope,
  input: { from: string; to: string; limit: number; now: Date },
): Promise<CalendarItem[]> {
  const clients = scope.agency ? await listCalendarClients(db, scope) : [];
  return queryItems(
    db,
    scope,
    { between: instantBounds(input.from, input.to), limit: input.limit, now: input.now },
    clients,
  );
}
