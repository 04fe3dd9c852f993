/**
 * Where an item stands on its way to the feed: rascunho → aprovado → agendado → publicado (or "não
 * publicado", with a reason). Only the last two steps are stored (`publication_state`, with the time, the
 * place and the link); "aprovado" is read from the approval states that already exist, so there is one
 * truth for each fact: the client's answer when the client was asked, else the team's internal review
 * when the workspace uses it, else the item is the maker's own to post.
 */
import type { ContentKind } from './content-kinds';

export const PUBLICATION_CHANNELS = [
  'instagram_feed',
  'instagram_stories',
  'instagram_reels',
  'tiktok',
  'linkedin',
  'whatsapp_status',
  'other',
] as const;
export type PublicationChannel = (typeof PUBLICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<PublicationChannel, string> = {
  instagram_feed: 'Instagram (feed)',
  instagram_stories: 'Instagram (stories)',
  instagram_reels: 'Instagram (reels)',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  whatsapp_status: 'Status do WhatsApp',
  other: 'Outro',
};

/** What is stored: nothing planned yet, a time set, posted, or given up. */
export const STORED_PUBLICATION_STATES = ['none', 'scheduled', 'published', 'not_published'] as const;
export type StoredPublicationState = (typeof STORED_PUBLICATION_STATES)[number];

/** What every screen shows. */
export type PublicationStage = 'draft' | 'approved' | 'scheduled' | 'published' | 'not_published';

export const STAGE_LABELS: Record<PublicationStage, string> = {
  draft: 'Rascunho',
  approved: 'Aprovado',
  scheduled: 'Agendado',
  published: 'Publicado',
  not_published: 'Não publicado',
};

export interface PublicationFacts {
  publicationState: string;
  approvalState: string;
  internalReview: string;
  /** Whether the workspace runs the internal review before the client. */
  internalReviewOn: boolean;
}

/** Whether the item may be posted: the client approved it, or (client not asked) the team did. */
export function isApprovedForPosting(f: Omit<PublicationFacts, 'publicationState'>): boolean {
  if (f.approvalState === 'approved') return true;
  // Sent to the client and waiting, or sent back with changes: not ready.
  if (f.approvalState !== 'none') return false;
  return f.internalReviewOn ? f.internalReview === 'approved' : true;
}

export function publicationStageOf(f: PublicationFacts): PublicationStage {
  if (
    f.publicationState === 'scheduled' ||
    f.publicationState === 'published' ||
    f.publicationState === 'not_published'
  )
    return f.publicationState;
  return isApprovedForPosting(f) ? 'approved' : 'draft';
}

/** Limits of what is typed when marking. */
export const PUBLICATION_URL_MAX = 2000;
export const NOT_PUBLISHED_REASON_MAX = 500;

/** A reminder sent this long after its time is marked late ("atrasado"): the job runs every minute. */
export const REMINDER_LATE_AFTER_MS = 10 * 60_000;

/** What the API answers about an item's publication. */
export interface PublicationView {
  id: string;
  stage: PublicationStage;
  /** The planned (scheduled) or real (published) moment, ISO. */
  publishAt: string | null;
  publishedAt: string | null;
  channel: PublicationChannel | null;
  url: string | null;
  reason: string | null;
}

/** One line of the dashboard's "Hoje para postar". */
export interface ToPostItem {
  id: string;
  title: string;
  type: ContentKind;
  clientName: string | null;
  publishAt: string;
  /** Its time passed and it is not marked yet (shown in red). */
  overdue: boolean;
}

/** Posted within this many minutes after the planned time counts as on time in the analytics. */
export const ON_TIME_GRACE_MINUTES = 30;

/** One month of the analytics' "Publicados": how many, and of the scheduled ones, on time and late. */
export interface PublishedMonth {
  /** 'YYYY-MM' (São Paulo). */
  month: string;
  published: number;
  onTime: number;
  late: number;
}
