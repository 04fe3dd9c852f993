import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayMonth,
  formatDiscountPercent,
  formatMoney,
  formatPercent,
  formatTime,
  onFirstUse,
} from './format';
import { safeFileName, titleFromDescription, truncate } from './text';

describe('pt-BR formats', () => {
  it('money as R$ 1.234,56', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(147)).toBe('R$ 147,00');
    expect(formatMoney('397')).toBe('R$ 397,00');
    expect(formatMoney(null)).toBe('R$ 0,00');
    expect(formatMoney(-12.5)).toBe('-R$ 12,50');
  });
  it('dates as 21/11/2026 in São Paulo time', () => {
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('21/11/2026');
    // 01:00 UTC is still the previous day in São Paulo
    expect(formatDate('2026-11-22T01:00:00Z')).toBe('21/11/2026');
    expect(formatDate(null)).toBe('');
  });
  it('a time and a day of the month as São Paulo reads them, on a São Paulo evening too', () => {
    // 23:30 in São Paulo is already the next day in UTC.
    expect(formatTime('2026-11-22T02:30:00Z')).toBe('23:30');
    expect(formatDayMonth('2026-11-22T02:30:00Z')).toBe('21/11');
    expect(formatTime('not a date')).toBe('');
    expect(formatDayMonth(Number.NaN)).toBe('');
  });
  it('a formatter is made on its first use, once', () => {
    let made = 0;
    const formatter = onFirstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    expect(formatter()).toBe(formatter());
    expect(made).toBe(1);
  });
  it('percent', () => {
    expect(formatPercent(33.333, 1)).toBe('33,3%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });
  it('a discount as it was set: 12,5%, not 13%; no trailing zeros', () => {
    expect(formatDiscountPercent(12.5)).toBe('12,5%');
    expect(formatDiscountPercent(12.25)).toBe('12,25%');
    expect(formatDiscountPercent(5)).toBe('5%');
    expect(formatDiscountPercent(0)).toBe('0%');
    expect(formatDiscountPercent(Number.NaN)).toBe('0%');
  });
});

describe('text rules', () => {
  it('export names: every non-alphanumeric becomes _', () => {
    expect(safeFileName('Roteiro: dia 1 (manhã)!')).toBe('Roteiro__dia_1__manh___');
  });
  it('titles are the first 50 characters', () => {
    expect(titleFromDescription('a'.repeat(80))).toHaveLength(50);
  });
  it('truncate adds an ellipsis only when cut', () => {
    expect(truncate('abc', 5)).toBe('abc');
    expect(truncate('abcdef', 3)).toBe('ab…');
  });
});
