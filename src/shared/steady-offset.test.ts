import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDiscountPercent,
  formatInteger,
  formatMoney,
  formatPercent,
  formatTime,
} from './format';
import { intlWallClock, steadyOffsetAround, wallClock } from './sao-paulo-time';
import { BUILD_STEADY_OFFSET, steadyWallClock } from './steady-offset';
import { SAO_PAULO_TZ } from './time-zone';

/** A seeded generator, so a failure names the same numbers on every run. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const at = (iso: string) => new Date(iso).getTime();

describe('the stretch over which a zone keeps its offset', () => {
  it('for São Paulo, from the end of its last daylight saving to the horizon a year after the build', () => {
    const steady = steadyOffsetAround(new Date('2026-11-29T17:00:00Z'));
    expect(steady).toEqual({
      timeZone: SAO_PAULO_TZ,
      fromMs: at('2019-02-17T02:00:00Z'),
      untilMs: at('2027-11-01T00:00:00Z'),
      offsetMinutes: -180,
    });
    // Every build of the month defines the same stretch (the bundle does not change from day to day).
    expect(steadyOffsetAround(new Date('2026-11-01T00:00:00Z'))).toEqual(steady);
  });

  it('ends at the changes a zone with daylight saving has, to the millisecond', () => {
    expect(steadyOffsetAround(new Date('2026-11-29T17:00:00Z'), 'America/New_York')).toEqual({
      timeZone: 'America/New_York',
      fromMs: at('2026-11-01T06:00:00Z'),
      untilMs: at('2027-03-14T07:00:00Z'),
      offsetMinutes: -300,
    });
    // São Paulo's last summer time: from 04/11/2018 00:00 (−03) to 17/02/2019 00:00 (−02).
    expect(steadyOffsetAround(new Date('2018-12-01T12:00:00Z'))).toMatchObject({
      fromMs: at('2018-11-04T03:00:00Z'),
      untilMs: at('2019-02-17T02:00:00Z'),
      offsetMinutes: -120,
    });
  });

  it('reads no wall clock outside the stretch or for another zone (Intl does those)', () => {
    const steady = steadyOffsetAround(new Date('2026-11-29T17:00:00Z'));
    expect(steadyWallClock(new Date('2019-02-17T01:59:59Z'), SAO_PAULO_TZ, steady)).toBeNull();
    expect(steadyWallClock(new Date('2027-11-01T00:00:00Z'), SAO_PAULO_TZ, steady)).toBeNull();
    expect(steadyWallClock(new Date('2026-11-29T17:00:00Z'), 'America/Manaus', steady)).toBeNull();
    expect(steadyWallClock(new Date('2026-11-29T17:00:00Z'), SAO_PAULO_TZ, null)).toBeNull();
    expect(steadyWallClock(new Date('2019-02-17T02:00:00Z'), SAO_PAULO_TZ, steady)).toEqual({
      year: 2019,
      month: 2,
      day: 16,
      hour: 23,
      minute: 0,
      second: 0,
    });
  });

  it('gives the wall clock Intl gives, at every instant tried inside the stretch and at its ends', () => {
    // The tests define the stretch as the build does (vitest.config.ts), so the formats below take it too.
    expect(BUILD_STEADY_OFFSET).not.toBeNull();
    const steady = BUILD_STEADY_OFFSET!;
    const random = seeded(41);
    const instants = [steady.fromMs, steady.untilMs - 1, at('2026-11-22T02:59:59.999Z'), at('2026-11-22T03:00:00Z')];
    for (let i = 0; i < 3000; i++)
      instants.push(steady.fromMs + Math.floor(random() * (steady.untilMs - steady.fromMs)));
    for (const t of instants) {
      const d = new Date(t);
      expect(steadyWallClock(d, SAO_PAULO_TZ), d.toISOString()).toEqual(intlWallClock(d));
      expect(wallClock(d), d.toISOString()).toEqual(intlWallClock(d));
    }
  });
});

describe('pt-BR formats written without Intl are the ones Intl writes', () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_TZ, ...options });
  const date = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const dateTime = intl({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const time = intl({ hour: '2-digit', minute: '2-digit' });
  const dayMonth = intl({ day: '2-digit', month: '2-digit' });

  it('dates and times, inside the stretch and outside it', () => {
    const random = seeded(7);
    const instants = [at('2018-12-01T02:30:00Z'), at('2031-05-05T12:00:00Z'), at('1999-12-31T23:59:59Z')];
    for (let i = 0; i < 2000; i++)
      instants.push(at('2016-01-01T00:00:00Z') + Math.floor(random() * 15 * 365 * 86_400_000));
    for (const t of instants) {
      const d = new Date(t);
      const label = d.toISOString();
      expect(formatDate(d), label).toBe(date.format(d));
      expect(formatDateTime(t), label).toBe(dateTime.format(d).replace(',', ''));
      expect(formatTime(label), label).toBe(time.format(d));
      expect(formatDayMonth(d), label).toBe(dayMonth.format(d));
    }
  });

  it('money, counts and percentages, ties and negative zeros included', () => {
    const money = new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const count = new Intl.NumberFormat('pt-BR');
    const discount = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const fixed = [0, 1, 2, 3].map(
      (d) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d }),
    );
    const random = seeded(97);
    const values = [
      0, -0, 1.005, 2.675, -1.005, 0.5, -0.5, 0.125, 999.995, 999999.995, 1e-7, 123e-9, 1e15, 1e21, 12345678901234.56,
      -0.001, 0.0005, 9.9995,
    ];
    for (let i = 0; i < 4000; i++) {
      const magnitude = 10 ** Math.floor(random() * 16 - 4);
      const v = Math.round(random() * magnitude * 1000) / (random() < 0.5 ? 1000 : 1);
      values.push(random() < 0.3 ? -v : v, Math.round(v * 200) / 1000 + 0.005);
    }
    for (const v of values) {
      const label = String(v);
      expect(formatMoney(v), label).toBe(money.format(v).replace(/\u00a0/g, ' '));
      expect(formatInteger(v), label).toBe(count.format(v));
      expect(formatDiscountPercent(v), label).toBe(`${discount.format(v)}%`);
      fixed.forEach((f, d) => expect(formatPercent(v, d), `${label} (${d})`).toBe(`${f.format(v)}%`));
    }
  });
});
