/**
 * The owner scope: whose rows a request may read and change. It is resolved once per request, right after
 * the access check (`requireAccess` sets `c.var.scope`), and every service filters its queries with the
 * helpers below instead of comparing `userId` / `agencyUserId` itself.
 *
 * Today a scope is one account: the signed-in user is the workspace (a creator's own `tasks`, or an
 * agency's clients and their `client_tasks`). The owner columns of the tables (`tasks.user_id`,
 * `agency_user_id`, `owner_user_id`...) hold the WORKSPACE id, which is the founding account's user id.
 * When an agency becomes a workspace with members, only `resolveOwnerScope` changes: it will look the
 * member up and fill in the workspace, the role and the clients the member may see; services keep
 * filtering with `workspaceId` and `clientsFilter`, so they need no change.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { agencyClients, clientTasks, tasks } from '../db/schema';
import type { SessionUser } from '../context';
import type { Profile } from '../services/profile-service';
import { isUuid } from '@shared/ids';

/** What a person may do in a workspace. Everyone is the owner of their own account today. */
export type WorkspaceRole = 'owner' | 'editor' | 'reviewer';

/** The agency clients a person may see: every one, or only those listed (by id). */
export type ClientAccess = 'all' | { only: readonly string[] };

export interface OwnerScope {
  /** Whose rows: the value of the owner columns (today the signed-in user's id). */
  readonly workspaceId: string;
  /** Who is acting (recorded as the author of what they do); today the same as `workspaceId`. */
  readonly actorUserId: string;
  /** An agency workspace works on its clients' content (`client_tasks`); a creator's on `tasks`. */
  readonly agency: boolean;
  readonly role: WorkspaceRole;
  readonly clients: ClientAccess;
}

/**
 * The scope of the signed-in user (called once per request by the access middleware). Asynchronous
 * because resolving a member of a shared workspace will read the database.
 */
export async function resolveOwnerScope(
  _db: Database,
  user: Pick<SessionUser, 'id'>,
  profile: Pick<Profile, 'subscriptionType'>,
): Promise<OwnerScope> {
  return ownerScopeOf(user.id, profile.subscriptionType === 'agency');
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

/** A creator's own items. */
export function ownTasks(scope: OwnerScope): SQL {
  return eq(tasks.userId, scope.workspaceId);
}

/** The agency's clients' items (only the clients the scope may see). */
export function ownClientTasks(scope: OwnerScope): SQL {
  return and(eq(clientTasks.agencyUserId, scope.workspaceId), clientsFilter(scope, clientTasks.clientId))!;
}

/** The agency's clients, active or not (only those the scope may see). */
export function ownClients(scope: OwnerScope): SQL {
  return and(eq(agencyClients.agencyUserId, scope.workspaceId), clientsFilter(scope, agencyClients.id))!;
}

/** The agency's active clients (only those the scope may see). */
export function ownActiveClients(scope: OwnerScope): SQL {
  return and(ownClients(scope), eq(agencyClients.status, 'active'))!;
}

/** The content table of the scope (tasks for a creator, client_tasks for an agency) and its owner filter. */
export function ownContent(scope: OwnerScope): { table: typeof tasks | typeof clientTasks; owner: SQL } {
  return scope.agency ? { table: clientTasks, owner: ownClientTasks(scope) } : { table: tasks, owner: ownTasks(scope) };
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
