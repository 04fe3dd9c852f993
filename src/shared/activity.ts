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
  'internal_submitted',
  'internal_answered',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How the activity screen's "Tipo" filter names each action. */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  created: 'Criou',
  edited: 'Editou',
  deleted: 'Excluiu',
  rescheduled: 'Reagendou',
  approval_sent: 'Enviou para aprovação',
  approval_answered: 'Resposta do cliente',
  internal_submitted: 'Enviou para revisão interna',
  internal_answered: 'Revisão interna respondida',
};

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

/** Who acted, as a line names them: the person, or the client answering through the approval link. */
function actorOf(entry: Pick<ActivityEntry, 'actorUserId' | 'actorName' | 'action' | 'details'>): string {
  if (entry.actorUserId === null && entry.action === 'approval_answered') {
    const signed = entry.details.approverName?.trim();
    return signed ? `O cliente (${signed})` : 'O cliente';
  }
  // An account deleted since: the line stays, without a name.
  return entry.actorName?.trim() || 'Alguém';
}

/** 'YYYY-MM-DD' as 21/11/2026 (a São Paulo day is stored as that text; no time zone to convert). */
function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}/${m}/${y}` : day;
}

/** The sentence of one entry, in Portuguese: "Ana criou “Treino de hoje”". */
export function activitySentence(
  entry: Pick<ActivityEntry, 'actorUserId' | 'actorName' | 'action' | 'details'>,
): string {
  const who = actorOf(entry);
  const title = `“${entry.details.title ?? 'conteúdo'}”`;
  switch (entry.action) {
    case 'created':
      return `${who} criou ${title}`;
    case 'edited':
      if (entry.details.regenerated) return `${who} gerou de novo ${title}`;
      if (entry.details.restoredFrom) return `${who} restaurou a versão ${entry.details.restoredFrom} de ${title}`;
      return `${who} editou ${title}`;
    case 'deleted':
      return `${who} excluiu ${title}`;
    case 'rescheduled':
      return entry.details.date
        ? `${who} agendou ${title} para ${dayText(entry.details.date)}`
        : `${who} tirou ${title} da agenda`;
    case 'approval_sent':
      return `${who} enviou ${title} para aprovação`;
    case 'approval_answered':
      return entry.details.decision === 'approved' ? `${who} aprovou ${title}` : `${who} pediu ajustes em ${title}`;
    case 'internal_submitted':
      return `${who} enviou ${title} para a revisão interna`;
    case 'internal_answered':
      return entry.details.decision === 'approved'
        ? `${who} aprovou internamente ${title}`
        : `${who} pediu ajustes internos em ${title}`;
  }
}
