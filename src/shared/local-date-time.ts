/**
 * A São Paulo wall-clock moment typed by a person ('YYYY-MM-DDTHH:MM'), read strictly. Its day goes
 * through the one date rule of date-input.ts (a real day between 2000 and 2100, refused with
 * DATE_INVALID like every other date in Pautei); its time must be a real hour and minute (TIME_INVALID).
 * The text is then turned into an instant and back: only a text that comes back identical is a real
 * moment, so nothing rolls over into another day or hour.
 */
import { DATE_INVALID, parseDateInput } from './date-input';
import { localDayOf, SAO_PAULO_TZ, timeZoneOffsetMinutes, toIsoDay, wallClock } from './sao-paulo-time';

/** The catalogue code of a time of day that does not exist (25:00, 10:61, a missing time). */
export const TIME_INVALID = 'TIME_INVALID' as const;
export type LocalDateTimeError = typeof DATE_INVALID | typeof TIME_INVALID;

const LOCAL_DATE_TIME = /^(.{10})T(\d{2}):(\d{2})$/;

/** The instant of a São Paulo 'YYYY-MM-DDTHH:MM', or the code saying which part does not exist. */
export function readLocalDateTime(
  value: string,
): { instant: Date; error: null } | { instant: null; error: LocalDateTimeError } {
  const m = LOCAL_DATE_TIME.exec(value);
  const day = parseDateInput(m ? m[1] : value.slice(0, 10));
  if (!day) return { instant: null, error: DATE_INVALID };
  if (!m) return { instant: null, error: TIME_INVALID };
  const hour = Number(m[2]);
  const minute = Number(m[3]);
  if (hour > 23 || minute > 59) return { instant: null, error: TIME_INVALID };
  // The zone's offset is read at the wall-clock time taken as UTC, then at the instant that gives (the
  // first guess is an offset off when a clock change falls between them); the round trip decides.
  const asUtc = new Date(Date.UTC(day.year, day.month - 1, day.day, hour, minute));
  const guess = new Date(asUtc.getTime() - timeZoneOffsetMinutes(asUtc, SAO_PAULO_TZ) * 60_000);
  for (const instant of [guess, new Date(asUtc.getTime() - timeZoneOffsetMinutes(guess, SAO_PAULO_TZ) * 60_000)]) {
    if (formatLocalDateTime(instant) === value) return { instant, error: null };
  }
  // A time skipped by a clock change (São Paulo had summer time until 2019) does not exist.
  return { instant: null, error: TIME_INVALID };
}

/** The instant of a São Paulo 'YYYY-MM-DDTHH:MM', or null when that moment does not exist. */
export function parseLocalDateTime(value: string): Date | null {
  return readLocalDateTime(value).instant;
}

/** An instant as São Paulo's 'YYYY-MM-DDTHH:MM' (what the date-and-time inputs show). */
export function formatLocalDateTime(instant: Date): string {
  const clock = wallClock(instant, SAO_PAULO_TZ);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${toIsoDay(localDayOf(instant, SAO_PAULO_TZ))}T${pad(clock.hour)}:${pad(clock.minute)}`;
}
