/**
 * Profile settings (spec part 2 §5): name, niche (one of the options, or 'outros' with a free text
 * that replaces it), daily routine. E-mail, role, plan and tokens are not part of the input: unknown
 * keys are dropped.
 */
import { z } from 'zod';
import { isOtherNiche, nicheChoiceOf, nicheFromChoice } from '../niches';
import { personName } from './auth';
import { plainText } from './text';

export const profileUpdateSchema = z
  .object({
    name: personName,
    niche: plainText().trim().min(1, 'NICHE_REQUIRED').max(80),
    customNiche: plainText().trim().max(80).optional().default(''),
    dailyRoutine: plainText().trim().min(1, 'ROUTINE_REQUIRED').max(4000),
  })
  .refine((v) => !isOtherNiche(v.niche) || v.customNiche.length > 0, {
    message: 'CUSTOM_NICHE_REQUIRED',
    path: ['customNiche'],
  })
  .transform((v) => ({
    name: v.name,
    niche: nicheFromChoice(v.niche, v.customNiche),
    dailyRoutine: v.dailyRoutine,
  }));

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
