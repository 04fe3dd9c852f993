import { describe, expect, it } from 'vitest';
import { generationInputSchemas } from './content-kind-schemas';
import {
  DATE_INVALID,
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  isDateInput,
  isMonthInput,
  parseDateInput,
  readDateField,
} from './date-input';
import { optionalDateInputSchema } from './schemas/date-input';
import { ERROR_MESSAGES, messageFor } from './messages';
import { expenseInputSchema, expenseUpdateSchema, periodQuerySchema } from './schemas/admin';
import { analyticsQuerySchema } from './schemas/analytics';
import { calendarExportQuerySchema, calendarRescheduleSchema } from './schemas/calendar';
import { clientExportQuerySchema } from './schemas/clients';

const IMPOSSIBLE = ['2026-02-30', '2026-04-31', '2027-02-29', '2100-02-29', '2026-13-01', '2026-06-00'];
const messagesOf = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('the one date rule', () => {
  it('takes real days, 29/02 only in leap years', () => {
    expect(parseDateInput('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(isDateInput('2000-02-29')).toBe(true);
    for (const day of IMPOSSIBLE) expect(isDateInput(day), day).toBe(false);
  });

  it('refuses half-typed years and other spellings', () => {
    for (const value of ['0002-02-28', '0202-02-28', '202-02-28', '30/02/2026', '2026-2-3', '', null, undefined]) {
      expect(isDateInput(value), String(value)).toBe(false);
    }
    expect(isDateInput(`${DATE_MIN_YEAR}-01-01`)).toBe(true);
    expect(isDateInput(`${DATE_MAX_YEAR}-12-31`)).toBe(true);
    expect(isDateInput(`${DATE_MAX_YEAR + 1}-01-01`)).toBe(false);
  });

  it('reads months within the same years', () => {
    expect(isMonthInput('2026-02')).toBe(true);
    for (const value of ['2026-13', '2026-00', '1999-12', '2101-01', '2026-2']) expect(isMonthInput(value)).toBe(false);
  });

  it('has one message naming the same limits as the code', () => {
    const text = messageFor(DATE_INVALID);
    expect(text).toBe(ERROR_MESSAGES.DATE_INVALID);
    expect(text).toContain(`01/01/${DATE_MIN_YEAR}`);
    expect(text).toContain(`31/12/${DATE_MAX_YEAR}`);
  });

  it("reads a browser field: a date it could not read is refused, not taken for 'no date'", () => {
    expect(readDateField({ value: '', validity: { badInput: true } })).toEqual({ value: '', error: DATE_INVALID });
    expect(readDateField({ value: '', validity: { badInput: false } })).toEqual({ value: '', error: null });
    expect(readDateField({ value: '0002-02-28' }).error).toBe(DATE_INVALID);
    expect(readDateField({ value: '2026-02-28' })).toEqual({ value: '2026-02-28', error: null });
  });

  it('keeps empty and null as "no date" where a date is optional', () => {
    expect(optionalDateInputSchema.parse('')).toBeNull();
    expect(optionalDateInputSchema.parse(null)).toBeNull();
    expect(optionalDateInputSchema.parse(undefined)).toBeNull();
    expect(messagesOf(optionalDateInputSchema.safeParse('2026-02-30'))).toEqual([DATE_INVALID]);
  });
});

describe('every schema that takes a date refuses an impossible one with the same code', () => {
  it.each(IMPOSSIBLE)('%s', (day) => {
    const refusals = [
      generationInputSchemas.caption.safeParse({ description: 'x', scheduledDate: day }),
      calendarRescheduleSchema.safeParse({ date: day }),
      periodQuerySchema.safeParse({ period: 'custom', start: day, end: '2026-12-31' }),
      periodQuerySchema.safeParse({ period: 'custom', start: '2026-01-01', end: day }),
      periodQuerySchema.safeParse({ period: 'specific_day', day }),
      expenseInputSchema.safeParse({ description: 'Hospedagem', amount: 10, expenseDate: day }),
      expenseUpdateSchema.safeParse({ expenseDate: day }),
      analyticsQuerySchema.safeParse({ period: 'custom', start: day, end: '2026-12-31' }),
      clientExportQuerySchema.safeParse({ date: day }),
    ];
    for (const [i, r] of refusals.entries()) expect(messagesOf(r), `schema ${i}`).toContain(DATE_INVALID);
  });

  it('refuses a month or a year outside the supported years', () => {
    expect(messagesOf(calendarExportQuerySchema.safeParse({ month: '2101-01' }))).toContain(DATE_INVALID);
    expect(messagesOf(periodQuerySchema.safeParse({ period: 'specific_year', year: '1999' }))).toContain(DATE_INVALID);
  });

  it('still takes real days and the empty values that mean "none"', () => {
    expect(expenseInputSchema.parse({ description: 'x', amount: 1, expenseDate: '2028-02-29' }).expenseDate).toBe(
      '2028-02-29',
    );
    expect(expenseInputSchema.parse({ description: 'x', amount: 1, expenseDate: '' }).expenseDate).toBe('');
    expect(clientExportQuerySchema.parse({ date: '' }).date).toBeNull();
    expect(periodQuerySchema.parse({ period: 'custom', start: '2026-02-01', end: '2026-02-28' }).start).toBe(
      '2026-02-01',
    );
  });
});
