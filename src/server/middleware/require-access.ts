/**
 * The server side of the subscription gate: every gated call is refused, whatever the UI does,
 * for a user whose trial has ended or whose subscription is not active. Admins always pass.
 *
 * The subscription is the workspace's: a member of an agency's team passes when the agency (its owner's
 * profile) does, whatever their own account's state.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { decideAccess } from '@shared/access-rule';
import { isPlatformAdmin } from '@shared/platform-roles';
import { WORKSPACE_HEADER, type TeamAction } from '@shared/team';
import { ensureProfile, type Profile } from '../services/profile-service';
import { assertMay, resolveWorkspace, type OwnerScope } from '../scope/owner-scope';

/**
 * After `requireAccess`: the user, the workspace's profile (its owner's: plan, subscription, tokens) and
 * the owner scope every service filters by.
 */
export type GatedEnv = AppEnv & { Variables: { user: SessionUser; profile: Profile; scope: OwnerScope } };

export const requireAccess = createMiddleware<GatedEnv>(async (c, next) => {
  // `c.get`, not `c.var`: Hono's `c.var` copies every variable of the request into a new object on each
  // read, and this gate runs on nearly every API request.
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED');
  const { db, now } = c.get('deps');
  const ownProfile = c.get('sessionProfile') ?? (await ensureProfile(db, user.id, now()));
  // Resolved here, once: the routes behind the gate hand `c.get('scope')` to their services.
  const { scope, ownerProfile } = await resolveWorkspace(db, user, ownProfile, c.req.header(WORKSPACE_HEADER));
  const profile = ownerProfile ?? ownProfile;
  const decision = decideAccess(profile, isPlatformAdmin(user), now());
  if (!decision.hasAccess) {
    throw new HttpError(402, decision.reason === 'trial_expired' ? 'TRIAL_EXPIRED' : 'SUBSCRIPTION_REQUIRED');
  }
  c.set('profile', profile);
  c.set('scope', scope);
  await next();
});

/** Agency-only endpoints (client management): creators get 403. Use after requireAccess. */
export const requireAgency = createMiddleware<GatedEnv>(async (c, next) => {
  if (c.get('profile')?.subscriptionType !== 'agency') throw new HttpError(403, 'AGENCY_ONLY');
  await next();
});

/** Refuses (403 ROLE_FORBIDDEN) a request whose role in the workspace may not do this. After requireAccess. */
export const requireRole = (action: TeamAction) =>
  createMiddleware<GatedEnv>(async (c, next) => {
    assertMay(c.get('scope'), action);
    await next();
  });
