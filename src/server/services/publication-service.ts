/**
 * "Hora de postar": scheduling an approved item for a São Paulo date and time, and marking it as
 * published (when, where, the post's link) or as not published (why). Each call is one conditional
 * UPDATE on the item, filtered by the owner scope (another workspace's item is 404) and by the states it
 * may leave, with its reminder written or cancelled in the same transaction, so the item and its reminder
 * never disagree. Marking twice gives the same result: a repeated "publicado" keeps the first time.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import { agencyClients, publicationReminders, tasks } from '../db/schema';
import { HttpError } from '../http-error';
import { ownContent, type OwnerScope } from '../scope/owner-scope';
import { internalReviewEnabled } from './internal-review-service';
import { isUuid } from '@shared/ids';
import { readLocalDateTime } from '@shared/local-date-time';
import {
  isApprovedForPosting,
  publicationStageOf,
  type PublicationChannel,
  ON_TIME_GRACE_MINUTES,
  type PublicationView,
  type PublishedMonth,
  type ToPostItem,
} from '@shared/publication';
import type { NotPublishedBody, PublishedBody, ScheduleBody } from '@shared/schemas/publication';
import { addLocalDays, localDayOf, startOfLocalDay } from '@shared/sao-paulo-time';
import type { ContentKind } from '@shared/content-kinds';

type TaskRow = typeof tasks.$inferSelect;

/** A marked time may be this far ahead of the server's clock (phones' clocks drift a little). */
const CLOCK_SLACK_MS = 2 * 60_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPublicationView(row: TaskRow, internalReviewOn: boolean): PublicationView {
  return {
    id: row.id,
    stage: publicationStageOf({ ...row, internalReviewOn }),
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    channel: (row.publishedChannel as PublicationChannel | null) ?? null,
    url: row.publishedUrl,
    reason: row.notPublishedReason,
  };
}

/** The calendar day an instant falls on in São Paulo, stored as the calendar stores days (noon UTC). */
function calendarDayOf(instant: Date): Date {
  const d = localDayOf(instant);
  return new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
}

async function findItem(db: Database, scope: OwnerScope, id: string): Promise<TaskRow> {
  if (!isUuid(id)) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), ownContent(scope)));
  if (!row) throw new HttpError(404, 'CONTENT_NOT_FOUND');
  return row;
}

/** The posting kit's data: the item, its client's name and its publication. */
export async function getPublication(
  db: Database,
  scope: OwnerScope,
  id: string,
): Promise<{ publication: PublicationView; clientName: string | null }> {
  const row = await findItem(db, scope, id);
  const on = await internalReviewEnabled(db, scope.workspaceId);
  let clientName: string | null = null;
  if (row.clientId) {
    const [c] = await db
      .select({ name: agencyClients.name })
      .from(agencyClients)
      .where(eq(agencyClients.id, row.clientId));
    clientName = c?.name ?? null;
  }
  return { publication: toPublicationView(row, on), clientName };
}

/** Refuses an item that is not approved for posting (409); an item already scheduled or marked was. */
async function assertApproved(db: Database, scope: OwnerScope, row: TaskRow): Promise<boolean> {
  const on = await internalReviewEnabled(db, scope.workspaceId);
  if (row.publicationState === 'none' && !isApprovedForPosting({ ...row, internalReviewOn: on })) {
    throw new HttpError(409, 'PUBLICATION_NOT_APPROVED');
  }
  return on;
}

/**
 * Updates the item only if it is still in the publication state it was read in (two people acting at once:
 * the second is told to look again), and runs `after` in the same transaction.
 */
async function moveItem(
  db: Database,
  scope: OwnerScope,
  row: TaskRow,
  set: Partial<typeof tasks.$inferInsert>,
  after: (tx: Database, updated: TaskRow) => Promise<void>,
): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tasks)
      .set(set)
      .where(and(eq(tasks.id, row.id), ownContent(scope), eq(tasks.publicationState, row.publicationState)))
      .returning();
    if (!updated) throw new HttpError(409, 'PUBLICATION_CHANGED');
    await after(tx, updated);
    return updated;
  });
}

/** Replaces the item's waiting reminder by one at `dueAt` (a moved time moves its reminder). */
export async function setReminder(db: Database, taskId: string, dueAt: Date | null): Promise<void> {
  await db
    .delete(publicationReminders)
    .where(
      and(
        eq(publicationReminders.taskId, taskId),
        isNull(publicationReminders.sentAt),
        ...(dueAt ? [ne(publicationReminders.dueAt, dueAt)] : []),
      ),
    );
  if (dueAt) await db.insert(publicationReminders).values({ taskId, dueAt }).onConflictDoNothing();
}

export async function schedulePublication(
  db: Database,
  scope: OwnerScope,
  id: string,
  body: ScheduleBody,
  now: Date,
): Promise<PublicationView> {
  const read = readLocalDateTime(body.publishAt);
  if (read.error) throw new HttpError(400, read.error, { fields: { publishAt: read.error } });
  const publishAt = read.instant;
  if (publishAt.getTime() <= now.getTime()) {
    throw new HttpError(422, 'PUBLICATION_DATE_PAST', { fields: { publishAt: 'PUBLICATION_DATE_PAST' } });
  }
  const row = await findItem(db, scope, id);
  if (row.publicationState === 'published') throw new HttpError(409, 'PUBLICATION_ALREADY_PUBLISHED');
  const on = await assertApproved(db, scope, row);
  const updated = await moveItem(
    db,
    scope,
    row,
    {
      publicationState: 'scheduled',
      publishAt,
      scheduledDate: calendarDayOf(publishAt),
      publishedAt: null,
      publishedChannel: null,
      publishedUrl: null,
      notPublishedReason: null,
      updatedAt: now,
    },
    (tx) => setReminder(tx, row.id, publishAt),
  );
  return toPublicationView(updated, on);
}

export async function markPublished(
  db: Database,
  scope: OwnerScope,
  id: string,
  body: PublishedBody,
  now: Date,
): Promise<PublicationView> {
  let publishedAt: Date | null = null;
  if (body.publishedAt) {
    const read = readLocalDateTime(body.publishedAt);
    if (read.error) throw new HttpError(400, read.error, { fields: { publishedAt: read.error } });
    publishedAt = read.instant;
    if (publishedAt.getTime() > now.getTime() + CLOCK_SLACK_MS) {
      throw new HttpError(422, 'PUBLICATION_DATE_FUTURE', { fields: { publishedAt: 'PUBLICATION_DATE_FUTURE' } });
    }
  }
  const row = await findItem(db, scope, id);
  const on = await assertApproved(db, scope, row);
  // Marked again without a time (a second tap, a retry): the first time stays.
  const when = publishedAt ?? (row.publicationState === 'published' && row.publishedAt ? row.publishedAt : now);
  const updated = await moveItem(
    db,
    scope,
    row,
    {
      publicationState: 'published',
      publishedAt: when,
      publishedChannel: body.channel,
      publishedUrl: body.url ? body.url : null,
      notPublishedReason: null,
      updatedAt: now,
    },
    // Posted: a reminder still waiting has nothing left to remind.
    (tx) => setReminder(tx, row.id, null),
  );
  return toPublicationView(updated, on);
}

export async function markNotPublished(
  db: Database,
  scope: OwnerScope,
  id: string,
  body: NotPublishedBody,
  now: Date,
): Promise<PublicationView> {
  const row = await findItem(db, scope, id);
  const on = await assertApproved(db, scope, row);
  const updated = await moveItem(
    db,
    scope,
    row,
    {
      publicationState: 'not_published',
      publishedAt: null,
      publishedChannel: null,
      publishedUrl: null,
      notPublishedReason: body.reason,
      updatedAt: now,
    },
    (tx) => setReminder(tx, row.id, null),
  );
  return toPublicationView(updated, on);
}

/** The calendar moved a scheduled item to another day: its time of day goes with it, and so does its reminder. */
export async function movePublicationToDay(db: Database, row: TaskRow, day: Date | null, now: Date): Promise<TaskRow> {
  if (row.publicationState !== 'scheduled' || !row.publishAt) return row;
  if (day === null) {
    // Back to the tray: no longer planned for a time.
    await db
      .update(tasks)
      .set({ publicationState: 'none', publishAt: null })
      .where(and(eq(tasks.id, row.id), inArray(tasks.publicationState, ['scheduled'])));
    await setReminder(db, row.id, null);
    return { ...row, publicationState: 'none', publishAt: null };
  }
  const from = localDayOf(row.publishAt);
  const to = localDayOf(day);
  const shift = Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day);
  const publishAt = new Date(row.publishAt.getTime() + shift);
  await db.update(tasks).set({ publishAt }).where(eq(tasks.id, row.id));
  // A day moved into the past keeps no reminder: its time is over.
  await setReminder(db, row.id, publishAt.getTime() > now.getTime() ? publishAt : null);
  return { ...row, publishAt };
}

/** "Hoje para postar": the scope's items scheduled for today (São Paulo) and those whose time passed unmarked. */
export async function listToPost(db: Database, scope: OwnerScope, now: Date): Promise<{ items: ToPostItem[] }> {
  const tomorrow = startOfLocalDay(addLocalDays(localDayOf(now), 1));
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      type: tasks.type,
      publishAt: tasks.publishAt,
      clientName: agencyClients.name,
    })
    .from(tasks)
    .leftJoin(agencyClients, eq(agencyClients.id, tasks.clientId))
    .where(and(ownContent(scope), eq(tasks.publicationState, 'scheduled'), lt(tasks.publishAt, tomorrow)))
    .orderBy(asc(tasks.publishAt))
    .limit(100);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      type: r.type as ContentKind,
      clientName: r.clientName ?? null,
      publishAt: r.publishAt!.toISOString(),
      overdue: r.publishAt!.getTime() < now.getTime(),
    })),
  };
}

/**
 * Analytics: items published per São Paulo month over the last 12 months, and of those that had been
 * scheduled, how many went out on time (within the grace below of the planned time) or late.
 */
export async function publicationStats(
  db: Database,
  scope: OwnerScope,
  now: Date,
): Promise<{ months: PublishedMonth[] }> {
  const since = new Date(now.getTime() - 366 * 86_400_000);
  const rows = await queryRows<{ month: string; published: number; on_time: number; late: number }>(
    db,
    sql`select to_char(${tasks.publishedAt} at time zone 'America/Sao_Paulo', 'YYYY-MM') as month,
               count(*)::int as published,
               (count(*) filter (where ${tasks.publishAt} is not null
                 and ${tasks.publishedAt} <= ${tasks.publishAt} + make_interval(mins => ${ON_TIME_GRACE_MINUTES})))::int as on_time,
               (count(*) filter (where ${tasks.publishAt} is not null
                 and ${tasks.publishedAt} > ${tasks.publishAt} + make_interval(mins => ${ON_TIME_GRACE_MINUTES})))::int as late
          from ${tasks}
         where ${ownContent(scope)} and ${tasks.publicationState} = 'published' and ${tasks.publishedAt} >= ${since}
         group by 1 order by 1`,
  );
  return {
    months: rows.map((r) => ({
      month: r.month,
      published: Number(r.published),
      onTime: Number(r.on_time),
      late: Number(r.late),
    })),
  };
}

/** One client's posting plan, for its card on the clients page. */
export interface ClientPublicationSummary {
  clientId: string;
  /** Scheduled for a time still to come. */
  scheduled: number;
  /** Scheduled for a time already past and not marked: to post now, or to mark. */
  overdue: number;
  /** Marked as published since the start of this São Paulo month. */
  publishedThisMonth: number;
  /** The next scheduled time to come (ISO), or null. */
  nextPublishAt: string | null;
}

/**
 * The posting plan of every client the caller sees, in one grouped query however many clients there
 * are (the clients page shows it on each card). Clients with nothing scheduled or published are absent.
 */
export async function clientPublicationSummaries(
  db: Database,
  scope: OwnerScope,
  now: Date,
): Promise<{ clients: ClientPublicationSummary[] }> {
  const today = localDayOf(now);
  const monthStart = startOfLocalDay({ year: today.year, month: today.month, day: 1 });
  const scheduled = sql`${tasks.publicationState} = 'scheduled'`;
  const rows = await db
    .select({
      clientId: tasks.clientId,
      scheduled: sql<number>`(count(*) filter (where ${scheduled} and ${tasks.publishAt} >= ${now}))::int`,
      overdue: sql<number>`(count(*) filter (where ${scheduled} and ${tasks.publishAt} < ${now}))::int`,
      publishedThisMonth: sql<number>`(count(*) filter (where ${tasks.publicationState} = 'published' and ${tasks.publishedAt} >= ${monthStart}))::int`,
      nextPublishAt: sql<
        Date | string | null
      >`min(${tasks.publishAt}) filter (where ${scheduled} and ${tasks.publishAt} >= ${now})`,
    })
    .from(tasks)
    .where(
      and(
        ownContent(scope),
        isNotNull(tasks.clientId),
        or(
          eq(tasks.publicationState, 'scheduled'),
          and(eq(tasks.publicationState, 'published'), gte(tasks.publishedAt, monthStart)),
        ),
      ),
    )
    .groupBy(tasks.clientId);
  return {
    clients: rows.map((r) => ({
      clientId: r.clientId!,
      scheduled: Number(r.scheduled),
      overdue: Number(r.overdue),
      publishedThisMonth: Number(r.publishedThisMonth),
      // A bare aggregate comes back as text from some drivers: read it as a date either way.
      nextPublishAt: r.nextPublishAt ? new Date(r.nextPublishAt).toISOString() : null,
    })),
  };
}
