/**
 * The chosen day: its items (each can be opened or selected for approval), its commemorative dates (with
 * the niche's angle) and "Gerar pauta" for it.
 */
import { themeForDate, longDayLabel, type CalendarItem } from '@shared/calendar';
import type { CommemorativeDate } from '@shared/commemorative-dates';
import { COMMEMORATIVE_KIND_LABELS, RELEVANCE_LABELS } from '@shared/commemorative-dates-data';
import { ApprovalSelectCheckbox, type ApprovalSelection } from '@web/components/approval/approval-selection';
import { clientColor } from '@web/components/calendar/calendar-colors';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { GenerateButton } from './generate-button';
import { ItemSummary } from './item-chip';

export function DayPanel({
  day,
  dates,
  items,
  clientId,
  selection,
  onOpen,
}: {
  day: string;
  dates: CommemorativeDate[];
  items: CalendarItem[];
  clientId: string | null;
  selection: ApprovalSelection;
  onOpen: (item: CalendarItem) => void;
}) {
  const ofDay = dates.filter((d) => d.date === day);
  const itemsOfDay = items.filter((i) => i.date === day);
  return (
    <Card aria-label={`Dia escolhido: ${longDayLabel(day)}`} className="space-y-4">
      <CardTitle as="h2">{longDayLabel(day)}</CardTitle>
      {itemsOfDay.length > 0 && (
        <section aria-label="Conteúdos do dia" className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Marque conteúdos{clientId === null && items.some((i) => i.clientId) ? ' de um mesmo cliente' : ''} para
            enviar para aprovação.
          </p>
          <ul className="space-y-2">
            {itemsOfDay.map((item) => (
              <li
                key={item.id}
                data-testid="day-item"
                className={cn(
                  'flex flex-wrap items-center justify-between gap-2 rounded-lg border-l-4 p-2 shadow-sm',
                  clientColor(item.colorIndex).chip,
                )}
              >
                <ItemSummary item={item} />
                <div className="flex items-center gap-3">
                  <ApprovalSelectCheckbox item={item} selection={selection} />
                  <Button variant="ghost" size="sm" onClick={() => onOpen(item)} aria-label={`Abrir ${item.title}`}>
                    Abrir
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ofDay.map((d) => (
        <div
          key={d.id}
          className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 dark:border-amber-900 dark:bg-amber-950/30"
        >
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-slate-900 dark:text-slate-50">{d.name}</p>
            <Badge tone="warning">{COMMEMORATIVE_KIND_LABELS[d.kind]}</Badge>
            <Badge tone={d.relevance === 'high' ? 'brand' : 'neutral'}>{RELEVANCE_LABELS[d.relevance]}</Badge>
          </div>
          {d.clients?.length ? (
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Para: {d.clients.join(', ')}</p>
          ) : null}
          <p className="text-sm text-slate-700 dark:text-slate-300">{d.angle}</p>
          <GenerateButton date={day} theme={themeForDate(d)} clientId={clientId} label={d.name} />
        </div>
      ))}
      <div className="space-y-2">
        {ofDay.length > 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Ou um tema livre neste dia:</p>}
        <GenerateButton date={day} clientId={clientId} label={longDayLabel(day)} />
      </div>
    </Card>
  );
}
