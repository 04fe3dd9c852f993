/**
 * Where an item stands on its way to the feed, as a small badge: "Agendado · 14:30", "Publicado",
 * "Não publicado"; nothing before it is scheduled (the approval badge already says draft or approved).
 * An item still scheduled after its time shows "Atrasado" in red.
 */
import { CalendarClock, CheckCheck, CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import { STAGE_LABELS, type StoredPublicationState } from '@shared/publication';
import { cn } from '@web/components/ui/cn';
import { formatTime } from '@web/lib/format';

export function PublicationBadge({
  state,
  publishAt,
  now = new Date(),
  iconOnly,
  className,
}: {
  state: StoredPublicationState | undefined;
  publishAt?: string | null;
  now?: Date;
  iconOnly?: boolean;
  className?: string;
}) {
  if (!state || state === 'none') return null;
  if (state === 'scheduled') {
    const at = publishAt ? new Date(publishAt) : null;
    const late = at !== null && at.getTime() < now.getTime();
    const label = `${late ? 'Atrasado' : STAGE_LABELS.scheduled}${at ? ` · ${formatTime(at)}` : ''}`;
    return (
      <Pill
        className={cn(
          late
            ? 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200'
            : 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200',
          className,
        )}
        label={label}
        iconOnly={iconOnly}
        icon={<CalendarClock className="h-3 w-3" aria-hidden />}
      />
    );
  }
  if (state === 'published') {
    return (
      <Pill
        className={cn('bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200', className)}
        label={STAGE_LABELS.published}
        iconOnly={iconOnly}
        icon={<CheckCheck className="h-3 w-3" aria-hidden />}
      />
    );
  }
  return (
    <Pill
      className={cn('bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100', className)}
      label={STAGE_LABELS.not_published}
      iconOnly={iconOnly}
      icon={<CircleSlash className="h-3 w-3" aria-hidden />}
    />
  );
}

function Pill({
  label,
  icon,
  iconOnly,
  className,
}: {
  label: string;
  icon: ReactNode;
  iconOnly?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn('inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-medium', className)}
      data-testid="publication-badge"
      title={iconOnly ? label : undefined}
    >
      {icon}
      {iconOnly ? <span className="sr-only">{label}</span> : label}
    </span>
  );
}
