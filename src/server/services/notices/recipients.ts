/**
 * Who hears of what (decision 0020). A notice goes to the people concerned by the event, and only to
 * people who are still members of the workspace and may see the item's client: an editor limited to some
 * clients never hears of another client, and a removed member hears of nothing. The person who acted is
 * never told of their own action. What the workspace pays is its Donos' business alone (decision 0019).
 */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { workspaceMembers } from '@server/db/schema';
import { TEAM_ACTIONS, type WorkspaceRole } from '@shared/team';

/** Where the event happened: the workspace, and the agency's client of the item (null for a creator's). */
export interface NoticePlace {
  workspaceId: string;
  clientId: string | null;
}

/** Members who may see the place's client: every client, or that one among theirs. */
function seesClient(clientId: string | null): SQL {
  if (!clientId) return eq(workspaceMembers.allClients, true);
  return or(eq(workspaceMembers.allClients, true), sql`${clientId}::uuid = any(${workspaceMembers.clientIds})`)!;
}

/** The members of the place who may see its client, among `people` (when given) or having these roles. */
async function membersWhoSee(
  db: Database,
  place: NoticePlace,
  which: { people: string[] } | { roles: WorkspaceRole[] },
  except: string | null,
): Promise<string[]> {
  const among =
    'people' in which
      ? which.people.length
        ? inArray(workspaceMembers.userId, which.people)
        : sql`false`
      : inArray(workspaceMembers.role, which.roles);
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, place.workspaceId),
        among,
        seesClient(place.clientId),
        except ? ne(workspaceMembers.userId, except) : undefined,
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * The people an item's outcome concerns: its author and whoever handed it on (sent it to the client,
 * submitted it to the review), once each, except the person who acted. When none of them may hear of it
 * any more (unknown for older rows, removed from the team, or no longer given that client), the
 * workspace's Donos (the role that runs the team) do, so an outcome is never heard by no one.
 */
async function concernedByOutcome(
  db: Database,
  place: NoticePlace,
  people: (string | null)[],
  actor: string | null,
): Promise<string[]> {
  const candidates = [...new Set(people.filter((p): p is string => p !== null && p !== actor))];
  const concerned = await membersWhoSee(db, place, { people: candidates }, actor);
  // The actor being one of them is not "no one": they already know.
  if (concerned.length || (actor !== null && people.includes(actor))) return concerned;
  return membersWhoSee(db, place, { roles: [...TEAM_ACTIONS.members] }, actor);
}

/** The client answered on the review link: the item's author and the person who sent it. */
export function clientAnswerRecipients(
  db: Database,
  place: NoticePlace,
  item: { authorId: string | null; sentBy: string | null },
): Promise<string[]> {
  return concernedByOutcome(db, place, [item.authorId, item.sentBy], null);
}

/**
 * An item waits for the internal review: everyone whose role answers it (Revisores and Donos) who may see it,
 * except who submitted it.
 */
export function internalReviewWaitingRecipients(
  db: Database,
  place: NoticePlace,
  submitterId: string,
): Promise<string[]> {
  return membersWhoSee(db, place, { roles: [...TEAM_ACTIONS.reviewInternally] }, submitterId);
}

/** A reviewer answered: the item's author and who submitted it, except the reviewer. */
export function internalReviewAnswerRecipients(
  db: Database,
  place: NoticePlace,
  item: { authorId: string | null; submittedBy: string | null },
  reviewerId: string,
): Promise<string[]> {
  return concernedByOutcome(db, place, [item.authorId, item.submittedBy], reviewerId);
}

/**
 * The workspace's subscription (a period ending, a revoked authorization): every Dono, who alone may pay
 * (`TEAM_ACTIONS.billing`); never its Editors or Revisores. A creator is the Dono of their own workspace.
 */
export async function billingRecipients(db: Database, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.role, [...TEAM_ACTIONS.billing])),
    );
  return rows.map((r) => r.userId);
}

/**
 * A scheduled item's time came: its author, while still a member who may see its client; else the
 * workspace's Donos (a creator alone is the Dono of their own workspace), so the post is never forgotten.
 */
export function publicationReminderRecipients(
  db: Database,
  place: NoticePlace,
  authorId: string | null,
): Promise<string[]> {
  return concernedByOutcome(db, place, [authorId], null);
}
