/**
 * Wide screens: the month grid (weeks from Sunday) beside the tray. Items move by drag and drop with the
 * mouse, touch or the keyboard (handle, Space, arrows, Space; Esc cancels), announced in Portuguese.
 */
import {
  DndContext,
  KeyboardSensor,
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
import type { ReactNode } from 'react';
import { WEEKDAY_NAMES, WEEKDAY_SHORT, longDayLabel, type CalendarItem } from '@shared/calendar';
import type { CommemorativeDate } from '@shared/commemorative-dates';
import { cn } from '@web/components/ui/cn';
import { useReschedule } from '../api';
import { DraggableItem } from './item-chip';

export const TRAY_ID = 'tray';
/** Items a day cell shows; more make a "+N" button that opens the day. */
export const ITEMS_PER_CELL = 3;
const DAY_PREFIX = 'day:';

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

/** Under the pointer when there is one (mouse, touch); by overlap when moving with the keyboard. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

function DayCell({
  day,
  inMonth,
  today,
  selected,
  dates,
  onSelect,
  hiddenItems,
  children,
}: {
  day: string;
  inMonth: boolean;
  today: boolean;
  selected: boolean;
  dates: CommemorativeDate[];
  onSelect: (day: string) => void;
  /** Items of the day that do not fit in the cell. */
  hiddenItems: number;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `${DAY_PREFIX}${day}` });
  const highlight = dates.find((d) => d.relevance === 'high') ?? dates[0];
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      aria-label={longDayLabel(day)}
      data-day={day}
      className={cn(
        'flex min-h-28 min-w-0 flex-col gap-1 border-t border-l border-slate-200 p-1 dark:border-slate-800',
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
      {hiddenItems > 0 && (
        <button
          type="button"
          onClick={() => onSelect(day)}
          className="self-start rounded px-1 text-xs font-semibold text-brand-800 hover:underline focus:ring-2 focus:ring-brand-500 focus:outline-none dark:text-brand-200"
          aria-label={`+${hiddenItems} mais: ver todos os conteúdos de ${longDayLabel(day)}`}
        >
          +{hiddenItems} mais
        </button>
      )}
    </div>
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

export function CalendarDnd({ children }: { children: ReactNode }) {
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
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      {children}
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
          {week.map((day) => {
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
                hiddenItems={Math.max(0, ofDay.length - ITEMS_PER_CELL)}
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
