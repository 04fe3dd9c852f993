/**
 * The approval state of an item as a small badge: sem envio, aguardando, aprovado, ajuste solicitado.
 * In the agency's lists it reads "Aprovação: Aguardando", with an icon, outlined (the task's status
 * badges are filled) and blue while waiting (the task's "Pendente" is amber), so the two are told apart
 * at a glance.
 */
import { CheckCircle2, Clock, MessageSquareWarning, Send } from 'lucide-react';
import { Badge } from '../ui/badge';
import { cn } from '../ui/cn';
import { APPROVAL_STATE_LABELS, type ApprovalState } from '@shared/schemas/approval';

const TONES = { none: 'neutral', pending: 'info', approved: 'success', changes_requested: 'danger' } as const;
const OUTLINES: Record<ApprovalState, string> = {
  none: 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200',
  pending: 'border-sky-500 text-sky-800 dark:border-sky-400 dark:text-sky-200',
  approved: 'border-emerald-500 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200',
  changes_requested: 'border-red-500 text-red-800 dark:border-red-400 dark:text-red-200',
};
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
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border bg-white px-2.5 py-0.5 text-xs font-medium dark:bg-slate-900',
        OUTLINES[s],
        className,
      )}
    >
      <Icon className="h-3 w-3" aria-hidden />
      {prefix && <span>Aprovação:</span>}
      <span>{label}</span>
    </span>
  );
}
