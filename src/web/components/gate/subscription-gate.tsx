import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { decideAccess } from '../../../shared/access-rule';
import { SUBSCRIPTION_RECHECK_MS, TRIAL_WARNING_DAYS } from '../../../shared/constants';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../lib/session';
import { buttonClasses } from '../ui/button';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';

/**
 * The UI side of the subscription gate (B3). A convenience only: the server refuses gated calls itself.
 * Rechecked every 60 s; a failed fetch is treated as "no subscription".
 */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useQuery({ ...meQuery, refetchInterval: SUBSCRIPTION_RECHECK_MS });
  if (isPending) return <Spinner label="Verificando assinatura..." />;
  const decision = decideAccess(me?.profile ?? null, me?.user.role === 'admin');
  if (!decision.hasAccess) {
    const expired = decision.reason === 'trial_expired';
    return (
      <section aria-labelledby="paywall-title" className="mx-auto max-w-xl space-y-4 py-10 text-center">
        <Lock className="mx-auto h-12 w-12 text-brand-600" aria-hidden />
        <h1 id="paywall-title" className="text-2xl font-bold">
          {expired ? 'Trial Expirado' : 'Assinatura Necessária'}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">
          {expired
            ? 'Seu período de teste grátis terminou. Escolha um plano para continuar criando conteúdo.'
            : 'Escolha um plano para continuar criando conteúdo com o Pautei.'}
        </p>
        <Link to="/subscription" className={buttonClasses('primary', 'lg')}>
          Ver planos
        </Link>
      </section>
    );
  }
  const showWarning = decision.reason === 'trial' && decision.trialDaysLeft <= TRIAL_WARNING_DAYS;
  return (
    <>
      {showWarning && (
        <Notice tone="warning" className="mb-6" title="Seu teste grátis está acabando">
          Restam {decision.trialDaysLeft} {decision.trialDaysLeft === 1 ? 'dia' : 'dias'} do seu trial.{' '}
          <Link to="/subscription" className="font-semibold underline">
            Assine agora
          </Link>
        </Notice>
      )}
      {children}
    </>
  );
}
