/**
 * How a workspace is named wherever the product names it (invitations, e-mails, the switcher, the client's
 * review page and notices): the team's own name when a Dono set one, else its founder's name, as before
 * teams had names. One reader, so every place falls back the same way.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, user } from '../db/schema';
import { HttpError } from '../http-error';
import type { OwnerScope } from '../scope/owner-scope';
import { normaliseBrazilPhone } from '@shared/whatsapp';

/** What naming a workspace needs from its owner's rows. */
export interface WorkspaceNameParts {
  workspaceName: string | null;
  profileName: string | null;
  userName: string | null;
}

/** The team's name, else the founder's profile name, else the account's, else the product's. */
export function nameOfWorkspace(row: WorkspaceNameParts | undefined): string {
  return row?.workspaceName?.trim() || row?.profileName?.trim() || row?.userName?.trim() || 'Pautei';
}

export async function workspaceNameOf(db: Database, workspaceId: string): Promise<string> {
  const [row] = await db
    .select({ workspaceName: profiles.workspaceName, profileName: profiles.name, userName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, workspaceId));
  return nameOfWorkspace(row);
}

/**
 * Who sent something to a client, as the client reads it: "Ana, da Agência Alfa" (the sender's first name
 * and the team). When the founder sent it and the team has no name of its own, the team's name already is
 * the founder's, so it is said once. An unknown sender (account deleted): the team alone.
 */
export async function senderLabelOf(db: Database, workspaceId: string, senderUserId: string | null): Promise<string> {
  const [owner] = await db
    .select({ workspaceName: profiles.workspaceName, profileName: profiles.name, userName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, workspaceId));
  const team = nameOfWorkspace(owner);
  if (!senderUserId) return team;
  if (senderUserId === workspaceId && !owner?.workspaceName?.trim()) return team;
  const [sender] = await db
    .select({ profileName: profiles.name, userName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, senderUserId));
  const first = (sender?.profileName?.trim() || sender?.userName?.trim() || '').split(/\s+/)[0];
  return first ? `${first}, da ${team}` : team;
}

/**
 * Sets (or, with an empty name, clears) the team's name, on the workspace owner's profile; with it the
 * team's WhatsApp when given (stored in E.164; empty clears it, left out keeps it).
 */
export async function setWorkspaceName(
  db: Database,
  scope: OwnerScope,
  input: { name: string; whatsapp?: string },
  now: Date,
) {
  const value = input.name.trim() || null;
  const whatsapp = input.whatsapp === undefined ? undefined : normaliseBrazilPhone(input.whatsapp);
  const [row] = await db
    .update(profiles)
    .set({ workspaceName: value, ...(whatsapp === undefined ? {} : { workspaceWhatsapp: whatsapp }), updatedAt: now })
    .where(eq(profiles.userId, scope.workspaceId))
    .returning({ userId: profiles.userId, whatsapp: profiles.workspaceWhatsapp });
  if (!row) throw new HttpError(404, 'WORKSPACE_FORBIDDEN');
  return { workspaceName: value, name: await workspaceNameOf(db, scope.workspaceId), whatsapp: row.whatsapp };
}

/** The team's name and WhatsApp (E.164, or null), as a client whose link moved on is told to reach it. */
export async function workspaceContactOf(
  db: Database,
  workspaceId: string,
): Promise<{ name: string; whatsapp: string | null }> {
  const [row] = await db
    .select({
      workspaceName: profiles.workspaceName,
      profileName: profiles.name,
      userName: user.name,
      whatsapp: profiles.workspaceWhatsapp,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, workspaceId));
  return { name: nameOfWorkspace(row), whatsapp: row?.whatsapp ?? null };
}
