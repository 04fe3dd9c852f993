/**
 * Wide screens: the month grid (weeks from Sunday) beside the tray. Items move by drag and drop with the
 * mouse, touch or the keyboard (handle, Space, arrows, Space; Esc cancels), announced in Portuguese.
 */
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { WEEKDAY_NAMES, WEEKDAY_SHORT, longDayLabel, type CalendarItem } from '@shared/calendar';
import type { CommemorativeDate } from '@shared/commemorative-dates';
import { cn } from '@web/components/ui/cn';
import { useReschedule } from '../api';
import { ChipLabelsProvider, DraggableItem } from './item-chip';

export const TRAY_ID = 'tray';
/** Items a day cell shows; more make a "+N mais" button that lists the others on the cell. */
export const ITEMS_PER_CELL = 3;
const DAY_PREFIX = 'day:';
/** Where the handle sits from a chip's top-left corner, in pixels. */
const HANDLE_OFFSET = 8;

const dayOfTarget = (id: UniqueIdentifier | undefined | null): string | null | undefined => {
  if (id === TRAY_ID) return null;
  if (typeof id === 'string' && id.startsWith(DAY_PREFIX)) return id.slice(DAY_PREFIX.length);
  return undefined;
};

const targetLabel = (id: UniqueIdentifier) => {
  const day = dayOfTarget(id);
  return day ? longDayLabel(day) : 'a bandeja (sem data)';
};

function titleOf(active: { data: { current?: Record<string, unknown> } }): string {
  return (active.data.current?.item as CalendarItem | undefined)?.title ?? 'o conteúdo';
}

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Você pegou "${titleOf(active)}". Use as setas para escolher o dia e Espaço para soltar.`,
  onDragOver: ({ active, over }) =>
    over
      ? `"${titleOf(active)}" está sobre ${targetLabel(over.id)}.`
      : `"${titleOf(active)}" não está sobre nenhum dia.`,
  onDragEnd: ({ active, over }) =>
    over ? `"${titleOf(active)}" foi solto em ${targetLabel(over.id)}.` : `"${titleOf(active)}" voltou ao lugar.`,
  onDragCancel: ({ active }) => `Movimento cancelado. "${titleOf(active)}" voltou ao lugar.`,
};

const screenReaderInstructions = {
  draggable:
    'Para mover um conteúdo, pressione Espaço ou Enter. Use as setas para escolher o dia, Espaço ou Enter para soltar e Esc para cancelar.',
};

/** Arrow keys jump one cell (a day, or a week up and down) instead of a few pixels. */
const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  // Before the item is over a day (the first key press), any day's cell gives the step: they are all
  // as wide as each other.
  const anyDay = [...context.droppableRects.entries()].find(([id]) => String(id).startsWith(DAY_PREFIX))?.[1];
  const rect = (context.over ? context.droppableRects.get(context.over.id) : undefined) ?? anyDay;
  const dx = rect?.width ?? 60;
  const dy = rect?.height ?? 60;
  switch (event.code) {
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + dx };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - dx };
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + dy };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - dy };
    default:
      return undefined;
  }
};

/**
 * Which day an item is over. With a mouse or a finger, the day under the pointer and nothing else: the
 * dragged chip's own rectangle says nothing about where the person points (a chip from "Sem data" is as
 * wide as the tray and would overlap the next days), so there is no fallback to overlap. With the keyboard
 * there is no pointer: the point near the chip's top-left corner — where its handle is, and what the arrow
 * keys move one cell at a time — stands for it, whatever the chip's size.
 */
export const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { collisionRect } = args;
  const handlePoint = { x: collisionRect.left + HANDLE_OFFSET, y: collisionRect.top + HANDLE_OFFSET };
  const hits = pointerWithin({ ...args, pointerCoordinates: handlePoint });
  return hits.length ? hits : rectIntersection(args);
};

function DayCell({
  day,
  inMonth,
  today,
  selected,
  dates,
  onSelect,
  onOpen,
  hidden,
  alignRight,
  children,
}: {
  day: string;
  inMonth: boolean;
  today: boolean;
  selected: boolean;
  dates: CommemorativeDate[];
  onSelect: (day: string) => void;
  onOpen: (item: CalendarItem) => void;
  /** Items of the day that do not fit in the cell. */
  hidden: CalendarItem[];
  /** The cell is in the right half of the week: its "+N mais" list hangs from its right edge. */
  alignRight: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `${DAY_PREFIX}${day}` });
  const highlight = dates.find((d) => d.relevance === 'high') ?? dates[0];
  return (
    <div
      ref={setNodeRef}
      // No aria-label of its own: the cell is named by what it shows (the day's button says the whole day),
      // so a screen reader hears the dates and items written in it.
      role="gridcell"
      data-day={day}
      className={cn(
        'relative flex min-h-28 min-w-0 flex-col gap-1 border-t border-l border-slate-200 p-1 dark:border-slate-800',
        !inMonth && 'bg-slate-50 text-slate-600 dark:bg-slate-900/60 dark:text-slate-400',
        highlight && 'bg-amber-50/70 dark:bg-amber-950/20',
        isOver && 'bg-brand-50 ring-2 ring-brand-400 ring-inset dark:bg-brand-950/40',
        selected && 'ring-2 ring-brand-600 ring-inset',
      )}
    >
      <button
        type="button"
        onClick={() => onSelect(day)}
        className={cn(
          'self-start rounded-full px-1.5 text-sm font-medium hover:bg-slate-200 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:hover:bg-slate-700',
          today && 'bg-brand-600 text-white hover:bg-brand-700',
        )}
        aria-label={`Ver ${longDayLabel(day)}${dates.length ? ` (${dates.map((d) => d.name).join(', ')})` : ''}`}
      >
        {Number(day.slice(8))}
      </button>
      {/* The date's whole name, on as many lines as it needs; the clients it matters to under it. */}
      {dates.slice(0, 2).map((d) => (
        <p
          key={d.id}
          title={d.angle}
          className={cn(
            'rounded px-1 text-[11px] leading-tight font-medium break-words',
            d.relevance === 'high'
              ? 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50'
              : 'text-amber-900 dark:text-amber-200',
          )}
        >
          🎉 {d.name}
          {d.clients?.length ? <span className="block truncate font-normal">{d.clients.join(', ')}</span> : null}
        </p>
      ))}
      {children}
      {hidden.length > 0 && (
        <MoreItems day={day} items={hidden} alignRight={alignRight} onSelect={onSelect} onOpen={onOpen} />
      )}
    </div>
  );
}

/**
 * "+N mais": the items that do not fit in the cell, in a panel that opens on the cell itself (not in the
 * day panel under the month, out of sight). Focus moves into it; Esc, the close button or a click outside
 * closes it and gives the focus back to "+N mais". "Ver o dia" opens the day panel for the day's tools.
 */
function MoreItems({
  day,
  items,
  alignRight,
  onSelect,
  onOpen,
}: {
  day: string;
  items: CalendarItem[];
  alignRight: boolean;
  onSelect: (day: string) => void;
  onOpen: (item: CalendarItem) => void;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const label = longDayLabel(day);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const node = panel.current;
    // In view and focused as soon as it opens, so the eye and the keyboard are where the items are.
    node?.scrollIntoView?.({ block: 'nearest' });
    node?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!node?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="self-start rounded px-1 text-xs font-semibold text-brand-800 hover:underline focus:ring-2 focus:ring-brand-500 focus:outline-none dark:text-brand-200"
        aria-label={`+${items.length} mais: ver todos os conteúdos de ${label}`}
      >
        +{items.length} mais
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          onKeyDown={(e) => {
            // Esc during a keyboard move cancels the move (the sensor handles it), not the panel.
            if (
              e.key === 'Escape' &&
              !e.defaultPrevented &&
              !(e.target as HTMLElement).closest('[aria-pressed="true"]')
            ) {
              e.stopPropagation();
              close(true);
            }
          }}
          className={cn(
            'absolute top-full z-40 mt-1 w-64 max-w-[calc(100vw-1rem)] space-y-2 rounded-lg border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900',
            alignRight ? 'right-0' : 'left-0',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <p id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-50">
              {label}
            </p>
            <button
              type="button"
              data-autofocus
              onClick={() => close(true)}
              className="rounded p-1 text-slate-600 hover:bg-slate-100 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:text-slate-300 dark:hover:bg-slate-800"
              aria-label="Fechar"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
          <div className="space-y-1">
            {items.map((item) => (
              <DraggableItem key={item.id} item={item} onOpen={onOpen} />
            ))}
          </div>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onSelect(day);
            }}
            className="text-xs font-semibold text-brand-800 hover:underline focus:ring-2 focus:ring-brand-500 focus:outline-none dark:text-brand-200"
          >
            Ver o dia
          </button>
        </div>
      )}
    </>
  );
}

export function TrayDrop({ children }: { children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: TRAY_ID });
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'min-h-24 space-y-2 rounded-lg p-1',
        isOver && 'bg-brand-50 ring-2 ring-brand-400 dark:bg-brand-950/40',
      )}
    >
      {children}
    </div>
  );
}

/** The month's drag and drop, and the chips' labels worked out over `items` (all the page shows). */
export function CalendarDnd({ items, children }: { items: readonly CalendarItem[]; children: ReactNode }) {
  const reschedule = useReschedule();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const item = active.data.current?.item as CalendarItem | undefined;
    const target = dayOfTarget(over?.id);
    if (!item || target === undefined || target === item.date) return;
    reschedule.mutate({ id: item.id, date: target, title: item.title });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      // The days are measured again while dragging (every 100 ms): the page may scroll or reflow during a
      // drag (a chip leaving "Sem data", the "+N mais" list), and a stale rectangle would light up a
      // neighbour.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always, frequency: 100 } }}
      // No sideways scrolling while dragging: a chip from "Sem data" is as wide as the tray, and near the
      // right of the month it reached the window's edge, so the page slid sideways under a still pointer
      // and the drop landed on the next day. The month always fits the width; only up and down scroll.
      autoScroll={{ threshold: { x: 0, y: 0.2 } }}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <ChipLabelsProvider items={items}>{children}</ChipLabelsProvider>
    </DndContext>
  );
}

export function MonthGrid({
  weeks,
  month,
  today,
  selected,
  items,
  dates,
  onSelect,
  onOpen,
}: {
  weeks: string[][];
  /** 'YYYY-MM' shown; other days are dimmed. */
  month: string;
  today: string;
  selected: string | null;
  items: CalendarItem[];
  dates: CommemorativeDate[];
  onSelect: (day: string) => void;
  onOpen: (item: CalendarItem) => void;
}) {
  return (
    <div
      role="grid"
      aria-label="Calendário do mês"
      className="rounded-xl border-r border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div role="row" className="grid grid-cols-7">
        {WEEKDAY_SHORT.map((w, i) => (
          <div
            key={w}
            role="columnheader"
            aria-label={WEEKDAY_NAMES[i]}
            className="border-t border-l border-slate-200 px-2 py-1 text-xs font-semibold text-slate-600 uppercase dark:border-slate-800 dark:text-slate-300"
          >
            {w}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className="grid grid-cols-7">
          {week.map((day, column) => {
            const ofDay = items.filter((i) => i.date === day);
            return (
              <DayCell
                key={day}
                day={day}
                inMonth={day.startsWith(month)}
                today={day === today}
                selected={day === selected}
                dates={dates.filter((d) => d.date === day)}
                onSelect={onSelect}
                onOpen={onOpen}
                hidden={ofDay.slice(ITEMS_PER_CELL)}
                alignRight={column >= 4}
              >
                {ofDay.slice(0, ITEMS_PER_CELL).map((item) => (
                  <DraggableItem key={item.id} item={item} onOpen={onOpen} />
                ))}
              </DayCell>
            );
          })}
        </div>
      ))}
    </div>
  );
}
