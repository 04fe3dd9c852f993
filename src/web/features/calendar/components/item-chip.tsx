/**
 * One scheduled item in the grid, the agenda or the tray: kind, title, state, the client's approval (the
 * badge the content lists show; nothing until it is sent), its publication (agendado, publicado) and (agency)
 * client colour.
 */
import { useDraggable } from '@dnd-kit/core';
import { CheckCircle2, Circle, GripVertical } from 'lucide-react';
import { createContext, useContext, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ITEM_STATE_LABELS, itemStateLabel, type CalendarItem } from '@shared/calendar';
import { CONTENT_KIND_LABELS } from '@shared/content-kinds';
import { APPROVAL_STATE_LABELS } from '@shared/approval-states';
import { ApprovalBadge } from '@web/components/approval/approval-badge';
import { PublicationBadge } from '@web/components/publication/publication-badge';
import { clientColor } from '@web/components/calendar/calendar-colors';
import { cn } from '@web/components/ui/cn';
import { useMay } from '@web/lib/session';
import { clientShortNames, seriesLabels, type SeriesLabel } from '../chip-labels';
import { placeTooltip, type TooltipPlacement } from '../tooltip-position';

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

/**
 * The short client names and series labels of the items on screen, computed once by the calendar page
 * (they depend on every item shown, not on one chip). Without a provider a chip falls back to its own
 * client's first word and its whole title.
 */
export interface ChipLabels {
  clientShort: ReadonlyMap<string, string>;
  series: ReadonlyMap<string, SeriesLabel>;
}
const ChipLabelsContext = createContext<ChipLabels | null>(null);

export function ChipLabelsProvider({ items, children }: { items: readonly CalendarItem[]; children: ReactNode }) {
  const value = useMemo<ChipLabels>(
    () => ({
      clientShort: clientShortNames(items.map((i) => i.clientName)),
      series: seriesLabels(items.map((i) => ({ id: i.id, title: i.title }))),
    }),
    [items],
  );
  return <ChipLabelsContext.Provider value={value}>{children}</ChipLabelsContext.Provider>;
}

function useChipLabels(item: CalendarItem): { short: string | null; series: SeriesLabel | undefined } {
  const labels = useContext(ChipLabelsContext);
  const name = item.clientName;
  if (!name) return { short: null, series: labels?.series.get(item.id) };
  return {
    short: labels?.clientShort.get(name) ?? clientShortNames([name]).get(name) ?? null,
    series: labels?.series.get(item.id),
  };
}

/**
 * Keeps a tooltip inside the window: measures the anchor and the tooltip once it is drawn (hidden until
 * then) and again on scroll and resize, and places it with `placeTooltip`.
 */
function useTooltipPlacement(open: boolean) {
  const anchor = useRef<HTMLElement | null>(null);
  const tooltip = useRef<HTMLSpanElement | null>(null);
  const [placement, setPlacement] = useState<TooltipPlacement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const a = anchor.current?.getBoundingClientRect();
      const t = tooltip.current;
      if (!a || !t) return;
      setPlacement(
        placeTooltip(
          { top: a.top, left: a.left, width: a.width, height: a.height },
          { width: t.offsetWidth, height: t.offsetHeight },
          { width: document.documentElement.clientWidth, height: window.innerHeight },
        ),
      );
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
      setPlacement(null);
    };
  }, [open]);
  return { anchor, tooltip, placement };
}

/**
 * A chip that can be dragged (by its handle, with the mouse or the keyboard) and opened (by its title).
 * In the month grid it shows the kind, the client's short name (agencies) and two lines of the title —
 * for an item of a series, the part that tells it apart first; hovering or focusing it shows the whole
 * title, the client and the state.
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
  const showTip = tip && !isDragging;
  const { anchor, tooltip, placement } = useTooltipPlacement(showTip);
  const done = itemStateLabel(item) === ITEM_STATE_LABELS.done;
  const { short, series } = useChipLabels(item);
  const approval = item.approvalState === 'none' ? null : APPROVAL_STATE_LABELS[item.approvalState];
  return (
    <div
      ref={(node) => {
        setNodeRef(node);
        anchor.current = node;
      }}
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
        aria-describedby={showTip ? tipId : undefined}
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
          {series ? (
            // Items of a series share a long beginning that would fill both lines: the part that tells
            // them apart comes first, the series' name after it.
            <>
              <span data-testid="series-part" className="font-semibold">
                {series.part}
              </span>{' '}
              <span className="text-slate-700 dark:text-slate-300">({series.series})</span>
            </>
          ) : (
            item.title
          )}
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
      {showTip && (
        <span
          ref={tooltip}
          id={tipId}
          role="tooltip"
          style={
            placement
              ? { top: placement.top, left: placement.left }
              : // Drawn out of sight for the first measure, then placed.
                { top: 0, left: 0, visibility: 'hidden' }
          }
          data-side={placement?.side}
          className="pointer-events-none fixed z-50 block w-64 max-w-[calc(100vw-1rem)] rounded-md bg-slate-900 p-2 text-xs text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
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
