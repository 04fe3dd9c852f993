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

/** One item waiting for the team's review, as the Revisor's dashboard lists it. */
export interface ReviewWaitingItem {
  id: string;
  type: string;
  title: string;
  clientId: string | null;
  clientName: string | null;
}

/**
 * "Aguardando a sua revisão": for a role whose dashboard leads with review, how many items of the clients
 * it works on wait for the internal review and the longest waiting of them; null for any other role.
 */
export type ReviewWaiting = { count: number; items: ReviewWaitingItem[] } | null;

/** How many waiting items the dashboard card lists by name (the count covers them all). */
export const REVIEW_WAITING_LISTED = 5;
