/**
 * Expense totals and the exported text report: 'gastos-{product}-{date}.txt' with a header,
 * the period, the category, the total and the detail list. Pure, so the server's totals, the page and
 * the file agree.
 */
import { formatIsoDay } from './periods';
import { formatDateTime, formatMoney, formatPercent } from './format';
import { expenseCategoryLabel } from './schemas/admin';

export interface ReportExpense {
  description: string;
  amount: number;
  category: string;
  notes?: string | null;
  expenseDate?: string | null;
  createdAt: string;
}

export interface CategoryTotal {
  category: string;
  label: string;
  total: number;
  count: number;
  /** Share of the total, 0–100 (1 decimal). */
  percent: number;
}

export interface ExpenseSummary {
  total: number;
  count: number;
  average: number;
  byCategory: CategoryTotal[];
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export function summarizeExpenses(list: Array<Pick<ReportExpense, 'amount' | 'category'>>): ExpenseSummary {
  const total = round2(list.reduce((s, e) => s + e.amount, 0));
  const count = list.length;
  const map = new Map<string, { total: number; count: number }>();
  for (const e of list) {
    const c = map.get(e.category) ?? { total: 0, count: 0 };
    c.total += e.amount;
    c.count += 1;
    map.set(e.category, c);
  }
  const byCategory = [...map]
    .map(([category, c]) => ({
      category,
      label: expenseCategoryLabel(category),
      total: round2(c.total),
      count: c.count,
      percent: total > 0 ? Math.round((c.total / total) * 1000) / 10 : 0,
    }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'pt-BR'));
  return { total, count, average: count > 0 ? round2(total / count) : 0, byCategory };
}

/** 'gastos-pautei-2026-05-14.txt' — product lower-cased and reduced to letters and digits. */
export function expenseReportFileName(product: string, isoDay: string): string {
  const slug = product.toLowerCase().replace(/[^a-z0-9]/g, '_');
  return `gastos-${slug}-${isoDay}.txt`;
}

export interface ExpenseReportInput {
  product: string;
  generatedAt: Date;
  /** e.g. 'Este mês (01/05/2026 a 31/05/2026)'. */
  periodText: string;
  /** A category id or 'all'. */
  category: string;
  expenses: ReportExpense[];
}

const percentText = (n: number) => formatPercent(n, 1);

export function buildExpenseReport({
  product,
  generatedAt,
  periodText,
  category,
  expenses,
}: ExpenseReportInput): string {
  const summary = summarizeExpenses(expenses);
  const rule = '='.repeat(50);
  const lines: string[] = [
    rule,
    `RELATÓRIO DE GASTOS - ${product.toUpperCase()}`,
    rule,
    `Gerado em: ${formatDateTime(generatedAt)}`,
    `Período: ${periodText}`,
    `Categoria: ${category === 'all' ? 'Todas' : expenseCategoryLabel(category)}`,
    '',
    'RESUMO',
    `Total: ${formatMoney(summary.total)}`,
    `Quantidade de gastos: ${summary.count}`,
    `Média por gasto: ${formatMoney(summary.average)}`,
    '',
    'TOTAIS POR CATEGORIA',
  ];
  if (summary.byCategory.length === 0) lines.push('Nenhum gasto no período.');
  for (const c of summary.byCategory) {
    lines.push(
      `- ${c.label}: ${formatMoney(c.total)} (${percentText(c.percent)}) - ${c.count} ${c.count === 1 ? 'gasto' : 'gastos'}`,
    );
  }
  lines.push('', 'DETALHAMENTO');
  if (expenses.length === 0) lines.push('Nenhum gasto no período.');
  expenses.forEach((e, i) => {
    const day = formatIsoDay(e.expenseDate) || formatDateTime(e.createdAt).slice(0, 10);
    lines.push(`${i + 1}. ${day} | ${e.description} | ${expenseCategoryLabel(e.category)} | ${formatMoney(e.amount)}`);
    if (e.notes?.trim()) lines.push(`   Observações: ${e.notes.trim()}`);
  });
  lines.push('', rule, `TOTAL GERAL: ${formatMoney(summary.total)}`, rule, '');
  return lines.join('\n');
}
