import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '@shared/periods';
import {
  buildSeries,
  computeMetrics,
  conversionRate,
  monthlyRevenue,
  profitMargin,
  type MetricInputs,
  type PricingRow,
} from './admin-metrics';

const pricing: PricingRow[] = [
  { planType: 'creator', basePrice: 147, pricePerClient: 0, clientsLimit: 0 },
  { planType: 'agency_social', basePrice: 397, pricePerClient: 50, clientsLimit: 5 },
  { planType: 'agency_enterprise', basePrice: null, pricePerClient: 0, clientsLimit: 999 },
];

const inputs = (over: Partial<MetricInputs> = {}): MetricInputs => ({
  users: {
    total: 10,
    active: 7,
    trial: 3,
    paid: { creator: 2, agency_social: 1, agency_enterprise: 1 },
    agencyUsers: 3,
    members: 2,
  },
  pricing,
  costs: {
    usageCostBrl: 12.5,
    expensesByCategory: {
      openai: { total: 100, count: 1 },
      operacional: { total: 200, count: 2 },
      marketing: { total: 50, count: 1 },
    },
  },
  totalAgencyClients: 6,
  ...over,
});

describe('admin metric definitions', () => {
  it('monthly revenue from pricing_config; enterprise with no base price counts 0', () => {
    expect(monthlyRevenue({ creator: 2, agency_social: 1, agency_enterprise: 1 }, pricing)).toBe(691);
    const priced = pricing.map((p) => (p.planType === 'agency_enterprise' ? { ...p, basePrice: 1500 } : p));
    expect(monthlyRevenue({ creator: 0, agency_social: 0, agency_enterprise: 2 }, priced)).toBe(3000);
  });

  it('conversion = paid / (trial + paid), 0 when nobody', () => {
    expect(conversionRate(4, 3)).toBe(57.14);
    expect(conversionRate(0, 0)).toBe(0);
  });

  it('margin = profit / revenue × 100, 0 when revenue is 0', () => {
    expect(profitMargin(50, 200)).toBe(25);
    expect(profitMargin(-80, 0)).toBe(0);
  });

  it('computes every KPI, growth figure and projection', () => {
    const m = computeMetrics(inputs());
    expect(m.kpis).toEqual({
      totalUsers: 10,
      activeUsers: 7,
      paidUsers: 4,
      trialUsers: 3,
      agencyUsers: 3,
      members: 2,
      monthlyRevenue: 691,
      annualRevenue: 8292,
      aiCosts: 112.5,
      usageCosts: 12.5,
      openaiExpenses: 100,
      costPerActiveUser: 16.07,
      operatingExpenses: 250,
      operatingExpensesCount: 3,
      expensesTotal: 350,
      expensesCount: 4,
      profit: 328.5,
      margin: 47.54,
    });
    expect(m.subscriptions).toEqual({ active: 4, trial: 3, conversion: 57.14 });
    expect(m.planDistribution).toEqual({ creator: 2, agency_social: 1, agency_enterprise: 1 });
    expect(m.growth).toEqual({
      conversion: 57.14,
      arpu: 172.75,
      averageCostPerClient: 90.63,
      activeAgencies: 2,
      totalAgencyClients: 6,
    });
    expect(m.projections).toEqual({ revenue: 8292, costs: 4350, profit: 3942, margin: 47.54, operatingExpenses: 3000 });
  });

  it('no payers: revenue 0, margin 0, no division error anywhere', () => {
    const m = computeMetrics(
      inputs({
        users: {
          total: 0,
          active: 0,
          trial: 0,
          paid: { creator: 0, agency_social: 0, agency_enterprise: 0 },
          agencyUsers: 0,
          members: 0,
        },
      }),
    );
    expect(m.kpis).toMatchObject({ monthlyRevenue: 0, profit: -362.5, margin: 0, costPerActiveUser: 0 });
    expect(m.growth).toMatchObject({ conversion: 0, arpu: 0, averageCostPerClient: 0 });
    for (const v of [...Object.values(m.kpis), ...Object.values(m.growth), ...Object.values(m.projections)])
      expect(Number.isFinite(v)).toBe(true);
  });
});

describe('buildSeries', () => {
  const now = new Date('2026-05-03T15:00:00Z');
  it('per day: costs of the day, revenue prorated from the snapshot known that day (live today)', () => {
    const series = buildSeries({
      period: resolvePeriod({ period: 'month' }, now),
      now,
      earliestDay: null,
      costsByDay: new Map([
        ['2026-05-01', 10],
        ['2026-05-03', 5.5],
        ['2026-04-30', 99],
      ]),
      snapshots: [
        { date: '2026-04-30', monthlyRevenue: 310 },
        { date: '2026-05-02', monthlyRevenue: 620 },
      ],
      currentRevenue: 930,
    });
    expect(series).toEqual([
      { key: '2026-05-01', label: '01/05', revenue: 10, costs: 10, profit: 0 },
      { key: '2026-05-02', label: '02/05', revenue: 20, costs: 0, profit: 20 },
      { key: '2026-05-03', label: '03/05', revenue: 30, costs: 5.5, profit: 24.5 },
    ]);
  });

  it('per month: whole monthly revenue, 0 before any snapshot', () => {
    const series = buildSeries({
      period: resolvePeriod({ period: 'year' }, now),
      now,
      earliestDay: null,
      costsByDay: new Map([['2026-02-10', 40]]),
      snapshots: [{ date: '2026-03-15', monthlyRevenue: 147 }],
      currentRevenue: 294,
    });
    expect(series.map((s) => [s.key, s.revenue, s.costs, s.profit])).toEqual([
      ['2026-01', 0, 0, 0],
      ['2026-02', 0, 40, -40],
      ['2026-03', 147, 0, 147],
      ['2026-04', 147, 0, 147],
      ['2026-05', 294, 0, 294],
    ]);
  });
});
