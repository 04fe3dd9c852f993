/**
 * The owner scope for routes open to every signed-in user, past trial or not (the token balance): the
 * gated routes get theirs from `requireAccess`. Use after `requireUser`.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { resolveOwnerScope, type OwnerScope } from '../scope/owner-scope';
import { ensureProfile } from '../services/profile-service';

export type ScopedEnv = AppEnv & { Variables: { user: SessionUser; scope: OwnerScope } };

export const withOwnerScope = createMiddleware<ScopedEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED');
  const { db, now } = c.var.deps;
  // A brand-new account's first call creates its profile with the trial defaults.
  const profile = c.var.sessionProfile ?? (await ensureProfile(db, user.id, now()));
  c.set('scope', await resolveOwnerScope(db, user, profile));
  await next();
});
