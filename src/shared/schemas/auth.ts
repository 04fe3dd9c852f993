/** Sign-up, sign-in and onboarding rules (spec part 1 §5). Messages are catalogue codes. */
import { z } from 'zod';
import { isOtherNiche, nicheFromChoice } from '../niches';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { SELECTABLE_PLANS } from '../profile-rules';
import { NAME_MAX_LENGTH, plainLine, plainText } from './text';

/** A basic address format: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = plainLine().trim().regex(EMAIL_PATTERN, 'EMAIL_INVALID_FORMAT');

/** A person's name, wherever it is typed. */
export const personName = plainLine().trim().min(1, 'NAME_REQUIRED').max(NAME_MAX_LENGTH, 'NAME_TOO_LONG');
const password = plainText().min(MIN_PASSWORD_LENGTH, 'PASSWORD_TOO_SHORT');

export const signInSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: personName,
    email,
    password,
    confirmPassword: plainText(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'PASSWORDS_DONT_MATCH', path: ['confirmPassword'] });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Onboarding (and the profile page after it): the free text replaces the niche when 'outros' is chosen. */
export const onboardingSchema = z
  .object({
    name: personName,
    niche: plainLine().trim().min(1, 'NICHE_REQUIRED').max(80),
    customNiche: plainLine().trim().max(80).optional().default(''),
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
export type OnboardingFormInput = z.input<typeof onboardingSchema>;

/**
 * What the server checks in better-auth's sign-up body before handing it over: the same name rules as
 * every other name, and the plan from the fixed list. Other keys pass through to better-auth untouched.
 */
export const signUpRequestSchema = z.looseObject({
  name: personName,
  email: plainLine().max(254, 'EMAIL_INVALID'),
  selectedPlan: z.enum(SELECTABLE_PLANS, 'VALIDATION').optional(),
});

/** better-auth's update-user body: the name follows the name rules; the plan is not editable at all. */
export const updateUserRequestSchema = z
  .looseObject({ name: personName.optional() })
  .refine((v) => !('selectedPlan' in v), { message: 'PLAN_NOT_EDITABLE', path: ['selectedPlan'] });
