import { describe, expect, it } from 'vitest';
import type { MonthlyReport } from '@shared/schemas/report';
import { numberReadings, OPENING_MAX_CHARS, refuseOpening, reportNumbers } from './opening-guard';

const report: Omit<MonthlyReport, 'opening'> = {
  month: '2026-10',
  monthLabel: 'outubro de 2026',
  client: { id: 'c1', name: 'Padaria Pão Quente' },
  brand: { name: 'Agência 77', background: '#ffffff', text: '#111111', accent: null, logo: null },
  empty: false,
  produced: {
    total: 3,
    byKind: [
      { kind: 'caption', label: 'Legenda', pluralLabel: 'Legendas', count: 2 },
      { kind: 'reel_idea', label: 'Reel', pluralLabel: 'Reels', count: 1 },
    ],
  },
  approval: { approved: 2, firstRound: 1, afterAdjustments: 1, medianMs: 12.5 * 3_600_000, medianLabel: '12,5 h' },
  publication: { planned: 3, published: 2, onTime: 1, late: 1, unplanned: 0, notPublished: 1, items: [] },
  dates: { covered: [{ name: 'Dia das Crianças', date: '2026-10-12' }], missed: [] },
  publi: { items: [], labelled: 0, unlabelled: 0 },
  metrics: {
    items: [],
    reach: 12500,
    engagement: 940,
  },
  nextMonth: { month: '2026-11', monthLabel: 'novembro de 2026', scheduled: [], dates: [] },
};
const allowed = reportNumbers(report);

describe('the guard on a model-written opening paragraph', () => {
  it('accepts a paragraph whose every number is one of the report’s figures', () => {
    expect(
      refuseOpening(
        'Em outubro de 2026 produzimos 3 conteúdos para você, e 2 foram aprovados em 12,5 h. ' +
          'O alcance somado chegou a 12.500 pessoas, e cobrimos o Dia das Crianças em 12 de outubro.',
        allowed,
      ),
    ).toBeNull();
  });

  it('refuses a number the report does not show', () => {
    expect(refuseOpening('Produzimos 4 conteúdos em outubro.', allowed)).toBe('unknown_number');
    expect(refuseOpening('Seu engajamento cresceu 35% no mês.', allowed)).toBe('unknown_number');
    expect(refuseOpening('Aprovamos em 12,4 h.', allowed)).toBe('unknown_number');
  });

  it('reads "12,5" as the figure 12.5 and "12.500" as 12500, never digits of an id or the brand', () => {
    expect(numberReadings('12,5')).toEqual([12.5]);
    expect(numberReadings('12.500')).toContain(12500);
    expect(numberReadings('1.234,5')).toEqual([1234.5]);
    expect(allowed.has(12.5)).toBe(true);
    expect(allowed.has(77)).toBe(false); // the agency's name is brand, not a figure
    expect(refuseOpening('A Agência 77 agradece.', allowed)).toBe('unknown_number');
  });

  it('refuses an empty, too long or multi-line paragraph', () => {
    expect(refuseOpening('   ', allowed)).toBe('empty');
    expect(refuseOpening('Obrigado. '.repeat(61), allowed)).toBe('too_long');
    expect('Obrigado. '.repeat(61).length).toBeGreaterThan(OPENING_MAX_CHARS);
    expect(refuseOpening('Primeira frase.\nSegunda frase.', allowed)).toBe('control_characters');
    expect(refuseOpening('Um texto\u0007 com sino.', allowed)).toBe('control_characters');
  });
});
