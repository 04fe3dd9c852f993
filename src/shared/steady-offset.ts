/**
 * São Paulo's wall clock without Intl, where the build knows the zone's offset does not change.
 *
 * Why: the first Intl object a browser tab makes (any formatter, any locale) loads ICU's data and took
 * 30–50 ms on this machine, several times that on a phone. Every signed-in page and the client's review
 * page formatted a date or a number while React attached to the HTML the server drew, so that load was
 * one long task on every first visit. São Paulo has kept UTC−3 since its last daylight-saving change
 * (February 2019), so in that stretch its wall clock is the UTC clock moved by the offset.
 *
 * The stretch is not written here by hand: the build reads it from its own time-zone data
 * (`steadyOffsetAround` in sao-paulo-time.ts, through `define` in vite.config.ts) and ends it at most a
 * year after the build, so a change announced later is never guessed at. An instant outside it, a code path
 * without the build's value (the server, the tests that do not define it) and every other zone go through
 * Intl as before.
 */
/** The wall clock of an instant in a zone (month 1–12, hour 0–23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A stretch of time over which a zone's offset from UTC stays the same: [fromMs, untilMs). */
export interface SteadyOffset {
  timeZone: string;
  fromMs: number;
  untilMs: number;
  offsetMinutes: number;
}

declare const __PAUTEI_STEADY_OFFSET__: SteadyOffset | undefined;

/** What the build read from its time-zone data, or null where nothing was defined. */
export const BUILD_STEADY_OFFSET: SteadyOffset | null =
  typeof __PAUTEI_STEADY_OFFSET__ === 'undefined' ? null : __PAUTEI_STEADY_OFFSET__;

/** The wall clock of `instant` in `timeZone` when `steady` covers it (to the second, as Intl gives it), else null. */
export function steadyWallClock(
  instant: Date,
  timeZone: string,
  steady: SteadyOffset | null = BUILD_STEADY_OFFSET,
): WallClock | null {
  const t = instant.getTime();
  if (steady === null || timeZone !== steady.timeZone || !(t >= steady.fromMs && t < steady.untilMs)) return null;
  const moved = new Date(t + steady.offsetMinutes * 60_000);
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    hour: moved.getUTCHours(),
    minute: moved.getUTCMinutes(),
    second: moved.getUTCSeconds(),
  };
}
