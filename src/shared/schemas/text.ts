/**
 * Free text typed by people. Control characters (NUL and friends) are never part of real text: they come
 * from attacks or broken clients, PostgreSQL cannot store NUL at all, and they would reach the AI prompt.
 * Every text field of the API starts from `plainText()`, so such input is refused with a clear message
 * before any token is spent or anything is saved. Tab and line breaks (LF, and CR of Windows line ends)
 * are ordinary text and stay allowed.
 */
import { z } from 'zod';

/** C0 controls except tab (09), line feed (0A) and carriage return (0D), plus DEL (7F). */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A string without control characters; chain `.trim()`, `.min()`, `.max()` as usual. */
export function plainText() {
  return z.string().refine((v) => !hasControlCharacters(v), { message: 'TEXT_CONTROL_CHARACTERS', abort: true });
}

/** Every person's name (sign-up, onboarding, settings, clients) has the same limit. */
export const NAME_MAX_LENGTH = 120;
