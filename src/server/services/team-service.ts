/**
 * The team of an agency's workspace: its members and their roles, the invitations that bring new ones,
 * and the seats the plan includes.
 *
 * Seats are taken when an invitation is accepted, inside one transaction that first locks the workspace's
 * profile row: concurrent acceptances for the same workspace wait for each other, so each one counts the
 * members the previous one added and the plan's limit can never be passed.
 *
 * The same lock orders the Donos' changes to the team: a change of role or a removal re-reads, under it,
 * that the person making it is still a Dono, so two Donos demoting each other at once cannot both win.
 * The founding account (whose user id is the workspace id, and whose profile holds the subscription) is
 * always a Dono: its row is never changed or removed, so the workspace always keeps a Dono.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { agencyClients, pricingConfig, profiles, user, workspaceInvitations, workspaceMembers } from '../db/schema';
import { HttpError } from '../http-error';
import type { Mailer } from '../mail/transport';
import { invitationEmail } from '../mail/team-templates';
import { nameOfWorkspace, workspaceNameOf } from './workspace-name';
import type { OwnerScope } from '../scope/owner-scope';
import { addDays } from '@shared/dates';
import {
  INVITATION_DAYS,
  ROLE_LABELS,
  roleChoosesClients,
  roleMay,
  type InvitableRole,
  type WorkspaceChoice,
  type WorkspaceRole,
} from '@shared/team';
import type { InvitationInput, MemberUpdateInput } from '@shared/schemas/team';
import type { Profile } from '../db/schema/profiles';
import { selectAccounts } from '../billing/account';

/** 256 random bits, in the link only; the database keeps its SHA-256. */
function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** The members a workspace's plan includes besides its owner (the creator plan: none). */
export async function membersLimitOf(db: Database, workspace: Pick<Profile, 'subscriptionType' | 'agencyPlan'>) {
  if (workspace.subscriptionType !== 'agency') return 0;
  const planType = workspace.agencyPlan === 'enterprise' ? 'agency_enterprise' : 'agency_social';
  const [row] = await db
    .select({ membersLimit: pricingConfig.membersLimit })
    .from(pricingConfig)
    .where(eq(pricingConfig.planType, planType));
  return row?.membersLimit ?? 0;
}

/** The people who take a seat: everyone but the founding account (a Dono made later takes one too). */
async function memberCount(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), ne(workspaceMembers.userId, workspaceId)));
  return row?.n ?? 0;
}

/** Whether this member is the workspace's founding account (the workspace id is its user id). */
const isFounder = (workspaceId: string, userId: string) => workspaceId === userId;

/** A team's name: its own, else its founder's (`workspace-name.ts`). */
const teamNameOf = workspaceNameOf;

export interface TeamMemberView {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  /** The founding account: always Dono, holds the subscription, cannot be changed or removed. */
  founder: boolean;
  allClients: boolean;
  clientIds: string[];
  joinedAt: Date;
}

export interface InvitationView {
  id: string;
  email: string;
  role: InvitableRole;
  allClients: boolean;
  clientIds: string[];
  expiresAt: Date;
  createdAt: Date;
}

/** The team page: members (the founding account first), open invitations and seats. */
export async function getTeam(db: Database, scope: OwnerScope, workspace: Profile, now: Date) {
  const members = await db
    .select({
      userId: workspaceMembers.userId,
      name: user.name,
      email: user.email,
      role: workspaceMembers.role,
      allClients: workspaceMembers.allClients,
      clientIds: workspaceMembers.clientIds,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, scope.workspaceId))
    .orderBy(asc(workspaceMembers.createdAt));
  const invitations = await db
    .select({
      id: workspaceInvitations.id,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      allClients: workspaceInvitations.allClients,
      clientIds: workspaceInvitations.clientIds,
      expiresAt: workspaceInvitations.expiresAt,
      createdAt: workspaceInvitations.createdAt,
    })
    .from(workspaceInvitations)
    .where(openInvitations(scope.workspaceId, now))
    .orderBy(asc(workspaceInvitations.createdAt));
  const limit = await membersLimitOf(db, workspace);
  const views: TeamMemberView[] = members.map((m) => ({
    ...m,
    founder: isFounder(scope.workspaceId, m.userId),
  }));
  const ordered = views.sort((a, b) => Number(b.founder) - Number(a.founder));
  return {
    name: {
      own: workspace.workspaceName ?? null,
      shown: await teamNameOf(db, scope.workspaceId),
      whatsapp: workspace.workspaceWhatsapp ?? null,
    },
    members: ordered,
    invitations: invitations satisfies InvitationView[],
    seats: { used: views.filter((m) => !m.founder).length, limit },
  };
}

/** An invitation nobody revoked, accepted or let expire. */
function stillOpen(now: Date) {
  return and(
    isNull(workspaceInvitations.revokedAt),
    isNull(workspaceInvitations.acceptedAt),
    gt(workspaceInvitations.expiresAt, now),
  );
}

function openInvitations(workspaceId: string, now: Date) {
  return and(eq(workspaceInvitations.workspaceId, workspaceId), stillOpen(now));
}

/**
 * The newest open invitation to this e-mail, whichever team sent it: the team's name and the role, or null.
 * An account made while one is open is made to join a team (no trial of its own, see `ensureProfile`), and
 * its confirmation e-mail says which team it is joining.
 */
export async function openInvitationTo(db: Database, email: string, now: Date) {
  const [row] = await db
    .select({ workspaceId: workspaceInvitations.workspaceId, role: workspaceInvitations.role })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.email, email.toLowerCase()), stillOpen(now)))
    .orderBy(desc(workspaceInvitations.createdAt))
    .limit(1);
  if (!row) return null;
  return { teamName: await teamNameOf(db, row.workspaceId), role: row.role };
}

/** The clients listed must all be this workspace's (another agency's id is refused, not ignored). */
async function checkClients(db: Database, workspaceId: string, input: { allClients: boolean; clientIds: string[] }) {
  if (input.allClients) return [];
  const ids = [...new Set(input.clientIds)];
  const found = await db
    .select({ id: agencyClients.id })
    .from(agencyClients)
    .where(
      and(
        eq(agencyClients.agencyUserId, workspaceId),
        inArray(agencyClients.id, ids),
        eq(agencyClients.status, 'active'),
      ),
    );
  if (found.length !== ids.length) throw new HttpError(400, 'INVITATION_CLIENTS_INVALID');
  return ids;
}

/** Sends an invitation by e-mail: a single-use link bound to that address, valid 7 days. */
export async function inviteMember(
  deps: { db: Database; mailer: Mailer; appUrl: string },
  scope: OwnerScope,
  workspace: Profile,
  inviter: { id: string; name: string },
  input: InvitationInput,
  now: Date,
) {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const limit = await membersLimitOf(db, workspace);
  if (limit <= 0) throw new HttpError(403, 'TEAM_AGENCY_ONLY');
  if ((await memberCount(db, scope.workspaceId)) >= limit) {
    throw new HttpError(409, 'TEAM_SEATS_FULL', { params: { n: limit } });
  }
  const [existing] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, scope.workspaceId), eq(user.email, email)));
  if (existing) throw new HttpError(409, 'INVITATION_ALREADY_MEMBER');
  const [pending] = await db
    .select({ id: workspaceInvitations.id })
    .from(workspaceInvitations)
    .where(and(openInvitations(scope.workspaceId, now), eq(workspaceInvitations.email, email)));
  if (pending) throw new HttpError(409, 'INVITATION_PENDING');
  const clientIds = roleChoosesClients(input.role) ? await checkClients(db, scope.workspaceId, input) : [];
  const token = newInvitationToken();
  const expiresAt = addDays(now, INVITATION_DAYS);
  const [row] = await db
    .insert(workspaceInvitations)
    .values({
      workspaceId: scope.workspaceId,
      email,
      role: input.role,
      // Only a role that works on chosen clients (Editor) gets a list; the others see every client.
      allClients: roleChoosesClients(input.role) ? input.allClients : true,
      clientIds,
      tokenHash: hashInvitationToken(token),
      invitedBy: inviter.id,
      expiresAt,
      createdAt: now,
    })
    .returning();
  const mail = invitationEmail({
    to: email,
    teamName: await teamNameOf(db, scope.workspaceId),
    inviterName: inviter.name || 'O Dono da equipe',
    role: input.role,
    url: `${deps.appUrl.replace(/\/$/, '')}/convite/${token}`,
    expiresAt,
  });
  try {
    await deps.mailer.send(mail);
  } catch {
    // The link exists only in that e-mail: an invitation nobody received would just block a new one for
    // this address ("convite pendente") until it expired. So it goes, and the Dono is told to try again.
    await db.delete(workspaceInvitations).where(eq(workspaceInvitations.id, row!.id));
    throw new HttpError(502, 'INVITATION_EMAIL_FAILED', { params: { email } });
  }
  return { id: row!.id, email, role: input.role, expiresAt };
}

/** Revokes an open invitation of this workspace; its link then shows that it was cancelled. */
export async function revokeInvitation(db: Database, scope: OwnerScope, id: string, now: Date) {
  const [row] = await db
    .update(workspaceInvitations)
    .set({ revokedAt: now })
    .where(and(eq(workspaceInvitations.id, id), openInvitations(scope.workspaceId, now)))
    .returning({ id: workspaceInvitations.id });
  if (!row) throw new HttpError(404, 'INVITATION_NOT_FOUND');
}

/**
 * Runs a change to the team's members in one transaction holding the workspace's profile row, after
 * checking, under that lock, that the person making it is still a Dono here (a Dono demoted or removed a
 * moment ago by another Dono is refused, as on their next request) and that the member exists and is not
 * the founding account.
 */
async function changeMember<T>(
  db: Database,
  scope: OwnerScope,
  memberUserId: string,
  change: (tx: Database, member: typeof workspaceMembers.$inferSelect) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, scope.workspaceId)).for('update');
    if (!isFounder(scope.workspaceId, scope.actorUserId)) {
      const actor = await memberRow(tx, scope.workspaceId, scope.actorUserId);
      if (!actor) throw new HttpError(403, 'WORKSPACE_FORBIDDEN');
      if (!roleMay(actor.role, 'members')) {
        throw new HttpError(403, 'ROLE_FORBIDDEN', { params: { role: ROLE_LABELS[actor.role] } });
      }
    }
    const member = await findMember(tx, scope.workspaceId, memberUserId);
    if (isFounder(scope.workspaceId, member.userId)) throw new HttpError(409, 'TEAM_FOUNDER_OWNER');
    return change(tx, member);
  });
}

/** Changes a member's role (Dono, Editor, Revisor) and clients; the founding account's row never changes. */
export async function updateMember(
  db: Database,
  scope: OwnerScope,
  memberUserId: string,
  input: MemberUpdateInput,
  now: Date,
) {
  const clientIds = roleChoosesClients(input.role) ? await checkClients(db, scope.workspaceId, input) : [];
  await changeMember(db, scope, memberUserId, (tx, member) =>
    tx
      .update(workspaceMembers)
      .set({
        role: input.role,
        allClients: roleChoosesClients(input.role) ? input.allClients : true,
        clientIds,
        updatedAt: now,
      })
      .where(eq(workspaceMembers.id, member.id)),
  );
}

/** Removes a member (a Dono may remove another, or leave): their next request to this workspace is refused. */
export async function removeMember(db: Database, scope: OwnerScope, memberUserId: string) {
  await changeMember(db, scope, memberUserId, (tx, member) =>
    tx.delete(workspaceMembers).where(eq(workspaceMembers.id, member.id)),
  );
}

async function memberRow(db: Database, workspaceId: string, memberUserId: string) {
  const [member] = await db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, memberUserId)));
  return member;
}

async function findMember(db: Database, workspaceId: string, memberUserId: string) {
  const member = await memberRow(db, workspaceId, memberUserId);
  if (!member) throw new HttpError(404, 'MEMBER_NOT_FOUND');
  return member;
}

type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** Why an invitation can no longer be used, or null when it can. */
function invitationProblem(row: InvitationRow | undefined, now: Date) {
  if (!row) return { status: 404, code: 'INVITATION_NOT_FOUND' } as const;
  if (row.acceptedAt) return { status: 410, code: 'INVITATION_USED' } as const;
  if (row.revokedAt) return { status: 410, code: 'INVITATION_REVOKED' } as const;
  if (row.expiresAt <= now) return { status: 410, code: 'INVITATION_EXPIRED' } as const;
  return null;
}

async function findInvitation(db: Database, token: string) {
  if (!token || token.length > 200) return undefined;
  return db.query.workspaceInvitations.findFirst({
    where: eq(workspaceInvitations.tokenHash, hashInvitationToken(token)),
  });
}

/** What the invitation page shows before anyone signs in: the team, the role and the e-mail it is for. */
export async function invitationInfo(db: Database, token: string, now: Date) {
  const row = await findInvitation(db, token);
  const problem = invitationProblem(row, now);
  if (problem) throw new HttpError(problem.status, problem.code);
  // Whether accepting now would be refused for want of a seat: the page then tells the invitee to wait,
  // in words meant for them, instead of letting them press a button that fails.
  const [workspace] = await selectAccounts(db).where(eq(profiles.userId, row!.workspaceId));
  const limit = workspace ? await membersLimitOf(db, workspace) : 0;
  const seatsFull = (await memberCount(db, row!.workspaceId)) >= limit;
  return {
    teamName: await teamNameOf(db, row!.workspaceId),
    email: row!.email,
    role: row!.role,
    expiresAt: row!.expiresAt,
    seatsFull,
  };
}

/**
 * Accepts an invitation for the signed-in account: it must be the invited e-mail, the invitation open,
 * and a seat free. Everything happens in one transaction holding the invitation and the workspace's
 * profile row, so a link is used once and two people accepting at once cannot pass the seat limit.
 */
export async function acceptInvitation(
  db: Database,
  account: { id: string; email: string },
  token: string,
  now: Date,
): Promise<{ workspaceId: string; teamName: string }> {
  const found = await findInvitation(db, token);
  const early = invitationProblem(found, now);
  if (early) throw new HttpError(early.status, early.code);
  const workspaceId = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, found!.id))
      .for('update');
    const problem = invitationProblem(invitation, now);
    if (problem) throw new HttpError(problem.status, problem.code);
    if (invitation!.email !== account.email.toLowerCase()) {
      throw new HttpError(403, 'INVITATION_WRONG_EMAIL', { params: { email: invitation!.email } });
    }
    const [workspace] = await selectAccounts(tx).where(eq(profiles.userId, invitation!.workspaceId)).for('update');
    if (!workspace) throw new HttpError(404, 'INVITATION_NOT_FOUND');
    const limit = await membersLimitOf(tx, workspace);
    if (limit <= 0) throw new HttpError(403, 'TEAM_AGENCY_ONLY');
    if (account.id === invitation!.workspaceId) throw new HttpError(409, 'INVITATION_ALREADY_MEMBER');
    if ((await memberCount(tx, invitation!.workspaceId)) >= limit) {
      throw new HttpError(409, 'TEAM_SEATS_FULL', { params: { n: limit } });
    }
    const [added] = await tx
      .insert(workspaceMembers)
      .values({
        workspaceId: invitation!.workspaceId,
        userId: account.id,
        role: invitation!.role,
        allClients: invitation!.allClients,
        clientIds: invitation!.clientIds,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: workspaceMembers.id });
    if (!added) throw new HttpError(409, 'INVITATION_ALREADY_MEMBER');
    await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: now, acceptedBy: account.id })
      .where(eq(workspaceInvitations.id, invitation!.id));
    return invitation!.workspaceId;
  });
  return { workspaceId, teamName: await teamNameOf(db, workspaceId) };
}

/** A membership of the person as the switcher needs it, before it is named and ordered. */
export interface MembershipRow {
  id: string;
  role: WorkspaceRole;
  workspaceName: string | null;
  profileName: string | null;
  userName: string | null;
}

/** The switcher's list: named by the teams' names (else their owners'), the account's own first, then the teams in joining order. */
function workspaceChoices(rows: readonly MembershipRow[], userId: string): WorkspaceChoice[] {
  return rows
    .map((r) => ({
      id: r.id,
      role: r.role,
      name: nameOfWorkspace(r),
      own: r.id === userId,
    }))
    .sort((a, b) => Number(b.own) - Number(a.own));
}

/** The workspaces an account may act on: its own, then the teams it joined. */
export async function listWorkspaces(db: Database, userId: string): Promise<WorkspaceChoice[]> {
  const rows = await db
    .select({
      id: workspaceMembers.workspaceId,
      role: workspaceMembers.role,
      workspaceName: profiles.workspaceName,
      profileName: profiles.name,
      userName: user.name,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.workspaceId))
    .leftJoin(profiles, eq(profiles.userId, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt));
  return workspaceChoices(rows, userId);
}

/**
 * The same memberships as one SQL expression (a JSON array, oldest first), for a query that already reads
 * the account by another key: the session read of `GET /api/me` takes them along instead of making a
 * second round trip. `memberUserId` is that query's column holding the account's id.
 */
export function membershipsJson(memberUserId: AnyPgColumn): SQL<MembershipRow[] | null> {
  // Each membership's names are looked up by primary key (`offset 0` keeps PostgreSQL from turning the
  // lookups back into joins): a person has a handful of memberships, and hashing the whole user and profile
  // tables to join them, as the planner may choose, costs more on each `GET /api/me` than these lookups.
  return sql<MembershipRow[] | null>`(
    select json_agg(json_build_object(
      'id', wm.workspace_id, 'role', wm.role, 'workspaceName', wp.workspace_name, 'profileName', wp.name, 'userName', wu.name
    ) order by wm.created_at)
    from ${workspaceMembers} wm
    cross join lateral (select name from ${user} where id = wm.workspace_id offset 0) wu
    left join lateral (select workspace_name, name from ${profiles} where user_id = wm.workspace_id offset 0) wp on true
    where wm.user_id = ${memberUserId}
  )`;
}

/** The switcher's list from what `membershipsJson` read. */
export function workspacesFromMemberships(rows: readonly MembershipRow[] | null, userId: string): WorkspaceChoice[] {
  return workspaceChoices(rows ?? [], userId);
}
