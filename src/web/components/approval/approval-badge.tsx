/**
 * The approval state of an item as a small badge: sem envio, aguardando, aprovado, ajuste solicitado.
 * In the agency's lists it reads "Aprovação: Aguardando", with an icon and its own colours (blue while
 * waiting), so it is never confused with the task's status ("Pendente", amber) shown beside it.
 */
import { CheckCircle2, Clock, MessageSquareWarning, Send } from 'lucide-react';
import { Badge } from '../ui/badge';
import { APPROVAL_STATE_LABELS, type ApprovalState } from '@shared/schemas/approval';

const TONES = { none: 'neutral', pending: 'info', approved: 'success', changes_requested: 'danger' } as const;
const ICONS = { none: Send, pending: Clock, approved: CheckCircle2, changes_requested: MessageSquareWarning };

export function ApprovalBadge({
  state,
  hideNone = false,
  iconOnly = false,
  prefix = true,
  className,
}: {
  state: ApprovalState | undefined;
  /** Lists show nothing for items never sent, to stay quiet. */
  hideNone?: boolean;
  /** Narrow places (a calendar day cell): the coloured icon, the label for screen readers and on hover. */
  iconOnly?: boolean;
  /** False on the client's review page, where every badge is about approval. */
  prefix?: boolean;
  className?: string;
}) {
  const s = state ?? 'none';
  if (hideNone && s === 'none') return null;
  const Icon = ICONS[s];
  const label = APPROVAL_STATE_LABELS[s];
  if (iconOnly) {
    return (
      <span title={label} className={className}>
        <Badge tone={TONES[s]} className="px-1.5">
          <Icon className="h-3 w-3" aria-hidden />
          <span className="sr-only">Aprovação: {label}</span>
        </Badge>
      </span>
    );
  }
  return (
    <Badge tone={TONES[s]} className={className}>
      <Icon className="h-3 w-3" aria-hidden />
      {prefix && <span>Aprovação:</span>}
      <span>{label}</span>
    </Badge>
  );
}
