/**
 * Profile settings (spec part 2 §5): name, niche (one of the options, or 'other' with a free text
 * that replaces it), daily routine. E-mail, role, plan and tokens are not part of the input: unknown
 * keys are dropped.
 */
import { z } from 'zod';
import { isNicheOption } from '../content-kinds';
import { personName } from './auth';
import { plainText } from './text';

/** The profile form spells the free-text choice 'other' (the other forms say 'outros'). */
export const PROFILE_OTHER_NICHE = 'other';
const OTHER_VALUES = new Set([PROFILE_OTHER_NICHE, 'outros']);

export const profileUpdateSchema = z
  .object({
    name: personName,
    niche: plainText().trim().min(1, 'NICHE_REQUIRED').max(80),
    customNiche: plainText().trim().max(80).optional().default(''),
    dailyRoutine: plainText().trim().min(1, 'ROUTINE_REQUIRED').max(4000),
  })
  .refine((v) => !OTHER_VALUES.has(v.niche) || v.customNiche.length > 0, {
    message: 'CUSTOM_NICHE_REQUIRED',
    path: ['customNiche'],
  })
  .transform((v) => ({
    name: v.name,
    niche: OTHER_VALUES.has(v.niche) ? v.customNiche : v.niche,
    dailyRoutine: v.dailyRoutine,
  }));

export type ProfileFormValues = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The form's starting values for a saved profile: a free-text niche preselects 'other' with its text. */
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
  const saved = (profile.niche ?? '').trim();
  const option = isNicheOption(saved.toLowerCase()) ? saved.toLowerCase() : null;
  return {
    name: profile.name ?? '',
    niche: option ?? (saved ? PROFILE_OTHER_NICHE : ''),
    customNiche: option || !saved ? '' : saved,
    dailyRoutine: profile.dailyRoutine ?? '',
  };
}
