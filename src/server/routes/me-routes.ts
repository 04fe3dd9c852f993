/** The signed-in user's own state (profile, access, onboarding, workspaces) and onboarding itself. */
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { requireUser } from '../middleware/require-user';
import { validate } from '../middleware/validate';
import { onboardingSchema } from '@shared/schemas/auth';
import { decideAccess } from '@shared/access-rule';
import { isPlatformAdmin, PLATFORM_ROLES } from '@shared/platform-roles';
import { needsOnboarding } from '@shared/profile-rules';
import {
  TEAM_ACTIONS,
  WORKSPACE_HEADER,
  WORKSPACE_ROLES,
  roleMay,
  type TeamAction,
  type WorkspaceChoice,
  type WorkspaceRole,
} from '@shared/team';
import { completeOnboarding, ensureProfile, type Profile } from '../services/profile-service';
import { resolveWorkspace, type ResolvedWorkspace } from '../scope/owner-scope';
import { listWorkspaces } from '../services/team-service';

type UserEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * The person and the workspace they act on. `profile` is the workspace's plan, subscription and tokens
 * (its owner's profile) with the person's own name, niche and routine: the screens gate and show plans
 * from the first and greet the person with the second.
 */
export function meView(
  user: SessionUser,
  own: Profile,
  now: Date,
  resolved: ResolvedWorkspace = { scope: ownScope(user, own), ownerProfile: null },
  workspaces: WorkspaceChoice[] = [],
) {
  const admin = isPlatformAdmin(user);
  const { scope, ownerProfile } = resolved;
  const workspace = ownerProfile ?? own;
  const profile: Profile = ownerProfile
    ? {
        ...ownerProfile,
        id: own.id,
        userId: own.userId,
        email: own.email,
        name: own.name,
        avatarUrl: own.avatarUrl,
        niche: own.niche,
        dailyRoutine: own.dailyRoutine,
      }
    : own;
  return {
    user: { id: user.id, email: user.email, name: user.name, role: admin ? PLATFORM_ROLES.admin : PLATFORM_ROLES.user },
    profile,
    // Onboarding is the person's own workspace's: a member working in a team is not asked for a niche, nor
    // is an account made to join a team (status `none`: no workspace of its own to set up until it pays).
    needsOnboarding: !admin && !ownerProfile && own.subscriptionStatus !== 'none' && needsOnboarding(own),
    access: decideAccess(workspace, admin, now),
    workspace: {
      id: scope.workspaceId,
      own: scope.workspaceId === user.id,
      role: scope.role,
      allClients: scope.clients === 'all',
      may: MAY_BY_ROLE[scope.role],
    },
    workspaces,
  };
}

/**
 * What each role may do, for the screens to hide what the server would refuse: worked out once from
 * `roleMay`, since the answer depends on the role alone and `GET /api/me` is on every page load.
 */
const MAY_BY_ROLE = Object.fromEntries(
  WORKSPACE_ROLES.map((role) => [
    role,
    Object.freeze(
      Object.fromEntries((Object.keys(TEAM_ACTIONS) as TeamAction[]).map((action) => [action, roleMay(role, action)])),
    ),
  ]),
) as Record<WorkspaceRole, Readonly<Record<TeamAction, boolean>>>;

function ownScope(user: SessionUser, own: Profile) {
  return {
    workspaceId: user.id,
    actorUserId: user.id,
    agency: own.subscriptionType === 'agency',
    role: 'owner' as const,
    clients: 'all' as const,
  };
}

/**
 * The state for a request naming a workspace. A workspace the person may no longer use (removed from the
 * team, the team left the agency plan) falls back to their own, so the SPA forgets the stale choice.
 */
export async function meFor(
  db: Database,
  user: SessionUser,
  own: Profile,
  requested: string | undefined,
  now: Date,
  /** The workspaces when already read (with the session); otherwise they are read here. */
  known: WorkspaceChoice[] | null = null,
) {
  let resolved: ResolvedWorkspace;
  try {
    resolved = await resolveWorkspace(db, user, own, requested);
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 403) throw err;
    resolved = await resolveWorkspace(db, user, own, null);
  }
  // An account created by an invitation (status `none`) has no plan of its own: choosing "minha conta"
  // would only land it back in its team (`resolveWorkspace`), so its own workspace is not offered.
  const workspaces = (known ?? (await listWorkspaces(db, user.id))).filter(
    (w) => !w.own || own.subscriptionStatus !== 'none',
  );
  return meView(user, own, now, resolved, workspaces);
}

export const meRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    // `c.get` rather than `c.var`, which copies all the request's variables on each read: this is every page load.
    const { db, now } = c.get('deps');
    const profile = c.get('sessionProfile') ?? (await ensureProfile(db, c.get('user').id, now()));
    const workspaces = c.get('sessionWorkspaces');
    return c.json(await meFor(db, c.get('user'), profile, c.req.header(WORKSPACE_HEADER), now(), workspaces));
  })
  .post('/onboarding', validate('json', onboardingSchema), async (c) => {
    const { db, now } = c.get('deps');
    const profile = await completeOnboarding(db, c.get('user').id, c.req.valid('json'), now());
    return c.json(await meFor(db, c.get('user'), profile, c.req.header(WORKSPACE_HEADER), now()));
  });
