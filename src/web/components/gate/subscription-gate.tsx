import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { decideAccess, type AccessDecision } from '@shared/access-rule';
import { STORAGE_KEYS, SUBSCRIPTION_RECHECK_MS, TRIAL_WARNING_DAYS } from '@shared/constants';
import { teamTexts } from '@shared/messages/team';
import { mayIn, meQuery, type Me } from '@web/lib/session';
import { readStorage } from '@web/lib/storage';
import { PlanCards } from '../plans/plan-cards';
import { useCheckout, usePixCheckout } from '@web/entities/plans/use-checkout';
import { ERROR_MESSAGES } from '@shared/messages';
import { billingScreenTexts } from '@shared/messages/billing';
import { PixQuickChoices } from '../plans/pix-quick-choices';
import { buttonClasses } from '../ui/button';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';

/**
 * The access decision for the gate: the server's (same shared rule, server clock), or the rule applied
 * here when the answer lacks it. No answer at all (a failed fetch) counts as no subscription.
 */
export function gateDecision(me: Me | null | undefined, now: Date = new Date()): AccessDecision {
  if (me?.access) return me.access;
  return decideAccess(me?.profile ?? null, me?.user.role === 'admin', now);
}

/** 'Resta 1 dia' / 'Restam 2 dias'. */
export function trialDaysText(days: number): string {
  return days === 1 ? 'Resta 1 dia' : `Restam ${days} dias`;
}

/**
 * An account made to join a team (status `none`) that is in none now: not accepted yet, or removed. Its
 * way in is an invitation; a plan is its way to a workspace of its own.
 */
function NoTeamNotice() {
  const invitation = readStorage(STORAGE_KEYS.pendingInvitation);
  return (
    <Notice
      tone="info"
      title={teamTexts.NO_TEAM_TITLE}
      action={
        invitation?.startsWith('/convite/') ? (
          <Link to={invitation} className="font-semibold underline">
            {teamTexts.NO_TEAM_OPEN_INVITATION}
          </Link>
        ) : undefined
      }
    >
      {teamTexts.NO_TEAM_TEXT}
    </Notice>
  );
}

function Paywall({ expired, noTeam, pixOffered }: { expired: boolean; noTeam: boolean; pixOffered: boolean }) {
  const card = useCheckout();
  const pix = usePixCheckout();
  // A checkout refused over a Pix code another tab opened: the way to that code stays on the page.
  const openCode = pix.openCode ?? card.openCode;
  return (
    <section aria-labelledby="paywall-title" className="mx-auto max-w-3xl space-y-6 py-6 sm:py-10">
      {noTeam && <NoTeamNotice />}
      <div className="space-y-3 text-center">
        <Lock className="mx-auto h-12 w-12 text-brand-600 dark:text-brand-400" aria-hidden />
        <h1 id="paywall-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {expired ? 'Trial Expirado' : 'Assinatura Necessária'}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">
          {expired
            ? 'Seu período de teste grátis terminou. Escolha um plano para continuar criando conteúdo.'
            : 'Escolha um plano para continuar criando conteúdo com o Pautei.'}
        </p>
      </div>
      {openCode && (
        <Notice tone="warning" title={ERROR_MESSAGES.PIX_PAYMENT_PENDING}>
          <a
            href={openCode}
            onClick={(e) => {
              e.preventDefault();
              pix.openCodePage(openCode);
            }}
            className="font-semibold underline"
          >
            {billingScreenTexts.OPEN_PIX_CODE}
          </a>
        </Notice>
      )}
      <PlanCards
        compact
        onChoose={(key) => void card.start(key)}
        busyKey={card.busyKey}
        // The server takes Pix from whoever has nothing paid, as it takes the card: both are offered. A card
        // subscription past due renews by itself (Pix is refused): it is settled in "Gerenciar Assinatura".
        renderExtra={(plan) =>
          pixOffered && (
            <PixQuickChoices
              plan={plan}
              busy={pix.busy}
              disabled={!!card.busyKey}
              onPay={(method, months) => void pix.pay(plan.key, method, months)}
            />
          )
        }
      />
      <p className="text-center">
        <Link to="/subscription" className={buttonClasses('ghost', 'md')}>
          Ver detalhes dos planos
        </Link>
      </p>
    </section>
  );
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
      <Paywall
        expired={decision.reason === 'trial_expired'}
        noTeam={me?.profile.subscriptionStatus === 'none'}
        pixOffered={me?.profile.subscriptionStatus !== 'past_due'}
      />
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
