/**
 * The server side of the subscription gate: every gated call is refused, whatever the UI does,
 * for a user whose trial has ended or whose subscription is not active. Admins always pass.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { decideAccess } from '@shared/access-rule';
import { ensureProfile, type Profile } from '../services/profile-service';
import { resolveOwnerScope, type OwnerScope } from '../scope/owner-scope';
import { isAdmin } from './require-user';

/** After `requireAccess`: the user, their profile and the owner scope every service filters by. */
export type GatedEnv = AppEnv & { Variables: { user: SessionUser; profile: Profile; scope: OwnerScope } };

export const requireAccess = createMiddleware<GatedEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED');
  const { db, now } = c.var.deps;
  const profile = c.var.sessionProfile ?? (await ensureProfile(db, user.id, now()));
  const decision = decideAccess(profile, isAdmin(user), now());
  if (!decision.hasAccess) {
    throw new HttpError(402, decision.reason === 'trial_expired' ? 'TRIAL_EXPIRED' : 'SUBSCRIPTION_REQUIRED');
  }
  c.set('profile', profile);
  // Resolved here, once: the routes behind the gate hand `c.var.scope` to their services.
  c.set('scope', await resolveOwnerScope(db, user, profile));
  await next();
});

/** Agency-only endpoints (client management): creators get 403. Use after requireAccess. */
export const requireAgency = createMiddleware<GatedEnv>(async (c, next) => {
  if (c.var.profile?.subscriptionType !== 'agency') throw new HttpError(403, 'AGENCY_ONLY');
  await next();
});
