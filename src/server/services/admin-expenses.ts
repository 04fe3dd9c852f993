/** Expenses of the business (admin): list with totals per period and category, create, edit, delete. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { expenses } from '../db/schema';
import { HttpError } from '../http-error';
import { todayIn, type ResolvedPeriod } from '@shared/periods';
import { summarizeExpenses } from '@shared/expense-report';
import { DEFAULT_EXPENSE_CATEGORY, type ExpenseCategory } from '@shared/schemas/admin';
import { expensesInPeriod, expenseView } from './admin-metrics';

export async function listExpenses(
  db: Database,
  period: ResolvedPeriod,
  categoryFilter: ExpenseCategory | 'all' | undefined,
) {
  const category = categoryFilter && categoryFilter !== 'all' ? categoryFilter : null;
  const rows = await db
    .select()
    .from(expenses)
    .where(and(expensesInPeriod(period), category ? eq(expenses.category, category) : undefined))
    .orderBy(desc(expenses.createdAt));
  const list = rows.map(expenseView);
  return {
    period: { id: period.period, label: period.label, fromDay: period.fromDay, lastDay: period.lastDay },
    category: category ?? 'all',
    expenses: list,
    ...summarizeExpenses(list),
  };
}

export interface ExpenseData {
  description: string;
  amount: number;
  category?: ExpenseCategory;
  notes?: string | null;
  expenseDate?: string | null;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export async function createExpense(db: Database, input: ExpenseData, createdBy: string, now: Date) {
  const [row] = await db
    .insert(expenses)
    .values({
      description: input.description.trim(),
      amount: cents(input.amount),
      category: input.category ?? DEFAULT_EXPENSE_CATEGORY,
      notes: input.notes?.trim() || null,
      // Without a date, the expense belongs to the day it is recorded (São Paulo).
      expenseDate: input.expenseDate || todayIn(now),
      createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('the expense insert returned no row');
  return expenseView(row);
}

export async function updateExpense(db: Database, id: string, input: Partial<ExpenseData>, now: Date) {
  const [row] = await db
    .update(expenses)
    .set({
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
      ...(input.amount !== undefined ? { amount: cents(input.amount) } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.notes !== undefined ? { notes: input.notes?.trim() || null } : {}),
      ...(input.expenseDate !== undefined ? { expenseDate: input.expenseDate || todayIn(now) } : {}),
      updatedAt: now,
    })
    .where(eq(expenses.id, id))
    .returning();
  if (!row) throw new HttpError(404, 'ADMIN_EXPENSE_NOT_FOUND');
  return expenseView(row);
}

export async function deleteExpense(db: Database, id: string) {
  const [row] = await db.delete(expenses).where(eq(expenses.id, id)).returning({ id: expenses.id });
  if (!row) throw new HttpError(404, 'ADMIN_EXPENSE_NOT_FOUND');
  return { id: row.id };
}
