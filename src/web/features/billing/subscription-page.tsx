/**
 * Subscription screen: the two plans ('Mais Popular' on agency), the current-plan badge
 * (creator → solo, agency → agency), 'Gerenciar Assinatura' (billing portal, shown to every signed-in
 * user as the spec asks) and the trust notes. A trial user with nothing to manage yet who presses it is
 * sent to the plans, with a line saying why. With the demo provider, the portal is the section shown at
 * /subscription?portal=demo. Each plan is paid by card (its main button), Pix monthly or months upfront
 * with Pix (pix-choices.tsx). A prepaid Criador's "Mudar para Agência" leads to Agência's Pix upfront
 * options, the one way up from a prepaid period.
 */
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { PlanCards } from '@web/components/plans/plan-cards';
import { TrustNotes } from '@web/components/plans/trust-notes';
import { goTo, requestPortal } from '@web/entities/plans/billing-client';
import { portalErrorMessage } from '@web/entities/plans/billing-errors';
import { useCheckout } from '@web/entities/plans/use-checkout';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Modal } from '@web/components/ui/modal';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { ApiError } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { useAppConfig, useMe } from '@web/lib/session';
import { accessStateBadge, onTrial } from '@web/lib/access-state';
import { ERROR_MESSAGES, type ErrorCode } from '@shared/messages';
import { daysUntil } from '@shared/dates';
import {
  PAYMENT_METHOD_LABELS,
  PLANS,
  planKeyForSubscriptionType,
  type PaymentMethod,
  type PlanKey,
  isPixAutomaticoMethod,
  isUpfrontMethod,
} from '@shared/plans';
import { cancelDemoPlan, changeDemoPlan, subscriptionQuery, useRefreshBilling } from './api';
import { PixChoices, upfrontOptionsId, type PixOffer } from './pix-choices';

/**
 * Why the plans were shown instead of the portal or a checkout: a trial has nothing to manage; a prepaid
 * period renews here; another plan waits for the end of a period nothing renews (prepaid, a revoked Pix
 * Automático) or of a refunded upgrade's last Agência days.
 * The waits are the server's own refusal codes (GET /api/billing/subscription's offers).
 */
type PlansReason = 'trial' | 'prepaid' | ErrorCode;

function DemoPortal({ planKey }: { planKey: PlanKey | null }) {
  const refresh = useRefreshBilling();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'change' | null>(null);
  const otherKey: PlanKey = planKey === 'agency' ? 'solo' : 'agency';

  async function run(kind: 'cancel' | 'change') {
    setBusy(kind);
    try {
      if (kind === 'cancel') {
        await cancelDemoPlan();
        toast.success('Plano cancelado.');
      } else {
        await changeDemoPlan(otherKey);
        toast.success(`Plano alterado para ${PLANS[otherKey].name}.`);
      }
      await refresh();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : portalErrorMessage({ kind: 'network' }));
    } finally {
      setBusy(null);
      setConfirmCancel(false);
    }
  }

  return (
    <Card id="portal" aria-labelledby="demo-portal-title" className="space-y-4">
      <div className="space-y-1">
        <CardTitle as="h2">
          <span id="demo-portal-title">Portal da assinatura (demonstração)</span>
        </CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Ambiente de demonstração: nenhuma cobrança real é feita. As mudanças valem na hora, como no portal de
          pagamento.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" busy={busy === 'change'} disabled={busy !== null} onClick={() => void run('change')}>
          Mudar para o plano {PLANS[otherKey].name}
        </Button>
        <Button variant="danger" disabled={busy !== null} onClick={() => setConfirmCancel(true)}>
          Cancelar plano
        </Button>
      </div>
      <Modal open={confirmCancel} onClose={() => setConfirmCancel(false)} title="Cancelar plano?">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          Tem certeza que deseja cancelar o plano? Você perde o acesso aos geradores até assinar de novo.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
            Manter plano
          </Button>
          <Button variant="danger" busy={busy === 'cancel'} onClick={() => void run('cancel')}>
            Sim, cancelar plano
          </Button>
        </div>
      </Modal>
    </Card>
  );
}

export default function SubscriptionPage() {
  const { data: me } = useMe();
  const { data: config } = useAppConfig();
  const { data: subscription } = useQuery(subscriptionQuery);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { start, busyKey } = useCheckout();
  const [portalBusy, setPortalBusy] = useState(false);
  // Why the person was sent to the plans instead of the portal, said in one line above them.
  const [plansReason, setPlansReason] = useState<PlansReason | null>(null);

  const profile = me?.profile;
  // The account's state is the server's (`/api/me`'s `access`, by the one access rule).
  const state = me?.access.state ?? 'trial';
  const paid = me?.access.paidPlan ?? false;
  const planKey = planKeyForSubscriptionType(profile?.subscriptionType);
  const currentPlanKey = paid ? planKey : null;
  const statusInfo = accessStateBadge(state);
  const prepaid = paid && isUpfrontMethod(subscription?.paymentMethod);
  // A Pix Automático whose authorization was revoked: paid until the month's end, then nothing.
  const revoked = paid && isPixAutomaticoMethod(subscription?.paymentMethod) && !!subscription?.paidUntil;
  // A refunded upgrade's last Agência days: the prepaid Criador period resumes at their end.
  const reverting = paid && !!subscription?.creatorResumesAt;
  const paidUntil = subscription?.paidUntil ?? null;
  // The trust notes speak of the ways of paying this page offers now: all three to whoever has nothing paid;
  // Pix upfront inside a prepaid period; the authorization again or months after a revoked Pix Automático;
  // the way in force for a subscription that renews by itself.
  const trustMethods: PaymentMethod[] = !paid
    ? ['card', 'pix_automatico', 'pix_upfront']
    : prepaid
      ? ['pix_upfront']
      : revoked
        ? ['pix_automatico', 'pix_upfront']
        : [subscription?.paymentMethod ?? 'card'];
  const showDemoPortal = search.get('portal') === 'demo' && config?.billingProvider === 'demo' && paid;

  function showPlans() {
    document.getElementById('planos')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The keyboard and screen-reader user lands on the plans too, where the explanation is read first.
    document.getElementById('plans-title')?.focus({ preventScroll: true });
  }

  /** The plans, with the line saying why the person is there. */
  function showPlansBecause(reason: PlansReason) {
    setPlansReason(reason);
    showPlans();
  }

  async function manage() {
    // A prepaid period has no recurring subscription to manage: the portal would refuse, so the plans say
    // how the period is renewed instead.
    if (prepaid) {
      showPlansBecause('prepaid');
      return;
    }
    if (!me) {
      toast.error(portalErrorMessage({ kind: 'not-signed-in' }));
      return;
    }
    if (!profile) {
      toast.error(portalErrorMessage({ kind: 'no-profile' }));
      return;
    }
    setPortalBusy(true);
    const result = await requestPortal();
    setPortalBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    if ('upgrade' in result) {
      showPlansBecause('trial');
      return;
    }
    const target = new URL(result.url, window.location.origin);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
    else goTo(result.url);
  }

  /** The Pix upfront options under a plan's card (pix-choices.tsx), scrolled to and focused. */
  function showUpfrontOptions(key: PlanKey) {
    const options = document.getElementById(upfrontOptionsId(key));
    options?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    // Focus lands on the options' group, which reads its title and the credit; Tab reaches the periods.
    options?.focus({ preventScroll: true });
  }

  /** The plan card's button does what the server says it accepts now (GET /api/billing/subscription's offers). */
  function choose(key: PlanKey) {
    const offer = subscription?.offers[key].choose;
    if (!offer || offer.action === 'checkout') void start(key);
    // A prepaid Criador moves up with Pix upfront, the unused days credited: the portal has no card
    // subscription to change, so the card's button leads to those options instead.
    else if (offer.action === 'upfront') showUpfrontOptions(key);
    // A change that waits (a prepaid period, a revoked authorization's month, a refunded upgrade's last days):
    // a line says why, with the server's own refusal.
    else if (offer.action === 'wait') showPlansBecause(offer.code);
    // An active subscriber changes plan in the portal, not with a second subscription.
    else void manage();
  }

  /** The Pix block under a plan's card, as the server offers it (pix-choices.tsx). */
  function pixOffer(key: PlanKey): PixOffer | null {
    switch (subscription?.offers[key].pix) {
      case 'new':
        return { kind: 'new' };
      case 'upgrade':
        return subscription.upgrade ? { kind: 'upgrade', upgrade: subscription.upgrade } : null;
      case 'renew':
        return paidUntil ? { kind: 'renew', paidUntil } : null;
      case 'reauthorize':
        return paidUntil ? { kind: 'reauthorize', paidUntil } : null;
      default:
        return null;
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Assinatura"
        description="Escolha o plano ideal para criar conteúdo todos os dias."
        icon={<CreditCard className="h-5 w-5" aria-hidden />}
        actions={
          <Button variant="outline" busy={portalBusy} onClick={() => void manage()}>
            Gerenciar Assinatura
          </Button>
        }
      />

      <Card aria-labelledby="current-plan-title" className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="current-plan-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Seu plano:{' '}
            {currentPlanKey ? PLANS[currentPlanKey].name : onTrial(state) ? 'Teste grátis' : 'Nenhum plano ativo'}
          </h2>
          <Badge tone={statusInfo.tone}>
            <span className="sr-only">Status: </span>
            {statusInfo.label}
          </Badge>
        </div>
        {onTrial(state) && profile?.trialEndsAt && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {daysUntil(profile.trialEndsAt) > 0
              ? `Seu teste grátis termina em ${formatDate(profile.trialEndsAt)}.`
              : 'Seu teste grátis terminou. Assine um plano para continuar.'}
          </p>
        )}
        {reverting && paidUntil ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            O pagamento da mudança para a Agência foi reembolsado: seu plano Agência vai até{' '}
            {formatDate(subscription!.creatorResumesAt!)} e depois volta ao Criador Solo já pago, até{' '}
            {formatDate(paidUntil)}.
          </p>
        ) : revoked && paidUntil ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            A autorização do Pix Automático foi cancelada: seu plano fica ativo até {formatDate(paidUntil)} e não
            renova.
          </p>
        ) : paid && paidUntil ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Pago com {PAYMENT_METHOD_LABELS[subscription?.paymentMethod ?? 'pix_upfront']} até {formatDate(paidUntil)}
          </p>
        ) : (
          paid &&
          subscription?.renewalDate && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {subscription.paymentMethod ? `Pago com ${PAYMENT_METHOD_LABELS[subscription.paymentMethod]}. ` : ''}
              Próxima renovação: {formatDate(subscription.renewalDate)}
            </p>
          )
        )}
        {paid && paidUntil && daysUntil(paidUntil) <= 7 && (
          <Notice tone="warning" title={`Seu plano termina em ${formatDate(paidUntil)}`}>
            {revoked
              ? 'Autorize o Pix Automático de novo ou pague meses com Pix abaixo para continuar sem interrupção.'
              : 'Pague mais meses com Pix abaixo para continuar sem interrupção. Cartão e Pix Automático podem ser assinados quando o período terminar.'}
          </Notice>
        )}
        {subscription?.pendingPayment && (
          <Notice tone="info" title="Pagamento em processamento">
            Seu pagamento com Pix ainda não foi confirmado. Você continua com o acesso atual até ele ser confirmado ou
            recusado.{' '}
            {subscription.pendingPayment.url && (
              <a href={subscription.pendingPayment.url} className="font-semibold underline">
                Abrir o código Pix
              </a>
            )}
          </Notice>
        )}
        {state === 'past_due' && (
          <Notice tone="warning">
            Não conseguimos cobrar sua última fatura. Atualize o pagamento em “Gerenciar Assinatura”.
          </Notice>
        )}
        {(state === 'cancelled' || state === 'blocked' || state === 'period_ended') && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Assine um plano abaixo para voltar a criar conteúdo.
          </p>
        )}
      </Card>

      {showDemoPortal && <DemoPortal planKey={planKey} />}

      <section id="planos" aria-labelledby="plans-title" className="scroll-mt-20 space-y-4">
        <h2
          id="plans-title"
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none dark:text-white"
        >
          Planos
        </h2>
        {plansReason && (
          <Notice tone="info">
            {plansReason === 'trial'
              ? 'Você está no teste grátis e ainda não tem uma assinatura para gerenciar. Escolha um plano abaixo para assinar.'
              : plansReason === 'prepaid'
                ? `Seu plano está pago com Pix antecipado até ${formatDate(paidUntil ?? '')}: não há assinatura recorrente para gerenciar. Para continuar depois dessa data, pague mais meses com Pix abaixo.`
                : ERROR_MESSAGES[plansReason]}
          </Notice>
        )}
        <PlanCards
          currentPlanKey={currentPlanKey}
          onChoose={choose}
          busyKey={busyKey}
          chooseLabel={(plan) => (paid ? `Mudar para ${plan.name}` : `Assinar ${plan.name}`)}
          renderExtra={(plan) => {
            const offer = pixOffer(plan.key);
            // A Pix code still to be paid: the server takes no other Pix checkout until it is paid or expires.
            const waiting = subscription?.offers[plan.key].pixUpfront;
            const disabled = waiting?.accepted === false && waiting.code === 'PIX_PAYMENT_PENDING';
            return offer ? <PixChoices plan={plan} offer={offer} disabled={disabled} /> : null;
          }}
        />
      </section>

      <TrustNotes methods={trustMethods} nothingRenews={prepaid || revoked} />
    </div>
  );
}
