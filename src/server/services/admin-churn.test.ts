import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '@shared/periods';
import { churnRate, churnWindow, computeChurn, type AccessStretch, type ChurnWindow } from './admin-churn';

// Thursday 14 May 2026, 12:00 in São Paulo.
const NOW = new Date('2026-05-14T15:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('churnWindow (30 São Paulo days)', () => {
  it('ends now for a period that reaches today (this month, all) and starts at 00:00 in São Paulo', () => {
    for (const period of ['month', 'all', 'year', 'today'] as const) {
      const w = churnWindow(resolvePeriod({ period }, NOW), NOW);
      expect(w).toEqual({
        fromDay: '2026-04-15',
        lastDay: '2026-05-14',
        start: at('2026-04-15T03:00:00.000Z'),
        end: NOW,
      });
    }
  });

  it('ends on the last day of a past period, at its last instant in São Paulo', () => {
    const april = resolvePeriod({ period: 'specific_month', month: 4, year: 2026 }, NOW);
    expect(churnWindow(april, NOW)).toEqual({
      fromDay: '2026-04-01',
      lastDay: '2026-04-30',
      start: at('2026-04-01T03:00:00.000Z'),
      end: at('2026-05-01T02:59:59.999Z'),
    });
  });

  it('takes the São Paulo day of now: 23:30 on the 14th is still the 14th there', () => {
    const late = at('2026-05-15T02:30:00.000Z');
    expect(churnWindow(resolvePeriod({ period: 'month' }, late), late)).toMatchObject({
      fromDay: '2026-04-15',
      lastDay: '2026-05-14',
      end: late,
    });
  });

  it('follows the old summer time: a window that crosses the 2018 change keeps local midnights', () => {
    const w = churnWindow({ lastDay: '2018-11-10' }, NOW);
    expect(w.fromDay).toBe('2018-10-12');
    expect(w.start).toEqual(at('2018-10-12T03:00:00.000Z'));
    // Summer time (UTC−2) from 4 November 2018: the 11th began at 02:00 UTC.
    expect(w.end).toEqual(at('2018-11-11T01:59:59.999Z'));
  });
});

describe('churnRate', () => {
  it('is a percentage with 2 decimals, and null (shown as a dash) when nobody was paying', () => {
    expect(churnRate(3, 71)).toBe(4.23);
    expect(churnRate(1, 3)).toBe(33.33);
    expect(churnRate(0, 5)).toBe(0);
    expect(churnRate(0, 0)).toBeNull();
  });
});

describe('computeChurn (the paying accounts at the start, looked at again at the end)', () => {
  const window: ChurnWindow = {
    fromDay: '2026-04-15',
    lastDay: '2026-05-14',
    start: at('2026-04-15T03:00:00.000Z'),
    end: NOW,
  };
  const stretch = (workspaceId: string, startedAt: string, endsAt: string | null = null): AccessStretch => ({
    workspaceId,
    startedAt: at(startedAt),
    endsAt: endsAt ? at(endsAt) : null,
  });

  it('zero paying accounts: no rate, never NaN', () => {
    const churn = computeChurn([], window);
    expect(churn).toEqual({ paying: 0, churned: 0, rate: null, fromDay: '2026-04-15', lastDay: '2026-05-14' });
    // Someone who started and stopped inside the window was not paying at its start either.
    expect(computeChurn([stretch('new', '2026-04-20T12:00:00Z', '2026-05-01T12:00:00Z')], window).rate).toBeNull();
  });

  it('counts the accounts whose paid access ended in the window and did not come back', () => {
    const churn = computeChurn(
      [
        stretch('stays', '2026-01-10T12:00:00Z'),
        stretch('card-cancelled', '2026-02-01T12:00:00Z', '2026-05-01T12:00:00Z'),
        stretch('prepaid-ended', '2026-02-01T12:00:00Z', '2026-05-01T15:00:00Z'),
        stretch('stays-2', '2026-03-01T12:00:00Z'),
      ],
      window,
    );
    expect(churn).toMatchObject({ paying: 4, churned: 2, rate: 50 });
  });

  it('an account that stopped and paid again inside the window has not churned; one that stopped again has', () => {
    const churn = computeChurn(
      [
        stretch('back', '2026-01-01T12:00:00Z', '2026-05-01T12:00:00Z'),
        stretch('back', '2026-05-03T12:00:00Z'),
        stretch('back-and-gone', '2026-01-01T12:00:00Z', '2026-04-20T12:00:00Z'),
        stretch('back-and-gone', '2026-04-25T12:00:00Z', '2026-05-10T12:00:00Z'),
      ],
      window,
    );
    expect(churn).toMatchObject({ paying: 2, churned: 1, rate: 50 });
  });

  it('a workspace counts once, however many stretches it had (a team is one account)', () => {
    const churn = computeChurn(
      [
        stretch('agency', '2026-01-01T12:00:00Z', '2026-04-01T12:00:00Z'),
        stretch('agency', '2026-04-01T12:00:00Z'),
        stretch('creator', '2026-01-01T12:00:00Z', '2026-05-05T12:00:00Z'),
      ],
      window,
    );
    expect(churn).toMatchObject({ paying: 2, churned: 1, rate: 50 });
  });

  it('at the edges: access ending right at the start is not counted; starting right at it is', () => {
    const churn = computeChurn(
      [
        stretch('ended-at-start', '2026-01-01T12:00:00Z', '2026-04-15T03:00:00Z'),
        stretch('began-at-start', '2026-04-15T03:00:00Z', '2026-05-14T14:00:00Z'),
      ],
      window,
    );
    expect(churn).toMatchObject({ paying: 1, churned: 1, rate: 100 });
  });

  it('a period still open counts to its known end: a prepaid period past its end has churned before the job runs', () => {
    const churn = computeChurn(
      [
        // The profile's paid_until, past: the period ran out; the job that blocks has not run yet.
        stretch('prepaid-over', '2026-02-14T12:00:00Z', '2026-05-14T12:00:00Z'),
        // A revoked Pix Automático still in its paid month: paying until the 20th.
        stretch('revoked-later', '2026-03-20T12:00:00Z', '2026-05-20T12:00:00Z'),
      ],
      window,
    );
    expect(churn).toMatchObject({ paying: 2, churned: 1 });
  });
});
