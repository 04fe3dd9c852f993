/**
 * The workspace's activity ("who did what"): the actions the server records and what the API answers.
 */
export const ACTIVITY_ACTIONS = [
  'created',
  'edited',
  'deleted',
  'rescheduled',
  'approval_sent',
  'approval_answered',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface ActivityEntry {
  id: string;
  action: ActivityAction;
  /** Null: the client, answering through the approval link. */
  actorUserId: string | null;
  /** The actor's name (null for the client, or an account since deleted). */
  actorName: string | null;
  clientId: string | null;
  clientName: string | null;
  itemId: string | null;
  details: Record<string, string | null>;
  /** ISO instant. */
  createdAt: string;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  /** The cursor of the next (older) page (`before`), or null when this one is the last. */
  nextBefore: string | null;
}

/** Entries per page. */
export const ACTIVITY_PAGE_SIZE = 20;

/** A person of the workspace, as the History's author filter lists them. */
export interface WorkspacePerson {
  id: string;
  name: string;
}
