/**
 * Roles in a workspace and what each may do: the one table the server checks on every route and the web
 * reads to hide what a person cannot use.
 */
import { teamTexts } from './messages/team-texts';

export const WORKSPACE_ROLES = ['owner', 'editor', 'reviewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * The roles an invitation (or a change of role) may give, in the order the forms offer them. A Dono may
 * make another person Dono; the founding account stays Dono whatever happens (decision 0020).
 */
export const INVITABLE_ROLES = ['editor', 'reviewer', 'owner'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** What the product knows of each role besides what it may do (that is `TEAM_ACTIONS`). */
interface RoleRow {
  /** How screens and e-mails name the role. */
  label: string;
  /**
   * Whether the role works on a list of clients chosen for each person (the invitation and member forms
   * ask for it); otherwise the person works on every client of the team.
   */
  choosesClients: boolean;
  /**
   * Whether the person's dashboard leads with the items waiting for their internal review ("Aguardando a
   * sua revisão"): the role whose work is reviewing, not making.
   */
  leadsWithReview: boolean;
}

/**
 * The one table of the roles: a role added to `WORKSPACE_ROLES` fails the type check here until its row
 * says how it is named and which clients it works on. Code outside this module reads a role through this
 * table, `roleMay` or `TEAM_ACTIONS`, never by comparing it with a literal.
 */
export const ROLE_TABLE = {
  owner: { label: teamTexts.ROLE_OWNER, choosesClients: false, leadsWithReview: false },
  editor: { label: teamTexts.ROLE_EDITOR, choosesClients: true, leadsWithReview: false },
  reviewer: { label: teamTexts.ROLE_REVIEWER, choosesClients: true, leadsWithReview: true },
} as const satisfies Record<WorkspaceRole, RoleRow>;

export const ROLE_LABELS = Object.fromEntries(WORKSPACE_ROLES.map((role) => [role, ROLE_TABLE[role].label])) as Record<
  WorkspaceRole,
  string
>;

/** Whether a person with this role is given a list of clients (else every client of the team). */
export function roleChoosesClients(role: WorkspaceRole): boolean {
  return ROLE_TABLE[role].choosesClients;
}

/** Whether the person's dashboard leads with what waits for their internal review. */
export function roleLeadsWithReview(role: WorkspaceRole): boolean {
  return ROLE_TABLE[role].leadsWithReview;
}

/**
 * How the team page names a person's access: the role, and the number of clients when it is limited to
 * some ("Editor · 1 cliente", "Revisor · 2 clientes"), the same for every role.
 */
export function accessLabel(access: { role: WorkspaceRole; allClients: boolean; clientIds: readonly string[] }) {
  if (access.allClients) return ROLE_LABELS[access.role];
  const n = access.clientIds.length;
  return `${ROLE_LABELS[access.role]} · ${n === 0 ? 'nenhum cliente' : n === 1 ? '1 cliente' : `${n} clientes`}`;
}

/** What a role may do. Reading the workspace's content (within the clients assigned) is open to all. */
export const TEAM_ACTIONS = {
  /** Generate or regenerate content, spending the workspace's tokens. */
  generate: ['owner', 'editor'],
  /** Change content: edit, schedule, restore a version, mark done, delete an item. */
  edit: ['owner', 'editor'],
  /** Send items for the client's approval (links, e-mails). */
  sendForApproval: ['owner', 'editor'],
  /** Answer the team's internal review: approve an item or ask for an adjustment (decision 0022). */
  reviewInternally: ['owner', 'reviewer'],
  /** Change a client's (or the workspace's) brand voice. */
  editVoice: ['owner', 'editor'],
  /** Create, change and delete clients (the client limit is part of the plan). */
  manageClients: ['owner'],
  /** The subscription, the plan and payments. */
  billing: ['owner'],
  /** Invite, change and remove members. */
  members: ['owner'],
  /** The calendar's subscription link (it exposes the workspace's calendar to whoever holds it). */
  calendarFeed: ['owner', 'editor'],
  /** Make a client's monthly report and send it (its link, the WhatsApp message); every role reads it. */
  sendReports: ['owner', 'editor'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type TeamAction = keyof typeof TEAM_ACTIONS;

export function roleMay(role: WorkspaceRole, action: TeamAction): boolean {
  return (TEAM_ACTIONS[action] as readonly WorkspaceRole[]).includes(role);
}

/** A workspace the person may switch to (`GET /api/me`): whose, with which role, and whether it is their own. */
export interface WorkspaceChoice {
  id: string;
  role: WorkspaceRole;
  name: string;
  own: boolean;
}

export { WORKSPACE_HEADER } from './workspace-header';

/** An invitation's life: 7 days. */
export const INVITATION_DAYS = 7;
