/**
 * `/api/me` answers for web tests, shaped as the server answers them: a creator on their own account, or
 * a person in an agency's team with a role (Dono, Editor, Revisor), with `workspace.may` filled from the
 * role table the server uses, so a test of what a role sees reads the same rules.
 */
import { decideAccess } from '@shared/access-rule';
import { DAY_MS } from '@shared/constants';
import { TEAM_ACTIONS, roleMay, type TeamAction, type WorkspaceRole } from '@shared/team';

function mayOf(role: WorkspaceRole): Record<TeamAction, boolean> {
  return Object.fromEntries((Object.keys(TEAM_ACTIONS) as TeamAction[]).map((a) => [a, roleMay(role, a)])) as Record<
    TeamAction,
    boolean
  >;
}

interface MeOptions {
  /** 'creator' is a person working alone on their own account; the others are in an agency workspace. */
  role?: WorkspaceRole | 'creator';
  /** False for a member given only some of the agency's clients. */
  allClients?: boolean;
  subscriptionStatus?: string;
  name?: string;
}

export function meFixture({
  role = 'creator',
  allClients = true,
  subscriptionStatus = 'active',
  name,
}: MeOptions = {}) {
  const agency = role !== 'creator';
  const workspaceRole: WorkspaceRole = role === 'creator' ? 'owner' : role;
  const own = role === 'creator' || role === 'owner';
  const personName = name ?? { creator: 'Ana', owner: 'Olga', editor: 'Edu', reviewer: 'Rita' }[role];
  return {
    user: { id: own ? 'w1' : `u-${role}`, email: 'pessoa@example.com', name: personName, role: 'user' },
    profile: {
      subscriptionStatus,
      subscriptionType: agency ? 'agency' : 'creator',
      trialEndsAt: null,
      name: personName,
      niche: 'fitness',
      dailyRoutine: 'Treino às 6h',
    },
    needsOnboarding: false,
    // The server's decision by the one access rule, for a trial with 3 days left (rounded up) when on trial.
    access: decideAccess({ subscriptionStatus, trialEndsAt: new Date(Date.now() + 2.5 * DAY_MS) }, false),
    workspace: { id: 'w1', own, role: workspaceRole, allClients, may: mayOf(workspaceRole) },
    workspaces: [{ id: 'w1', role: workspaceRole, name: 'Olga', own }],
  };
}
