/**
 * Client approval's states, their labels and its limits: what the screens show and the schemas
 * (schemas/approval.ts) check.
 */

/** sem envio → aguardando → aprovado | ajuste solicitado (→ aguardando again after an edit). */
export const APPROVAL_STATES = ['none', 'pending', 'approved', 'changes_requested'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** What the client can answer for one item. */
export const APPROVAL_DECISIONS = ['approved', 'changes_requested'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  none: 'Sem envio',
  pending: 'Aguardando',
  approved: 'Aprovado',
  changes_requested: 'Ajuste solicitado',
};

/**
 * An item "Aguardando" on no link the client can still open (decision 0032): its badge says this instead,
 * as the dashboard and the client card count it.
 */
export const APPROVAL_RESEND_LABEL = 'Precisa de novo envio';

/** A round whose oldest waiting item was sent this many days ago is listed on the dashboard. */
export const REVIEW_WAITING_DAYS = 2;

export const REVIEW_EXPIRY_DAYS = { min: 1, max: 30, default: 14 } as const;
export const REVIEW_MAX_ITEMS = 50;
export const APPROVAL_COMMENT_MAX = 1000;
export const APPROVER_NAME_MAX = 80;

/** The token is 32 random bytes in base64url: 43 characters. Anything else is not a token. */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
