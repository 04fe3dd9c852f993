/** pt-BR formatting for every screen: money 'R$ 1.234,56', dates '21/11/2026'. */
import { steadyWallClock } from './steady-offset';
import { SAO_PAULO_TZ } from './time-zone';

/**
 * A value made on its first use and kept. The Intl formatters are made this way, and only where the hand-made
 * writing below cannot be sure to match them: the first Intl object a page makes loads ICU's data (30–50 ms
 * here, more on a phone), and made at the top of this module that time went into the start-up of every page.
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

/**
 * `value` (finite) written the way pt-BR's Intl.NumberFormat writes it, without making one: the first Intl
 * object of a page loads ICU's data, a long task on a phone (see steady-offset.ts), and the dashboard's
 * counts and the review page's dates were formatted while the page attached. Null where that writing is not
 * sure to be Intl's (a number JavaScript writes with an exponent), for Intl to do.
 *
 * Intl rounds the number's shortest decimal form (what String(n) gives: 1.005, not the binary
 * 1.00499999…), halves away from zero, groups thousands with '.' and writes the decimals after ','; a
 * negative number keeps its '-' even when it rounds to zero ('-0'), as Intl does.
 */
function ptBrNumber(value: number, minDecimals: number, maxDecimals: number): string | null {
  const negative = value < 0 || Object.is(value, -0);
  const abs = Math.abs(value);
  const shortest = String(abs);
  if (!/^\d+(\.\d+)?$/.test(shortest)) return null;
  const [whole = '0', decimals = ''] = shortest.split('.');
  let digits = whole + decimals.slice(0, maxDecimals).padEnd(maxDecimals, '0');
  if (decimals.length > maxDecimals && decimals.charCodeAt(maxDecimals) >= 53 /* '5' */) digits = addOne(digits);
  const cut = digits.length - maxDecimals;
  const integer = digits.slice(0, cut).replace(/^0+(?=\d)/, '');
  let fraction = digits.slice(cut);
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A string of decimal digits plus one, with its carry ('0999' -> '1000', '99' -> '100'). */
function addOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** Intl puts a no-break space after 'R$'; a plain space reads and copies better. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = finite(typeof value === 'string' ? Number(value) : (value ?? 0));
  const written = ptBrNumber(n, 2, 2);
  if (written !== null) return written.startsWith('-') ? `-R$ ${written.slice(1)}` : `R$ ${written}`;
  return money()
    .format(n)
    .replace(/\u00a0/g, ' ');
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * An instant's São Paulo wall clock, where the build knows the offset holds still (steady-offset.ts), for
 * the formats below to write by hand exactly as their Intl formatters would; null elsewhere.
 */
function steadyParts(d: Date) {
  const w = steadyWallClock(d, SAO_PAULO_TZ);
  if (w === null) return null;
  return {
    date: `${pad2(w.day)}/${pad2(w.month)}/${w.year}`,
    dayMonth: `${pad2(w.day)}/${pad2(w.month)}`,
    time: `${pad2(w.hour)}:${pad2(w.minute)}`,
  };
}

/** The instant a value names, or null for nothing or a date that does not exist. */
function instantOf(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A calendar date as seen in Brazil. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = instantOf(value);
  if (d === null) return '';
  return steadyParts(d)?.date ?? date().format(d);
}

export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = instantOf(value);
  if (d === null) return '';
  const parts = steadyParts(d);
  return parts ? `${parts.date} ${parts.time}` : dateTime().format(d).replace(',', '');
}

const time = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_TZ, hour: '2-digit', minute: '2-digit' }),
);
const dayMonth = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_TZ, day: '2-digit', month: '2-digit' }),
);

/** The time of day in São Paulo, '18:30'. */
export function formatTime(value: Date | string | number): string {
  const d = instantOf(value);
  if (d === null) return '';
  return steadyParts(d)?.time ?? time().format(d);
}

/** The day and month in São Paulo, '21/11'. */
export function formatDayMonth(value: Date | string | number): string {
  const d = instantOf(value);
  if (d === null) return '';
  return steadyParts(d)?.dayMonth ?? dayMonth().format(d);
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
  const n = finite(value);
  return `${ptBrNumber(n, digits, digits) ?? withDecimals(digits).format(n)}%`;
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
  const n = finite(value);
  return `${ptBrNumber(n, 0, 2) ?? percentAsSet().format(n)}%`;
}

const integer = onFirstUse(() => new Intl.NumberFormat('pt-BR'));

/** A count with thousands separators, '12.345' (up to three decimals, as it was given, like toLocaleString). */
export function formatInteger(value: number): string {
  const n = finite(value);
  return ptBrNumber(n, 0, 3) ?? integer().format(n);
}
