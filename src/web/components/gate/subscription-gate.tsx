import { Lock } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { decideAccess, type AccessDecision } from '@shared/access-rule';
import { SUBSCRIPTION_RECHECK_MS, TRIAL_WARNING_DAYS } from '@shared/constants';
import { isPlatformAdmin } from '@shared/platform-roles';
import { mayIn, meQuery, type Me } from '@web/lib/session';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';

/**
 * The plans and the checkout, only for a locked app. The module lives outside this folder so that the
 * bundle of the signed-in frame (vite.config.ts) does not take it in.
 */
const Paywall = lazy(() => import('../paywall/paywall'));

/**
 * The access decision for the gate: the server's (same shared rule, server clock), or the rule applied
 * here when the answer lacks it. No answer at all (a failed fetch) counts as no subscription.
 */
export function gateDecision(me: Me | null | undefined, now: Date = new Date()): AccessDecision {
  if (me?.access) return me.access;
  return decideAccess(me?.profile ?? null, isPlatformAdmin(me?.user), now);
}

/** 'Resta 1 dia' / 'Restam 2 dias'. */
export function trialDaysText(days: number): string {
  return days === 1 ? 'Resta 1 dia' : `Restam ${days} dias`;
}

/**
 * A team member (Editor, Revisor) of a workspace whose plan ended: paying is the Dono's (the server
 * refuses anyone else's checkout), so they are told whom to ask instead of being shown the plans.
 */
function TeamPlanEnded() {
  return (
    <section aria-labelledby="paywall-title" className="mx-auto max-w-xl space-y-3 py-6 text-center sm:py-10">
      <Lock className="mx-auto h-12 w-12 text-brand-600 dark:text-brand-400" aria-hidden />
      <h1 id="paywall-title" className="text-2xl font-bold text-slate-900 dark:text-white">
        Plano da equipe inativo
      </h1>
      <p className="text-slate-600 dark:text-slate-400">
        O plano desta equipe terminou. Fale com o Dono da equipe para renová-lo e voltar a criar conteúdo.
      </p>
    </section>
  );
}

/**
 * The UI side of the subscription gate. A convenience only: the server refuses gated calls itself.
 * Rechecked every 60 s; a failed fetch is treated as "no subscription".
 */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const {
    data: me,
    isPending,
    isFetchedAfterMount,
  } = useQuery({ ...meQuery, refetchInterval: SUBSCRIPTION_RECHECK_MS });
  // Only the first check shows the spinner; a later refetch (every 60 s, or after an error) keeps the screen.
  if (isPending && !isFetchedAfterMount) return <Spinner label="Verificando assinatura..." />;
  const decision = gateDecision(me);
  // Plans and payment prompts are for who may pay (the Dono); no answer at all still shows the plans.
  const member = !!me && !mayIn(me, 'billing');
  if (!decision.hasAccess)
    return member ? (
      <TeamPlanEnded />
    ) : (
      <Suspense fallback={<Spinner label="Carregando planos..." />}>
        <Paywall
          expired={decision.reason === 'trial_expired'}
          noTeam={decision.state === 'none'}
          // A failed card renewal is settled in the card portal, not by starting a Pix period.
          pixOffered={decision.state !== 'past_due'}
        />
      </Suspense>
    );
  const showWarning = !member && decision.reason === 'trial' && decision.trialDaysLeft <= TRIAL_WARNING_DAYS;
  return (
    <>
      {showWarning && (
        <Notice tone="warning" className="mb-6" title="Seu teste grátis está acabando">
          {trialDaysText(decision.trialDaysLeft)} do seu teste grátis.{' '}
          <Link to="/subscription" className="font-semibold underline">
            Assine agora
          </Link>
        </Notice>
      )}
      {children}
    </>
  );
}
