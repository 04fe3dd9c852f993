/** The signed-in user's own state (profile, access, onboarding) and onboarding itself. */
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { requireUser, isAdmin } from '../middleware/require-user';
import { validate } from '../middleware/validate';
import { onboardingSchema } from '@shared/schemas/auth';
import { decideAccess } from '@shared/access-rule';
import { needsOnboarding } from '@shared/profile-rules';
import { completeOnboarding, ensureProfile, type Profile } from '../services/profile-service';

type UserEnv = AppEnv & { Variables: { user: SessionUser } };

export function meView(user: SessionUser, profile: Profile, now: Date) {
  const admin = isAdmin(user);
  return {
    user: { id: user.id, email: user.email, name: user.name, role: admin ? 'admin' : 'user' },
    profile,
    needsOnboarding: !admin && needsOnboarding(profile),
    access: decideAccess(profile, admin, now),
  };
}

export const meRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { db, now } = c.var.deps;
    const profile = c.var.sessionProfile ?? (await ensureProfile(db, c.var.user.id, now()));
    return c.json(meView(c.var.user, profile, now()));
  })
  .post('/onboarding', validate('json', onboardingSchema), async (c) => {
    const { db, now } = c.var.deps;
    const profile = await completeOnboarding(db, c.var.user.id, c.req.valid('json'), now());
    return c.json(meView(c.var.user, profile, now()));
  });
