/**
 * "Próximas datas": the Brazilian commemorative dates of the next 30 days that matter to the niche, with
 * their suggested angle and a way into the calendar and the generators. Computed in the browser from the
 * shared date module (no request), on today's São Paulo calendar.
 */
import { CalendarHeart, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { generatorLink, longDayLabel, themeForDate } from '@shared/calendar';
import { DEFAULT_UPCOMING_DAYS, upcomingForClients, type NicheOwner } from '@shared/commemorative-dates';
import { RELEVANCE_LABELS } from '@shared/commemorative-dates-data';
import { Badge } from '../ui/badge';
import { buttonClasses } from '../ui/button';
import { Card, CardTitle } from '../ui/card';

function whenLabel(daysUntil: number): string {
  if (daysUntil === 0) return 'hoje';
  if (daysUntil === 1) return 'amanhã';
  return `em ${daysUntil} dias`;
}

export function UpcomingDates({
  niche,
  clients,
  today,
  limit = 5,
}: {
  niche: string | null | undefined;
  /** An agency's clients: each date is listed once, with the clients whose niche it matters to. */
  clients?: readonly NicheOwner[];
  today?: Date;
  limit?: number;
}) {
  const todayMs = today?.getTime();
  const dates = useMemo(
    () =>
      upcomingForClients(new Date(todayMs ?? Date.now()), DEFAULT_UPCOMING_DAYS, clients ?? [], {
        fallbackNiche: niche,
      }).slice(0, limit),
    [todayMs, niche, clients, limit],
  );
  return (
    <Card className="min-w-0">
      <div className="mb-4 flex items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <CalendarHeart className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden />
          Próximas datas
        </CardTitle>
        <Link to="/calendar" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          Ver calendário
        </Link>
      </div>
      {dates.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma data importante nos próximos 30 dias.</p>
      ) : (
        <ul className="space-y-3">
          {dates.map((d) => (
            <li key={`${d.id}-${d.date}`} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-slate-50">
                  {d.name}{' '}
                  <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
                    · {longDayLabel(d.date)} ({whenLabel(d.daysUntil)})
                  </span>
                </p>
                {d.clients?.length ? (
                  <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Para: {d.clients.join(', ')}</p>
                ) : null}
                <p className="text-sm text-slate-600 dark:text-slate-300">{d.angle}</p>
                {d.relevance === 'high' && (
                  <Badge tone="brand" className="mt-1">
                    {RELEVANCE_LABELS.high}
                  </Badge>
                )}
              </div>
              <Link
                to={generatorLink('caption', { date: d.date, theme: themeForDate(d) })}
                className={buttonClasses('outline', 'sm', 'shrink-0 self-start')}
                aria-label={`Gerar pauta para ${d.name}`}
              >
                <Sparkles className="h-4 w-4" aria-hidden />
                Gerar pauta
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
