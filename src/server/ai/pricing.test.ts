import { describe, expect, it } from 'vitest';
import { costBrl, estimateCostUsd } from './pricing';

describe('pricing', () => {
  it('prices gpt-4o per million tokens', () => {
    expect(estimateCostUsd('gpt-4o', { inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBeCloseTo(12.5, 10);
    expect(estimateCostUsd('gpt-4o', { inputTokens: 1200, outputTokens: 800 })).toBeCloseTo(0.003 + 0.008, 10);
  });

  it('prices gpt-4o-mini and dated snapshots by family', () => {
    expect(estimateCostUsd('gpt-4o-mini', { inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBeCloseTo(0.75, 10);
    expect(estimateCostUsd('gpt-4o-mini-2024-07-18', { inputTokens: 1_000_000 })).toBeCloseTo(0.15, 10);
    expect(estimateCostUsd('gpt-4o-2024-08-06', { outputTokens: 1_000_000 })).toBeCloseTo(10, 10);
  });

  it('uses gpt-4o prices for unknown models and treats missing usage as 0', () => {
    expect(estimateCostUsd('some-local-model', { inputTokens: 1_000_000 })).toBeCloseTo(2.5, 10);
    expect(estimateCostUsd('gpt-4o', {})).toBe(0);
    expect(estimateCostUsd('gpt-4o', { inputTokens: Number.NaN, outputTokens: -5 })).toBe(0);
  });

  it('converts to BRL at 5x, rounded to 6 decimals', () => {
    expect(costBrl(0.011)).toBe(0.055);
    expect(costBrl(0.0000001234)).toBe(0.000001);
    expect(costBrl(0.1 + 0.2)).toBe(1.5);
  });
});
