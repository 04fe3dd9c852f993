/** Profiles: creation with the trial defaults, reading, onboarding and settings updates. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, user } from '../db/schema';
import { newProfileDefaults, onboardingMakesAgency } from '@shared/profile-rules';

export type Profile = typeof profiles.$inferSelect;

/** Returns the user's profile, creating it with the trial defaults when missing. */
export async function ensureProfile(db: Database, userId: string): Promise<Profile> {
  const existing = await db.query.profiles.findFirst({ where: eq(profiles.userId, userId) });
  if (existing) return existing;
  const owner = await db.query.user.findFirst({ where: eq(user.id, userId) });
  if (!owner) throw new Error(`user ${userId} not found`);
  const now = new Date();
  await db
    .insert(profiles)
    .values({
      userId,
      email: owner.email,
      name: owner.name || null,
      ...newProfileDefaults(now),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: profiles.userId });
  const created = await db.query.profiles.findFirst({ where: eq(profiles.userId, userId) });
  return created!;
}

export interface OnboardingInput {
  name: string;
  niche: string;
  dailyRoutine: string;
}

/** Saves onboarding; the account becomes an agency (plan social) when agency was chosen. */
export async function completeOnboarding(db: Database, userId: string, input: OnboardingInput): Promise<Profile> {
  const profile = await ensureProfile(db, userId);
  const owner = await db.query.user.findFirst({ where: eq(user.id, userId) });
  const agency = onboardingMakesAgency(owner?.selectedPlan, profile.subscriptionType);
  const [updated] = await db
    .update(profiles)
    .set({
      name: input.name,
      niche: input.niche,
      dailyRoutine: input.dailyRoutine,
      ...(agency ? { subscriptionType: 'agency', agencyPlan: profile.agencyPlan ?? 'social' } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId))
    .returning();
  if (input.name) await db.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, userId));
  return updated;
}

export interface ProfileUpdateInput {
  name?: string;
  niche?: string;
  dailyRoutine?: string;
}

/** Settings update: only these fields; role, plan, tokens and e-mail are never taken from input. */
export async function updateProfile(db: Database, userId: string, input: ProfileUpdateInput): Promise<Profile> {
  await ensureProfile(db, userId);
  const [updated] = await db
    .update(profiles)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.niche !== undefined ? { niche: input.niche } : {}),
      ...(input.dailyRoutine !== undefined ? { dailyRoutine: input.dailyRoutine } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, userId))
    .returning();
  if (input.name) await db.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, userId));
  return updated;
}
