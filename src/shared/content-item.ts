import type { StoredPublicationState } from './publication';
import type { ContentKind } from './content-kinds';
import type { ApprovalState } from './schemas/approval';

export interface ContentPart {
  id: string;
  time?: string;
  type?: string;
  content: string;
  engagement_tip?: string;
  completed: boolean;
}

/** A saved generated item as the API returns it: a user's task or an agency client's task. */
export interface ContentItem {
  id: string;
  /** 'task' (own) or 'client_task' (an agency's client). */
  owner: 'task' | 'client_task';
  type: ContentKind;
  title: string;
  /** Plain text, or JSON as text (daily_script, reel_idea, carousel). */
  content: string;
  tone: string | null;
  completed: boolean;
  /** pending | in_progress | completed */
  status: string;
  parts: ContentPart[];
  /** Generator options (caption style, ad method and type, carousel image count). */
  options: Record<string, string | number>;
  scheduledDate: string | null;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  clientId: string | null;
  clientName: string | null;
  /** Client approval: none | pending | approved | changes_requested. */
  approvalState?: ApprovalState;
  /**
   * "Aguardando" on no link the client can still open (every link it was sent in expired or was revoked):
   * the badge says it needs a new send instead of "Aguardando" (the same rule as the dashboard's counts).
   */
  approvalNeedsResend?: boolean;
  /** The account of the person who created it (null: made before authors were kept, or the account is gone). */
  createdBy?: string | null;
  /** The stored publication step (none | scheduled | published | not_published), its planned and real times. */
  publicationState?: StoredPublicationState;
  publishAt?: string | null;
  publishedAt?: string | null;
}
