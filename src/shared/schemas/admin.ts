/** Admin area: expense categories, plan types and the request schemas (spec part 2 §3, §5). */
import { z } from 'zod';
import { DATE_INVALID, DATE_MAX_YEAR, DATE_MIN_YEAR } from '../date-input';
import { dateInputSchema } from './date-input';
import { PERIOD_IDS } from '../periods';
import { plainText } from './text';

export const EXPENSE_CATEGORIES = [
  'operacional',
  'marketing',
  'tecnologia',
  'pessoal',
  'infraestrutura',
  'juridico',
  'contabilidade',
  'openai',
  'outros',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** The dashboard's quick-add form offers these. */
export const QUICK_EXPENSE_CATEGORIES = [
  'operacional',
  'marketing',
  'tecnologia',
  'pessoal',
  'openai',
  'outros',
] as const satisfies readonly ExpenseCategory[];

export const DEFAULT_EXPENSE_CATEGORY: ExpenseCategory = 'operacional';

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  operacional: 'Operacional',
  marketing: 'Marketing',
  tecnologia: 'Tecnologia',
  pessoal: 'Pessoal',
  infraestrutura: 'Infraestrutura',
  juridico: 'Jurídico',
  contabilidade: 'Contabilidade',
  openai: 'OpenAI',
  outros: 'Outros',
};

export function expenseCategoryLabel(category: string): string {
  return (EXPENSE_CATEGORY_LABELS as Record<string, string>)[category] ?? category;
}

export const PLAN_TYPES = ['creator', 'agency_social', 'agency_enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  creator: 'Creator',
  agency_social: 'Agência Social',
  agency_enterprise: 'Agência Enterprise',
};

/** A day of a filter or an expense: the one date rule (30/02 is refused, never read as 02/03). */
const isoDay = dateInputSchema;

/** Query strings of the dashboard and the expense list (everything arrives as text). */
export const periodQuerySchema = z.object({
  period: z.enum(PERIOD_IDS, { message: 'ADMIN_PERIOD_INVALID' }).default('month'),
  start: isoDay.optional(),
  end: isoDay.optional(),
  day: isoDay.optional(),
  month: z
    .string()
    .regex(/^(0?[1-9]|1[0-2])$/, 'ADMIN_PERIOD_INVALID')
    .optional(),
  year: z
    .string()
    .regex(/^\d{4}$/, 'ADMIN_PERIOD_INVALID')
    .refine((v) => Number(v) >= DATE_MIN_YEAR && Number(v) <= DATE_MAX_YEAR, DATE_INVALID)
    .optional(),
});
export type PeriodQueryInput = z.input<typeof periodQuerySchema>;

export const expenseListQuerySchema = periodQuerySchema.extend({
  category: z.union([z.enum(EXPENSE_CATEGORIES), z.literal('all')], { message: 'ADMIN_CATEGORY_INVALID' }).optional(),
});

const MAX_AMOUNT = 9_999_999_999.99;

export const expenseInputSchema = z.object({
  description: plainText().trim().min(1, 'ADMIN_EXPENSE_INVALID').max(500, 'ADMIN_EXPENSE_INVALID'),
  amount: z
    .number({ message: 'ADMIN_EXPENSE_INVALID' })
    .positive('ADMIN_EXPENSE_INVALID')
    .max(MAX_AMOUNT, 'ADMIN_EXPENSE_INVALID'),
  category: z.enum(EXPENSE_CATEGORIES, { message: 'ADMIN_CATEGORY_INVALID' }).default(DEFAULT_EXPENSE_CATEGORY),
  notes: plainText().trim().max(2000, 'ADMIN_EXPENSE_INVALID').nullish(),
  /** Empty or null: today (the service fills it in). */
  expenseDate: z.union([z.literal(''), isoDay]).nullish(),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

export const expenseUpdateSchema = expenseInputSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'ADMIN_EXPENSE_INVALID' });

export const expenseIdSchema = z.object({ id: z.uuid({ message: 'ADMIN_EXPENSE_NOT_FOUND' }) });

export const planTypeParamSchema = z.object({ planType: z.enum(PLAN_TYPES, { message: 'ADMIN_PLAN_NOT_FOUND' }) });

const price = z
  .number({ message: 'ADMIN_PRICE_INVALID' })
  .min(0, 'ADMIN_PRICE_INVALID')
  .max(99_999_999.99, 'ADMIN_PRICE_INVALID');

const discount = z
  .number({ message: 'ADMIN_DISCOUNT_INVALID' })
  .min(0, 'ADMIN_DISCOUNT_INVALID')
  .max(90, 'ADMIN_DISCOUNT_INVALID')
  .multipleOf(0.01, 'ADMIN_DISCOUNT_INVALID');

export const pricingUpdateSchema = z
  .object({
    /** null = price on request ('sob consulta'). */
    basePrice: price.nullable(),
    pricePerClient: price,
    clientsLimit: z
      .number({ message: 'ADMIN_PRICE_INVALID' })
      .int('ADMIN_PRICE_INVALID')
      .min(1, 'ADMIN_PRICE_INVALID')
      .max(999, 'ADMIN_PRICE_INVALID'),
    /** Members besides the owner an agency plan includes. */
    membersLimit: z
      .number({ message: 'ADMIN_PRICE_INVALID' })
      .int('ADMIN_PRICE_INVALID')
      .min(0, 'ADMIN_PRICE_INVALID')
      .max(99, 'ADMIN_PRICE_INVALID'),
    /** Percent off for paying 3, 6 or 12 months upfront with Pix. */
    upfrontDiscount3: discount,
    upfrontDiscount6: discount,
    upfrontDiscount12: discount,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'ADMIN_PRICE_INVALID' });
export type PricingUpdate = z.infer<typeof pricingUpdateSchema>;
