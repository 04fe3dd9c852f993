/** The internal review's states and the bodies of its calls. */
import { z } from 'zod';
import { plainText } from './text';

export const INTERNAL_REVIEW_STATES = ['draft', 'in_review', 'approved', 'changes'] as const;
export type InternalReviewState = (typeof INTERNAL_REVIEW_STATES)[number];

export const INTERNAL_COMMENT_MAX = 1000;

export const internalReviewSettingSchema = z.object({ enabled: z.boolean() }).strict();
export type InternalReviewSettingInput = z.infer<typeof internalReviewSettingSchema>;

/** An answer: approve, or ask for an adjustment with a comment (checked in the service, with its own message). */
export const internalReviewAnswerSchema = z
  .object({ decision: z.enum(['approve', 'changes']), comment: plainText().max(5000).optional() })
  .strict();
export type InternalReviewAnswerInput = z.infer<typeof internalReviewAnswerSchema>;

export interface InternalReviewItem {
  id: string;
  state: InternalReviewState;
  comment: string | null;
}

/** The workspace's setting and the items that are not drafts (a missing item is a draft). */
export interface InternalReviewOverview {
  enabled: boolean;
  items: InternalReviewItem[];
}
