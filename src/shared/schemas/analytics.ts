/** The analytics query: a period, and for 'custom' a start and an end day (YYYY-MM-DD). */
import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../periods';
import { DATE_INVALID, isDateInput } from '../date-input';

const day = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isDateInput(v), DATE_INVALID);

export const analyticsQuerySchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS, 'ANALYTICS_PERIOD_INVALID').default('month'),
    start: day,
    end: day,
  })
  .superRefine((v, ctx) => {
    if (v.period !== 'custom') return;
    if (!v.start) ctx.addIssue({ code: 'custom', message: 'ANALYTICS_START_REQUIRED', path: ['start'] });
    if (!v.end) ctx.addIssue({ code: 'custom', message: 'ANALYTICS_END_REQUIRED', path: ['end'] });
    if (v.start && v.end && v.start > v.end) {
      ctx.addIssue({ code: 'custom', message: 'ANALYTICS_RANGE_INVERTED', path: ['end'] });
    }
  });

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
