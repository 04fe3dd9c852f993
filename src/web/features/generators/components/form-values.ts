/** Form-side pieces shared by the generator forms: the common fields and their conversion to the API input. */
import { z } from 'zod';
import { messageFor } from '@shared/messages';
import { DATE_INVALID, isDateInput } from '@shared/date-input';
import { EMPTY_TEXT_MESSAGES, MAX_MAIN_TEXT_LENGTH, type ContentKind } from '@shared/content-kinds';

export const commonFormFields = {
  clientId: z.string(),
  /** Optional; when given, the one date rule (the server checks it again before anything is spent). */
  scheduledDate: z.string().refine((v) => v === '' || isDateInput(v), messageFor(DATE_INVALID)),
  /** "Gerar sem a voz desta vez". */
  withoutVoice: z.boolean(),
  /** "É publicidade?" (sent only by the kinds that have the switch; others ignore it). */
  isAd: z.boolean(),
};

/** The main text of a kind: required (trimmed) with the spec's message. */
export const mainTextField = (kind: ContentKind) =>
  z
    .string()
    .trim()
    .min(1, EMPTY_TEXT_MESSAGES[kind])
    .max(MAX_MAIN_TEXT_LENGTH, `Use no máximo ${MAX_MAIN_TEXT_LENGTH} caracteres`);

/** Empty client and date become null, as the API expects. */
export function toGenerationInput<T extends { clientId: string; scheduledDate: string; withoutVoice: boolean }>(
  values: T,
) {
  const { withoutVoice, ...rest } = values;
  return {
    ...rest,
    clientId: values.clientId || null,
    scheduledDate: values.scheduledDate || null,
    useVoice: !withoutVoice,
  };
}

/**
 * Runs one generation, then unticks "Gerar sem a voz desta vez": skipping the voice counts for that one
 * generation only, whether it succeeded, failed or was stopped, so the next one uses the voice again.
 */
export async function generateOnce(generation: Promise<unknown>, useVoiceAgain: () => void): Promise<void> {
  try {
    await generation;
  } finally {
    useVoiceAgain();
  }
}

/** The values of the common fields, as the form holds them. */
export interface CommonFormValues {
  clientId: string;
  scheduledDate: string;
  withoutVoice: boolean;
  isAd: boolean;
}

export const commonDefaults: CommonFormValues = { clientId: '', scheduledDate: '', withoutVoice: false, isAd: false };

/**
 * What the form does when the voice of the chosen client (or creator) arrives: start at the voice's
 * default tone, if the kind's form offers it. The user can still pick another tone for a generation.
 */
export function voiceToneStarter<T extends string>(offered: readonly T[], set: (tone: T) => void) {
  return (tone: string) => {
    const offeredTone = offered.find((o) => o === tone);
    if (offeredTone) set(offeredTone);
  };
}
