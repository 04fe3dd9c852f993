/**
 * Phones: the week day by day; each item has a native date picker, "Remover data" and a box to select it
 * for approval.
 */
import { CalendarX2 } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { longDayLabel, type CalendarItem } from '@shared/calendar';
import type { CommemorativeDate } from '@shared/commemorative-dates';
import { ApprovalSelectCheckbox, type ApprovalSelection } from '@web/components/approval/approval-selection';
import { clientColor } from '@web/components/calendar/calendar-colors';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { controlClasses } from '@web/components/ui/field';
import { dateFieldError } from '@web/components/ui/date-field';
import { DATE_FIRST_DAY, DATE_LAST_DAY } from '@shared/date-input';
import { useMay } from '@web/lib/session';
import { useReschedule } from '../api';
import { ItemSummary } from './item-chip';

/** An item with its date picker: used by the agenda and by the tray on phones. */
export function ItemWithDatePicker({ item, selection }: { item: CalendarItem; selection: ApprovalSelection }) {
  const reschedule = useReschedule();
  // The date picker and "Remover data" change the item: shown to the roles that may change content.
  const mayEdit = useMay('edit');
  const save = (date: string | null) => reschedule.mutate({ id: item.id, date, title: item.title });
  const errorId = useId();
  const [error, setError] = useState<string | undefined>();
  // True while the person types the date with the keyboard: the field then holds half-typed dates (a year
  // 2 reads as 0002, a day 1 on its way to 15 reads as 01), so it is saved on Enter or when the field
  // loses the focus, never on each change. A choice from the picker is whole and is saved at once.
  const typing = useRef(false);
  const commit = (input: HTMLInputElement) => {
    typing.current = false;
    const refused = dateFieldError(input);
    setError(refused);
    if (refused) return false;
    if (input.value && input.value !== item.date) save(input.value);
    return true;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (!commit(e.currentTarget)) e.currentTarget.focus();
    } else if (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete' || e.key.startsWith('Arrow')) {
      typing.current = true;
    }
  };
  return (
    <li
      data-testid="calendar-item"
      className={cn('space-y-1.5 rounded-lg border-l-4 px-3 py-2 shadow-sm', clientColor(item.colorIndex).chip)}
    >
      <ItemSummary item={item} />
      <div className="flex flex-wrap items-end gap-2">
        {mayEdit && (
          <div className="flex min-w-0 flex-col gap-1">
            <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-700 dark:text-slate-200">
              Data de {item.title}
              <input
                type="date"
                className={`${controlClasses} w-44`}
                defaultValue={item.date ?? ''}
                key={item.date ?? 'none'}
                min={DATE_FIRST_DAY}
                max={DATE_LAST_DAY}
                disabled={reschedule.isPending}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onKeyDown={onKeyDown}
                onBlur={(e) => {
                  if (typing.current) commit(e.currentTarget);
                }}
                onChange={(e) => {
                  if (typing.current) {
                    // A shown refusal goes away once the typed date is whole again.
                    if (error && !dateFieldError(e.currentTarget)) setError(undefined);
                    return;
                  }
                  commit(e.currentTarget);
                }}
              />
            </label>
            {error && (
              <p id={errorId} role="alert" className="max-w-44 text-xs text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
          </div>
        )}
        {mayEdit && item.date && (
          <Button
            variant="ghost"
            size="sm"
            icon={<CalendarX2 className="h-4 w-4" aria-hidden />}
            onClick={() => save(null)}
            disabled={reschedule.isPending}
            aria-label={`Remover data de ${item.title}`}
          >
            Remover data
          </Button>
        )}
        <ApprovalSelectCheckbox item={item} selection={selection} />
      </div>
    </li>
  );
}

/** Items a day of the agenda lists before "Mostrar mais": a busy day stays a screen tall, not five. */
export const AGENDA_ITEMS_SHOWN = 3;

/** A day's items; past `AGENDA_ITEMS_SHOWN` the rest wait behind "Mostrar mais N". */
function DayItems({ day, items, selection }: { day: string; items: CalendarItem[]; selection: ApprovalSelection }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const extra = items.length - AGENDA_ITEMS_SHOWN;
  const shown = expanded || extra <= 0 ? items : items.slice(0, AGENDA_ITEMS_SHOWN);
  return (
    <>
      <ul id={listId} className="mt-2 space-y-2" aria-label={`Conteúdos de ${longDayLabel(day)}`}>
        {shown.map((item) => (
          <ItemWithDatePicker key={item.id} item={item} selection={selection} />
        ))}
      </ul>
      {extra > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 rounded text-sm font-semibold text-brand-800 hover:underline focus:ring-2 focus:ring-brand-500 focus:outline-none dark:text-brand-200"
        >
          {expanded ? 'Mostrar menos' : `Mostrar mais ${extra} ${extra === 1 ? 'conteúdo' : 'conteúdos'}`}
        </button>
      )}
    </>
  );
}

export function WeekAgenda({
  days,
  today,
  items,
  dates,
  selected,
  onSelect,
  selection,
  loading = false,
}: {
  days: string[];
  today: string;
  items: CalendarItem[];
  dates: CommemorativeDate[];
  selected: string | null;
  onSelect: (day: string) => void;
  selection: ApprovalSelection;
  /**
   * The week's items are still on their way: the days are drawn already (they are known without data),
   * each with a line as tall as "Nada agendado.", so the page does not jump when the items arrive.
   */
  loading?: boolean;
}) {
  return (
    <ol className="space-y-3" aria-label="Agenda da semana" aria-busy={loading || undefined}>
      {days.map((day) => {
        const ofDay = items.filter((i) => i.date === day);
        const datesOfDay = dates.filter((d) => d.date === day);
        return (
          <li
            key={day}
            data-day={day}
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <button
              type="button"
              onClick={() => onSelect(day)}
              aria-pressed={selected === day}
              className={cn(
                'flex w-full items-baseline justify-between gap-2 rounded text-left text-sm font-semibold focus:ring-2 focus:ring-brand-500 focus:outline-none',
                day === today ? 'text-brand-700 dark:text-brand-300' : 'text-slate-900 dark:text-slate-50',
              )}
            >
              <span>
                {longDayLabel(day)}
                {day === today && <span className="ml-2 text-xs font-normal normal-case">(hoje)</span>}
              </span>
              {ofDay.length > 0 && (
                <span className="shrink-0 text-xs font-normal text-slate-600 dark:text-slate-300">
                  {ofDay.length} {ofDay.length === 1 ? 'conteúdo' : 'conteúdos'}
                </span>
              )}
            </button>
            {datesOfDay.map((d) => (
              <p key={d.id} className="mt-1 text-sm text-amber-800 dark:text-amber-300">
                🎉 <span className="font-medium">{d.name}</span>
                {d.clients?.length ? ` (${d.clients.join(', ')})` : ''} — {d.angle}
              </p>
            ))}
            {ofDay.length > 0 ? (
              <DayItems day={day} items={ofDay} selection={selection} />
            ) : (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {loading ? 'Carregando…' : 'Nada agendado.'}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
