/**
 * What a model-written opening paragraph must satisfy before a client reads it: a short single paragraph
 * of plain text whose every number is one the report itself shows. A paragraph that fails any check is
 * dropped and the rule-written one (opening.ts) stands, so the client never reads a figure the report does
 * not hold.
 */
import type { MonthlyReport } from '@shared/schemas/report';

export const OPENING_MAX_CHARS = 600;

/** Control characters (line breaks included): the paragraph is one line of text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const NUMBER = /\d+(?:[.,]\d+)*/g;

/**
 * The values a written number may stand for. "12,5" is 12.5 (Brazilian decimal comma); "1.234" is 1234
 * (Brazilian thousands) but could be an English decimal too, so both are offered; "1.234,5" is 1234.5.
 */
export function numberReadings(token: string): number[] {
  if (token.includes(',')) {
    const [whole, ...rest] = token.split(',');
    if (rest.length > 1) return [Number(token.replace(/[.,]/g, ''))]; // "1,234,567": grouped thousands
    return [Number(`${whole!.replace(/\./g, '')}.${rest[0]}`)];
  }
  if (!token.includes('.')) return [Number(token)];
  const groups = token.split('.');
  const readings: number[] = [];
  if (groups.slice(1).every((g) => g.length === 3)) readings.push(Number(groups.join('')));
  if (groups.length === 2) readings.push(Number(token));
  return readings;
}

/** Every number a paragraph states, as written. */
export function numbersIn(text: string): string[] {
  return text.match(NUMBER) ?? [];
}

/**
 * Every number the report shows: its numeric figures and the numbers inside its texts (the month's year,
 * a date's day, the median's "2 dias"). Identifiers and the brand (colours, logo) are not figures.
 */
export function reportNumbers(report: Omit<MonthlyReport, 'opening'>): Set<number> {
  const found = new Set<number>();
  const visit = (value: unknown, key: string | null) => {
    if (key === 'id' || key === 'brand') return;
    if (typeof value === 'number' && Number.isFinite(value)) found.add(value);
    else if (typeof value === 'string')
      for (const t of numbersIn(value)) for (const n of numberReadings(t)) found.add(n);
    else if (Array.isArray(value)) for (const v of value) visit(v, null);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(report, null);
  return found;
}

export type OpeningRefusal = 'empty' | 'too_long' | 'control_characters' | 'unknown_number';

/** Why a model's paragraph cannot be shown, or null when it can. */
export function refuseOpening(text: string, allowed: ReadonlySet<number>): OpeningRefusal | null {
  if (text.trim().length === 0) return 'empty';
  if (text.length > OPENING_MAX_CHARS) return 'too_long';
  if (CONTROL.test(text)) return 'control_characters';
  const known = (n: number) => [...allowed].some((a) => Math.abs(a - n) < 1e-9);
  for (const token of numbersIn(text)) {
    if (!numberReadings(token).some(known)) return 'unknown_number';
  }
  return null;
}
