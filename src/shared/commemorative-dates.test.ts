import { describe, expect, it } from 'vitest';
import { COMMEMORATIVE_DATES, COMMEMORATIVE_NICHES, RELEVANCE_LEVELS } from './commemorative-dates-data';
import {
  MAX_RANGE_DAYS,
  dayOfRule,
  datesForClients,
  upcomingForClients,
  datesInRange,
  datesOfYear,
  easterSunday,
  nthWeekdayOfMonth,
  resolveCommemorativeNiche,
  upcoming,
} from './commemorative-dates';
import { toIsoDay } from './sao-paulo-time';
import { NICHE_OPTIONS } from './niches';

/** The day of one date in one year, whatever its relevance. */
function dayOf(id: string, year: number): string | undefined {
  return datesOfYear(year, null, { minRelevance: 'none' }).find((d) => d.id === id)?.date;
}

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2000, '2000-04-23'],
    // The earliest and latest possible Easters.
    [2285, '2285-03-22'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, expected) => {
    expect(toIsoDay(easterSunday(year))).toBe(expected);
  });

  it('refuses years outside the Gregorian calendar range', () => {
    expect(() => easterSunday(1500)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
  });
});

describe('moving dates, 2026–2030', () => {
  it.each([
    // year, Carnaval, Sexta-feira Santa, Páscoa, Corpus Christi
    [2026, '2026-02-17', '2026-04-03', '2026-04-05', '2026-06-04'],
    [2027, '2027-02-09', '2027-03-26', '2027-03-28', '2027-05-27'],
    [2028, '2028-02-29', '2028-04-14', '2028-04-16', '2028-06-15'],
    [2029, '2029-02-13', '2029-03-30', '2029-04-01', '2029-05-31'],
    [2030, '2030-03-05', '2030-04-19', '2030-04-21', '2030-06-20'],
  ])('Easter dates of %i', (year, carnaval, goodFriday, easter, corpusChristi) => {
    expect(dayOf('carnaval', year)).toBe(carnaval);
    expect(dayOf('sexta-feira-santa', year)).toBe(goodFriday);
    expect(dayOf('pascoa', year)).toBe(easter);
    expect(dayOf('corpus-christi', year)).toBe(corpusChristi);
  });

  it('Carnaval falls on a Tuesday and Corpus Christi on a Thursday', () => {
    for (let year = 2020; year <= 2040; year++) {
      expect(new Date(`${dayOf('carnaval', year)}T12:00:00Z`).getUTCDay()).toBe(2);
      expect(new Date(`${dayOf('corpus-christi', year)}T12:00:00Z`).getUTCDay()).toBe(4);
    }
  });

  it.each([
    // year, Dia das Mães, Dia dos Pais, Black Friday
    [2026, '2026-05-10', '2026-08-09', '2026-11-27'],
    [2027, '2027-05-09', '2027-08-08', '2027-11-26'],
    [2028, '2028-05-14', '2028-08-13', '2028-11-24'],
    [2029, '2029-05-13', '2029-08-12', '2029-11-23'],
    [2030, '2030-05-12', '2030-08-11', '2030-11-29'],
  ])('weekday-based dates of %i', (year, mothers, fathers, blackFriday) => {
    expect(dayOf('dia-das-maes', year)).toBe(mothers);
    expect(dayOf('dia-dos-pais', year)).toBe(fathers);
    expect(dayOf('black-friday', year)).toBe(blackFriday);
  });

  it('Black Friday follows the fourth Thursday when November begins on a Thursday (2018 was 23/11)', () => {
    expect(dayOf('black-friday', 2018)).toBe('2018-11-23');
    expect(dayOf('black-friday', 2029)).toBe('2029-11-23');
  });

  it('Dia do Programador is the 256th day: 13/09, or 12/09 in leap years', () => {
    expect(dayOf('dia-do-programador', 2026)).toBe('2026-09-13');
    expect(dayOf('dia-do-programador', 2028)).toBe('2028-09-12');
  });
});

describe('fixed dates', () => {
  it.each([
    ['dia-da-mulher', '2026-03-08'],
    ['dia-do-consumidor', '2026-03-15'],
    ['dia-do-trabalho', '2026-05-01'],
    ['dia-dos-namorados', '2026-06-12'],
    ['sao-joao', '2026-06-24'],
    ['dia-do-nutricionista', '2026-08-31'],
    ['dia-profissional-educacao-fisica', '2026-09-01'],
    ['dia-do-cliente', '2026-09-15'],
    ['dia-das-criancas', '2026-10-12'],
    ['natal', '2026-12-25'],
    ['reveillon', '2026-12-31'],
  ])('%s on %s', (id, expected) => {
    expect(dayOf(id, 2026)).toBe(expected);
  });
});

describe('nthWeekdayOfMonth and dayOfRule', () => {
  it('finds the last weekday of a month', () => {
    expect(nthWeekdayOfMonth(2026, 11, 5, -1)).toEqual({ year: 2026, month: 11, day: 27 });
    expect(nthWeekdayOfMonth(2029, 11, 5, -1)).toEqual({ year: 2029, month: 11, day: 30 });
  });

  it('says null when a month has no fifth such weekday', () => {
    expect(nthWeekdayOfMonth(2026, 2, 1, 5)).toBeNull();
    expect(nthWeekdayOfMonth(2026, 2, 1, -5)).toBeNull();
  });

  it('has no 29/02 in a common year', () => {
    expect(dayOfRule({ type: 'fixed', month: 2, day: 29 }, 2026)).toBeNull();
    expect(dayOfRule({ type: 'fixed', month: 2, day: 29 }, 2028)).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('niches', () => {
  it.each([
    ['fitness', 'fitness'],
    ['business', 'business'],
    ['empreendedorismo', 'business'],
    ['beleza', 'beauty'],
    ['culinaria', 'food'],
    ['educacao', 'education'],
    ['Pet shop', 'pets'],
    ['Clínica Veterinária', 'pets'],
    ['Nutricionista esportiva', 'fitness'],
    ['Salão de beleza', 'beauty'],
    ['Confeitaria artesanal', 'food'],
    ['Astrologia', 'general'],
    ['', 'general'],
    [null, 'general'],
  ])('%s → %s', (raw, expected) => {
    expect(resolveCommemorativeNiche(raw)).toBe(expected);
  });

  it('maps every niche option of the profile to its own group', () => {
    for (const option of NICHE_OPTIONS) expect(resolveCommemorativeNiche(option)).toBe(option);
    expect(resolveCommemorativeNiche('outros')).toBe('general');
  });

  it('shows a fitness creator and a pet shop different highlights', () => {
    const fitness = upcoming('2026-08-20', 30, 'fitness').map((d) => d.id);
    const pets = upcoming('2026-08-20', 30, 'Pet shop').map((d) => d.id);
    expect(fitness).toContain('dia-do-nutricionista');
    expect(fitness).toContain('dia-profissional-educacao-fisica');
    expect(fitness).not.toContain('dia-do-veterinario');
    expect(fitness).not.toContain('dia-do-cachorro');
    expect(pets).toContain('dia-do-veterinario');
    expect(pets).toContain('dia-do-cachorro');
    expect(pets).not.toContain('dia-do-nutricionista');
  });

  it('gives each niche its own angle and falls back to the general one', () => {
    const food = datesInRange('2026-06-12', '2026-06-12', 'culinaria')[0];
    if (!food) throw new Error('food: expected a date');
    const general = datesInRange('2026-06-12', '2026-06-12')[0];
    if (!general) throw new Error('general: expected a date');
    expect(food.id).toBe('dia-dos-namorados');
    expect(food.angle).toMatch(/jantar/i);
    expect(general.angle).not.toBe(food.angle);
    const astrology = datesInRange('2026-06-12', '2026-06-12', 'Astrologia')[0];
    if (!astrology) throw new Error('astrology: expected a date');
    expect(astrology.angle).toBe(general.angle);
  });
});

describe('datesInRange', () => {
  it('includes both ends and orders by day, then relevance', () => {
    const dates = datesInRange('2026-10-12', '2026-10-15', 'parenting');
    expect(dates.map((d) => [d.date, d.id])).toEqual([
      ['2026-10-12', 'dia-das-criancas'],
      ['2026-10-12', 'nossa-senhora-aparecida'],
      ['2026-10-15', 'dia-do-professor'],
    ]);
    expect(dates[0]?.relevance).toBe('high');
  });

  it('spans years', () => {
    const ids = datesInRange('2026-12-24', '2027-01-02').map((d) => d.id);
    expect(ids).toEqual(['natal', 'reveillon', 'ano-novo']);
  });

  it('leaves out dates a niche does not care about unless asked for every date', () => {
    expect(datesInRange('2026-09-09', '2026-09-09', 'fitness').map((d) => d.id)).toEqual([]);
    expect(datesInRange('2026-09-09', '2026-09-09', 'fitness', { minRelevance: 'none' }).map((d) => d.id)).toEqual([
      'dia-do-veterinario',
    ]);
  });

  it('refuses invalid days, reversed ranges and ranges that are too long', () => {
    expect(() => datesInRange('2026-02-30', '2026-03-10')).toThrow(RangeError);
    expect(() => datesInRange('2026-03-10', '2026-03-01')).toThrow(RangeError);
    expect(() => datesInRange('2026-01-01', '2040-01-01')).toThrow(RangeError);
    expect(() => datesInRange('1200-01-01', '1200-02-01')).toThrow(RangeError);
    expect(datesInRange('2026-01-01', '2026-01-01')).toEqual(expect.any(Array));
    expect(MAX_RANGE_DAYS).toBeGreaterThan(366 * 2);
  });
});

describe('upcoming', () => {
  it('lists the next 30 days with the days left, today included', () => {
    const next = upcoming('2026-05-10', 30, 'fitness');
    expect(next[0]).toMatchObject({ id: 'dia-das-maes', date: '2026-05-10', daysUntil: 0 });
    expect(next.map((d) => d.date).every((d) => d >= '2026-05-10' && d <= '2026-06-09')).toBe(true);
    expect(next.every((d) => d.relevance === 'high' || d.relevance === 'medium')).toBe(true);
  });

  it('includes the day exactly `days` ahead and nothing after it', () => {
    expect(upcoming('2026-05-13', 30, 'business').map((d) => d.id)).toContain('dia-dos-namorados');
    expect(upcoming('2026-05-12', 30, 'business').map((d) => d.id)).not.toContain('dia-dos-namorados');
  });

  it('reads an instant on the São Paulo calendar (23:30 there is still the day before in UTC terms)', () => {
    // 02:30 UTC on 12/06 is 23:30 on 11/06 in São Paulo: Dia dos Namorados is tomorrow.
    const late = upcoming(new Date('2026-06-12T02:30:00Z'), 30, 'food');
    expect(late.find((d) => d.id === 'dia-dos-namorados')?.daysUntil).toBe(1);
    // 03:00 UTC is midnight in São Paulo: it is today.
    const midnight = upcoming(new Date('2026-06-12T03:00:00Z'), 30, 'food');
    expect(midnight.find((d) => d.id === 'dia-dos-namorados')?.daysUntil).toBe(0);
    // 02:59:59 UTC on 01/01 is still 31/12 in São Paulo: Réveillon is today.
    const newYearsEve = upcoming(new Date('2027-01-01T02:59:59Z'), 0, null);
    expect(newYearsEve.map((d) => d.id)).toEqual(['reveillon']);
  });

  it('refuses a negative number of days', () => {
    expect(() => upcoming('2026-05-10', -1)).toThrow(RangeError);
  });
});

describe('data', () => {
  it('has unique ids, valid rules, known niches and an angle for every relevant niche', () => {
    const ids = new Set<string>();
    for (const def of COMMEMORATIVE_DATES) {
      expect(ids.has(def.id), def.id).toBe(false);
      ids.add(def.id);
      expect(dayOfRule(def.rule, 2026), def.id).not.toBeNull();
      for (const [niche, level] of Object.entries(def.relevance)) {
        expect([...COMMEMORATIVE_NICHES, 'default']).toContain(niche);
        expect(RELEVANCE_LEVELS).toContain(level);
      }
      for (const niche of Object.keys(def.angles)) expect([...COMMEMORATIVE_NICHES, 'default']).toContain(niche);
      expect(def.angles.default.length).toBeGreaterThan(10);
    }
  });

  it('gives every niche at least a few highlights a year', () => {
    for (const niche of COMMEMORATIVE_NICHES) {
      const high = datesOfYear(2026, niche).filter((d) => d.relevance === 'high');
      expect(high.length, niche).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('several clients at once', () => {
  const owners = [
    { name: 'Academia Forte', niche: 'fitness' },
    { name: 'Pet Feliz', niche: 'Pet shop' },
  ];

  it('lists each date once, with the clients it matters to', () => {
    const dates = datesForClients('2027-10-01', '2027-10-31', owners);
    const animals = dates.filter((d) => d.date === '2027-10-04');
    expect(animals).toHaveLength(1);
    expect(animals[0]).toMatchObject({ relevance: 'high', clients: ['Pet Feliz'] });
    const keys = dates.map((d) => `${d.id}@${d.date}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The order is by day, as for one niche.
    expect([...dates.map((d) => d.date)].sort()).toEqual(dates.map((d) => d.date));
  });

  it('takes the angle of the client the date matters most to', () => {
    const [animals] = datesForClients('2027-10-04', '2027-10-04', owners).filter((d) => d.relevance === 'high');
    const petOnly = datesInRange('2027-10-04', '2027-10-04', 'Pet shop').find((d) => d.id === animals?.id);
    expect(animals?.angle).toBe(petOnly?.angle);
  });

  it('counts only medium or high relevance as mattering, and falls back to the agency niche without clients', () => {
    const upcomingDates = upcomingForClients('2027-10-01', 10, owners);
    expect(upcomingDates.every((d) => (d.clients ?? []).length > 0)).toBe(true);
    expect(upcomingDates.find((d) => d.date === '2027-10-04')?.daysUntil).toBe(3);
    expect(datesForClients('2027-10-01', '2027-10-31', [], { fallbackNiche: 'Pet shop' })).toEqual(
      datesInRange('2027-10-01', '2027-10-31', 'Pet shop'),
    );
  });
});
