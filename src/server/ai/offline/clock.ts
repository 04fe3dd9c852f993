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

const inside = (t: Minutes, [from, to]: [Minutes, Minutes]) => t > from && t < to;
const atLunch = (t: Minutes) => t >= LUNCH[0] && t <= LUNCH[1];

/** Whether a story may go up at `t`: not inside a busy stretch, unless it is lunch time. */
export function isFreeAt(clock: RoutineClock, t: Minutes): boolean {
  return !clock.busy.some((b) => inside(t, b)) || atLunch(t);
}

/**
 * One time per story, in order. `fixed` holds, for each story, the hour of the activity it shows (or
 * null); a fixed hour that would come before an earlier story's is dropped. The others are spread over
 * the free moments between their neighbours.
 */
export function scheduleStories(clock: RoutineClock, fixed: ReadonlyArray<Minutes | null>, rng: Rng): string[] {
  const count = fixed.length;
  const anchors: Array<Minutes | null> = [];
  let last = clock.start - STEP;
  // Room is kept after each fixed hour for the stories still to place before the next one.
  let since = 0;
  for (const [i, hour] of fixed.entries()) {
    // Room for the stories since the last fixed hour, a quarter of an hour apart.
    const ok =
      hour !== null && hour >= last + (since + 1) * STEP && hour >= clock.start && hour <= LATEST - (count - 1 - i) * 5;
    anchors.push(ok ? hour : null);
    if (ok) {
      last = hour;
      since = 0;
    } else since += 1;
  }
  const times: Minutes[] = [];
  let i = 0;
  while (i < count) {
    const anchor = anchors[i];
    if (anchor !== null && anchor !== undefined) {
      times.push(anchor);
      i += 1;
      continue;
    }
    // A run of stories without an hour, between the previous time and the next fixed one (or the end).
    let j = i;
    while (j < count && (anchors[j] === null || anchors[j] === undefined)) j += 1;
    const from = times.length ? (times[times.length - 1] ?? clock.start) + STEP : clock.start;
    const next = j < count ? (anchors[j] ?? clock.end) : Math.max(clock.end, from + (j - i - 1) * STEP);
    const to = j < count ? next - STEP : next;
    times.push(...spread(clock, from, to, j - i, rng));
    i = j;
  }
  return times.map(format);
}

/** `n` increasing times in [from, to], on 15-minute steps in the free moments when there is room. */
function spread(clock: RoutineClock, from: Minutes, to: Minutes, n: number, rng: Rng): Minutes[] {
  const slots: Minutes[] = [];
  for (let t = Math.ceil(from / STEP) * STEP; t <= to; t += STEP) slots.push(t);
  const free = slots.filter((t) => isFreeAt(clock, t));
  const pool = free.length >= n ? free : slots.length >= n ? slots : null;
  if (pool) {
    // Evenly spaced over the pool, with a little play so two scripts of one routine differ.
    const stride = pool.length / n;
    const jitter = stride >= 2 ? Math.floor(rng() * Math.min(2, stride - 1)) : 0;
    return Array.from({ length: n }, (_, k) => pool[Math.min(pool.length - 1, Math.floor(k * stride) + jitter)]!);
  }
  // Too little room (a crowded evening): five minutes apart.
  return Array.from({ length: n }, (_, k) => Math.min(from + k * 5, 23 * 60 + 59 - (n - 1 - k)));
}

const format = (t: Minutes) => `${String(Math.floor(t / 60) % 24).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
