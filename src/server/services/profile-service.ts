/** Profiles: creation with the trial defaults, reading, onboarding and settings updates. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, user, workspaceMembers } from '../db/schema';
import type { Profile } from '../db/schema/profiles';
import { invitedProfileDefaults, newProfileDefaults, onboardingMakesAgency } from '@shared/profile-rules';
import { openInvitationTo } from './team-service';
import { selectAccounts } from '../billing/account';
import { applyBillingEvent } from '../billing/subscription-writer';

export type { Profile } from '../db/schema/profiles';

/**
 * Returns the user's profile, creating it with the trial defaults when missing: the trial runs from
 * `now`, the caller's clock (tests move it).
 */
export async function ensureProfile(db: Database, userId: string, now: Date): Promise<Profile> {
  const existing = await getProfile(db, userId);
  if (existing) return existing;
  const owner = await db.query.user.findFirst({ where: eq(user.id, userId) });
  if (!owner) throw new Error(`user ${userId} not found`);
  // Someone who came to join a team works on the team's subscription: no trial of their own.
  const invited = await openInvitationTo(db, owner.email, now);
  const { tokensRemaining, tokensLimit, ...state } = invited ? invitedProfileDefaults(now) : newProfileDefaults(now);
  await db
    .insert(profiles)
    .values({
      userId,
      email: owner.email,
      name: owner.name || null,
      tokensRemaining,
      tokensLimit,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: profiles.userId });
  // The account's own workspace has its subscription row from the start (its trial, or none).
  await db.transaction((tx) => applyBillingEvent(tx, userId, { kind: 'account_opened', initial: state }, now));
  // Every account is the owner of its own workspace (its rows carry its id).
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: userId, userId, role: 'owner', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const created = await getProfile(db, userId);
  return created!;
}

/** The user's profile, or undefined when it was never created (read-only: no trial is started). */
export async function getProfile(db: Database, userId: string): Promise<Profile | undefined> {
  const [row] = await selectAccounts(db).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

export interface OnboardingInput {
  name: string;
  niche: string;
  dailyRoutine: string;
}

/**
 * Saves onboarding. The first onboarding of a trial that chose agency at sign-up makes the account an
 * agency (plan social); any later call saves the fields only, the type then changes through billing alone.
 */
export async function completeOnboarding(
  db: Database,
  userId: string,
  input: OnboardingInput,
  now: Date,
): Promise<Profile> {
  const profile = await ensureProfile(db, userId, now);
  const owner = await db.query.user.findFirst({ where: eq(user.id, userId) });
  const agency = onboardingMakesAgency(owner?.selectedPlan, profile);
  const [updated] = await db
    .update(profiles)
    .set({ name: input.name, niche: input.niche, dailyRoutine: input.dailyRoutine, updatedAt: now })
    .where(eq(profiles.userId, userId))
    .returning();
  // ensureProfile created the row if it was missing, so the update always finds it.
  if (!updated) throw new Error('the profile update found no row');
  const plan = agency ? ({ subscriptionType: 'agency', agencyPlan: 'social' } as const) : null;
  if (plan) await db.transaction((tx) => applyBillingEvent(tx, userId, { kind: 'agency_chosen' }, now));
  if (input.name) await db.update(user).set({ name: input.name, updatedAt: now }).where(eq(user.id, userId));
  return { ...profile, ...updated, ...plan };
}

export interface ProfileUpdateInput {
  name?: string;
  niche?: string;
  dailyRoutine?: string;
}

/** Settings update: only these fields; role, plan, tokens and e-mail are never taken from input. */
export async function updateProfile(
  db: Database,
  userId: string,
  input: ProfileUpdateInput,
  now: Date,
): Promise<Profile> {
  const profile = await ensureProfile(db, userId, now);
  const [updated] = await db
    .update(profiles)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.niche !== undefined ? { niche: input.niche } : {}),
      ...(input.dailyRoutine !== undefined ? { dailyRoutine: input.dailyRoutine } : {}),
      updatedAt: now,
    })
    .where(eq(profiles.userId, userId))
    .returning();
  // ensureProfile created the row if it was missing, so the update always finds it.
  if (!updated) throw new Error('the profile update found no row');
  if (input.name) await db.update(user).set({ name: input.name, updatedAt: now }).where(eq(user.id, userId));
  return { ...profile, ...updated };
}
