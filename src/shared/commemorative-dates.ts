/**
 * Brazilian commemorative dates for any year, as São Paulo calendar days ('YYYY-MM-DD'), with the relevance
 * and suggested angle for a creator's niche. The dates themselves are data (commemorative-dates-data.ts);
 * this module only turns their rules into days: fixed days, days counted from Easter, the nth weekday of
 * a month and the nth day of the year.
 */
import {
  COMMEMORATIVE_DATES,
  RELEVANCE_LEVELS,
  type CommemorativeDateDef,
  type CommemorativeKind,
  type CommemorativeNiche,
  type DateRule,
  type Relevance,
} from './commemorative-dates-data';
import {
  addLocalDays,
  dayDiff,
  daysInMonth,
  localDayOf,
  parseIsoDay,
  toIsoDay,
  weekdayOf,
  type LocalDay,
} from './sao-paulo-time';

/**
 * 'YYYY-MM-DD' days in calendar order. Compared as plain strings: localeCompare would make the browser's
 * collator, whose first use loads ICU's data (a long task while the calendar starts), for digits that sort
 * the same either way.
 */
const byDay = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type { CommemorativeKind, CommemorativeNiche, Relevance } from './commemorative-dates-data';

/** One date of one year, as seen by one niche. */
export interface CommemorativeDate {
  id: string;
  /** São Paulo calendar day, 'YYYY-MM-DD'. */
  date: string;
  name: string;
  kind: CommemorativeKind;
  relevance: Relevance;
  /** A short suggested angle for the niche (or the general one). */
  angle: string;
  /**
   * An agency's view of all its clients: the clients for whose niche the date matters (medium or high
   * relevance). Absent for one niche.
   */
  clients?: string[];
}

export interface UpcomingDate extends CommemorativeDate {
  /** Whole days from today (0 = today). */
  daysUntil: number;
}

export interface DateFilterOptions {
  /** The least relevant dates to include; 'low' by default ('none' lists every date). */
  minRelevance?: Relevance;
}

/** Years the Gregorian Easter rule (and any sane calendar) covers. */
export const MIN_YEAR = 1583;
export const MAX_YEAR = 9999;
/** The longest range one call computes (a little over five years): enough for any calendar or feed. */
export const MAX_RANGE_DAYS = 1900;
/** "Próximas datas" looks this many days ahead by default. */
export const DEFAULT_UPCOMING_DAYS = 30;

// ---------------------------------------------------------------------------
// Day rules
// ---------------------------------------------------------------------------

/**
 * Easter Sunday of a Gregorian year (the "anonymous Gregorian" computus of Meeus, Jones and Butcher),
 * the anchor of Carnaval, Sexta-feira Santa and Corpus Christi.
 */
export function easterSunday(year: number): LocalDay {
  assertYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The nth weekday (0 = Sunday) of a month; nth −1 is the last one. Null when the month has no such day. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): LocalDay | null {
  if (nth < 0) {
    const last = { year, month, day: daysInMonth(year, month) };
    const back = (weekdayOf(last) - weekday + 7) % 7;
    const day = addLocalDays(last, -back + (nth + 1) * 7);
    return day.month === month ? day : null;
  }
  const first = { year, month, day: 1 };
  const day = 1 + ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** The day a rule gives in a year (null when the rule has no day that year, such as a 29th of February). */
export function dayOfRule(rule: DateRule, year: number): LocalDay | null {
  assertYear(year);
  switch (rule.type) {
    case 'fixed':
      return rule.day <= daysInMonth(year, rule.month) ? { year, month: rule.month, day: rule.day } : null;
    case 'easter':
      return addLocalDays(easterSunday(year), rule.offset);
    case 'nth-weekday': {
      const day = nthWeekdayOfMonth(year, rule.month, rule.weekday, rule.nth);
      return day && addLocalDays(day, rule.offsetDays ?? 0);
    }
    case 'day-of-year':
      return addLocalDays({ year, month: 1, day: 1 }, rule.day - 1);
  }
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`Year out of range: ${year}`);
  }
}

// ---------------------------------------------------------------------------
// Niches
// ---------------------------------------------------------------------------

const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Keywords of free-text niches (and the profile keys in Portuguese), checked in this order. */
const NICHE_KEYWORDS: ReadonlyArray<[CommemorativeNiche, RegExp]> = [
  ['pets', /\b(pets?|petshop|cachorr|caes\b|cao\b|gatos?\b|felin|veterinar|banho e tosa|animais|animal)/],
  ['beauty', /\b(beleza|beauty|estetic|salao|cabel|maquia|make\b|skincare|unha|manicure|barbear)/],
  ['fitness', /\b(fitness|academia|treino|personal|nutri|educacao fisica|crossfit|pilates|saude|emagrec)/],
  ['food', /\b(food|culinari|gastronom|comida|receita|confeit|doces|bolos?\b|restaurante|delivery|padaria)/],
  ['parenting', /\b(parenting|matern|patern|maes?\b|pais\b|bebe|infantil|filhos)/],
  ['finance', /\b(financ|dinheiro|invest|economia|contab)/],
  ['education', /\b(educa|ensino|escola|professor|estud|concurso|enem|vestibular|idioma|curso)/],
  ['travel', /\b(travel|viage|turism|hotel|pousada)/],
  ['tech', /\b(tech|tecnolog|programa|software|games?\b|informatica)/],
  ['business', /\b(business|empreend|negocio|vendas|marketing|loja|mei\b|varejo)/],
  ['lifestyle', /\b(lifestyle|estilo de vida|rotina|moda)/],
];

/**
 * The niche group for the raw niche of a profile or agency client: the profile's option keys as they are,
 * Portuguese spellings and free text ("Pet shop", "Nutricionista esportiva") by keyword, anything else
 * 'general'.
 */
export function resolveCommemorativeNiche(niche: string | null | undefined): CommemorativeNiche {
  const key = strip(niche ?? '');
  if (!key) return 'general';
  for (const [group, pattern] of NICHE_KEYWORDS) if (pattern.test(key)) return group;
  return 'general';
}

const rank = (r: Relevance) => RELEVANCE_LEVELS.indexOf(r);

function viewOf(def: CommemorativeDateDef, day: LocalDay, niche: CommemorativeNiche): CommemorativeDate {
  return {
    id: def.id,
    date: toIsoDay(day),
    name: def.name,
    kind: def.kind,
    relevance: def.relevance[niche] ?? def.relevance.default,
    angle: def.angles[niche] ?? def.angles.default,
  };
}

// ---------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------

function toLocalDay(value: string | LocalDay | Date, what: string): LocalDay {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid ${what}`);
    return localDayOf(value);
  }
  const day = typeof value === 'string' ? parseIsoDay(value) : parseIsoDay(toIsoDay(value));
  if (!day) throw new RangeError(`Invalid ${what}: ${String(typeof value === 'string' ? value : toIsoDay(value))}`);
  return day;
}

/**
 * The commemorative dates from `from` to `to` (both included, 'YYYY-MM-DD' or calendar days), as seen by
 * the niche (a raw profile niche; none means the general view). Ordered by day, then most relevant first.
 * Dates below `minRelevance` (default 'low') are left out. Throws RangeError for an invalid day, `to`
 * before `from`, or a range over MAX_RANGE_DAYS.
 */
export function datesInRange(
  from: string | LocalDay,
  to: string | LocalDay,
  niche?: string | null,
  options: DateFilterOptions = {},
): CommemorativeDate[] {
  const start = toLocalDay(from, 'start day');
  const end = toLocalDay(to, 'end day');
  const span = dayDiff(start, end);
  if (span < 0) throw new RangeError('The end day is before the start day');
  if (span > MAX_RANGE_DAYS) throw new RangeError(`Range over ${MAX_RANGE_DAYS} days`);
  assertYear(start.year);
  assertYear(end.year);

  const group = resolveCommemorativeNiche(niche);
  const floor = rank(options.minRelevance ?? 'low');
  const found: Array<{ view: CommemorativeDate; order: number }> = [];
  for (let year = start.year; year <= end.year; year++) {
    COMMEMORATIVE_DATES.forEach((def, order) => {
      const day = dayOfRule(def.rule, year);
      if (!day || dayDiff(start, day) < 0 || dayDiff(day, end) < 0) return;
      const view = viewOf(def, day, group);
      if (rank(view.relevance) <= floor) found.push({ view, order });
    });
  }
  found.sort(
    (a, b) => byDay(a.view.date, b.view.date) || rank(a.view.relevance) - rank(b.view.relevance) || a.order - b.order,
  );
  return found.map((f) => f.view);
}

/**
 * "Próximas datas": the dates from today through `days` days ahead (both included) that matter to the
 * niche — 'medium' relevance or more unless `minRelevance` says otherwise. `today` is a São Paulo day
 * ('YYYY-MM-DD') or an instant (read on the São Paulo calendar, so 23:30 in São Paulo is still today
 * there even when it is already tomorrow in UTC).
 */
export function upcoming(
  today: string | LocalDay | Date,
  days: number = DEFAULT_UPCOMING_DAYS,
  niche?: string | null,
  options: DateFilterOptions = {},
): UpcomingDate[] {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Invalid number of days: ${days}`);
  const start = toLocalDay(today, 'today');
  const dates = datesInRange(start, addLocalDays(start, days), niche, {
    minRelevance: options.minRelevance ?? 'medium',
  });
  return dates.map((d) => ({ ...d, daysUntil: dayDiff(start, parseIsoDay(d.date) as LocalDay) }));
}

/** Every date of one year for the niche (same filter as datesInRange). */
export function datesOfYear(year: number, niche?: string | null, options: DateFilterOptions = {}): CommemorativeDate[] {
  assertYear(year);
  return datesInRange({ year, month: 1, day: 1 }, { year, month: 12, day: 31 }, niche, options);
}

/** A client whose niche decides which dates matter to it. */
export interface NicheOwner {
  name: string;
  niche: string | null | undefined;
}

/**
 * The dates of several clients at once (an agency's "Todos os clientes"): each date once, as relevant as
 * it is for the client it matters most to, with that client's angle, and labelled with every client for
 * whom it matters (medium or high relevance) — a pet shop's Dia do Cachorro shows without filtering to
 * the pet shop. With no clients, the dates of `fallbackNiche` (the agency's own profile).
 */
export function datesForClients(
  from: string | LocalDay,
  to: string | LocalDay,
  owners: readonly NicheOwner[],
  options: DateFilterOptions & { fallbackNiche?: string | null } = {},
): CommemorativeDate[] {
  if (!owners.length) return datesInRange(from, to, options.fallbackNiche, options);
  const merged = new Map<string, CommemorativeDate>();
  const order: string[] = [];
  const floor = rank('medium');
  for (const owner of owners) {
    for (const date of datesInRange(from, to, owner.niche, options)) {
      const key = `${date.id}@${date.date}`;
      const matters = rank(date.relevance) <= floor;
      const seen = merged.get(key);
      if (!seen) {
        merged.set(key, { ...date, clients: matters ? [owner.name] : [] });
        order.push(key);
        continue;
      }
      const clients = seen.clients ?? [];
      if (matters && !clients.includes(owner.name)) clients.push(owner.name);
      if (rank(date.relevance) < rank(seen.relevance)) {
        merged.set(key, { ...date, clients });
      }
    }
  }
  return order
    .map((key) => merged.get(key) as CommemorativeDate)
    .sort((a, b) => byDay(a.date, b.date) || rank(a.relevance) - rank(b.relevance));
}

/** "Próximas datas" for several clients: datesForClients from today through `days` days ahead. */
export function upcomingForClients(
  today: string | LocalDay | Date,
  days: number,
  owners: readonly NicheOwner[],
  options: DateFilterOptions & { fallbackNiche?: string | null } = {},
): UpcomingDate[] {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Invalid number of days: ${days}`);
  const start = toLocalDay(today, 'today');
  const dates = datesForClients(start, addLocalDays(start, days), owners, {
    ...options,
    minRelevance: options.minRelevance ?? 'medium',
  });
  return dates.map((d) => ({ ...d, daysUntil: dayDiff(start, parseIsoDay(d.date) as LocalDay) }));
}
