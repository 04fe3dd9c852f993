import { describe, expect, it } from 'vitest';
import { DASHBOARD_PERIODS, EXPENSE_PERIODS } from '@shared/periods';
import {
  clientsLimitText,
  filterComplete,
  filterFromParams,
  filterToParams,
  monthlyPriceText,
  nicheText,
  parseAmount,
  planHasClients,
  planLabel,
  statusLabel,
  statusTone,
  typeLabel,
} from './labels';

describe('admin display helpers', () => {
  it('prices and limits', () => {
    expect(monthlyPriceText(147)).toBe('R$ 147,00/mês');
    expect(monthlyPriceText(397)).toBe('R$ 397,00/mês');
    expect(monthlyPriceText(null)).toBe('sob consulta');
    expect(clientsLimitText(999)).toBe('Ilimitado');
    expect(clientsLimitText(5)).toBe('5');
  });

  it('status and type labels', () => {
    expect([
      statusLabel('active'),
      statusLabel('trial'),
      typeLabel('agency'),
      typeLabel('creator'),
      typeLabel('trial'),
    ]).toEqual(['Ativo', 'Trial', 'Agência', 'Creator', 'Creator']);
  });

  it('never shows a raw status code', () => {
    expect(['cancelled', 'past_due', 'blocked', 'inactive'].map(statusLabel)).toEqual([
      'Cancelado',
      'Pagamento pendente',
      'Bloqueado',
      'Inativo',
    ]);
    // The payment provider's spellings read like ours.
    expect([statusLabel('trialing'), statusLabel('canceled'), statusLabel('unpaid')]).toEqual([
      'Trial',
      'Cancelado',
      'Pagamento pendente',
    ]);
    expect(statusTone('trialing')).toBe('info');
    expect([statusLabel('paused'), statusLabel(null), statusLabel('')]).toEqual([
      'Desconhecido',
      'Desconhecido',
      'Desconhecido',
    ]);
  });

  it('names plans as the app does', () => {
    expect(['creator', 'agency_social', 'agency_enterprise', 'solo', 'agency'].map(planLabel)).toEqual([
      'Creator',
      'Agência Social',
      'Agência Enterprise',
      'Criador Solo',
      'Agência',
    ]);
    expect(planLabel('gold')).toBe('Outro plano');
    expect([planHasClients('creator'), planHasClients('agency_social'), planHasClients('agency_enterprise')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it("labels niches with the app's own niche names", () => {
    expect(nicheText('fitness')).toBe('Fitness / Saúde');
    expect(nicheText('beauty')).toBe('Beleza / Estética');
    expect(nicheText('Finance')).toBe('Finanças Pessoais');
    expect(nicheText('outros')).toBe('Outros');
    // A niche the user typed is shown as typed; no niche is a dash.
    expect(nicheText('Pet shop')).toBe('Pet shop');
    expect(nicheText(null)).toBe('-');
    expect(nicheText('  ')).toBe('-');
  });

  it('parses amounts typed with a comma or a dot', () => {
    expect(parseAmount('123.45')).toBe(123.45);
    expect(parseAmount('123,45')).toBe(123.45);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
  });

  it('reads a filter from the URL, ignoring periods the page does not offer', () => {
    const f = filterFromParams(
      new URLSearchParams('period=specific_month&month=5&year=2026&category=openai'),
      DASHBOARD_PERIODS,
      'month',
    );
    expect(f).toMatchObject({ period: 'specific_month', month: '5', year: '2026', category: 'openai' });
    expect(filterToParams(f)).toEqual({ period: 'specific_month', month: '5', year: '2026', category: 'openai' });
    expect(filterFromParams(new URLSearchParams('period=today'), EXPENSE_PERIODS, 'month').period).toBe('month');
    expect(filterFromParams(new URLSearchParams('category=viagem'), EXPENSE_PERIODS, 'month').category).toBe('all');
  });

  it('knows when a filter is complete', () => {
    expect(filterComplete({ period: 'custom', start: '2026-05-01' })).toBe(false);
    expect(filterComplete({ period: 'custom', start: '2026-05-02', end: '2026-05-01' })).toBe(false);
    expect(filterComplete({ period: 'custom', start: '2026-05-01', end: '2026-05-01' })).toBe(true);
    expect(filterComplete({ period: 'specific_month', year: '2026' })).toBe(false);
    expect(filterComplete({ period: 'specific_year', year: '2026' })).toBe(true);
    expect(filterComplete({ period: 'month' })).toBe(true);
  });
});
