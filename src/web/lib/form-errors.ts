import type { FieldError } from 'react-hook-form';
import { messageFor } from '@shared/messages';

/** Shared schemas carry catalogue codes as messages; forms show the pt-BR text. */
export function fieldMessage(error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return messageFor(error.message);
}

/**
 * For the small forms kept in component state (no react-hook-form): the shared schema the server checks,
 * run before sending, and the pt-BR text of each field's first refusal — the same words the server
 * would answer. Undefined when the values pass.
 */
export function schemaErrors(
  schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  values: unknown,
): Record<string, string> | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= messageFor(issue.message);
  }
  return errors;
}
