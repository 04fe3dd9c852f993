/** Creates (or promotes) a verified admin account: the only way to get the admin role. */
import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { profiles, user } from '../db/schema';
import { ADMIN_TOKENS } from '@shared/constants';
import { PLATFORM_ROLES } from '@shared/platform-roles';
import { ensureProfile } from './profile-service';
import { applyBillingEvent } from '../billing/subscription-writer';

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
}

export async function createOrPromoteAdmin(
  db: Database,
  auth: Auth,
  input: AdminInput,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  let existing = await db.query.user.findFirst({ where: eq(user.email, email) });
  let created = false;
  if (!existing) {
    const u = await ctx.internalAdapter.createUser(
      { email, name: input.name ?? 'Admin Master', emailVerified: true },
      { method: 'email-password' },
    );
    await ctx.internalAdapter.linkAccount({ userId: u.id, providerId: 'credential', accountId: u.id, password: hash });
    existing = await db.query.user.findFirst({ where: eq(user.id, u.id) });
    created = true;
  } else {
    const accounts = await ctx.internalAdapter.findAccounts(existing.id);
    if (accounts.some((a) => a.providerId === 'credential'))
      await ctx.internalAdapter.updatePassword(existing.id, hash);
    else
      await ctx.internalAdapter.linkAccount({
        userId: existing.id,
        providerId: 'credential',
        accountId: existing.id,
        password: hash,
      });
  }
  const id = existing!.id;
  await db
    .update(user)
    .set({
      role: PLATFORM_ROLES.admin,
      emailVerified: true,
      ...(input.name ? { name: input.name } : {}),
      updatedAt: now,
    })
    .where(eq(user.id, id));
  await ensureProfile(db, id, now);
  // Admins always have access; the synthetic profile of the spec: 'Admin Master', 999999 tokens.
  await db
    .update(profiles)
    .set({
      name: input.name ?? existing!.name ?? 'Admin Master',
      tokensRemaining: ADMIN_TOKENS,
      tokensLimit: ADMIN_TOKENS,
      updatedAt: now,
    })
    .where(eq(profiles.userId, id));
  await db.transaction((tx) => applyBillingEvent(tx, id, { kind: 'admin_account' }, now));
  return { id, created };
}
