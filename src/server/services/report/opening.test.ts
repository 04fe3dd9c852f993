import { describe, expect, it } from 'vitest';
import type { MonthlyReport } from '@shared/schemas/report';
import { writeOpening } from './opening';

const base: Omit<MonthlyReport, 'opening'> = {
  month: '2026-10',
  monthLabel: 'outubro de 2026',
  client: { id: 'c1', name: 'Padaria Pão Quente' },
  brand: { name: 'Agência Alfa', background: '#fff', text: '#111', accent: null, logo: null },
  empty: false,
  produced: {
    total: 3,
    byKind: [
      { kind: 'caption', label: 'Legenda', pluralLabel: 'Legendas', count: 2 },
      { kind: 'reel_idea', label: 'Reel', pluralLabel: 'Reels', count: 1 },
    ],
  },
  approval: {
    approved: 2,
    firstRound: 1,
    afterAdjustments: 1,
    medianMs: 37.5 * 3_600_000,
    medianLabel: '1 dia e 14 h',
  },
  publication: { planned: 3, published: 2, onTime: 1, late: 1, unplanned: 0, notPublished: 1, items: [] },
  dates: { covered: [{ name: 'Dia das Crianças', date: '2026-10-12' }], missed: [] },
  publi: { items: [], labelled: 0, unlabelled: 0 },
  metrics: null,
  nextMonth: { month: '2026-11', monthLabel: 'novembro de 2026', scheduled: [], dates: [] },
};

describe('the report’s opening paragraph', () => {
  it('says only the figures of the report', () => {
    expect(writeOpening(base)).toBe(
      'Em outubro de 2026 produzimos 3 conteúdos para Padaria Pão Quente: 2 legendas e 1 reel. ' +
        '2 itens foram aprovados — 1 na primeira rodada e 1 depois de ajustes, com tempo mediano de aprovação de 1 dia e 14 h. ' +
        'Publicamos 2 conteúdos de 3 planejados no mês (1 no horário e 1 com atraso). Cobrimos 1 data comemorativa.',
    );
  });

  it('is short and honest for an empty month', () => {
    const empty = {
      ...base,
      empty: true,
      produced: { total: 0, byKind: [] },
      nextMonth: {
        ...base.nextMonth,
        scheduled: [{ id: 'i', title: 'Panetone', kind: 'caption' as const, kindLabel: 'Legenda', day: '2026-11-05' }],
      },
    };
    expect(writeOpening(empty)).toBe(
      'Em outubro de 2026 não houve conteúdos produzidos, aprovados ou publicados para Padaria Pão Quente. ' +
        'Para novembro de 2026 já está planejado 1 conteúdo.',
    );
  });
});
