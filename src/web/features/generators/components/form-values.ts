/** Form-side pieces shared by the generator forms: the common fields and their conversion to the API input. */
import { z } from 'zod';
import { EMPTY_TEXT_MESSAGES, MAX_MAIN_TEXT_LENGTH, type ContentKind } from '@shared/content-kinds';

export const commonFormFields = {
  clientId: z.string(),
  scheduledDate: z.string(),
};

/** The main text of a kind: required (trimmed) with the spec's message. */
export const mainTextField = (kind: ContentKind) =>
  z
    .string()
    .trim()
    .min(1, EMPTY_TEXT_MESSAGES[kind])
    .max(MAX_MAIN_TEXT_LENGTH, `Use no máximo ${MAX_MAIN_TEXT_LENGTH} caracteres`);

/** Empty client and date become null, as the API expects. */
export function toGenerationInput<T extends { clientId: string; scheduledDate: string }>(values: T) {
  return { ...values, clientId: values.clientId || null, scheduledDate: values.scheduledDate || null };
}

export const commonDefaults = { clientId: '', scheduledDate: '' };
