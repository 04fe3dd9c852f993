/** The chosen day: its commemorative dates (with the niche's angle) and "Gerar pauta" for it. */
import { themeForDate, longDayLabel } from '@shared/calendar';
import type { CommemorativeDate } from '@shared/commemorative-dates';
import { COMMEMORATIVE_KIND_LABELS, RELEVANCE_LABELS } from '@shared/commemorative-dates-data';
import { Badge } from '@web/components/ui/badge';
import { Card, CardTitle } from '@web/components/ui/card';
import { GenerateButton } from './generate-button';

export function DayPanel({
  day,
  dates,
  clientId,
}: {
  day: string;
  dates: CommemorativeDate[];
  clientId: string | null;
}) {
  const ofDay = dates.filter((d) => d.date === day);
  return (
    <Card aria-label={`Dia escolhido: ${longDayLabel(day)}`} className="space-y-4">
      <CardTitle as="h2" className="capitalize">
        {longDayLabel(day)}
      </CardTitle>
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
