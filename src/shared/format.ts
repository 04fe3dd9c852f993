/** pt-BR formatting for every screen: money 'R$ 1.234,56', dates '21/11/2026'. */
import { SAO_PAULO_TZ } from './sao-paulo-time';

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

export function formatInteger(value: number): string {
  return (Number.isFinite(value) ? value : 0).toLocaleString('pt-BR');
}
