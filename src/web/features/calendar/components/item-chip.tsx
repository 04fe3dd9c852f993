/**
 * One scheduled item in the grid, the agenda or the tray: kind, title, state, the client's approval (the
 * badge the content lists show; nothing until it is sent) and (agency) client colour.
 */
import { useDraggable } from '@dnd-kit/core';
import { CheckCircle2, Circle, GripVertical } from 'lucide-react';
import { itemStateLabel, type CalendarItem } from '@shared/calendar';
import { CONTENT_KIND_LABELS } from '@shared/content-kinds';
import { APPROVAL_STATE_LABELS } from '@shared/schemas/approval';
import { ApprovalBadge } from '@web/components/approval/approval-badge';
import { clientColor } from '@web/components/calendar/calendar-colors';
import { cn } from '@web/components/ui/cn';

export function ItemSummary({ item, compact }: { item: CalendarItem; compact?: boolean }) {
  const done = itemStateLabel(item) === 'concluído';
  const StateIcon = done ? CheckCircle2 : Circle;
  return (
    <span className="flex min-w-0 flex-col text-left">
      <span className="flex items-center gap-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
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
      {item.clientName && !compact && (
        <span className="truncate text-xs text-slate-500 dark:text-slate-400">{item.clientName}</span>
      )}
    </span>
  );
}

/** What a screen reader hears for an item: kind, title, state and, once sent, the approval. */
export function itemAccessibleName(item: CalendarItem): string {
  const approval = item.approvalState === 'none' ? '' : `, ${APPROVAL_STATE_LABELS[item.approvalState].toLowerCase()}`;
  return `${CONTENT_KIND_LABELS[item.type]}: ${item.title} (${itemStateLabel(item)}${approval})`;
}

/** A chip that can be dragged (by its handle, with the mouse or the keyboard) and opened (by its title). */
export function DraggableItem({ item, onOpen }: { item: CalendarItem; onOpen: (item: CalendarItem) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id, data: { item } });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <div
      ref={setNodeRef}
      style={style}
      data-testid="calendar-item"
      className={cn(
        'flex items-stretch gap-1 rounded-md border-l-4 pr-1 shadow-sm',
        clientColor(item.colorIndex).chip,
        isDragging && 'relative z-20 opacity-80 ring-2 ring-brand-500',
      )}
    >
      <button
        type="button"
        className="cursor-grab touch-none rounded px-0.5 text-slate-400 hover:text-slate-700 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:hover:text-slate-200"
        aria-label={`Mover ${item.title}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="h-4 w-4" aria-hidden />
      </button>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className="min-w-0 flex-1 py-1 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        aria-label={itemAccessibleName(item)}
      >
        <ItemSummary item={item} compact />
      </button>
    </div>
  );
}
