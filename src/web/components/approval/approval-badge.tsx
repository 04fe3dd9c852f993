/**
 * The approval state of an item as a small badge: sem envio, aguardando, aprovado, ajuste solicitado — and
 * "precisa de novo envio" for an item waiting on no link the client can still open (`needsResend`, the
 * server's answer from the same rule as the dashboard's counts).
 * In the agency's lists it reads "Aprovação: Aguardando", with an icon, outlined (the task's status
 * badges are filled) and blue while waiting (the task's "Pendente" is amber), so the two are told apart
 * at a glance.
 */
import { CheckCircle2, Clock, MessageSquareWarning, RotateCcw, Send } from 'lucide-react';
import { Badge } from '../ui/badge';
import { cn } from '../ui/cn';
import { APPROVAL_RESEND_LABEL, APPROVAL_STATE_LABELS, type ApprovalState } from '@shared/approval-states';

type Shown = ApprovalState | 'resend';

const TONES = {
  none: 'neutral',
  pending: 'info',
  approved: 'success',
  changes_requested: 'danger',
  resend: 'warning',
} as const;
const OUTLINES: Record<Shown, string> = {
  none: 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200',
  pending: 'border-sky-500 text-sky-800 dark:border-sky-400 dark:text-sky-200',
  approved: 'border-emerald-500 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200',
  changes_requested: 'border-red-500 text-red-800 dark:border-red-400 dark:text-red-200',
  resend: 'border-amber-500 text-amber-900 dark:border-amber-400 dark:text-amber-200',
};
const ICONS = {
  none: Send,
  pending: Clock,
  approved: CheckCircle2,
  changes_requested: MessageSquareWarning,
  resend: RotateCcw,
};
const LABELS: Record<Shown, string> = { ...APPROVAL_STATE_LABELS, resend: APPROVAL_RESEND_LABEL };

export function ApprovalBadge({
  state,
  needsResend = false,
  hideNone = false,
  iconOnly = false,
  prefix = true,
  className,
}: {
  state: ApprovalState | undefined;
  /** The item waits on no link the client can still open: it needs a new send (only with 'pending'). */
  needsResend?: boolean;
  /** Lists show nothing for items never sent, to stay quiet. */
  hideNone?: boolean;
  /** Narrow places (a calendar day cell): the coloured icon, the label for screen readers and on hover. */
  iconOnly?: boolean;
  /** False on the client's review page, where every badge is about approval. */
  prefix?: boolean;
  className?: string;
}) {
  const stored = state ?? 'none';
  if (hideNone && stored === 'none') return null;
  const s: Shown = stored === 'pending' && needsResend ? 'resend' : stored;
  const Icon = ICONS[s];
  const label = LABELS[s];
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
