import { describe, expect, it } from 'vitest';
import {
  approvalOutcome,
  durationLabel,
  median,
  monthRange,
  parseReportMonth,
  punctualityOf,
  refuseReportMonth,
} from './figures';

const at = (iso: string) => new Date(iso);

describe('report figures', () => {
  it('approval at the first round: approved with no adjustment asked before', () => {
    const sent = at('2026-11-02T12:00:00Z');
    const out = approvalOutcome([{ state: 'approved', actor: 'client', at: at('2026-11-02T15:00:00Z') }], sent);
    expect(out).toEqual({
      approvedAt: at('2026-11-02T15:00:00Z'),
      firstRound: true,
      adjustments: 0,
      timeToApproveMs: 3 * 3_600_000,
    });
  });

  it('approval after adjustments; later answers and the owner’s new versions do not change the round', () => {
    const steps = [
      { state: 'changes_requested', actor: 'client', at: at('2026-11-03T10:00:00Z') },
      { state: 'pending', actor: 'owner', at: at('2026-11-03T11:00:00Z') },
      { state: 'changes_requested', actor: 'client', at: at('2026-11-04T10:00:00Z') },
      { state: 'approved', actor: 'client', at: at('2026-11-05T10:00:00Z') },
      { state: 'changes_requested', actor: 'client', at: at('2026-11-06T10:00:00Z') },
    ];
    const out = approvalOutcome(steps, at('2026-11-02T10:00:00Z'))!;
    expect(out.firstRound).toBe(false);
    expect(out.adjustments).toBe(2);
    expect(out.timeToApproveMs).toBe(3 * 86_400_000);
  });

  it('never approved, or approved with no known send time', () => {
    expect(
      approvalOutcome([{ state: 'changes_requested', actor: 'client', at: at('2026-11-03T10:00:00Z') }], null),
    ).toBeNull();
    expect(
      approvalOutcome([{ state: 'approved', actor: 'client', at: at('2026-11-03T10:00:00Z') }], null)?.timeToApproveMs,
    ).toBeNull();
  });

  it('median of odd and even counts, none for an empty month', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });

  it('on time within the 30-minute grace, late after it, unplanned without a planned time', () => {
    const planned = at('2026-11-10T12:00:00Z');
    expect(punctualityOf(planned, at('2026-11-10T12:30:00Z'))).toBe('on_time');
    expect(punctualityOf(planned, at('2026-11-10T11:00:00Z'))).toBe('on_time');
    expect(punctualityOf(planned, at('2026-11-10T12:31:00Z'))).toBe('late');
    expect(punctualityOf(null, at('2026-11-10T12:31:00Z'))).toBe('unplanned');
  });

  it('a month is the São Paulo calendar month', () => {
    const r = monthRange({ year: 2026, month: 11 });
    expect(r.start.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(parseReportMonth('2026-13')).toBeNull();
    expect(parseReportMonth('1999-12')).toBeNull();
    expect(parseReportMonth('2026-02')).toEqual({ year: 2026, month: 2 });
  });

  it('refuses months not begun in São Paulo and months before the workspace existed', () => {
    // 30/11 at 23:30 in São Paulo is already December in UTC: December has not begun there.
    const now = at('2026-12-01T02:30:00Z');
    const created = at('2026-09-15T12:00:00Z');
    expect(refuseReportMonth({ year: 2026, month: 12 }, now, created)).toBe('REPORT_MONTH_FUTURE');
    expect(refuseReportMonth({ year: 2026, month: 11 }, now, created)).toBeNull();
    expect(refuseReportMonth({ year: 2026, month: 9 }, now, created)).toBeNull();
    expect(refuseReportMonth({ year: 2026, month: 8 }, now, created)).toBe('REPORT_MONTH_BEFORE_START');
  });

  it('says waiting times in hours and days', () => {
    expect(durationLabel(20 * 60_000)).toBe('menos de 1 h');
    expect(durationLabel(5 * 3_600_000)).toBe('5 h');
    expect(durationLabel(28 * 3_600_000)).toBe('1 dia e 4 h');
    expect(durationLabel(48 * 3_600_000)).toBe('2 dias');
  });
});
