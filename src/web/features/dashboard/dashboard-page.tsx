/**
 * Dashboard: greeting, six stat cards, the plan banner, the token widget and quick links. On the
 * first run (nothing generated yet, or an agency with no client) one clear next step comes first.
 * A team member sees what their role does: no plan banner (the plan is the Dono's), no "Criar conteúdo"
 * for a Revisor, no first client to register for anyone but the Dono. A Revisor's dashboard leads with
 * what waits for her review.
 */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Crown, Rocket, Sparkles, UserPlus, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { STAT_CARD_KINDS, kindInfo } from '@shared/content-kinds';
import { kindIcon } from '@web/components/kind-icons';
import { ERROR_MESSAGES } from '@shared/messages';
import { useClients } from '@web/entities/clients/api';
import { GeneratorLinks } from '@web/components/generator-links';
import { TokenWidget } from '@web/components/tokens/token-widget';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { errorMessage } from '@web/lib/api';
import { formatInteger, formatPercent } from '@web/lib/format';
import { useMay, useMe, type Me, type MeProfile } from '@web/lib/session';
import { dashboardStatsQuery, type DashboardStats } from './api';
import { planBannerState } from './plan-banner';
import { TodayToPost } from './today-to-post';
import { ReviewWaitingCard } from './review-waiting';
import { ApprovalCountsCards, WaitingRoundsCard } from '@web/components/approval/approval-figures';

// "Próximas datas" is the last card, below the fold on a phone, and its date table is the largest piece
// of the page: it loads once the rest of the page is drawn, instead of delaying the cards at the top.
const UpcomingDates = lazy(() =>
  import('@web/components/calendar/upcoming-dates').then((m) => ({ default: m.UpcomingDates })),
);

/** The count cards come from the kind table (which kinds, short names, order); icons as in the menu. */
const STAT_CARDS = STAT_CARD_KINDS.map((kind) => ({
  kind,
  label: kindInfo(kind).statCard?.label ?? kindInfo(kind).pluralLabel,
  icon: kindIcon(kind),
}));

function StatCard({
  label,
  value,
  icon: Icon,
  loading,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <Icon className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
      </div>
      <p
        className="mt-2 text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
        aria-busy={loading || undefined}
      >
        {loading ? (
          <span
            className="inline-block h-7 w-10 animate-pulse rounded bg-slate-200 dark:bg-slate-700"
            aria-label="Carregando"
          />
        ) : (
          value
        )}
      </p>
    </Card>
  );
}

function StatCards({ stats, loading }: { stats: DashboardStats | undefined; loading: boolean }) {
  return (
    <section aria-label="Resumo de conteúdos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {STAT_CARDS.map((card) => (
        <StatCard
          key={card.kind}
          label={card.label}
          icon={card.icon}
          loading={loading}
          value={formatInteger(stats?.counts[card.kind] ?? 0)}
        />
      ))}
      <StatCard label="Taxa" icon={CheckCircle2} loading={loading} value={formatPercent(stats?.completionRate ?? 0)} />
    </section>
  );
}

function PlanBanner({ me }: { me: Me | null | undefined }) {
  const banner = planBannerState(me ? { state: me.access.state, subscriptionType: me.profile.subscriptionType } : null);
  const Icon = banner.active ? Crown : Rocket;
  return (
    <section
      aria-label="Seu plano"
      className={cn(
        'flex flex-col gap-4 rounded-xl p-5 sm:flex-row sm:items-center sm:justify-between',
        banner.active
          ? 'bg-gradient-to-r from-brand-600 to-fuchsia-600 text-white'
          : 'border border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-50',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 h-6 w-6 shrink-0" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold">{banner.title}</h2>
          <p className={cn('text-sm', banner.active ? 'text-white/90' : 'text-brand-800 dark:text-brand-100')}>
            {/* The side menu exists only on wide screens; on a phone the menu opens from the top bar. */}
            <span className="hidden lg:inline">
              Use o menu lateral para criar roteiros, legendas e muito mais para as suas redes.
            </span>
            <span className="lg:hidden">
              Abra o menu no topo da tela para criar roteiros, legendas e muito mais para as suas redes.
            </span>
          </p>
        </div>
      </div>
      {!banner.active && (
        <Link to="/subscription" className={buttonClasses('outline', 'md', 'shrink-0')}>
          Ver planos
        </Link>
      )}
    </section>
  );
}

/**
 * The first run's single next step: a creator who has generated nothing yet goes to the scripts page
 * with the routine told at onboarding already in the form; an agency with no client registers one.
 */
function FirstRun({ profile, stats }: { profile: MeProfile; stats: DashboardStats | undefined }) {
  const agency = profile.subscriptionType === 'agency';
  const clients = useClients({ enabled: agency });
  const mayManage = useMay('manageClients');
  if (agency) {
    if (!mayManage || !clients.data || clients.data.clients.length > 0) return null;
    return (
      <FirstRunCard
        title="Comece pelo seu primeiro cliente"
        text="Cadastre um cliente com o nicho e a rotina dele: todo conteúdo da agência é criado em nome de um cliente."
        to="/client-management"
        action="Cadastre seu primeiro cliente"
        icon={UserPlus}
      />
    );
  }
  if (!stats || stats.total > 0) return null;
  const routine = profile.dailyRoutine?.trim();
  const to = routine ? `/scripts?${new URLSearchParams({ routine }).toString()}` : '/scripts';
  return (
    <FirstRunCard
      title="Comece por aqui"
      text="A IA escreve a sequência de stories do seu dia a partir da rotina que você contou. Você pode ajustar o texto antes de gerar."
      to={to}
      action="Gerar meu primeiro Roteiro do Dia"
      icon={Sparkles}
    />
  );
}

function FirstRunCard({
  title,
  text,
  to,
  action,
  icon: Icon,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
  icon: LucideIcon;
}) {
  return (
    <section
      aria-labelledby="first-run-title"
      className="rounded-xl border border-brand-300 bg-white p-5 shadow-sm dark:border-brand-700 dark:bg-slate-900"
    >
      <h2 id="first-run-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
      <Link to={to} className={buttonClasses('primary', 'lg', 'mt-4 w-full sm:w-auto')}>
        <Icon className="h-5 w-5" aria-hidden />
        {action}
      </Link>
    </section>
  );
}

export default function DashboardPage() {
  const { data: me } = useMe();
  const stats = useQuery(dashboardStatsQuery);
  const agency = me?.profile.subscriptionType === 'agency';
  const clients = useClients({ enabled: agency });
  // "Próximas datas" of an agency follow each client's niche, not the agency's own.
  const clientNiches = useMemo(
    () => clients.data?.clients.map((c) => ({ name: c.name, niche: c.niche })) ?? [],
    [clients.data],
  );
  const name = me?.profile.name?.trim() || 'Criador';
  const mayBill = useMay('billing');
  const mayGenerate = useMay('generate');
  // Whether the first-run card shows depends on the counts (and an agency's clients). Until they arrive
  // only the greeting and placeholder cards show, and the rest of the page appears with them: a card
  // popping in above content already on screen would push it down under the visitor's finger.
  const deciding = stats.isPending || (agency && clients.isPending);
  if (deciding)
    return (
      <div className="space-y-6">
        <PageHeader title={`Olá, ${name}! 👋`} description="Aqui está um resumo da sua atividade na plataforma" />
        <StatCards key="loading" stats={undefined} loading />
      </div>
    );

  return (
    <div className="space-y-6">
      <PageHeader title={`Olá, ${name}! 👋`} description="Aqui está um resumo da sua atividade na plataforma" />
      <ReviewWaitingCard />
      {me && <FirstRun profile={me.profile} stats={stats.data} />}
      <TodayToPost />
      {stats.isError ? (
        <Notice tone="danger" title="Não foi possível carregar o resumo">
          {errorMessage(stats.error, ERROR_MESSAGES.INSIGHTS_LOAD_FAILED)}
        </Notice>
      ) : (
        <StatCards key="ready" stats={stats.data} loading={false} />
      )}
      <ApprovalCountsCards />
      <WaitingRoundsCard />
      {mayBill && <PlanBanner me={me} />}
      {mayGenerate && (
        <div className="grid min-w-0 gap-6 lg:grid-cols-3">
          <div className="min-w-0">
            <TokenWidget />
          </div>
          <Card className="min-w-0 lg:col-span-2">
            <CardTitle className="mb-4">Criar conteúdo</CardTitle>
            <GeneratorLinks />
          </Card>
        </div>
      )}
      <Suspense fallback={null}>
        <UpcomingDates niche={me?.profile.niche} clients={agency ? clientNiches : undefined} />
      </Suspense>
    </div>
  );
}
