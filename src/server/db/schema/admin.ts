/** Admin data: expenses and the daily stats snapshot (spec part 2 §3). */
import { date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const expenses = pgTable('expenses', {
  id: uuid('id').primaryKey().defaultRandom(),
  description: text('description').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** operacional | marketing | tecnologia | pessoal | infraestrutura | juridico | contabilidade | openai | outros */
  category: text('category').notNull().default('operacional'),
  notes: text('notes'),
  expenseDate: date('expense_date', { mode: 'string' }),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminStats = pgTable('admin_stats', {
  id: uuid('id').primaryKey().defaultRandom(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  totalUsers: integer('total_users').notNull().default(0),
  activeUsers: integer('active_users').notNull().default(0),
  paidUsers: integer('paid_users').notNull().default(0),
  trialUsers: integer('trial_users').notNull().default(0),
  agencyUsers: integer('agency_users').notNull().default(0),
  totalClients: integer('total_clients').notNull().default(0),
  monthlyRevenue: numeric('monthly_revenue', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  openaiCosts: numeric('openai_costs', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
