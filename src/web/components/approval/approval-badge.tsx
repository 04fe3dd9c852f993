/** The approval state of an item as a small badge: sem envio, aguardando, aprovado, ajuste solicitado. */
import { CheckCircle2, Clock, MessageSquareWarning, Send } from 'lucide-react';
import { Badge } from '../ui/badge';
import { APPROVAL_STATE_LABELS, type ApprovalState } from '@shared/schemas/approval';

const TONES = { none: 'neutral', pending: 'warning', approved: 'success', changes_requested: 'danger' } as const;
const ICONS = { none: Send, pending: Clock, approved: CheckCircle2, changes_requested: MessageSquareWarning };

export function ApprovalBadge({
  state,
  hideNone = false,
  className,
}: {
  state: ApprovalState | undefined;
  /** Lists show nothing for items never sent, to stay quiet. */
  hideNone?: boolean;
  className?: string;
}) {
  const s = state ?? 'none';
  if (hideNone && s === 'none') return null;
  const Icon = ICONS[s];
  return (
    <Badge tone={TONES[s]} className={className}>
      <Icon className="h-3 w-3" aria-hidden />
      <span>{APPROVAL_STATE_LABELS[s]}</span>
    </Badge>
  );
}
