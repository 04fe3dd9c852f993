/**
 * The agency client form (spec part 1 §3, §5): name required, e-mail optional but valid when given,
 * niche from the list or 'outros' with a typed text that replaces it. Messages are catalogue codes.
 */
import { z } from 'zod';
import { NICHE_CHOICES, OTHER_NICHE, nicheChoiceOf, nicheFromChoice } from '../niches';
import { dateInputSchema } from './date-input';
import { EMAIL_PATTERN } from './auth';
import { NAME_MAX_LENGTH, plainLine, plainText } from './text';

export const CLIENT_LIMITS = {
  name: NAME_MAX_LENGTH,
  email: 254,
  phone: 30,
  niche: 80,
  dailyRoutine: 4000,
  notes: 2000,
} as const;

/** Digits, spaces, '+', '(', ')', '-' and '.'; at least 8 digits when given. */
const PHONE_PATTERN = /^[0-9+()\-.\s]*$/;

const optionalText = (max: number) => plainText().trim().max(max, 'CLIENT_FIELD_TOO_LONG').optional().default('');
const optionalLine = (max: number) => plainLine().trim().max(max, 'CLIENT_FIELD_TOO_LONG').optional().default('');

/** '' (no niche), one of the ten options, or 'outros' (then `customNiche` is required). */
export const CLIENT_NICHE_CHOICES = ['', ...NICHE_CHOICES] as const;

export const clientFormSchema = z
  .object({
    name: plainLine().trim().min(1, 'CLIENT_NAME_REQUIRED').max(CLIENT_LIMITS.name, 'CLIENT_FIELD_TOO_LONG'),
    email: optionalLine(CLIENT_LIMITS.email).refine((v) => v === '' || EMAIL_PATTERN.test(v), 'EMAIL_INVALID_FORMAT'),
    phone: optionalLine(CLIENT_LIMITS.phone).refine(
      (v) => v === '' || (PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= 8),
      'CLIENT_PHONE_INVALID',
    ),
    niche: z.enum(CLIENT_NICHE_CHOICES, 'CLIENT_NICHE_INVALID').optional().default(''),
    customNiche: optionalLine(CLIENT_LIMITS.niche),
    dailyRoutine: optionalText(CLIENT_LIMITS.dailyRoutine),
    notes: optionalText(CLIENT_LIMITS.notes),
  })
  .refine((v) => v.niche !== OTHER_NICHE || v.customNiche.length > 0, {
    message: 'CLIENT_CUSTOM_NICHE_REQUIRED',
    path: ['customNiche'],
  });

/** What the form holds (and what the API accepts). */
export type ClientFormValues = z.input<typeof clientFormSchema>;

/** The values to store: empty texts become null and the typed niche replaces 'outros'. */
export interface ClientInput {
  name: string;
  email: string | null;
  phone: string | null;
  niche: string | null;
  dailyRoutine: string | null;
  notes: string | null;
}

export function toClientInput(v: z.output<typeof clientFormSchema>): ClientInput {
  const niche = nicheFromChoice(v.niche, v.customNiche);
  return {
    name: v.name,
    email: v.email || null,
    phone: v.phone || null,
    niche: niche || null,
    dailyRoutine: v.dailyRoutine || null,
    notes: v.notes || null,
  };
}

/** The form values of a saved client: a niche outside the list shows as 'outros' + its text. */
export function clientToFormValues(
  client: Pick<ClientView, 'name' | 'email' | 'phone' | 'niche' | 'dailyRoutine' | 'notes'>,
): Required<ClientFormValues> {
  return {
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    ...nicheChoiceOf(client.niche),
    dailyRoutine: client.dailyRoutine ?? '',
    notes: client.notes ?? '',
  };
}

export const EMPTY_CLIENT_FORM: Required<ClientFormValues> = {
  name: '',
  email: '',
  phone: '',
  niche: '',
  customNiche: '',
  dailyRoutine: '',
  notes: '',
};

/** A client as the API returns it. */
export interface ClientView {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  niche: string | null;
  dailyRoutine: string | null;
  notes: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** The agency's slots: `remaining` is null when unlimited (clients_limit 999). */
export interface ClientQuota {
  limit: number;
  current: number;
  remaining: number | null;
  unlimited: boolean;
}

export interface ClientListResponse {
  clients: ClientView[];
  quota: ClientQuota;
}

export const CLIENT_EXPORT_FORMATS = ['text', 'whatsapp'] as const;
export type ClientExportFormat = (typeof CLIENT_EXPORT_FORMATS)[number];

export const clientExportQuerySchema = z.object({
  /** The day to export (the one date rule); absent or empty: every item. */
  date: z
    .union([z.literal(''), dateInputSchema])
    .optional()
    .transform((v) => v || null),
  format: z.enum(CLIENT_EXPORT_FORMATS).optional().default('text'),
});
