/**
 * The private iCalendar feed (RFC 5545) that Google Calendar and Apple Calendar subscribe to. The link is a
 * bearer secret: 256 random bits, of which only the SHA-256 is stored; creating a new link replaces the
 * old one (rotation) and revoking deletes it, so an old link answers 404 at once.
 *
 * A link is one person's in one workspace. Its scope is worked out again on every read from that person's
 * membership as it is now (decision 0020's `resolveWorkspace`), never stored: a member limited to some
 * clients gets only their items, a narrowed member sees the narrower list on the next fetch, and a removed
 * member (or one whose role may no longer hold a link) gets the same 404 as an unknown link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { Database } from '../db/client';
import { calendarFeeds } from '../db/schema';
import { HttpError } from '../http-error';
import { getProfile } from './profile-service';
import { clientNiches, listScheduledForFeed } from './calendar-service';
import { resolveWorkspace, type OwnerScope } from '../scope/owner-scope';
import { roleMay } from '@shared/team';
import { itemStateLabel, type CalendarItem } from '@shared/calendar';
import { datesForClients, datesInRange } from '@shared/commemorative-dates';
import { parseScheduledDay } from '@shared/scheduled-day';
import { COMMEMORATIVE_KIND_LABELS } from '@shared/commemorative-dates-data';
import { CONTENT_KIND_LABELS } from '@shared/content-kinds';
import { addLocalDays, localDayOf, parseIsoDay, toIsoDay, type LocalDay } from '@shared/sao-paulo-time';

/** The feed covers the recent past and the year ahead; older plans are history, not agenda. */
export const FEED_DAYS_BEFORE = 90;
export const FEED_DAYS_AFTER = 400;
/** The most items one feed lists (calendar apps choke on huge feeds). */
export const FEED_MAX_ITEMS = 2000;
/** How often calendar apps are asked to refresh (they mostly decide for themselves). */
const FEED_REFRESH_SECONDS = 60 * 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashFeedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface FeedInfo {
  createdAt: string;
  includeDates: boolean;
}

/** The feed's public address; the query flag adds the commemorative dates. */
export function feedUrl(appUrl: string, token: string, includeDates: boolean): string {
  return `${appUrl}/api/feeds/${token}.ics${includeDates ? '?datas=1' : ''}`;
}

/** The one row of a person's link in a workspace. */
const feedOf = (scope: OwnerScope) =>
  and(eq(calendarFeeds.userId, scope.actorUserId), eq(calendarFeeds.workspaceId, scope.workspaceId));

export async function getFeedInfo(db: Database, scope: OwnerScope): Promise<{ feed: FeedInfo | null }> {
  const row = await db.query.calendarFeeds.findFirst({ where: feedOf(scope) });
  return { feed: row ? { createdAt: row.createdAt.toISOString(), includeDates: row.includeDates } : null };
}

/**
 * Creates the person's link in the active workspace, or replaces their own (the old one stops working);
 * another member's link is never touched. The URL is shown only now.
 */
export async function createFeed(
  db: Database,
  scope: OwnerScope,
  input: { includeDates: boolean; appUrl: string; now: Date },
): Promise<{ url: string; feed: FeedInfo }> {
  const token = randomBytes(32).toString('base64url');
  const values = {
    userId: scope.actorUserId,
    workspaceId: scope.workspaceId,
    tokenHash: hashFeedToken(token),
    includeDates: input.includeDates,
    createdAt: input.now,
  };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.workspaceId],
      set: { tokenHash: values.tokenHash, includeDates: values.includeDates, createdAt: values.createdAt },
    });
  return {
    url: feedUrl(input.appUrl, token, input.includeDates),
    feed: { createdAt: input.now.toISOString(), includeDates: input.includeDates },
  };
}

export async function revokeFeed(db: Database, scope: OwnerScope): Promise<void> {
  await db.delete(calendarFeeds).where(feedOf(scope));
}

/**
 * The scope a link reads with: its person's, in its workspace, from the membership as it is now. Null when
 * the person is no longer in the workspace, the workspace is no longer a team, or the role may no longer
 * hold a link: the link then answers like an unknown one.
 */
async function feedScope(db: Database, feed: { userId: string; workspaceId: string }) {
  const own = await getProfile(db, feed.userId);
  if (!own) return null;
  try {
    const { scope, ownerProfile } = await resolveWorkspace(db, { id: feed.userId }, own, feed.workspaceId);
    if (!roleMay(scope.role, 'calendarFeed')) return null;
    return { scope, profile: ownerProfile ?? own };
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return null;
    throw error;
  }
}

/** Noon UTC of a São Paulo day: an all-day event written as that UTC date is that same day. */
const allDayStart = (d: LocalDay) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

function itemSummary(item: CalendarItem): string {
  const client = item.clientName ? ` (${item.clientName})` : '';
  return `${CONTENT_KIND_LABELS[item.type]}: ${item.title}${client}`;
}

/** The feed's text for its secret, or 404 (unknown, malformed or revoked link). */
export async function renderFeed(
  db: Database,
  input: { token: string; includeDates: boolean; appUrl: string; now: Date },
): Promise<string> {
  if (!TOKEN.test(input.token)) throw new HttpError(404, 'CALENDAR_FEED_NOT_FOUND');
  const feed = await db.query.calendarFeeds.findFirst({
    where: eq(calendarFeeds.tokenHash, hashFeedToken(input.token)),
  });
  if (!feed) throw new HttpError(404, 'CALENDAR_FEED_NOT_FOUND');
  // The link speaks for its person: the feed lists what their own calendar shows right now.
  const resolved = await feedScope(db, feed);
  if (!resolved) throw new HttpError(404, 'CALENDAR_FEED_NOT_FOUND');
  const { scope, profile } = resolved;

  const today = localDayOf(input.now);
  const from = toIsoDay(addLocalDays(today, -FEED_DAYS_BEFORE));
  const to = toIsoDay(addLocalDays(today, FEED_DAYS_AFTER));
  const items = await listScheduledForFeed(db, scope, { from, to, limit: FEED_MAX_ITEMS, now: input.now });

  const calendar = ical({
    name: 'Pautei — calendário de conteúdo',
    description: 'Conteúdos agendados no Pautei',
    prodId: { company: 'Pautei', product: 'Calendario', language: 'PT-BR' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const item of items) {
    // The one date rule: a day it refuses (stored before the rule, or by hand) is no event at all.
    const day = parseScheduledDay(item.date);
    if (!day) continue;
    const link = `${input.appUrl}/calendar?data=${item.date}`;
    calendar.createEvent({
      id: `${item.id}@pautei`,
      start: allDayStart(day),
      end: allDayStart(addLocalDays(day, 1)),
      allDay: true,
      stamp: input.now,
      summary: itemSummary(item),
      description: `${CONTENT_KIND_LABELS[item.type]} ${itemStateLabel(item)} no Pautei.\nAbrir no Pautei: ${link}`,
      url: link,
    });
  }
  if (input.includeDates) {
    const options = { minRelevance: 'medium', fallbackNiche: profile?.niche } as const;
    const dates = scope.agency
      ? datesForClients(from, to, await clientNiches(db, scope), options)
      : datesInRange(from, to, profile?.niche, options);
    for (const date of dates) {
      const day = parseIsoDay(date.date) as LocalDay;
      calendar.createEvent({
        id: `${date.id}-${date.date}@datas.pautei`,
        start: allDayStart(day),
        end: allDayStart(addLocalDays(day, 1)),
        allDay: true,
        stamp: input.now,
        summary: `📅 ${date.name}`,
        description: `${COMMEMORATIVE_KIND_LABELS[date.kind]}${date.clients?.length ? ` (${date.clients.join(', ')})` : ''}. Ideia: ${date.angle}\nGerar pauta no Pautei: ${input.appUrl}/calendar?data=${date.date}`,
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    }
  }
  return calendar.toString();
}
