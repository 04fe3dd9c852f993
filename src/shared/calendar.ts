/**
 * The content calendar's pure pieces, shared by the server and the browser: what one calendar entry
 * looks like, the weeks of a month grid (Sunday first, São Paulo days), pt-BR names, the generator page
 * that fits each kind for "Gerar pauta", and the month plan as text or WhatsApp message.
 * Pure: no I/O, no clock (today is always passed in).
 */
import { MONTH_NAMES } from './month-names';
import type { StoredPublicationState } from './publication';
import { CONTENT_KIND_LABELS, kindInfo, type ContentKind } from './content-kinds';
import { EXPORT_STATUS, formatDay, isItemDone } from './client-export';
import type { CommemorativeDate } from './commemorative-dates';
import type { ApprovalState } from './schemas/approval';
import { addLocalDays, daysInMonth, parseIsoDay, toIsoDay, weekdayOf, type LocalDay } from './sao-paulo-time';

/** One item as the calendar shows it (a creator's task or an agency client's task). */
export interface CalendarItem {
  id: string;
  type: ContentKind;
  title: string;
  /** pending | in_progress | completed */
  status: string;
  completed: boolean;
  /** São Paulo calendar day 'YYYY-MM-DD', or null for the tray. */
  date: string | null;
  /** The stored instant (date-only schedules are noon UTC). */
  scheduledDate: string | null;
  createdAt: string;
  clientId: string | null;
  clientName: string | null;
  /** Position of the client in the agency's list (oldest first): picks the client's colour. */
  colorIndex: number | null;
  /** Where the item stands with the client's approval ('none' until it is sent). */
  approvalState: ApprovalState;
  /** The stored publication step (none | scheduled | published | not_published) and its planned time. */
  publicationState?: StoredPublicationState;
  publishAt?: string | null;
}

export interface CalendarClient {
  id: string;
  name: string;
  colorIndex: number;
}

export interface CalendarRange {
  from: string;
  to: string;
  items: CalendarItem[];
  dates: CommemorativeDate[];
  clients: CalendarClient[];
}

/** Sunday first, as Brazilian calendars print them. */
export const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
export const WEEKDAY_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
export { MONTH_NAMES };

export const ITEM_STATE_LABELS = { done: 'concluído', pending: 'pendente' } as const;

export function itemStateLabel(item: Pick<CalendarItem, 'completed' | 'status'>): string {
  return isItemDone(item) ? ITEM_STATE_LABELS.done : ITEM_STATE_LABELS.pending;
}

/** 'junho de 2027' */
export function monthTitle(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1]} de ${year}`;
}

/** 'sábado, 12 de junho' */
export function longDayLabel(iso: string): string {
  const d = parseIsoDay(iso);
  if (!d) return iso;
  return `${WEEKDAY_NAMES[weekdayOf(d)]}, ${d.day} de ${MONTH_NAMES[d.month - 1]}`;
}

/** The month of a day: 'YYYY-MM'. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/**
 * The weeks a month grid shows: from the Sunday on or before the 1st to the Saturday on or after the last
 * day, as 'YYYY-MM-DD' (4 to 6 rows of 7 days; at most 42 days, within one calendar request).
 */
export function monthGridWeeks(year: number, month: number): string[][] {
  const first: LocalDay = { year, month, day: 1 };
  const last: LocalDay = { year, month, day: daysInMonth(year, month) };
  const start = addLocalDays(first, -weekdayOf(first));
  const end = addLocalDays(last, 6 - weekdayOf(last));
  const weeks: string[][] = [];
  for (let d = start; toIsoDay(d) <= toIsoDay(end); d = addLocalDays(d, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => toIsoDay(addLocalDays(d, i))));
  }
  return weeks;
}

/** The Sunday-to-Saturday week that holds a day. */
export function weekOf(iso: string): string[] {
  const d = parseIsoDay(iso);
  if (!d) return [];
  const start = addLocalDays(d, -weekdayOf(d));
  return Array.from({ length: 7 }, (_, i) => toIsoDay(addLocalDays(start, i)));
}

/** Moves a day by whole days. */
export function shiftDay(iso: string, days: number): string {
  const d = parseIsoDay(iso);
  return d ? toIsoDay(addLocalDays(d, days)) : iso;
}

/** First and last day of a month ('YYYY-MM'). */
export function monthBounds(month: string): { from: string; to: string; year: number; month: number } {
  // Callers validate 'YYYY-MM'; a missing part gives NaN, just as Number() does for a malformed one.
  const [y = NaN, m = NaN] = month.split('-').map(Number);
  return { from: `${month}-01`, to: toIsoDay({ year: y, month: m, day: daysInMonth(y, m) }), year: y, month: m };
}

// ---------------------------------------------------------------------------
// "Gerar pauta": which generator page, prefilled through the query string
// ---------------------------------------------------------------------------

/** The query parameters a generator page reads to prefill its form. */
export const PREFILL_PARAMS = { date: 'date', theme: 'theme', clientId: 'clientId' } as const;

/** '/captions?date=2027-06-12&theme=Dia+dos+Namorados…&clientId=…' */
export function generatorLink(
  kind: ContentKind,
  prefill: { date: string; theme?: string | null; clientId?: string | null },
): string {
  const q = new URLSearchParams();
  q.set(PREFILL_PARAMS.date, prefill.date);
  if (prefill.theme?.trim()) q.set(PREFILL_PARAMS.theme, prefill.theme.trim());
  if (prefill.clientId) q.set(PREFILL_PARAMS.clientId, prefill.clientId);
  return `${kindInfo(kind).route}?${q.toString()}`;
}

/** The theme a commemorative date suggests: its name and the niche's angle. */
export function themeForDate(date: Pick<CommemorativeDate, 'name' | 'angle'>): string {
  return `${date.name}: ${date.angle}`;
}

// ---------------------------------------------------------------------------
// Month plan (text and WhatsApp)
// ---------------------------------------------------------------------------

export interface MonthPlanOptions {
  /** 'YYYY-MM' */
  month: string;
  /** Whose plan: the client's name, or the creator's. */
  ownerName: string;
  format: 'text' | 'whatsapp';
  /** Commemorative dates of the month to list beside the items (optional). */
  dates?: Pick<CommemorativeDate, 'date' | 'name'>[];
  /** Shows each item's client (an agency's plan for all clients). */
  showClient?: boolean;
}

/**
 * The month's scheduled items by day: day headings ('12/06 (sábado)'), then each item with its kind,
 * title and state; commemorative dates are noted on their day. Days without items or dates are left out.
 */
export function buildMonthPlan(
  items: Pick<CalendarItem, 'date' | 'type' | 'title' | 'completed' | 'status' | 'clientName'>[],
  options: MonthPlanOptions,
): string {
  const wa = options.format === 'whatsapp';
  const { year, month } = monthBounds(options.month);
  const title = monthTitle(year, month);
  const inMonth = items
    .filter((i) => i.date && monthOf(i.date) === options.month)
    .sort((a, b) => (a.date as string).localeCompare(b.date as string) || a.title.localeCompare(b.title, 'pt-BR'));
  const dates = (options.dates ?? []).filter((d) => monthOf(d.date) === options.month);
  const days = [...new Set([...inMonth.map((i) => i.date as string), ...dates.map((d) => d.date)])].sort();
  const done = inMonth.filter(isItemDone).length;

  const out: string[] = [];
  out.push(
    wa ? `🗓️ *Plano do mês — ${options.ownerName}*` : `PLANO DO MÊS — ${options.ownerName}`,
    wa ? `_Mês:_ ${title}` : `Mês: ${title}`,
    `${wa ? '_Itens:_' : 'Itens:'} ${inMonth.length} (${done} concluído${done === 1 ? '' : 's'})`,
  );
  if (!days.length) {
    out.push('', 'Nenhum conteúdo agendado para este mês.');
    return out.join('\n');
  }
  for (const day of days) {
    const d = parseIsoDay(day) as LocalDay;
    const heading = `${formatDay(day).slice(0, 5)} (${WEEKDAY_NAMES[weekdayOf(d)]})`;
    out.push('', wa ? `*${heading}*` : heading);
    for (const date of dates.filter((x) => x.date === day)) {
      out.push(wa ? `🎉 _${date.name}_` : `  * ${date.name}`);
    }
    for (const item of inMonth.filter((i) => i.date === day)) {
      const state = isItemDone(item) ? EXPORT_STATUS.done : EXPORT_STATUS.pending;
      const client = options.showClient && item.clientName ? ` [${item.clientName}]` : '';
      const label = CONTENT_KIND_LABELS[item.type];
      out.push(
        wa
          ? `${kindInfo(item.type).exportEmoji} ${label}: ${item.title.replace(/\*/g, '').trim()}${client} — ${isItemDone(item) ? '✅' : '⏳'} ${state}`
          : `  - ${label}: ${item.title.trim()}${client} (${state})`,
      );
    }
  }
  if (wa) out.push('', '_Gerado com Pautei_');
  return out.join('\n');
}
