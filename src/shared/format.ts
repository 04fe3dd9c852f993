/** pt-BR formatting for every screen: money 'R$ 1.234,56', dates '21/11/2026'. */
import { SAO_PAULO_TZ } from './time-zone';

/**
 * A value made on its first use and kept. The Intl formatters are made this way: the first one a page makes
 * loads the language's and the time zone's data, which took 8–10 ms on a phone-speed CPU, and made at the
 * top of this module that time went into the start-up of every page, formatting anything or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const money = onFirstUse(
  () =>
    new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const date = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_TZ, day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: SAO_PAULO_TZ,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** Intl puts a no-break space after 'R$'; a plain space reads and copies better. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return money()
    .format(Number.isFinite(n) ? n : 0)
    .replace(/\u00a0/g, ' ');
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A calendar date as seen in Brazil. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : date().format(d);
}

export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : dateTime().format(d).replace(',', '');
}

const time = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_TZ, hour: '2-digit', minute: '2-digit' }),
);
const dayMonth = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_TZ, day: '2-digit', month: '2-digit' }),
);

/** The time of day in São Paulo, '18:30'. */
export function formatTime(value: Date | string | number): string {
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : time().format(d);
}

/** The day and month in São Paulo, '21/11'. */
export function formatDayMonth(value: Date | string | number): string {
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : dayMonth().format(d);
}

/** One formatter per number of decimals (Number.toLocaleString would make one at each call). */
const fixedDecimals = new Map<number, Intl.NumberFormat>();
function withDecimals(digits: number): Intl.NumberFormat {
  let made = fixedDecimals.get(digits);
  if (!made) {
    made = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    fixedDecimals.set(digits, made);
  }
  return made;
}

export function formatPercent(value: number, digits = 0): string {
  return `${withDecimals(digits).format(Number.isFinite(value) ? value : 0)}%`;
}

const percentAsSet = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
);

/**
 * A percentage someone set, such as the admin's Pix discount: shown as it was set, to the two decimals the
 * admin may type (12,5% stays 12,5%, never 13%), without trailing zeros (5%, not 5,00%). Every screen that
 * shows a discount uses this one, so the subscription page and the admin's price row read alike.
 */
export function formatDiscountPercent(value: number): string {
  return `${percentAsSet().format(Number.isFinite(value) ? value : 0)}%`;
}

const integer = onFirstUse(() => new Intl.NumberFormat('pt-BR'));

/** A count with thousands separators, '12.345' (up to three decimals, as it was given, like toLocaleString). */
export function formatInteger(value: number): string {
  return integer().format(Number.isFinite(value) ? value : 0);
}
