/**
 * One scheduled item in the grid, the agenda or the tray: kind, title, state, the client's approval (the
 * badge the content lists show; nothing until it is sent), its publication (agendado, publicado) and (agency)
 * client colour.
 */
import { useDraggable } from '@dnd-kit/core';
import { CheckCircle2, Circle, GripVertical } from 'lucide-react';
import { useId, useState } from 'react';
import { ITEM_STATE_LABELS, itemStateLabel, type CalendarItem } from '@shared/calendar';
import { CONTENT_KIND_LABELS } from '@shared/content-kinds';
import { APPROVAL_STATE_LABELS } from '@shared/schemas/approval';
import { ApprovalBadge } from '@web/components/approval/approval-badge';
import { PublicationBadge } from '@web/components/publication/publication-badge';
import { clientColor } from '@web/components/calendar/calendar-colors';
import { cn } from '@web/components/ui/cn';
import { useMay } from '@web/lib/session';

export function ItemSummary({ item, compact }: { item: CalendarItem; compact?: boolean }) {
  const done = itemStateLabel(item) === 'concluído';
  const StateIcon = done ? CheckCircle2 : Circle;
  return (
    <span className="flex min-w-0 flex-col text-left">
      <span className="flex items-center gap-1 text-[11px] font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {CONTENT_KIND_LABELS[item.type]}
        <StateIcon
          className={cn('h-3 w-3', done ? 'text-emerald-600' : 'text-slate-400')}
          aria-label={itemStateLabel(item)}
        />
        {!compact && <span className="sr-only">{itemStateLabel(item)}</span>}
      </span>
      <span className={cn('truncate text-sm text-slate-900 dark:text-slate-100', done && 'line-through opacity-70')}>
        {item.title}
      </span>
      <ApprovalBadge state={item.approvalState} hideNone iconOnly={compact} className="mt-0.5 w-fit" />
      <PublicationBadge
        state={item.publicationState}
        publishAt={item.publishAt}
        iconOnly={compact}
        className="mt-0.5"
      />
      {item.clientName && !compact && (
        <span className="truncate text-xs text-slate-600 dark:text-slate-300">{item.clientName}</span>
      )}
    </span>
  );
}

/** The first word of a client's name, for the grid's narrow cells ("Doceria da Ana" → "Doceria"). */
export function clientShortName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 14) : null;
}

/**
 * A chip that can be dragged (by its handle, with the mouse or the keyboard) and opened (by its title).
 * In the month grid it shows the kind, the client's short name (agencies) and two lines of the title;
 * hovering or focusing it shows the whole title, the client and the state.
 */
export function DraggableItem({ item, onOpen }: { item: CalendarItem; onOpen: (item: CalendarItem) => void }) {
  // Moving an item changes its date: a role that may not change content gets no handle.
  const mayEdit = useMay('edit');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: item.id,
    data: { item },
    disabled: !mayEdit,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const tipId = useId();
  // The whole title, client and state, while the pointer is on the chip or the focus on its title. Only
  // rendered then, so the page holds each title once.
  const [tip, setTip] = useState(false);
  const done = itemStateLabel(item) === ITEM_STATE_LABELS.done;
  const short = clientShortName(item.clientName);
  const approval = item.approvalState === 'none' ? null : APPROVAL_STATE_LABELS[item.approvalState];
  return (
    <div
      ref={setNodeRef}
      style={style}
      data-testid="calendar-item"
      onMouseEnter={() => setTip(true)}
      onMouseLeave={() => setTip(false)}
      className={cn(
        'group relative flex items-stretch gap-0.5 rounded-md border-l-4 pr-1 shadow-sm',
        clientColor(item.colorIndex).chip,
        isDragging && 'z-20 opacity-80 ring-2 ring-brand-500',
      )}
    >
      {mayEdit && (
        <button
          type="button"
          className="cursor-grab touch-none rounded px-0.5 text-slate-500 hover:text-slate-800 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:text-slate-400 dark:hover:text-slate-100"
          aria-label={`Mover ${item.title}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="h-4 w-4" aria-hidden />
        </button>
      )}
      {/* The visible text is the button's name (kind, client, title), so what is read is what is seen. */}
      <button
        type="button"
        onClick={() => onOpen(item)}
        // Focus on the title shows the tooltip; focus on the handle does not, so a keyboard move starts
        // without a render in between.
        onFocus={() => setTip(true)}
        onBlur={() => setTip(false)}
        aria-describedby={tip ? tipId : undefined}
        className="min-w-0 flex-1 py-1 text-left focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        {/*
          Read in this order: "Legenda: <title> (pendente, aguardando) <client>", the words on screen in
          the order they show, so the name a screen reader hears holds the visible text.
        */}
        <span className="flex items-center gap-1 text-[11px] leading-tight font-semibold text-slate-700 dark:text-slate-200">
          {CONTENT_KIND_LABELS[item.type]}:
          {done ? (
            <CheckCircle2 className="h-3 w-3 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
          ) : null}
        </span>{' '}
        <span
          className={cn(
            'line-clamp-2 text-xs leading-snug break-words text-slate-900 dark:text-slate-100',
            done && 'line-through',
          )}
        >
          {item.title}
        </span>{' '}
        <span className="sr-only">
          ({itemStateLabel(item)}
          {approval ? `, ${approval.toLowerCase()}` : ''})
        </span>{' '}
        {short ? (
          <>
            <span className="block truncate text-[11px] leading-tight font-medium text-slate-700 dark:text-slate-200">
              {short}
            </span>{' '}
          </>
        ) : null}
        <ApprovalBadge state={item.approvalState} hideNone iconOnly className="mt-0.5 w-fit" />
        <PublicationBadge state={item.publicationState} publishAt={item.publishAt} iconOnly className="mt-0.5" />
      </button>
      {tip && !isDragging && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute top-full left-0 z-30 mt-1 block w-64 max-w-[80vw] rounded-md bg-slate-900 p-2 text-xs text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          <span className="block font-semibold">“{item.title}”</span>
          {item.clientName ? <span className="block">Cliente: {item.clientName}</span> : null}
          <span className="block">
            {CONTENT_KIND_LABELS[item.type]} · {itemStateLabel(item)}
            {approval ? ` · ${approval}` : ''}
          </span>
        </span>
      )}
    </div>
  );
}
