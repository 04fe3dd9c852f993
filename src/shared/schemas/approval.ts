/**
 * Client approval over a public review link: the states an item goes through, the owner's requests
 * (create a link, add items, mark notices read) and the client's answer. Messages are catalogue codes.
 */
import { z } from 'zod';
import type { ReportBrand } from './report';
import type { ContentKind } from '../content-kinds';
import { BAD_TEXT_CODE, hasBadCharacters } from './text';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_DECISIONS,
  APPROVER_NAME_MAX,
  REVIEW_EXPIRY_DAYS,
  REVIEW_MAX_ITEMS,
  REVIEW_TOKEN_PATTERN,
  type ApprovalState,
} from '../approval-states';

// The states, labels and limits have a module of their own, free of the schema library, for the screens
// that only show them (the signed-in frame's first script among them).
export * from '../approval-states';

const itemIds = z
  .array(z.guid('APPROVAL_ITEM_NOT_FOUND'), 'APPROVAL_ITEMS_REQUIRED')
  .min(1, 'APPROVAL_ITEMS_REQUIRED')
  .max(REVIEW_MAX_ITEMS, 'APPROVAL_TOO_MANY_ITEMS')
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** POST /api/approval/links — items of one client (or the creator's own), and the expiry in days. */
export const createReviewLinkSchema = z.object({
  items: itemIds,
  expiresInDays: z
    .number('APPROVAL_EXPIRY_INVALID')
    .int('APPROVAL_EXPIRY_INVALID')
    .min(REVIEW_EXPIRY_DAYS.min, 'APPROVAL_EXPIRY_INVALID')
    .max(REVIEW_EXPIRY_DAYS.max, 'APPROVAL_EXPIRY_INVALID')
    .default(REVIEW_EXPIRY_DAYS.default),
});
export type CreateReviewLinkInput = z.infer<typeof createReviewLinkSchema>;

/** POST /api/approval/links/:id/items — more items for an open link. */
export const addReviewItemsSchema = z.object({ items: itemIds });
export type AddReviewItemsInput = z.infer<typeof addReviewItemsSchema>;

/** POST /api/approval/links/:id/email — the browser holds the only clear copy of the token. */
export const emailReviewLinkSchema = z.object({
  token: z.string().regex(REVIEW_TOKEN_PATTERN, 'REVIEW_LINK_UNKNOWN'),
});

/** POST /api/approval/notices/read — the given notices, or all of them when `ids` is absent. */
export const markNoticesReadSchema = z.object({ ids: z.array(z.guid()).max(200).optional() });

/** GET /api/approval/events?itemId= — the timeline of one item. */
export const itemEventsQuerySchema = z.object({ itemId: z.guid('APPROVAL_ITEM_NOT_FOUND') });

/** POST /api/review/:token/answers — the client's answer for one item. */
export const reviewAnswerSchema = z
  .object({
    itemId: z.guid('REVIEW_ITEM_NOT_FOUND'),
    decision: z.enum(APPROVAL_DECISIONS, 'APPROVAL_DECISION_INVALID'),
    comment: z
      .string()
      .max(APPROVAL_COMMENT_MAX * 2, 'APPROVAL_COMMENT_TOO_LONG')
      .optional()
      .transform((v) => v?.trim() ?? '')
      .refine((v) => v.length <= APPROVAL_COMMENT_MAX, 'APPROVAL_COMMENT_TOO_LONG')
      .refine((v) => !hasBadCharacters(v, true), BAD_TEXT_CODE),
    approverName: z
      .string()
      .max(APPROVER_NAME_MAX * 2, 'APPROVAL_NAME_TOO_LONG')
      .optional()
      .transform((v) => v?.trim() ?? '')
      .refine((v) => v.length <= APPROVER_NAME_MAX, 'APPROVAL_NAME_TOO_LONG')
      .refine((v) => !hasBadCharacters(v, false), BAD_TEXT_CODE),
  })
  .refine((v) => v.decision !== 'changes_requested' || v.comment.length > 0, {
    message: 'APPROVAL_COMMENT_REQUIRED',
    path: ['comment'],
  });
export type ReviewAnswerInput = z.input<typeof reviewAnswerSchema>;

// ---------------------------------------------------------------------------
// What the API answers (shared so the browser and the server agree on the shapes)
// ---------------------------------------------------------------------------

/**
 * aberto: something awaits the client; respondido: everything was answered; encerrado ('empty'): every
 * item it held was deleted or moved to another link, so it closed itself (decision 0037); expirado and
 * revogado: the address no longer opens. Only the first two can take more items.
 */
export const REVIEW_LINK_STATUSES = ['open', 'answered', 'empty', 'expired', 'revoked'] as const;
export type ReviewLinkStatus = (typeof REVIEW_LINK_STATUSES)[number];

export const REVIEW_LINK_STATUS_LABELS: Record<ReviewLinkStatus, string> = {
  open: 'Aberto',
  answered: 'Respondido',
  empty: 'Encerrado',
  expired: 'Expirado',
  revoked: 'Revogado',
};

/** A link that still takes answers and more items: its address opens and it holds something. */
export function isLiveLinkStatus(status: ReviewLinkStatus): boolean {
  return status === 'open' || status === 'answered';
}

/**
 * Who wrote an approval event, as stored: the client answering, or the workspace (its Dono's side) sending a
 * new version after an adjustment. Read through this table, never by comparing the stored word.
 */
export const APPROVAL_ACTORS = {
  client: { sendsNewVersion: false },
  owner: { sendsNewVersion: true },
} as const satisfies Record<string, { sendsNewVersion: boolean }>;
export type ApprovalActor = keyof typeof APPROVAL_ACTORS;

/** The actor a stored value names; anything else is the client's (the column's default). */
export function approvalActor(value: string): ApprovalActor {
  return Object.hasOwn(APPROVAL_ACTORS, value) ? (value as ApprovalActor) : 'client';
}

/** Whether the event is a new version the workspace sent (else a client's answer). */
export function actorSendsNewVersion(actor: ApprovalActor): boolean {
  return APPROVAL_ACTORS[actor].sendsNewVersion;
}

export interface ApprovalEventView {
  id: string;
  itemId: string;
  /** 'pending' from an actor that sends new versions is a new version sent after an adjustment. */
  state: ApprovalState;
  actor: ApprovalActor;
  approverName: string | null;
  comment: string | null;
  createdAt: string;
}

export interface ReviewLinkItemSummary {
  id: string;
  type: string;
  title: string;
  approvalState: ApprovalState;
}

export interface ReviewLinkSummary {
  id: string;
  clientId: string | null;
  clientName: string | null;
  status: ReviewLinkStatus;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** The last reminder sent for it. */
  remindedAt: string | null;
  /** False for links made before addresses were kept: "copiar" needs a new address first. */
  addressKept: boolean;
  /** The items live in this link, oldest first. */
  items: ReviewLinkItemSummary[];
  /** Items that were sent again in another link since. */
  movedCount: number;
}

/** The recipient of a new link: for WhatsApp and e-mail. Creators send to whom they like (null). */
export interface ReviewRecipient {
  name: string;
  phone: string | null;
  hasEmail: boolean;
}

/** A link with its address: when created, re-sent, given a new address or reminded. */
export interface CreatedReviewLink {
  link: ReviewLinkSummary;
  url: string;
  token: string;
  recipient: ReviewRecipient | null;
}
export type ReviewLinkAddress = CreatedReviewLink;

/** Items added to an open link: how many are new on it, and its address to send it again. */
export interface AddedReviewItems {
  link: ReviewLinkSummary;
  /** Items that were not on this link before (the others were already there). */
  added: number;
  /** The address, or null for a link made before addresses were kept. */
  address: ReviewLinkAddress | null;
}

/** One client's approval at a glance (the client's card, the approvals page). */
export interface ClientApprovalSummary {
  /** Null: the creator's own items. */
  clientId: string | null;
  clientName: string | null;
  pending: number;
  changesRequested: number;
  /** Items left on expired or revoked links: they need a new send, they wait for nobody. */
  needsResend: number;
  /** Items approved by the client in the period asked for. */
  approved: number;
  /** The newest link whose address still opens, to add items to. */
  openLinkId: string | null;
}

/** A round the client has not answered for a while (dashboard). */
export interface WaitingRound {
  link: ReviewLinkSummary;
  pending: number;
  /** When the oldest item still waiting was sent. */
  waitingSince: string;
}

/** One item as the client sees it on the review page. */
export interface ReviewPageItem {
  id: string;
  type: ContentKind;
  title: string;
  content: string;
  /**
   * A timed script's parts as last edited (the shape of a content part; written out here because the
   * content item's module already reads this one). `completed` is always false: the agency's progress
   * is not the client's business.
   */
  parts: { id: string; time?: string; type?: string; content: string; engagement_tip?: string; completed: boolean }[];
  options: Record<string, string | number>;
  /** Sent again in another link: shown here without its content and not answerable. */
  moved: boolean;
  /** For a moved item: the address of the link where it can be answered now (null: none that opens). */
  movedTo: string | null;
  /**
   * Edited by the team after its internal approval and back in the internal review: shown without its
   * content ("Em revisão") and not answerable until the team approves it again.
   */
  revising: boolean;
  scheduledDate: string | null;
  approvalState: ApprovalState;
  lastAnswer: { state: ApprovalState; approverName: string | null; comment: string | null; at: string } | null;
  /** The rendered images the client will see posted, in order (none for a moved item). */
  images: Array<{ position: number; hash: string; width: number; height: number; alt: string; url: string }>;
  /** When it is to be posted (scheduled) or was posted (published); nothing else of the publication shows. */
  posting: { state: 'scheduled' | 'published'; at: string } | null;
}

/** Dashboard figures: items waiting for the client and items the client sent back. */
export interface ApprovalCounts {
  /** Items waiting for the client on a link whose address still opens. */
  pending: number;
  changesRequested: number;
  /** Items sent only on links that expired or were revoked: nobody is answering them ("Reenviar"). */
  needsResend: number;
}

/** Analytics: of the items the clients answered in the period, how many were approved (last answer). */
export interface ApprovalRate {
  answered: number;
  approved: number;
  /** 0–1, or null when nothing was answered. */
  rate: number | null;
}

export interface ReviewPage {
  /** The team's name (else its founder's). */
  ownerName: string;
  /** Who sent the link, as the client reads it: "Ana, da Agência Alfa" (else the team's name alone). */
  senderName: string;
  clientName: string | null;
  expiresAt: string;
  items: ReviewPageItem[];
  /**
   * Every item this link held went to a newer link or was removed: the link closed itself and the page
   * only says where to answer now (decision 0037).
   */
  closed: boolean;
  /** For a closed link: the address of the client's newest link that still waits (null: none opens). */
  newerUrl: string | null;
  /**
   * The team's WhatsApp chat (`https://wa.me/<digits>`) when it gave one, offered when something on this
   * page moved on or the link closed; null otherwise.
   */
  whatsappUrl: string | null;
  /** The agency's brand (logo, colours, name): the page wears it instead of Pautei's. */
  brand: ReportBrand;
}
