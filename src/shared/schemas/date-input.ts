/** The one date rule of date-input.ts as the API's schemas take it. */
import { z } from 'zod';
import { DATE_INVALID, isDateInput } from '../date-input';

/** A required date. */
export const dateInputSchema = z.string().refine(isDateInput, DATE_INVALID);

/** An optional date: absent, null and '' all mean "no date" (null); anything else must pass the rule. */
export const optionalDateInputSchema = z
  .union([z.literal(''), dateInputSchema])
  .nullish()
  .transform((v) => v || null);
