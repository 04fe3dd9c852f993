import { describe, expect, it } from 'vitest';
import { generationInputSchemas } from './content-kind-schemas';
import { scheduledDateToTimestamp } from './dates';
import { ERROR_MESSAGES, messageFor } from './messages';
import { calendarRescheduleSchema } from './schemas/calendar';
import {
  isScheduledDay,
  parseScheduledDay,
  SCHEDULE_MAX_YEAR,
  SCHEDULE_MIN_YEAR,
  SCHEDULED_DATE_INVALID,
} from './scheduled-day';

describe('the one date rule', () => {
  it('takes real days, leap days only in leap years', () => {
    expect(parseScheduledDay('2026-12-09')).toEqual({ year: 2026, month: 12, day: 9 });
    expect(isScheduledDay('2028-02-29')).toBe(true);
    expect(isScheduledDay('2000-02-29')).toBe(true); // divisible by 400: leap
    expect(isScheduledDay('2027-02-29')).toBe(false);
    expect(isScheduledDay('2100-02-29')).toBe(false); // divisible by 100, not by 400: not leap
  });

  it('refuses days that do not exist instead of rolling them over', () => {
    for (const day of ['2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-06-00', '2026-06-32']) {
      expect(isScheduledDay(day), day).toBe(false);
    }
    expect(scheduledDateToTimestamp('2026-02-30')).toBeNull();
    expect(scheduledDateToTimestamp('2026-02-28')?.toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });

  it('keeps to 01/01/2000 .. 31/12/2100, both included', () => {
    expect(isScheduledDay('2000-01-01')).toBe(true);
    expect(isScheduledDay('2100-12-31')).toBe(true);
    expect(isScheduledDay('1999-12-31')).toBe(false);
    expect(isScheduledDay('2101-01-01')).toBe(false);
    expect(isScheduledDay('3000-01-01')).toBe(false);
    expect(scheduledDateToTimestamp('3000-01-01')).toBeNull();
  });

  it('refuses other spellings', () => {
    for (const value of ['30/02/2026', '2026-2-3', '20260203', ' 2026-02-03', '', null, undefined]) {
      expect(isScheduledDay(value)).toBe(false);
    }
  });

  it('has one message, naming the same limits as the code', () => {
    const text = messageFor(SCHEDULED_DATE_INVALID);
    expect(ERROR_MESSAGES.DATE_INVALID).toBe(text);
    expect(text).toContain(`01/01/${SCHEDULE_MIN_YEAR}`);
    expect(text).toContain(`31/12/${SCHEDULE_MAX_YEAR}`);
  });

  it('the generators and the calendar refuse with that message', () => {
    const generator = generationInputSchemas.caption.safeParse({ description: 'x', scheduledDate: '2026-02-30' });
    expect(generator.error?.issues.map((i) => i.message)).toContain(SCHEDULED_DATE_INVALID);
    const far = generationInputSchemas.daily_script.safeParse({ routine: 'x', scheduledDate: '3000-01-01' });
    expect(far.error?.issues.map((i) => i.message)).toContain(SCHEDULED_DATE_INVALID);
    expect(generationInputSchemas.story.parse({ description: 'x', scheduledDate: '' }).scheduledDate).toBeNull();
    expect(generationInputSchemas.story.parse({ description: 'x', scheduledDate: '2100-12-31' }).scheduledDate).toBe(
      '2100-12-31',
    );
    const move = calendarRescheduleSchema.safeParse({ date: '2026-02-30' });
    expect(move.error?.issues[0]?.message).toBe(SCHEDULED_DATE_INVALID);
  });
});
