/**
 * The owner scope for routes open to every signed-in user, past trial or not (the token balance): the
 * gated routes get theirs from `requireAccess`. Use after `requireUser`.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { WORKSPACE_HEADER } from '@shared/team';
import { resolveWorkspace, type OwnerScope } from '../scope/owner-scope';
import { ensureProfile, type Profile } from '../services/profile-service';

export type ScopedEnv = AppEnv & { Variables: { user: SessionUser; scope: OwnerScope; profile: Profile } };

export const withOwnerScope = createMiddleware<ScopedEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED');
  const { db, now } = c.get('deps');
  // A brand-new account's first call creates its profile with the trial defaults.
  const ownProfile = c.get('sessionProfile') ?? (await ensureProfile(db, user.id, now()));
  const { scope, ownerProfile } = await resolveWorkspace(db, user, ownProfile, c.req.header(WORKSPACE_HEADER));
  const profile = ownerProfile ?? ownProfile;
  c.set('scope', scope);
  c.set('profile', profile);
  await next();
});
