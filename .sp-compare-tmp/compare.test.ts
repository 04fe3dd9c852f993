import { it, expect } from 'vitest';
import * as OA from './old-admin';
import * as ON from './old-analytics';
import * as NA from '../src/shared/admin-periods';
import * as NN from '../src/shared/analytics-periods';
import { saoPauloDay } from '../src/shared/client-export';

const oldSaoPauloDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

it('compares', () => {
  const diffs: string[] = [];
  const note = (what: string, a: unknown, b: unknown) => { if (JSON.stringify(a) !== JSON.stringify(b)) diffs.push(`${what}: old=${JSON.stringify(a)} new=${JSON.stringify(b)}`); };
  // Days 1890..2110
  for (let t = Date.UTC(1890, 0, 1); t < Date.UTC(2110, 0, 1); t += 86_400_000) {
    const dt = new Date(t);
    const d = { year: dt.getUTCFullYear(), month: dt.getUTCMonth() + 1, day: dt.getUTCDate() };
    const key = OA.toIsoDay(d);
    note(`admin start ${key}`, OA.startOfLocalDay(d).toISOString(), NA.startOfLocalDay(d).toISOString());
    note(`analytics start ${key}`, ON.startOfLocalDay(d).toISOString(), NN.startOfLocalDay(d).toISOString());
    note(`parse ${key}`, [OA.parseIsoDay(key), ON.parseLocalDate(key)], [NA.parseIsoDay(key), NN.parseLocalDate(key)]);
    for (const n of [-400, -31, -1, 0, 1, 29, 366]) note(`addDays ${key} ${n}`, [OA.addDaysLocal(d, n), ON.addLocalDays(d, n)], [NA.addDaysLocal(d, n), NN.addLocalDays(d, n)]);
    for (const n of [-13, -1, 1, 12]) note(`addMonths ${key} ${n}`, OA.addMonthsLocal(d, n), NA.addMonthsLocal(d, n));
    note(`weekday ${key}`, ON.weekdayOf(d), NN.weekdayOf(d));
    note(`fmtIso ${key}`, OA.formatIsoDay(key), NA.formatIsoDay(key));
    if (d.day === 1) note(`dim ${key}`, OA.daysInMonth(d.year, d.month), NA.daysInMonth(d.year, d.month));
    // instants around the day
    for (const h of [0, 1, 2, 2.5, 2.999, 3, 4, 12, 23.5]) {
      const inst = new Date(t + h * 3_600_000);
      note(`off ${inst.toISOString()}`, OA.timeZoneOffsetMinutes(inst), NA.timeZoneOffsetMinutes(inst));
      note(`day ${inst.toISOString()}`, [OA.localDayOf(inst), ON.localDateOf(inst), OA.todayIn(inst)], [NA.localDayOf(inst), NN.localDateOf(inst), NA.todayIn(inst)]);
      if (d.year >= 1900) note(`spday ${inst.toISOString()}`, oldSaoPauloDay(inst), saoPauloDay(inst));
    }
  }
  // Periods at many 'now's
  const adminPeriods = ['today', 'yesterday', 'week', 'month', 'last_month', 'quarter', 'year', 'last_year', 'all'] as const;
  for (let t = Date.UTC(2015, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000 / 4 + 7 * 60_000) {
    const now = new Date(t);
    for (const p of adminPeriods) {
      const o = OA.resolvePeriod({ period: p }, now), n = NA.resolvePeriod({ period: p }, now);
      note(`resolve ${p} ${now.toISOString()}`, o, n);
      if (t % 5 === 0) note(`buckets ${p} ${now.toISOString()}`, OA.periodBuckets(o, now, '2019-03-10'), NA.periodBuckets(n, now, '2019-03-10'));
    }
    for (const p of ['day', 'week', 'month', 'all'] as const) note(`range ${p} ${now.toISOString()}`, ON.periodRange(p, now), NN.periodRange(p, now));
    note(`years ${now.toISOString()}`, OA.periodYears(now), NA.periodYears(now));
  }
  // custom / specific
  const days = ['2018-02-17', '2018-11-04', '2019-02-16', '2024-02-29', '2026-11-21', '2026-11-22', '2026-12-31', '2027-01-01', '1913-12-31', '1914-01-01', '2026-02-30', ''];
  const now = new Date('2026-11-22T02:59:00Z');
  for (const a of days) for (const b of days) {
    const run = (f: () => unknown) => { try { return f(); } catch (e) { return `throw ${(e as Error).name}`; } };
    note(`custom ${a} ${b}`, run(() => OA.resolvePeriod({ period: 'custom', start: a, end: b }, now)), run(() => NA.resolvePeriod({ period: 'custom', start: a, end: b }, now)));
    note(`acustom ${a} ${b}`, run(() => ON.periodRange('custom', now, { start: a, end: b })), run(() => NN.periodRange('custom', now, { start: a, end: b })));
    note(`valid ${a} ${b}`, ON.isValidCustomRange({ start: a, end: b }), NN.isValidCustomRange({ start: a, end: b }));
    note(`chart ${a} ${b}`, ON.chartBuckets(a, b), NN.chartBuckets(a, b));
    note(`sday ${a}`, run(() => OA.resolvePeriod({ period: 'specific_day', day: a }, now)), run(() => NA.resolvePeriod({ period: 'specific_day', day: a }, now)));
  }
  for (let y = 1999; y <= 2101; y++) for (let m = 0; m <= 13; m++) {
    const run = (f: () => unknown) => { try { return f(); } catch (e) { return `throw ${(e as Error).name}`; } };
    note(`smonth ${y} ${m}`, run(() => OA.resolvePeriod({ period: 'specific_month', year: y, month: m }, now)), run(() => NA.resolvePeriod({ period: 'specific_month', year: y, month: m }, now)));
    note(`syear ${y}`, run(() => OA.resolvePeriod({ period: 'specific_year', year: y }, now)), run(() => NA.resolvePeriod({ period: 'specific_year', year: y }, now)));
  }
  console.log(`DIFFS ${diffs.length}`);
  const kinds = new Map<string, string[]>();
  for (const d of diffs) { const k = d.split(' ')[0]; kinds.set(k, [...(kinds.get(k) ?? []), d]); }
  for (const [k, v] of kinds) console.log(k, v.length, '\n  ' + v.slice(0, 4).join('\n  '), '\n  last:', v[v.length - 1]);
  expect(true).toBe(true);
});
