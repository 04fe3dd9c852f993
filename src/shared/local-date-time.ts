/**
 * A São Paulo wall-clock moment typed by a person ('YYYY-MM-DDTHH:MM'), read strictly: the text is
 * parsed, turned into an instant, and turned back; only a text that comes back identical is a real
 * moment, so 30/02 or 24:61 is refused instead of rolling over into another day. This is the one place
 * the publication screens read such a text, so a shared date rule can replace it in one edit.
 */
import { localDayOf, parseIsoDay, SAO_PAULO_TZ, timeZoneOffsetMinutes, toIsoDay, wallClock } from './sao-paulo-time';
import { SCHEDULE_MAX_YEAR, SCHEDULE_MIN_YEAR } from './scheduled-day';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The instant of a São Paulo 'YYYY-MM-DDTHH:MM', or null when that moment does not exist. */
export function parseLocalDateTime(value: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return null;
  const day = parseIsoDay(m[1]);
  if (!day || day.year < SCHEDULE_MIN_YEAR || day.year > SCHEDULE_MAX_YEAR) return null;
  const hour = Number(m[2]);
  const minute = Number(m[3]);
  if (hour > 23 || minute > 59) return null;
  // The zone's offset is read at the wall-clock time taken as UTC, then checked by the round trip below.
  const asUtc = new Date(Date.UTC(day.year, day.month - 1, day.day, hour, minute));
  const instant = new Date(asUtc.getTime() - timeZoneOffsetMinutes(asUtc, SAO_PAULO_TZ) * 60_000);
  return formatLocalDateTime(instant) === value ? instant : null;
}

/** An instant as São Paulo's 'YYYY-MM-DDTHH:MM' (what the date-and-time inputs show). */
export function formatLocalDateTime(instant: Date): string {
  const clock = wallClock(instant, SAO_PAULO_TZ);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${toIsoDay(localDayOf(instant, SAO_PAULO_TZ))}T${pad(clock.hour)}:${pad(clock.minute)}`;
}
