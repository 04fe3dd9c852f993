/** AI cost estimate per call, for usage tracking (spec part 2 §7: cost_brl = cost_usd x 5). */
import { USD_TO_BRL } from '@shared/constants';

/** US dollars per million tokens. */
const GPT_4O_PRICE = { input: 2.5, output: 10 };
export const MODEL_PRICES: Record<string, { input: number; output: number }> = {
  'gpt-4o': GPT_4O_PRICE,
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
};

export interface TokenUsage {
  inputTokens?: number;
  outputTokens?: number;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const count = (n: number | undefined) => (Number.isFinite(n) && (n as number) > 0 ? (n as number) : 0);

/** Dated snapshots ('gpt-4o-mini-2024-07-18') take the price of their family: longest matching prefix. */
function priceOf(model: string) {
  const name = model.trim().toLowerCase();
  const family = Object.keys(MODEL_PRICES)
    .filter((key) => name === key || name.startsWith(`${key}-`))
    .sort((a, b) => b.length - a.length)[0];
  // Unknown models are priced as gpt-4o, so costs are never under-reported.
  return (family ? MODEL_PRICES[family] : undefined) ?? GPT_4O_PRICE;
}

export function estimateCostUsd(model: string, usage: TokenUsage): number {
  const price = priceOf(model);
  return (count(usage.inputTokens) * price.input + count(usage.outputTokens) * price.output) / 1_000_000;
}

export function costBrl(usd: number): number {
  return round6(usd * USD_TO_BRL);
}
