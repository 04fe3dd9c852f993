/**
 * The bell's notices: what each kind carries and what the API answers. A notice is addressed to one
 * person in one workspace (decision 0020); its texts are copied when it is written, so it still reads
 * well after the item is gone. A new kind is one more entry in `noticePayloadSchemas` and one more line
 * in the bell. The billing kinds speak of the workspace's paid period and go to its Donos (decision 0019).
 */
import { z } from 'zod';
import { APPROVAL_DECISIONS } from './schemas/approval';

/** Texts every kind about one item copies: the item's title and its client's name (null for a creator). */
const aboutItem = { itemTitle: z.string(), clientName: z.string().nullable() };

export const noticePayloadSchemas = {
  /** The client answered on the public review link. */
  client_answer: z.object({
    ...aboutItem,
    linkId: z.string().nullable(),
    state: z.enum(APPROVAL_DECISIONS),
    approverName: z.string().nullable(),
    comment: z.string().nullable(),
  }),
  /** An item was submitted to the team's internal review: it waits for the person told. */
  internal_review_waiting: z.object({ ...aboutItem, actorName: z.string().nullable() }),
  /** A reviewer answered the internal review: approved, or asked for an adjustment with a comment. */
  internal_review_answer: z.object({
    ...aboutItem,
    actorName: z.string().nullable(),
    decision: z.enum(['approved', 'changes']),
    comment: z.string().nullable(),
  }),
  /**
   * A paid period that nothing renews ends soon (7 days or 1 day before): a prepaid period, or Pix
   * Automático after its authorization was revoked. `endsAt` is the instant; the bell shows its day.
   */
  billing_renewal: z.object({
    endsAt: z.iso.datetime(),
    days: z.number().int().positive(),
    method: z.enum(['pix_upfront', 'pix_automatico']),
  }),
  /**
   * "Hora de postar": a scheduled item's time came (`late`: told well after it, the server was down), to
   * the person who is to post it. `publishAt` is the planned instant; the bell shows its day and time.
   */
  publication_due: z.object({ ...aboutItem, publishAt: z.iso.datetime(), late: z.boolean() }),
  /** The Pix Automático authorization was revoked in the bank's app: the plan stays active until `endsAt`. */
  billing_mandate_revoked: z.object({ endsAt: z.iso.datetime() }),
} as const;

export type NoticeKind = keyof typeof noticePayloadSchemas;
export const NOTICE_KINDS = Object.keys(noticePayloadSchemas) as NoticeKind[];

export type NoticePayload<K extends NoticeKind> = z.infer<(typeof noticePayloadSchemas)[K]>;

/** What a notice is about and when; the kind's own texts come beside it. */
interface NoticeBase {
  id: string;
  itemId: string | null;
  clientId: string | null;
  readAt: string | null;
  createdAt: string;
}

export type NoticeView = {
  [K in NoticeKind]: NoticeBase & { kind: K } & NoticePayload<K>;
}[NoticeKind];

export interface NoticeList {
  /** The newest notices of the person in the active workspace. */
  notices: NoticeView[];
  unread: number;
}

/** How many notices the bell lists. */
export const NOTICES_SHOWN = 30;
