/**
 * The plans offered where the app is locked (a trial or a paid period ended): the card and Pix side by
 * side, and what stands in the way. Loaded only when the gate locks, so that everyone else's app shell
 * does not carry the checkout.
 */
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { teamTexts } from '@shared/messages/team-texts';
import { readStorage } from '@web/lib/storage';
import { PlanCards } from '../plans/plan-cards';
import { useCheckout, usePixCheckout } from '@web/entities/plans/use-checkout';
import { ERROR_MESSAGES } from '@shared/messages';
import { billingScreenTexts } from '@shared/messages/billing';
import { PixQuickChoices } from '../plans/pix-quick-choices';
import { buttonClasses } from '../ui/button';
import { Notice } from '../ui/notice';

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

export default function Paywall({
  expired,
  noTeam,
  pixOffered,
}: {
  expired: boolean;
  noTeam: boolean;
  pixOffered: boolean;
}) {
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
