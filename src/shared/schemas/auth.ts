/** Sign-up, sign-in and onboarding rules (spec part 1 §5). Messages are catalogue codes. */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';

/** A basic address format: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z.string().trim().regex(EMAIL_PATTERN, 'EMAIL_INVALID_FORMAT');
const password = z.string().min(MIN_PASSWORD_LENGTH, 'PASSWORD_TOO_SHORT');

export const signInSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, 'NAME_REQUIRED'),
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'PASSWORDS_DONT_MATCH', path: ['confirmPassword'] });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const OTHER_NICHE_VALUE = 'outros';

/** Onboarding: the free text replaces the niche when 'outros' is chosen. */
export const onboardingSchema = z
  .object({
    name: z.string().trim().min(1, 'NAME_REQUIRED').max(120),
    niche: z.string().trim().min(1, 'NICHE_REQUIRED').max(80),
    customNiche: z.string().trim().max(80).optional().default(''),
    dailyRoutine: z.string().trim().min(1, 'ROUTINE_REQUIRED').max(4000),
  })
  .refine((v) => v.niche !== OTHER_NICHE_VALUE || v.customNiche.length > 0, {
    message: 'CUSTOM_NICHE_REQUIRED',
    path: ['customNiche'],
  })
  .transform((v) => ({
    name: v.name,
    niche: v.niche === OTHER_NICHE_VALUE ? v.customNiche : v.niche,
    dailyRoutine: v.dailyRoutine,
  }));
export type OnboardingFormInput = z.input<typeof onboardingSchema>;
