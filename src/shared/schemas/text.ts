/**
 * Free text typed by people: one rule for every field of the API and of the forms.
 *
 * Refused, never cleaned up behind the person's back:
 * - control characters (NUL and friends, C0 and C1): never part of real text; they come from attacks or
 *   broken clients, PostgreSQL cannot store NUL at all, and they would reach the AI prompt;
 * - lone UTF-16 surrogates: half of an emoji, not a character; they cannot be written as UTF-8, so the
 *   database would store something else than what was sent;
 * - direction overrides and isolates (U+202A–U+202E, U+2066–U+2069, the marks U+200E/U+200F/U+061C):
 *   invisible, they make a text read differently from what it holds (a file name, a name shown to a
 *   client or to the agency).
 * Multi-line fields (`plainText()`) keep tab and line breaks (LF, and the CR of Windows line ends);
 * one-line fields (`plainLine()`: names, e-mails, titles) refuse those too.
 * Every case answers the same catalogue code, `TEXT_CONTROL_CHARACTERS`, on the server and in the forms.
 */
import { z } from 'zod';

/* eslint-disable no-control-regex -- finding control characters is the point */
/** C0 controls except tab (09), line feed (0A) and carriage return (0D), DEL (7F) and the C1 block. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every C0/C1 control, tab and line breaks included. */
const LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/* eslint-enable no-control-regex */
/** Invisible marks that change the direction text is shown in. */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message every refused text answers with. */
export const BAD_TEXT_CODE = 'TEXT_CONTROL_CHARACTERS';

/** True when the text holds a character no field accepts (tab and line breaks only in multi-line text). */
export function hasBadCharacters(value: string, multiline = true): boolean {
  return (
    (multiline ? CONTROL_CHARACTERS : LINE_CONTROL_CHARACTERS).test(value) ||
    BIDI_CONTROLS.test(value) ||
    LONE_SURROGATE.test(value)
  );
}

/** The older name of the multi-line check. */
export function hasControlCharacters(value: string): boolean {
  return hasBadCharacters(value, true);
}

/**
 * True when any string inside a parsed JSON value (object keys included) breaks the multi-line rule.
 * For bodies that no schema of ours reads (better-auth's), so bad text is refused there too.
 */
export function jsonHasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasBadCharacters(value, true);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => jsonHasBadText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => hasBadCharacters(k, true) || jsonHasBadText(v, depth + 1));
}

/** Multi-line text (tab and line breaks allowed); chain `.trim()`, `.min()`, `.max()` as usual. */
export function plainText() {
  return z.string().refine((v) => !hasBadCharacters(v, true), { message: BAD_TEXT_CODE, abort: true });
}

/** One line of text: like `plainText()`, and without tab or line breaks. */
export function plainLine() {
  return z.string().refine((v) => !hasBadCharacters(v, false), { message: BAD_TEXT_CODE, abort: true });
}

/** Every person's name (sign-up, onboarding, settings, clients) has the same limit. */
export const NAME_MAX_LENGTH = 120;
