/**
 * Calendário: the user's scheduled items in São Paulo time — a month grid with drag and drop on wide
 * screens, the week day by day with date pickers on phones — with the Brazilian commemorative dates of
 * the niche, the tray of unscheduled items, "Gerar pauta", the month plan, the private feed link, and
 * "Enviar para aprovação" (one item from its menu, or several selected in the day panel or the agenda).
 * State lives in the URL (?mes=2027-06&data=2027-06-12&cliente=…) so that links open the same view.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ChevronLeft, ChevronRight, FileText, Rss } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  monthGridWeeks,
  monthOf,
  monthTitle,
  shiftDay,
  weekOf,
  longDayLabel,
  type CalendarItem,
} from '@shared/calendar';
import { addLocalMonths, localDayOf, parseIsoDay, toIsoDay } from '@shared/sao-paulo-time';
import { ApprovalSelectionBar, useApprovalSelection } from '@web/components/approval/approval-selection';
import type { ApprovalCandidate } from '@web/components/approval/send-for-approval-dialog';
import { SendForApprovalDialog } from '@web/components/approval/send-for-approval-lazy';
import { clientColor } from '@web/components/calendar/calendar-colors';
import { useClients } from '@web/entities/clients/api';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { controlClasses } from '@web/components/ui/field';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { useMay, useMe } from '@web/lib/session';
import { calendarRangeQuery, calendarTrayQuery } from './api';
import { DayPanel } from './components/day-panel';
import { FeedDialog } from './components/feed-dialog';
import { ItemDialog } from './components/item-dialog';
import { DraggableItem } from './components/item-chip';
import { CalendarDnd, MonthGrid, TrayDrop } from './components/month-grid';
import { PlanDialog } from './components/plan-dialog';
import { ItemWithDatePicker, WeekAgenda } from './components/week-agenda';
import { useMediaQuery } from './use-media-query';
import { WIDE_SCREEN_QUERY } from '@shared/server-drawn-page';

const todayInSaoPaulo = () => toIsoDay(localDayOf(new Date()));
const validDay = (v: string | null) => (v && parseIsoDay(v) ? v : null);
const validMonth = (v: string | null) => (v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? v : null);

export default function CalendarPage() {
  const { data: me } = useMe();
  const agency = me?.profile.subscriptionType === 'agency';
  const clients = useClients({ enabled: agency });
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [params, setParams] = useSearchParams();
  const today = useMemo(todayInSaoPaulo, []);

  const selected = validDay(params.get('data'));
  const month = validMonth(params.get('mes')) ?? monthOf(selected ?? today);
  const clientId = agency ? params.get('cliente') || null : null;
  const [open, setOpen] = useState<CalendarItem | null>(null);
  const [dialog, setDialog] = useState<'feed' | 'plan' | null>(null);
  // Several items are selected with the boxes; one item is sent straight from its menu.
  const selection = useApprovalSelection();
  // The subscription link exposes the workspace's calendar: only the roles allowed to hand it out.
  const mayFeed = useMay('calendarFeed');
  const [sending, setSending] = useState<ApprovalCandidate[] | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  // `month` is a validated 'YYYY-MM', so both parts are there; NaN only mirrors Number() on a malformed one.
  const [year = NaN, monthNumber = NaN] = month.split('-').map(Number);
  const weeks = useMemo(() => monthGridWeeks(year, monthNumber), [year, monthNumber]);
  const agendaDays = useMemo(
    () => weekOf(selected ?? (monthOf(today) === month ? today : `${month}-01`)),
    [selected, today, month],
  );
  // The grid always has 4 to 6 full weeks and the agenda 7 days (every day here is valid); the 1st of the
  // month only stands in so that the types need no assertion.
  const firstOfMonth = `${month}-01`;
  const weekStart = agendaDays[0] ?? firstOfMonth;
  const from = (wide ? weeks[0]?.[0] : weekStart) ?? firstOfMonth;
  const to = (wide ? weeks.at(-1)?.[6] : agendaDays[6]) ?? from;

  const range = useQuery(calendarRangeQuery(from, to, clientId));
  const tray = useQuery(calendarTrayQuery(clientId));
  const items = useMemo(() => range.data?.items ?? [], [range.data]);
  // Short client names and series labels are worked out over everything the page shows at once.
  const shownItems = useMemo(() => [...items, ...(tray.data?.items ?? [])], [items, tray.data]);
  const dates = range.data?.dates ?? [];
  const clientName = clients.data?.clients.find((c) => c.id === clientId)?.name;
  const ownerName = clientName ?? (agency ? 'Todos os clientes' : me?.profile.name?.trim() || 'Meu conteúdo');

  const moveMonth = (delta: number) => {
    const d = addLocalMonths({ year, month: monthNumber, day: 1 }, delta);
    update({ mes: toIsoDay(d).slice(0, 7), data: null });
  };
  const moveWeek = (delta: number) => {
    const day = shiftDay(weekStart, delta * 7);
    update({ data: day, mes: monthOf(day) });
  };
  const selectDay = (day: string) => update({ data: day, mes: monthOf(day) });

  const trayCard = (
    <Card className="min-w-0 space-y-3" aria-label="Bandeja">
      <CardTitle as="h2">Sem data</CardTitle>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {wide ? 'Arraste um conteúdo para um dia do calendário.' : 'Escolha uma data para agendar.'}
      </p>
      {tray.isPending ? (
        // A line as tall as "Nenhum conteúdo sem data.", where the spinner would change the card's height.
        <p className="text-sm text-slate-500 dark:text-slate-400" aria-busy>
          Carregando…
        </p>
      ) : tray.data?.items.length ? (
        wide ? (
          <TrayDrop>
            {tray.data.items.map((item) => (
              <DraggableItem key={item.id} item={item} onOpen={setOpen} />
            ))}
          </TrayDrop>
        ) : (
          <ul className="space-y-2">
            {tray.data.items.map((item) => (
              <ItemWithDatePicker key={item.id} item={item} selection={selection} />
            ))}
          </ul>
        )
      ) : wide ? (
        <TrayDrop>
          <p className="text-sm text-slate-500 dark:text-slate-400">Nenhum conteúdo sem data.</p>
        </TrayDrop>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">Nenhum conteúdo sem data.</p>
      )}
    </Card>
  );

  return (
    <div className="min-w-0 space-y-4">
      <PageHeader
        title="Calendário"
        description="Planeje o mês com as datas que importam para o seu nicho."
        icon={<CalendarDays className="h-6 w-6" aria-hidden />}
        actions={
          <>
            <Button
              variant="outline"
              icon={<FileText className="h-4 w-4" aria-hidden />}
              onClick={() => setDialog('plan')}
            >
              Plano do mês
            </Button>
            {mayFeed && (
              <Button
                variant="outline"
                icon={<Rss className="h-4 w-4" aria-hidden />}
                onClick={() => setDialog('feed')}
              >
                Assinar no calendário
              </Button>
            )}
          </>
        }
      />

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (wide ? moveMonth(-1) : moveWeek(-1))}
          aria-label={wide ? 'Mês anterior' : 'Semana anterior'}
          icon={<ChevronLeft className="h-4 w-4" aria-hidden />}
        />
        <h2 className="min-w-40 text-center text-lg font-semibold" aria-live="polite">
          {wide ? monthTitle(year, monthNumber) : `Semana de ${longDayLabel(weekStart).split(', ')[1]}`}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (wide ? moveMonth(1) : moveWeek(1))}
          aria-label={wide ? 'Próximo mês' : 'Próxima semana'}
          icon={<ChevronRight className="h-4 w-4" aria-hidden />}
        />
        <Button variant="outline" size="sm" onClick={() => update({ mes: null, data: today })}>
          Hoje
        </Button>
        {agency && (
          <div className="ml-auto flex items-center gap-2">
            <label htmlFor="calendar-client" className="text-sm font-medium">
              Cliente
            </label>
            <select
              id="calendar-client"
              value={clientId ?? ''}
              onChange={(e) => update({ cliente: e.target.value || null })}
              className={`${controlClasses} w-auto`}
            >
              <option value="">Todos os clientes</option>
              {clients.data?.clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      {agency && !clientId && (range.data?.clients.length ?? 0) > 0 && (
        <ul aria-label="Legenda dos clientes" className="flex flex-wrap gap-3 text-sm">
          {range.data?.clients.map((c) => (
            <li key={c.id} className="flex items-center gap-1.5">
              <span className={`h-3 w-3 rounded-full ${clientColor(c.colorIndex).dot}`} aria-hidden />
              {c.name}
            </li>
          ))}
        </ul>
      )}

      {range.isError && (
        <Notice tone="danger" title="Não foi possível carregar o calendário">
          {errorMessage(range.error, 'Tente novamente em alguns instantes.')}
        </Notice>
      )}

      {wide ? (
        <CalendarDnd items={shownItems}>
          {/* The tray goes beside the month only on very wide screens: at 1280 px the days need the width. */}
          <div className="grid min-w-0 gap-4 2xl:grid-cols-[minmax(0,1fr)_16rem]">
            <div className="relative min-w-0">
              {range.isPending && <Spinner className="absolute inset-0 z-10" />}
              <MonthGrid
                weeks={weeks}
                month={month}
                today={today}
                selected={selected}
                items={items}
                dates={dates}
                onSelect={selectDay}
                onOpen={setOpen}
              />
            </div>
            {trayCard}
          </div>
        </CalendarDnd>
      ) : (
        <>
          {/* The week's days are drawn before the data (no spinner in their place): nothing moves. */}
          <WeekAgenda
            days={agendaDays}
            today={today}
            items={items}
            dates={dates}
            selected={selected}
            onSelect={selectDay}
            selection={selection}
            loading={range.isPending}
          />
          {trayCard}
        </>
      )}

      {selected && (
        <DayPanel
          day={selected}
          dates={dates}
          items={items}
          clientId={clientId}
          selection={selection}
          onOpen={setOpen}
        />
      )}

      <ApprovalSelectionBar selection={selection} />
      <ItemDialog
        item={open}
        onClose={() => setOpen(null)}
        onSendForApproval={(item) => {
          setOpen(null);
          setSending([item]);
        }}
      />
      <SendForApprovalDialog open={sending !== null} items={sending ?? []} onClose={() => setSending(null)} />
      <FeedDialog open={dialog === 'feed'} onClose={() => setDialog(null)} />
      <PlanDialog
        open={dialog === 'plan'}
        onClose={() => setDialog(null)}
        month={month}
        clientId={clientId}
        ownerName={ownerName}
      />
    </div>
  );
}
