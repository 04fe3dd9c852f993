/**
 * The one rule for a date a person gives Pautei — a planned day ("Data agendada", the calendar's moves,
 * the phone agenda), an admin filter or expense date, an export's day or month, an analytics period:
 * a real calendar day 'YYYY-MM-DD' between 01/01/2000 and 31/12/2100. A day that does not exist (30/02,
 * 31/04, 29/02 of a common year) is refused rather than rolled over to the next month, a half-typed or
 * far-off year is refused because such a date would show in no view, and every refusal carries the same
 * code, DATE_INVALID, so the person reads the same sentence wherever they typed the date. The server
 * checks it in every schema that takes a date (schemas/date-input.ts); the screens check it first, with
 * the same words. This module has no schema library in it: the signed-in frame's first script reads it.
 */
import { parseIsoDay, type LocalDay } from './sao-paulo-time';

export const DATE_MIN_YEAR = 2000;
export const DATE_MAX_YEAR = 2100;
/** The bounds as the date inputs' min and max. */
export const DATE_FIRST_DAY = `${DATE_MIN_YEAR}-01-01`;
export const DATE_LAST_DAY = `${DATE_MAX_YEAR}-12-31`;
/** The catalogue code of every refused date (messages/dates.ts). */
export const DATE_INVALID = 'DATE_INVALID' as const;

/** The day, when the text is a real day within the supported years; null otherwise. */
export function parseDateInput(value: string | null | undefined): LocalDay | null {
  const day = parseIsoDay(value);
  if (!day || day.year < DATE_MIN_YEAR || day.year > DATE_MAX_YEAR) return null;
  return day;
}

export function isDateInput(value: string | null | undefined): boolean {
  return parseDateInput(value) !== null;
}

/** A month 'YYYY-MM' within the supported years (the month plan's and the admin's month choices). */
export function isMonthInput(value: string | null | undefined): boolean {
  return /^\d{4}-\d{2}$/.test(value ?? '') && isDateInput(`${value}-01`);
}

/**
 * What a browser's date field holds, read by the rule: the day typed, '' when it was left empty, or
 * DATE_INVALID. A browser reports a date it cannot read (30/02, a half-typed day) as an empty value with
 * `validity.badInput` set, so the empty value alone would pass for "no date": this reads both. Takes the
 * input element's shape only, so it stays free of the DOM.
 */
export function readDateField(field: {
  value: string;
  validity?: { badInput: boolean };
}): { value: string; error: null } | { value: string; error: typeof DATE_INVALID } {
  if (field.validity?.badInput) return { value: '', error: DATE_INVALID };
  if (field.value === '') return { value: '', error: null };
  return isDateInput(field.value) ? { value: field.value, error: null } : { value: field.value, error: DATE_INVALID };
}
