/** The bodies of the publication calls: schedule, mark as published, mark as not published. */
import { z } from 'zod';
import { readLocalDateTime } from '../local-date-time';
import { NOT_PUBLISHED_REASON_MAX, PUBLICATION_CHANNELS, PUBLICATION_URL_MAX } from '../publication';
import { plainText } from './text';

/** A São Paulo 'YYYY-MM-DDTHH:MM' that exists: DATE_INVALID for its day (the one date rule), TIME_INVALID for its time. */
export const localDateTimeSchema = plainText().superRefine((v, ctx) => {
  const read = readLocalDateTime(v);
  if (read.error) ctx.addIssue({ code: 'custom', message: read.error });
});

/** An http(s) address, nothing else (no javascript:, data:, mailto:). */
const postUrlSchema = plainText()
  .trim()
  .max(PUBLICATION_URL_MAX, 'PUBLICATION_URL_INVALID')
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { message: 'PUBLICATION_URL_INVALID' },
  );

export const scheduleBodySchema = z.object({ publishAt: localDateTimeSchema }).strict();
export type ScheduleBody = z.infer<typeof scheduleBodySchema>;

export const publishedBodySchema = z
  .object({
    channel: z.enum(PUBLICATION_CHANNELS, { message: 'PUBLICATION_CHANNEL_INVALID' }),
    /** When it went out; absent: now. */
    publishedAt: localDateTimeSchema.optional(),
    url: z.union([postUrlSchema, z.literal('')]).optional(),
  })
  .strict();
export type PublishedBody = z.infer<typeof publishedBodySchema>;

export const notPublishedBodySchema = z
  .object({
    reason: plainText()
      .trim()
      .min(1, 'PUBLICATION_REASON_REQUIRED')
      .max(NOT_PUBLISHED_REASON_MAX, 'PUBLICATION_REASON_REQUIRED'),
  })
  .strict();
export type NotPublishedBody = z.infer<typeof notPublishedBodySchema>;
