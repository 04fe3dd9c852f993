import { describe, expect, it } from 'vitest';
import { buildExpenseReport, expenseReportFileName, summarizeExpenses, type ReportExpense } from './expense-report';

const fixture: ReportExpense[] = [
  {
    description: 'Servidor de produção',
    amount: 250,
    category: 'infraestrutura',
    notes: 'Plano anual dividido',
    expenseDate: '2026-05-10',
    createdAt: '2026-05-10T14:00:00.000Z',
  },
  {
    description: 'Créditos da API',
    amount: 500.6,
    category: 'openai',
    notes: null,
    expenseDate: '2026-05-08',
    createdAt: '2026-05-08T13:00:00.000Z',
  },
  {
    description: 'Anúncios no Instagram',
    amount: 249.4,
    category: 'infraestrutura',
    notes: '',
    expenseDate: null,
    createdAt: '2026-05-02T02:30:00.000Z',
  },
];

describe('summarizeExpenses', () => {
  it('totals, count, average and per-category share', () => {
    const s = summarizeExpenses(fixture);
    expect(s).toMatchObject({ total: 1000, count: 3, average: 333.33 });
    expect(s.byCategory).toEqual([
      { category: 'openai', label: 'OpenAI', total: 500.6, count: 1, percent: 50.1 },
      { category: 'infraestrutura', label: 'Infraestrutura', total: 499.4, count: 2, percent: 49.9 },
    ]);
    expect(summarizeExpenses([])).toEqual({ total: 0, count: 0, average: 0, byCategory: [] });
  });
});

describe('expense report', () => {
  it('file name: gastos-{product}-{date}.txt', () => {
    expect(expenseReportFileName('Pautei', '2026-05-14')).toBe('gastos-pautei-2026-05-14.txt');
  });

  it('the text for a fixture: header, period, category, total and the detail list', () => {
    const text = buildExpenseReport({
      product: 'Pautei',
      generatedAt: new Date('2026-05-14T15:30:00.000Z'),
      periodText: 'Este mês (01/05/2026 a 31/05/2026)',
      category: 'all',
      expenses: fixture,
    });
    expect(text).toBe(
      [
        '='.repeat(50),
        'RELATÓRIO DE GASTOS - PAUTEI',
        '='.repeat(50),
        'Gerado em: 14/05/2026 12:30',
        'Período: Este mês (01/05/2026 a 31/05/2026)',
        'Categoria: Todas',
        '',
        'RESUMO',
        'Total: R$ 1.000,00',
        'Quantidade de gastos: 3',
        'Média por gasto: R$ 333,33',
        '',
        'TOTAIS POR CATEGORIA',
        '- OpenAI: R$ 500,60 (50,1%) - 1 gasto',
        '- Infraestrutura: R$ 499,40 (49,9%) - 2 gastos',
        '',
        'DETALHAMENTO',
        '1. 10/05/2026 | Servidor de produção | Infraestrutura | R$ 250,00',
        '   Observações: Plano anual dividido',
        '2. 08/05/2026 | Créditos da API | OpenAI | R$ 500,60',
        // No expense date: the São Paulo day it was created (still 1 May at 23:30).
        '3. 01/05/2026 | Anúncios no Instagram | Infraestrutura | R$ 249,40',
        '',
        '='.repeat(50),
        'TOTAL GERAL: R$ 1.000,00',
        '='.repeat(50),
        '',
      ].join('\n'),
    );
  });

  it('names the category and says when there is nothing', () => {
    const text = buildExpenseReport({
      product: 'Pautei',
      generatedAt: new Date('2026-05-14T15:30:00Z'),
      periodText: 'Hoje (14/05/2026)',
      category: 'juridico',
      expenses: [],
    });
    expect(text).toContain('Categoria: Jurídico');
    expect(text).toContain('Total: R$ 0,00');
    expect(text.match(/Nenhum gasto no período\./g)).toHaveLength(2);
  });
});
