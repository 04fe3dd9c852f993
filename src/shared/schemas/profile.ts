/**
 * Profile settings (spec part 2 §5): name, niche (one of the options, or 'outros' with a free text
 * that replaces it), daily routine. E-mail, role, plan and tokens are not part of the input: unknown
 * keys are dropped.
 */
import type { z } from 'zod';
import { nicheChoiceOf } from '../niches';
import { onboardingSchema } from './auth';

/** The profile page edits what onboarding asked for, under the same rules: one schema serves both. */
export const profileUpdateSchema = onboardingSchema;

export type ProfileFormValues = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The form's starting values for a saved profile: a free-text niche preselects 'outros' with its text. */
export function profileFormDefaults(profile: {
  name: string | null;
  niche: string | null;
  dailyRoutine: string | null;
}): {
  name: string;
  niche: string;
  customNiche: string;
  dailyRoutine: string;
} {
  return {
    name: profile.name ?? '',
    ...nicheChoiceOf(profile.niche),
    dailyRoutine: profile.dailyRoutine ?? '',
  };
}
