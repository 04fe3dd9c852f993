/**
 * The clock of a daily story script: reads the hours a routine names ("acordo às 6h", "trabalho das 9h
 * às 18h", "treino à noite") and gives each story a time that agrees with them: the story about an
 * activity at the hour of that activity, nothing before waking up, the others in the free moments (a
 * work block only at its lunch break), every time later than the one before.
 */
import type { Rng } from './random';

/** Minutes since midnight. */
type Minutes = number;

export interface RoutineClock {
  /** When the day's first story may go up. */
  start: Minutes;
  /** When the last one may. */
  end: Minutes;
  /** Stretches the routine fills (work, school): stories there only at lunch time. */
  busy: Array<[Minutes, Minutes]>;
}

const STEP = 15;
const DEFAULT_START = 7 * 60;
const DEFAULT_END = 21 * 60;
const LATEST = 23 * 60 + 30;
/** A busy stretch across midday has its lunch break here: a story fits in it. */
const LUNCH: [Minutes, Minutes] = [12 * 60, 13 * 60 + 30];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** An hour as written: "6h", "6h30", "06:30", "18 horas", "6 da manhã", "3 da tarde", "meio-dia". */
const HOUR = String.raw`(\d{1,2})(?:\s*(?:h|:|horas?)\s*(\d{2})?(?:\s*min)?|(?=\s*(?:da manha|da tarde|da noite)))(\s*(?:da manha|da tarde|da noite))?`;
const AT_HOUR = new RegExp(String.raw`(?<![\d])${HOUR}(?![\p{L}\d])`, 'u');
/** A stretch: "das 9h às 18h", "de 8 às 17h", "9h-18h", "entre 13h e 15h" (the second hour says "h"). */
const SPAN =
  /(?<!\d)(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?)?(\s*(?:da manha|da tarde|da noite))?\s*(?:as|a|ate|e|-|–|—)\s*(\d{1,2})\s*(?:h|:|horas?)\s*(\d{2})?(\s*(?:da manha|da tarde|da noite))?/u;

function minutesOf(hour: string | undefined, minute: string | undefined, part: string | undefined): Minutes | null {
  let h = Number(hour);
  const m = Number(minute ?? 0);
  if (!Number.isInteger(h) || h > 24 || m > 59) return null;
  if (part && /tarde|noite/.test(part) && h < 12) h += 12;
  return (h % 24) * 60 + m;
}

/** Words of a time of day, with the hour a story about it goes up. */
const DAY_PARTS: Array<[RegExp, Minutes]> = [
  [/\bmadrugada\b/, 5 * 60],
  [/\b(?:de manha|pela manha|cedo|cafe da manha)\b/, 8 * 60],
  [/\b(?:almoco|meio-?dia)\b/, 12 * 60],
  [/\b(?:a tarde|de tarde|pela tarde|fim da tarde|final da tarde)\b/, 15 * 60],
  [/\b(?:a noite|de noite|pela noite|jantar|fim do dia)\b/, 19 * 60 + 30],
];

/** The hour an activity names ("Trabalho das 9h às 18h" → 9:00, "treino à noite" → 19:30), or null. */
export function hourOf(activity: string): Minutes | null {
  const text = fold(activity);
  if (/\bmeia-?noite\b/.test(text)) return 0;
  const span = SPAN.exec(text);
  if (span) return minutesOf(span[1], span[2], span[3]);
  const at = AT_HOUR.exec(text);
  if (at) return minutesOf(at[1], at[2], at[3]);
  for (const [re, minutes] of DAY_PARTS) if (re.test(text)) return minutes;
  return null;
}

const WAKE = /\b(?:acordo|acordar|acorda|levanto|levantar|desperto|comeco o dia|meu dia comeca)\b/;
const SLEEP = /\b(?:durmo|dormir|deito|deitar|apago)\b/;

/** The clock of a routine, from its activities in the order the user wrote them. */
export function readRoutine(activities: readonly string[]): RoutineClock {
  let start: Minutes | null = null;
  let end: Minutes | null = null;
  const busy: Array<[Minutes, Minutes]> = [];
  const hours: Minutes[] = [];
  for (const activity of activities) {
    const text = fold(activity);
    const hour = hourOf(activity);
    if (hour !== null) hours.push(hour);
    if (hour !== null && WAKE.test(text)) start ??= hour;
    if (hour !== null && SLEEP.test(text)) end = hour;
    const span = SPAN.exec(text);
    if (span) {
      const from = minutesOf(span[1], span[2], span[3]);
      let to = minutesOf(span[4], span[5], span[6]);
      // "das 8 às 5" in a work routine means five in the afternoon.
      if (from !== null && to !== null && to <= from && to < 12 * 60) to += 12 * 60;
      if (from !== null && to !== null && to > from) busy.push([from, to]);
    }
  }
  // Without a waking hour, the day starts at the usual time, or earlier when the routine says so.
  const first = Math.min(DEFAULT_START, ...hours);
  const last = Math.max(DEFAULT_END, ...hours.map((h) => Math.min(h + 120, 22 * 60 + 30)));
  return { start: start ?? first, end: end !== null && end > (start ?? first) ? end : last, busy };
}

/** How long an activity of a routine is taken to last when the routine does not say. */
const ACTIVITY_MINUTES = 45;

/**
 * The hour of each activity: the one it names, else, after an activity with an hour, the hours that
 * follow it ("acordo às 6h, faço café, levo os filhos na escola": 6:00, 6:45, 7:30), as a routine is told
 * in the order it is lived. Activities before the first hour stay without one (spread over the day).
 */
export function activityHours(activities: readonly string[]): Array<Minutes | null> {
  const named = activities.map(hourOf);
  const out: Array<Minutes | null> = [];
  let last: Minutes | null = null;
  for (const [i, hour] of named.entries()) {
    if (hour !== null && (last === null || hour > last)) {
      out.push(hour);
      last = hour;
      continue;
    }
    const next = named.slice(i + 1).find((h): h is Minutes => h !== null && (last === null || h > last));
    const guess: Minutes | null = last === null ? null : last + ACTIVITY_MINUTES;
    const fits = guess !== null && guess <= LATEST && (next === undefined || guess < next);
    out.push(fits ? guess : null);
    if (fits) last = guess;
  }
  return out;
}

const inside = (t: Minutes, [from, to]: [Minutes, Minutes]) => t > from && t < to;
const atLunch = (t: Minutes) => t >= LUNCH[0] && t <= LUNCH[1];

/** Whether a story may go up at `t`: not inside a busy stretch, unless it is lunch time. */
export function isFreeAt(clock: RoutineClock, t: Minutes): boolean {
  return !clock.busy.some((b) => inside(t, b)) || atLunch(t);
}

/**
 * One time per story. `fixed` holds, for each story, the hour of the activity it shows (or null): those
 * keep their hour. The others take the free moments of the day, spread evenly and in their order, away
 * from the fixed hours. The caller shows the stories sorted by time; every time is different.
 */
export function scheduleStories(clock: RoutineClock, fixed: ReadonlyArray<Minutes | null>, rng: Rng): string[] {
  const kept = new Set<Minutes>();
  const hours = fixed.map((hour) => {
    const ok = hour !== null && hour >= clock.start && hour <= LATEST && !kept.has(hour);
    if (ok) kept.add(hour);
    return ok ? hour : null;
  });
  const open = hours.filter((h) => h === null).length;
  const near = (t: Minutes) => [...kept].some((k) => Math.abs(k - t) < STEP);
  const slots: Minutes[] = [];
  const end = Math.max(clock.end, (hours[0] ?? clock.start) + (open + kept.size) * STEP);
  // The day's first story opens it: when it shows an activity with an hour, the others come after it.
  const first = hours[0] ?? clock.start - STEP;
  for (let t = Math.ceil(clock.start / STEP) * STEP; t <= Math.min(end, LATEST); t += STEP) {
    if (!near(t) && t > first) slots.push(t);
  }
  const spreadTimes = spread(clock, slots, open, rng);
  let k = 0;
  return hours.map((h) => format(h ?? spreadTimes[k++] ?? clock.end));
}

/** `n` increasing times among the slots, in the free moments when there is room for them. */
function spread(clock: RoutineClock, slots: readonly Minutes[], n: number, rng: Rng): Minutes[] {
  if (n === 0) return [];
  // Outside the busy stretches first; a lunch break takes a story or two (every other slot of it).
  const outside = slots.filter((t) => !clock.busy.some((b) => inside(t, b)));
  const lunch = slots.filter((t) => !outside.includes(t) && atLunch(t)).filter((_, i) => i % 2 === 0);
  const free = [...outside, ...lunch.slice(0, 2)].sort((a, b) => a - b);
  const pool = free.length >= n ? free : slots.length >= n ? [...slots] : null;
  if (pool) {
    // Evenly spaced over the pool, with a little play so two scripts of one routine differ.
    const stride = pool.length / n;
    const jitter = stride >= 2 ? Math.floor(rng() * Math.min(2, stride - 1)) : 0;
    return Array.from({ length: n }, (_, i) => pool[Math.min(pool.length - 1, Math.floor(i * stride) + jitter)]!);
  }
  // Too little room (a day that starts late): five minutes apart after the last slot.
  const from = slots[slots.length - 1] ?? clock.start;
  return Array.from({ length: n }, (_, i) => Math.min(from + i * 5, 23 * 60 + 59 - (n - 1 - i)));
}

const format = (t: Minutes) => `${String(Math.floor(t / 60) % 24).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
