/** pt-BR formatting for every screen: money 'R$ 1.234,56', dates '21/11/2026'. */
import { SAO_PAULO_TZ } from './time-zone';

const money = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const date = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Intl puts a no-break space after 'R$'; a plain space reads and copies better. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return money.format(Number.isFinite(n) ? n : 0).replace(/\u00a0/g, ' ');
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A calendar date as seen in Brazil. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}

export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d).replace(',', '');
}

export function formatPercent(value: number, digits = 0): string {
  const n = Number.isFinite(value) ? value : 0;
  return `${n.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits })}%`;
}

const percentAsSet = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * A percentage someone set, such as the admin's Pix discount: shown as it was set, to the two decimals the
 * admin may type (12,5% stays 12,5%, never 13%), without trailing zeros (5%, not 5,00%). Every screen that
 * shows a discount uses this one, so the subscription page and the admin's price row read alike.
 */
export function formatDiscountPercent(value: number): string {
  return `${percentAsSet.format(Number.isFinite(value) ? value : 0)}%`;
}

export function formatInteger(value: number): string {
  return (Number.isFinite(value) ? value : 0).toLocaleString('pt-BR');
}
