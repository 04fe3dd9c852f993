/**
 * The pt-BR message catalogue. The server answers with error codes; the client turns them into text
 * here, in one place. Each feature keeps its own file; this index merges them so that a code without
 * a message is a type error wherever `ErrorCode` is used.
 */
import { commonMessages } from './common';
import { authMessages } from './auth';
import { billingMessages } from './billing';
import { tokenMessages } from './tokens';
import { generationMessages } from './generation';
import { clientMessages } from './clients';
import { contentMessages } from './content';
import { adminMessages } from './admin';
import { insightsMessages } from './insights';
import { claimMessages } from './claims';
import { approvalMessages } from './approval';
import { accountMessages } from './account';
import { calendarMessages } from './calendar';
import { dateMessages } from './dates';
import { voiceMessages } from './voice';
import { teamMessages } from './team';
import { internalReviewMessages } from './internal-review';
import { brandKitMessages } from './brand-kit';
import { publicationMessages } from './publication';
import { reportMessages } from './report';

export const ERROR_MESSAGES = {
  ...commonMessages,
  ...authMessages,
  ...billingMessages,
  ...tokenMessages,
  ...generationMessages,
  ...clientMessages,
  ...contentMessages,
  ...adminMessages,
  ...internalReviewMessages,
  ...publicationMessages,
  ...insightsMessages,
  ...claimMessages,
  ...approvalMessages,
  ...accountMessages,
  ...calendarMessages,
  ...dateMessages,
  ...voiceMessages,
  ...teamMessages,
  ...brandKitMessages,
  ...reportMessages,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders with the given parameters. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export function messageFor(code: string, params?: MessageParams): string {
  const template = (ERROR_MESSAGES as Record<string, string>)[code];
  return interpolate(template ?? ERROR_MESSAGES.INTERNAL, params);
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in ERROR_MESSAGES;
}

export { authToasts } from './auth';
