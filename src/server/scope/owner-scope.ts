/**
 * The owner scope: whose rows a request may read and change. It is resolved once per request, right after
 * the access check (`requireAccess` sets `c.get('scope')`), and every service filters its queries with the
 * helpers below instead of comparing `userId` / `agencyUserId` itself.
 *
 * A workspace is an account's data: the owner columns of the tables (`tasks.user_id`, `agency_user_id`,
 * `owner_user_id`...) hold the WORKSPACE id, which is the founding account's user id. A creator's scope is
 * their own account; an agency's people (`workspace_members`: Dono, Editor, Revisor) share its workspace,
 * and `resolveWorkspace` fills in the workspace, the role and the clients the member may see. Services
 * filter with `workspaceId` and `clientsFilter`, so a restricted member needs nothing more from them; what
 * a role may *do* is checked on the routes (`requireRole`, decision 0020).
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { agencyClients, profiles, subscriptions, tasks, workspaceMembers } from '../db/schema';
import type { SessionUser } from '../auth/session-user';
import { HttpError } from '../http-error';
import { accountOf, type Profile } from '../db/schema/profiles';
import { isUuid } from '@shared/ids';
import { ROLE_LABELS, roleMay, type TeamAction, type WorkspaceRole } from '@shared/team';

export type { WorkspaceRole } from '@shared/team';

/** The agency clients a person may see: every one, or only those listed (by id). */
export type ClientAccess = 'all' | { only: readonly string[] };

export interface OwnerScope {
  /** Whose rows: the value of the owner columns (the founding account's user id). */
  readonly workspaceId: string;
  /** Who is acting (recorded as the author of what they do); a member's own id in a shared workspace. */
  readonly actorUserId: string;
  /** An agency workspace works on its clients' items (`client_id` set); a creator's on its own (no client). */
  readonly agency: boolean;
  readonly role: WorkspaceRole;
  readonly clients: ClientAccess;
}

/** The scope of a request and, for another's workspace, the profile that holds its subscription. */
export interface ResolvedWorkspace {
  scope: OwnerScope;
  /**
   * The workspace owner's profile (plan, subscription, tokens: the gate reads it) when the workspace is
   * someone else's; null when it is the account's own (the caller already has that profile).
   */
  ownerProfile: Profile | null;
}

/** What the resolver needs of the signed-in account's own profile. */
type OwnProfile = Pick<Profile, 'subscriptionType'> & Partial<Pick<Profile, 'subscriptionStatus'>>;

/** The scope alone (see `resolveWorkspace`). */
export async function resolveOwnerScope(
  db: Database,
  user: Pick<SessionUser, 'id'>,
  ownProfile: OwnProfile,
  requested?: string | null,
): Promise<OwnerScope> {
  return (await resolveWorkspace(db, user, ownProfile, requested)).scope;
}

/**
 * The scope of the signed-in user in the workspace the request names (the SPA sends the active one in a
 * header; none means the account's own). Called once per request by the access middleware, so a member
 * removed or moved to another role has the new answer on their very next request.
 *
 * - Their own workspace: the account is its owner, nothing is read (a creator's request costs nothing more).
 *   An account created by an invitation has no workspace of its own (status `none`): without a choice it
 *   lands in the team it joined first.
 * - Another workspace: the membership row must exist, and the workspace must still be an agency (the
 *   creator plan has no members); its owner's profile comes in the same query.
 */
export async function resolveWorkspace(
  db: Database,
  user: Pick<SessionUser, 'id'>,
  ownProfile: OwnProfile,
  requested?: string | null,
): Promise<ResolvedWorkspace> {
  const own = { scope: ownerScopeOf(user.id, ownProfile.subscriptionType === 'agency'), ownerProfile: null };
  const wanted = requested?.trim() || null;
  if (wanted === user.id) return own;
  if (!wanted && ownProfile.subscriptionStatus !== 'none') return own;
  const rows = await db
    .select({ member: workspaceMembers, profile: profiles, subscription: subscriptions })
    .from(workspaceMembers)
    .innerJoin(profiles, eq(profiles.userId, workspaceMembers.workspaceId))
    .innerJoin(subscriptions, eq(subscriptions.userId, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, user.id),
        ne(workspaceMembers.workspaceId, user.id),
        wanted ? eq(workspaceMembers.workspaceId, wanted) : undefined,
      ),
    )
    .orderBy(asc(workspaceMembers.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) {
    if (!wanted) return own;
    throw new HttpError(403, 'WORKSPACE_FORBIDDEN');
  }
  if (row.subscription.subscriptionType !== 'agency') throw new HttpError(403, 'WORKSPACE_NOT_AGENCY');
  const { member } = row;
  return {
    scope: {
      workspaceId: member.workspaceId,
      actorUserId: user.id,
      agency: true,
      role: member.role,
      clients: member.allClients ? 'all' : { only: member.clientIds },
    },
    ownerProfile: accountOf(row.profile, row.subscription),
  };
}

/** Refuses (403) an action the scope's role may not do. */
export function assertMay(scope: OwnerScope, action: TeamAction): void {
  if (!roleMay(scope.role, action)) {
    throw new HttpError(403, 'ROLE_FORBIDDEN', { params: { role: ROLE_LABELS[scope.role] } });
  }
}

/**
 * The scope of a workspace's owner acting on it. For work that has no signed-in person but belongs to an
 * account all the same: a calendar feed read by its secret link, a periodic job.
 */
export function ownerScopeOf(workspaceId: string, agency: boolean): OwnerScope {
  return { workspaceId, actorUserId: workspaceId, agency, role: 'owner', clients: 'all' };
}

// ---------------------------------------------------------------------------
// Filters: one per owned table, each the whole ownership condition of a query.
// ---------------------------------------------------------------------------

/** The condition a client id column must meet for this scope (undefined: no restriction). */
export function clientsFilter(scope: OwnerScope, column: AnyPgColumn): SQL | undefined {
  if (scope.clients === 'all') return undefined;
  // A member assigned to no client sees none (IN () is not valid SQL).
  return scope.clients.only.length ? inArray(column, [...scope.clients.only]) : sql`false`;
}

/** Whether the scope may see this client at all (before any query). */
export function mayAccessClient(scope: OwnerScope, clientId: string): boolean {
  return scope.agency && (scope.clients === 'all' || scope.clients.only.includes(clientId));
}

/**
 * A creator's own items: the workspace's items for no client. An agency's own (pre-agency) items are these
 * too, and never mixed into its clients' lists.
 */
export function ownTasks(scope: OwnerScope): SQL {
  return and(eq(tasks.userId, scope.workspaceId), isNull(tasks.clientId))!;
}

/** The agency's clients' items (only the clients the scope may see). */
export function ownClientItems(scope: OwnerScope): SQL {
  return and(eq(tasks.userId, scope.workspaceId), isNotNull(tasks.clientId), clientsFilter(scope, tasks.clientId))!;
}

/** The agency's clients, active or not (only those the scope may see). */
export function ownClients(scope: OwnerScope): SQL {
  return and(eq(agencyClients.agencyUserId, scope.workspaceId), clientsFilter(scope, agencyClients.id))!;
}

/** The agency's active clients (only those the scope may see). */
export function ownActiveClients(scope: OwnerScope): SQL {
  return and(ownClients(scope), eq(agencyClients.status, 'active'))!;
}

/** The items of the scope (a creator's own, or an agency's clients') in the one content table. */
export function ownContent(scope: OwnerScope): SQL {
  return scope.agency ? ownClientItems(scope) : ownTasks(scope);
}

export type AgencyClient = typeof agencyClients.$inferSelect;

/** One of the scope's active clients; another workspace's client (or a malformed id) is simply not found. */
export async function findScopedClient(
  db: Database,
  scope: OwnerScope,
  clientId: string,
): Promise<AgencyClient | undefined> {
  if (!isUuid(clientId) || !mayAccessClient(scope, clientId)) return undefined;
  return db.query.agencyClients.findFirst({ where: and(eq(agencyClients.id, clientId), ownActiveClients(scope)) });
}
