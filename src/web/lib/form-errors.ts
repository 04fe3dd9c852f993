import type { FieldError } from 'react-hook-form';
import { messageFor } from '@shared/messages';

/** Shared schemas carry catalogue codes as messages; forms show the pt-BR text. */
export function fieldMessage(error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return messageFor(error.message);
}
